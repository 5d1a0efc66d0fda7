// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reactTestRoot } from '../../../test/domHarness.js';
import { type Truck } from '@fleetdeck/shared';
import { writeSession } from '../../app/session/session.js';
import { LockPanel } from './LockPanel.js';

const dom = reactTestRoot();

const truck = (locked: boolean, enable = true): Truck => ({
  id: 12,
  plate: 'AA111BB',
  lastpoint: null,
  tracker_configuration: {
    dout_1: { enable, value: locked },
    dout_2: { enable: false, value: false },
  },
});

let posts: Array<{ url: string; body: unknown }>;
const render = async (ui: React.ReactNode): Promise<void> => {
  await act(async () => {
    dom.root.render(ui);
    await Promise.resolve();
  });
};
const text = (selector: string) => dom.container.querySelector(selector)?.textContent ?? '';
const click = async (element: Element | null | undefined): Promise<void> => {
  await act(async () => {
    (element as HTMLElement).click();
    await Promise.resolve();
  });
};
const dialogButton = (primary: boolean) =>
  dom.container.querySelector(
    `dialog[open] .dialog-actions button${primary ? '.primary' : ':not(.primary)'}`,
  );

beforeEach(() => {
  posts = [];
  writeSession({ sso_token: 'token', params: { Azienda: 1 } });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    posts.push({ url, body: JSON.parse(init.body as string) });
    return Promise.resolve(new Response('{}', { status: 202 }));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('LockPanel', () => {
  it('is hidden when neither output is enabled', async () => {
    await render(<LockPanel truck={truck(false, false)} />);
    expect(dom.container.innerHTML).toBe('');
  });

  it('asks before locking, sends nothing on no, and shows the state the live stream brings', async () => {
    await render(<LockPanel truck={truck(false)} />);
    expect(text('[data-testid="lock-output-1"]')).toContain('Unlocked');
    expect(dom.container.querySelector('[data-testid="lock-output-2"]')).toBeNull();

    await click(dom.container.querySelector('[data-testid="lock-output-1"] button'));
    expect(text('dialog[open] p')).toBe('Lock output 1 of vehicle AA111BB?');
    await click(dialogButton(false));
    expect(posts).toEqual([]);

    await click(dom.container.querySelector('[data-testid="lock-output-1"] button'));
    await click(dialogButton(true));
    expect(posts).toEqual([{ url: '/api/trucks/12/lock', body: { output: 1, lock: true } }]);
    // Sent, but the tracker has not reported yet: still unlocked, waiting.
    expect(text('[data-testid="lock-output-1"] .lock-state')).toBe('Unlocked');
    expect(text('[role="status"]')).toBe('Command sent, waiting for the vehicle…');

    await render(<LockPanel truck={truck(true)} />);
    expect(text('[data-testid="lock-output-1"] .lock-state')).toBe('Locked');
    expect(text('[data-testid="lock-output-1"] button')).toBe('Unlock');
    expect(text('[role="status"]')).toBe('');
  });
});
