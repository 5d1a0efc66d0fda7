import { describe, expect, it } from 'vitest';
import {
  canSearchPassage,
  checkPassageInterval,
  defaultPassageInterval,
  passageCircleMetres,
  passageMinutes,
  isValidPassageRadius,
  passagesOf,
} from './passage.js';

describe('vehicle passage', () => {
  it.each([
    ['2026-03-10T00:00:00Z', '2026-03-11T00:00:00Z', 'ok'],
    ['2026-03-10T00:00:00Z', '2026-03-11T00:00:00.001Z', 'too_long'],
    ['2026-03-10T00:00:00Z', '2026-03-10T23:59:00Z', 'ok'],
    ['2026-03-10T10:00:00Z', '2026-03-10T10:00:00Z', 'invalid'],
    ['2026-03-10T10:00:00Z', '2026-03-10T09:00:00Z', 'invalid'],
    [null, '2026-03-10T09:00:00Z', 'missing'],
  ])('%s to %s is %s', (s, e, r) => expect(checkPassageInterval(s, e)).toBe(r));

  it.each([
    [0.1, true],
    [0.05, false],
    [0, false],
    [0.3, true],
    [12.7, true],
    [100, true],
    [100.1, false],
    [0.15, false],
    [Number.NaN, false],
  ])('radius %s km valid=%s', (r, ok) => expect(isValidPassageRadius(r)).toBe(ok));

  it('needs address, start and end to search', () => {
    expect(canSearchPassage({ address: 'Milano', start: 'a', end: 'b' })).toBe(true);
    expect(canSearchPassage({ address: ' ', start: 'a', end: 'b' })).toBe(false);
    expect(canSearchPassage({ address: 'Milano', start: null, end: 'b' })).toBe(false);
  });

  it('groups events closer than the gap into one passage, in time order', () => {
    const at = (hhmm: string) => ({ timestamp: `2026-03-10T${hhmm}:00Z` });
    // Out of order, two crossings 2 h apart, the second with a 9-min stop inside the circle.
    const events = ['12:00', '10:00', '10:01', '10:02', '12:09', '12:03'].map(at);
    expect(passagesOf(events)).toEqual([
      { start: '2026-03-10T10:00:00Z', end: '2026-03-10T10:02:00Z' },
      { start: '2026-03-10T12:00:00Z', end: '2026-03-10T12:09:00Z' },
    ]);
    expect(passagesOf([])).toEqual([]);
  });

  it('starts a new passage at exactly the gap and keeps a lone event as its own passage', () => {
    const events = ['10:00', '10:10', '10:19'].map((t) => ({ timestamp: `2026-03-10T${t}:00Z` }));
    expect(passagesOf(events, 600)).toEqual([
      { start: '2026-03-10T10:00:00Z', end: '2026-03-10T10:00:00Z' },
      { start: '2026-03-10T10:10:00Z', end: '2026-03-10T10:19:00Z' },
    ]);
    expect(passagesOf(events, 60)).toHaveLength(3);
    expect(passagesOf([{ timestamp: 'ieri' }, { timestamp: '2026-03-10T10:00:00+01:00' }])).toEqual(
      [{ start: '2026-03-10T10:00:00+01:00', end: '2026-03-10T10:00:00+01:00' }],
    );
  });

  it('keeps a passage across zones by instant, not by text', () => {
    const events = [
      { timestamp: '2026-03-10T11:05:00+01:00' },
      { timestamp: '2026-03-10T10:00:00Z' },
    ];
    expect(passagesOf(events)).toEqual([
      { start: '2026-03-10T10:00:00Z', end: '2026-03-10T11:05:00+01:00' },
    ]);
  });

  it('defaults to the current day in the user zone and draws the circle in metres', () => {
    const i = defaultPassageInterval(Date.parse('2026-03-10T23:30:00Z'), 'Europe/Rome');
    expect(i).toEqual({ start: '2026-03-10T23:00:00.000Z', end: '2026-03-11T22:59:59.999Z' });
    expect(checkPassageInterval(i.start, i.end)).toBe('ok');
    expect(passageCircleMetres(0.1)).toBe(100);
  });

  it('widens a passage outward to whole minutes in the user zone, a one-minute passage to two', () => {
    const crossing = { start: '2026-03-10T05:12:40Z', end: '2026-03-10T05:14:05Z' };
    expect(passageMinutes(crossing, 'Europe/Rome')).toEqual({
      start: '2026-03-10T06:12',
      end: '2026-03-10T06:15',
      instants: {
        start: new Date('2026-03-10T05:12:00.000Z'),
        end: new Date('2026-03-10T05:15:59.999Z'),
      },
    });
    // The issue's passage: its exit's minute is not cut to 10:02.
    const issue = { start: '2026-11-25T09:00:31Z', end: '2026-11-25T09:02:51Z' };
    const shown = passageMinutes(issue, 'Europe/Rome');
    expect([shown.start, shown.end]).toEqual(['2026-11-25T10:00', '2026-11-25T10:03']);
    // An exit on a whole minute stays on it.
    const whole = { start: '2026-11-25T09:00:31Z', end: '2026-11-25T09:02:00Z' };
    expect(passageMinutes(whole, 'Europe/Rome').end).toBe('2026-11-25T10:02');
    const lone = { start: '2026-03-10T22:59:30Z', end: '2026-03-10T22:59:30Z' };
    const m = passageMinutes(lone, 'Europe/Rome');
    expect([m.start, m.end]).toEqual(['2026-03-10T23:59', '2026-03-11T00:00']);
    expect(m.instants.end.toISOString()).toBe('2026-03-10T23:00:59.999Z');
    expect(passageMinutes(crossing, 'UTC').start).toBe('2026-03-10T05:12');
    // Summer time in Rome: two hours ahead of UTC.
    expect(
      passageMinutes({ start: '2026-07-10T05:12:40Z', end: '2026-07-10T05:12:41Z' }, 'Europe/Rome')
        .start,
    ).toBe('2026-07-10T07:12');
  });
});
