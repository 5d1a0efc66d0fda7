// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reactTestRoot } from '../../../test/domHarness.js';
import { computeAllowance, toDriverPlafond, type TachoActivity } from '@fleetdeck/shared';
import type { PlafondEntry } from './plafondEntry.js';
import { DriversSelection } from './DriversSelection.js';
import { PlafondPanel } from './PlafondPanel.js';

const dom = reactTestRoot();

const H = 3600;
const MONDAY = Date.UTC(2026, 0, 5) / 1000;

function plafondAfter(steps: Array<[TachoActivity, number]>) {
  let t = MONDAY - 48 * H;
  const periods = [{ start: t, end: MONDAY, activity: 'REST' as const }];
  t = MONDAY;
  for (const [activity, length] of steps) {
    periods.push({ start: t, end: t + length, activity: activity as 'REST' });
    t += length;
  }
  return toDriverPlafond(computeAllowance({ periods, now: t }));
}

const driver = (id: number, position: 1 | 2) => ({
  id,
  name: `Name${id}`,
  surname: `Surname${id}`,
  card: `I1000${id}`,
  position,
});

const render = (ui: React.ReactNode) => act(() => dom.root.render(ui));

describe('PlafondPanel', () => {
  const driving: PlafondEntry = {
    driver: driver(7, 1),
    status: 'ready',
    plafond: plafondAfter([['DRIVE', 3 * H]]),
  };

  it('shows the cards with allowances as "4h 30m" and no driver selector for a single driver', () => {
    render(
      <PlafondPanel
        entries={[driving]}
        selectedDriverId={7}
        onSelectDriver={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(dom.container.querySelector('[role=tablist]')).toBeNull();
    const daily = dom.container.querySelector('[aria-label="Daily driving"]');
    expect(daily?.textContent).toContain('7h 00m');
    expect(dom.container.textContent).toContain('Name7 Surname7');
    expect(dom.container.textContent).toContain('I10007');
    expect(
      dom.container.querySelector('[aria-label="Residual driving"], dd.figure')?.textContent,
    ).toBe('1h 30m');
  });

  it('offers driver 1 / driver 2 with a co-driver and reports the choice', () => {
    const codriver: PlafondEntry = {
      driver: driver(8, 2),
      status: 'ready',
      plafond: plafondAfter([['REST', H]]),
    };
    const onSelect = vi.fn();
    render(
      <PlafondPanel
        entries={[driving, codriver]}
        selectedDriverId={8}
        onSelectDriver={onSelect}
        onClose={vi.fn()}
      />,
    );
    const tabs = [...dom.container.querySelectorAll('[role=tab]')];
    expect(tabs.map((b) => b.textContent)).toEqual(['Driver 1', 'Driver 2']);
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(dom.container.textContent).toContain('Name8');
    act(() => (tabs[0] as HTMLButtonElement).click());
    expect(onSelect).toHaveBeenCalledWith(7);
  });

  it('moves between the two drivers with the arrow keys, as tabs do', () => {
    const entries: PlafondEntry[] = [
      { driver: driver(7, 1), status: 'ready', plafond: plafondAfter([['DRIVE', H]]) },
      { driver: driver(8, 2), status: 'ready', plafond: plafondAfter([['REST', H]]) },
    ];
    const onSelect = vi.fn();
    render(
      <PlafondPanel
        entries={entries}
        selectedDriverId={7}
        onSelectDriver={onSelect}
        onClose={vi.fn()}
      />,
    );
    const [first] = [...dom.container.querySelectorAll<HTMLElement>('[role=tab]')];
    if (!first) throw new Error('no tabs');
    expect(first.getAttribute('tabindex')).toBe('0');
    act(() => first.focus());
    act(() => {
      first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(onSelect).toHaveBeenLastCalledWith(8);
    expect(dom.container.querySelector('[role=tabpanel]')?.getAttribute('aria-labelledby')).toBe(
      first.id,
    );
  });

  it('shows only the text variant for a blocked driver', () => {
    const blocked: PlafondEntry = {
      driver: driver(9, 1),
      status: 'ready',
      plafond: plafondAfter([
        ['DRIVE', 4.5 * H],
        ['REST', 0.75 * H],
        ['DRIVE', 4.5 * H],
        ['REST', 0.75 * H],
        ['DRIVE', H],
      ]),
    };
    render(
      <PlafondPanel
        entries={[blocked]}
        selectedDriverId={9}
        onSelectDriver={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(dom.container.querySelector('.plafond-text-only')).not.toBeNull();
    expect(dom.container.querySelector('[aria-label="Daily driving"]')).toBeNull();
    expect(dom.container.textContent).toContain('Blocked');
  });

  it('changes the footer for an unprocessable (422) answer', () => {
    render(
      <PlafondPanel
        entries={[{ ...driving, status: 'unprocessable' }]}
        selectedDriverId={7}
        onSelectDriver={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const footer = dom.container.querySelector('.plafond-footer');
    expect(footer?.hasAttribute('data-unprocessable')).toBe(true);
    expect(footer?.textContent).toContain('Tachograph data incomplete');
  });

  it('lays out several rests to compensate as a list', () => {
    const weekly = (rest: number): Array<[TachoActivity, number]> => [
      ['DRIVE', 4 * H],
      ['REST', rest],
    ];
    const plafond = plafondAfter([
      ...weekly(24 * H),
      ...weekly(11 * H),
      ['DRIVE', 2 * H],
      ['REST', 30 * H],
      ['DRIVE', H],
    ]);
    expect(plafond.view.dpv9.length).toBe(2);
    render(
      <PlafondPanel
        entries={[{ driver: driver(1, 1), status: 'ready', plafond }]}
        selectedDriverId={1}
        onSelectDriver={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const rests = dom.container.querySelector('.plafond-rests');
    expect(rests?.getAttribute('data-layout')).toBe('list');
    expect(rests?.querySelectorAll('li')).toHaveLength(2);
  });

  it('shows the 15-minute session-rest indicator after a first break part, and its dialog', () => {
    const entry: PlafondEntry = {
      driver: driver(3, 1),
      status: 'ready',
      plafond: plafondAfter([
        ['DRIVE', 2 * H],
        ['REST', 0.25 * H],
        ['DRIVE', 2 * H],
      ]),
    };
    render(
      <PlafondPanel
        entries={[entry]}
        selectedDriverId={3}
        onSelectDriver={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    const button = [...dom.container.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('15-minute'),
    );
    expect(button).toBeDefined();
    expect(dom.container.querySelector('dialog')?.textContent).toContain(
      'first part of a split break',
    );
  });
});

describe('DriversSelection', () => {
  it('shows up to two drivers with one expanded at a time', () => {
    const entries: PlafondEntry[] = [1, 2, 3].map((id) => ({
      driver: driver(id, id === 1 ? 1 : 2),
      status: 'ready',
      plafond: plafondAfter([['DRIVE', H]]),
    }));
    render(<DriversSelection entries={entries} />);
    const buttons = [...dom.container.querySelectorAll('button[aria-expanded]')];
    expect(buttons).toHaveLength(2);
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
    expect(dom.container.querySelectorAll('.plafond-card')).toHaveLength(1);
    act(() => (buttons[1] as HTMLButtonElement).click());
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'true']);
    expect(dom.container.querySelector('.plafond-card')?.textContent).toContain('Name2');
  });
});
