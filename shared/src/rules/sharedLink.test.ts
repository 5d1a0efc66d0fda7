import { describe, expect, it } from 'vitest';
import {
  canCreateSharedLink,
  canUpdateSharedLink,
  defaultSharedLinkPeriod,
  sharedLinkDay,
  sharedLinkDayEnd,
  sharedLinkDayStart,
  sharedLinkValidity,
} from './sharedLink.js';

const link = { start: 1000, exp: 2000 };

describe('shared link validity', () => {
  it.each([
    [999, 'not_yet_available'],
    [1000, 'valid'],
    [1999, 'valid'],
    [2000, 'no_longer_exists'],
    [2001, 'no_longer_exists'],
  ])('at %i it is %s', (now, v) => expect(sharedLinkValidity(link, now)).toBe(v));

  it.each([
    [{ from: 1000, to: 2000 }, 'valid'],
    [{ from: 999, to: 1500 }, 'invalid_range'],
    [{ from: 1200, to: 2001 }, 'invalid_range'],
    [{ from: 1600, to: 1500 }, 'invalid_range'],
  ])('view range %o is %s', (range, v) => expect(sharedLinkValidity(link, 1500, range)).toBe(v));
});

describe('shared link forms', () => {
  it.each([
    [[1], 0, 3600, true],
    [[], 0, 3600, false],
    [[1], 0, 0, false],
    [[1], 10, 5, false],
    [[1], null, 5, false],
  ])('create with trucks %o from %s to %s: %s', (ids, s, e, ok) => {
    expect(canCreateSharedLink({ truckIds: ids, startS: s, endS: e })).toBe(ok);
  });

  it.each([
    [null, false],
    [1000, false],
    [1001, true],
  ])('update with expiry %s: %s', (exp, ok) => expect(canUpdateSharedLink(link, exp)).toBe(ok));

  it('defaults to the whole of today in the user zone', () => {
    // 23:30 UTC on 9 March is already 10 March in Rome.
    const p = defaultSharedLinkPeriod(Date.parse('2026-03-09T23:30:00Z'), 'Europe/Rome');
    expect(new Date(p.startS * 1000).toISOString()).toBe('2026-03-09T23:00:00.000Z');
    expect(new Date(p.endS * 1000).toISOString()).toBe('2026-03-10T22:59:59.000Z');
  });
});

describe('shared link days', () => {
  it('counts a day from midnight to midnight in the given zone', () => {
    const start = sharedLinkDayStart('2026-03-29', 'Europe/Rome');
    const end = sharedLinkDayEnd('2026-03-29', 'Europe/Rome');
    expect(start).toBe(Date.UTC(2026, 2, 28, 23) / 1000);
    // Summer time starts that night: the day has 23 hours.
    expect(end).toBe(Date.UTC(2026, 2, 29, 21, 59, 59) / 1000);
    expect(sharedLinkDay(end ?? 0, 'Europe/Rome')).toBe('2026-03-29');
    expect(sharedLinkDay(start ?? 0, 'UTC')).toBe('2026-03-28');
    expect(sharedLinkDayStart('', 'UTC')).toBeNull();
  });
});
