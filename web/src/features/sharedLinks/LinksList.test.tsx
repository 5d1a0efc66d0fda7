// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { reactTestRoot } from '../../../test/domHarness.js';
import { type SharedLinkGroups } from '@fleetdeck/shared';
import { LinksList } from './LinksList.js';
import { useLinkDeletion } from './useLinkDeletion.js';

const dom = reactTestRoot();

const link = (id: string, plate: string) => ({
  id,
  start: Date.UTC(2026, 10, 23, 23) / 1000,
  exp: Date.UTC(2026, 10, 25, 22, 59, 59) / 1000,
  tz: 'Europe/Rome',
  trucks: [{ id: 1, plate }],
});
const groups: SharedLinkGroups = {
  active: [link('a', 'AB123CD')],
  upcoming: [link('u', 'EF456GH')],
  expired: [],
};

/** The panel's delete path: the list, the hook, and a stand-in for the yes of the confirmation. */
function Harness({
  remove,
  onDeleted,
}: {
  remove: (id: string) => Promise<void>;
  onDeleted: () => void;
}) {
  const deletion = useLinkDeletion(remove, onDeleted);
  return (
    <>
      <LinksList
        groups={groups}
        fading={deletion.fading}
        onEdit={vi.fn()}
        onDelete={deletion.ask}
      />
      {deletion.asking && (
        <button type="button" className="yes" onClick={() => deletion.answer(true)}>
          yes
        </button>
      )}
      {deletion.failed && <p className="failed">failed</p>}
    </>
  );
}

const row = (id: string) => dom.container.querySelector(`[data-link-id="${id}"]`);
const click = (selector: string) =>
  act(() => (dom.container.querySelector(selector) as HTMLElement).click());

describe('shared links list', () => {
  it('groups links by state with their plates and days', () => {
    act(() => dom.root.render(<Harness remove={vi.fn()} onDeleted={vi.fn()} />));
    const titles = [...dom.container.querySelectorAll('h3')].map((h) => h.textContent);
    expect(titles).toEqual(['Active 1', 'Not started yet 1']);
    expect(row('a')?.textContent).toContain('AB123CD');
    expect(row('a')?.textContent).toContain('From 24/11/2026 to 25/11/2026');
  });

  it('fades the row while deleting and restores it, with the error, when the delete fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const remove = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)));
    const onDeleted = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => dom.root.render(<Harness remove={remove} onDeleted={onDeleted} />));
    click('[data-link-id="a"] button[aria-label^="Delete"]');
    expect(remove).not.toHaveBeenCalled();
    click('button.yes');
    expect(remove).toHaveBeenCalledWith('a');
    expect(row('a')?.getAttribute('data-fading')).toBe('true');
    expect(row('u')?.getAttribute('data-fading')).toBe('false');
    await act(() => {
      fail(new Error('HTTP 500'));
      return Promise.resolve();
    });
    expect(row('a')?.getAttribute('data-fading')).toBe('false');
    expect(dom.container.querySelector('.failed')).not.toBeNull();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('asks the list to reload once the relay deleted the link', async () => {
    const onDeleted = vi.fn();
    act(() => dom.root.render(<Harness remove={() => Promise.resolve()} onDeleted={onDeleted} />));
    click('[data-link-id="u"] button[aria-label^="Delete"]');
    click('button.yes');
    await act(() => Promise.resolve());
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(dom.container.querySelector('.failed')).toBeNull();
  });
});
