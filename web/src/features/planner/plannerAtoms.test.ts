// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../app/session/session.js';
import { plannerFormAtom } from './plannerAtoms.js';

describe('the planner form atom', () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('makes its departure at its first read, on the zone the sign-in wrote after the module loaded', () => {
    // The module is loaded (imported above) before the session knows the account's zone, as in
    // the app: the sign-in writes it later.
    vi.useFakeTimers({ now: Date.parse('2026-12-03T06:30:00Z') });
    writeSession({ sso_token: 'token', params: { tz: 'Europe/Athens' } });
    expect(createStore().get(plannerFormAtom).routeInfo.startTime).toBe('2026-12-03T08:30');
  });
});
