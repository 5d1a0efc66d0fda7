// @vitest-environment happy-dom
import i18next from 'i18next';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clockFor, wallTimeInstant } from '@fleetdeck/shared';
import { reactTestRoot } from '../../../test/domHarness.js';
import { DateTimeField, DayField, TimeOfDayField, wallTimeAt } from './index.js';

const dom = reactTestRoot();
// react-aria collapses the selection on every selectionchange inside a segment; happy-dom fires
// selectionchange synchronously from collapse(), so the two recurse without end: collapse does
// nothing here (a browser's does; the e2e tests type into the same fields there).
beforeEach(() => {
  const selection = window.getSelection();
  if (selection) vi.spyOn(selection, 'collapse').mockImplementation(() => {});
});
const DAY = Date.UTC(2026, 11, 3, 14, 5);

/** What a field shows: its segments' text, without the invisible marks Intl may add. */
const shown = (label: string) => {
  const group = [...dom.container.querySelectorAll('[role="group"]')].find((g) =>
    g
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .some((id) => {
        return document.getElementById(id)?.textContent === label;
      }),
  );
  return (group?.textContent ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');
};
const segment = (type: string) =>
  dom.container.querySelector<HTMLElement>(`[data-type="${type}"]`) ?? undefined;
const key = (target: HTMLElement | undefined, name: string) =>
  act(() => {
    target?.focus();
    target?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
    target?.dispatchEvent(new KeyboardEvent('keyup', { key: name, bubbles: true }));
  });
const typeDigits = (target: HTMLElement | undefined, digits: string) => {
  for (const digit of digits) {
    act(() => {
      target?.focus();
      target?.dispatchEvent(
        new InputEvent('beforeinput', {
          data: digit,
          inputType: 'insertText',
          bubbles: true,
          cancelable: true,
        }),
      );
    });
  }
};
const inLanguage = async (language: string) => {
  await act(() => i18next.changeLanguage(language));
};

describe('the date and time fields', () => {
  it.each(['it', 'en', 'pl', 'el', 'ro'])(
    'write a day and a time as the clock does in %s, 24 hours',
    async (language) => {
      await inLanguage(language);
      const clock = clockFor(language, 'UTC');
      dom.render(
        <>
          <DayField label="Day" value="2026-12-03" onChange={() => {}} />
          <TimeOfDayField label="Time" value="14:05" onChange={() => {}} />
        </>,
      );
      expect(shown('Day')).toBe(clock.date(DAY));
      expect(shown('Time')).toBe('14:05');
    },
  );

  it('writes the Italian order, and a day in Polish with dots', async () => {
    await inLanguage('it');
    dom.render(<DayField label="Giorno" value="2026-12-03" onChange={() => {}} />);
    expect(shown('Giorno')).toBe('03/12/2026');
    await inLanguage('pl');
    expect(shown('Giorno')).toBe('03.12.2026');
  });

  it('shows a UTC instant on the clock of Europe/Athens and gives the same instant back', async () => {
    await inLanguage('it');
    const onChange = vi.fn<(wall: string) => void>();
    const instant = Date.UTC(2026, 11, 3, 12, 5);
    const wall = wallTimeAt(instant, 'Europe/Athens');
    dom.render(<DateTimeField label="Partenza" value={wall} onChange={onChange} />);
    expect(wall).toBe('2026-12-03T14:05');
    expect(shown('Partenza')).toMatch(/^03\/12\/2026,? 14:05$/);
    key(segment('minute'), 'ArrowUp');
    const changed = onChange.mock.calls[0]?.[0] ?? '';
    expect(changed).toBe('2026-12-03T14:06');
    expect(wallTimeInstant(changed, 'Europe/Athens')).toBe(instant + 60_000);
  });

  it('steps the focused segment with the arrows and takes typed digits', async () => {
    await inLanguage('en');
    const onChange = vi.fn<(time: string) => void>();
    dom.render(<TimeOfDayField label="Start time" value="23:59" onChange={onChange} />);
    key(segment('hour'), 'ArrowUp');
    expect(onChange).toHaveBeenLastCalledWith('00:59');
    key(segment('minute'), 'ArrowDown');
    expect(onChange).toHaveBeenLastCalledWith('23:58');
    typeDigits(segment('hour'), '07');
    expect(onChange).toHaveBeenLastCalledWith('07:59');
  });

  it('marks a problem on the field and says it in words', async () => {
    await inLanguage('en');
    dom.render(
      <DayField label="Expiry" value="2026-12-01" onChange={() => {}} error="Pick a later day" />,
    );
    expect(dom.container.textContent).toContain('Pick a later day');
    const day = segment('day');
    expect(day?.getAttribute('aria-invalid')).toBe('true');
    const described = day?.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'Pick a later day',
    );
  });

  it('marks a day before the first allowed one as invalid', async () => {
    await inLanguage('en');
    dom.render(<DayField label="Expiry" value="2026-12-01" min="2026-12-02" onChange={() => {}} />);
    expect(segment('day')?.getAttribute('aria-invalid')).toBe('true');
  });
});
