import { describe, expect, it } from 'vitest';
import { analyserPath, clockLabel, isOneDay, passageRows } from './passageResults.js';

const at = (hm: string) => ({ timestamp: `2026-03-10T${hm}Z` });

describe('the passage results', () => {
  it('groups each vehicle into passages and orders vehicles by first entry, then plate', () => {
    const rows = passageRows([
      { id: 3, plate: 'CC333CC', events: [at('09:00:00'), at('09:00:10')] },
      { id: 1, plate: 'AA111AA', events: [at('08:01:20'), at('08:01:00'), at('10:00:00')] },
      { id: 2, plate: 'BB222BB', events: [{ timestamp: 'not a date' }] },
      { id: 4, plate: 'AA000AA', events: [at('09:00:00')] },
    ]);
    expect(rows.map((r) => r.plate)).toEqual(['AA111AA', 'AA000AA', 'CC333CC']);
    expect(rows[0]!.passages).toEqual([
      { start: '2026-03-10T08:01:00Z', end: '2026-03-10T08:01:20Z' },
      { start: '2026-03-10T10:00:00Z', end: '2026-03-10T10:00:00Z' },
    ]);
    expect(passageRows([])).toEqual([]);
  });

  it("opens the analyser on the passage's whole minutes in the user zone, rounded outward", () => {
    const passage = { start: '2026-03-10T05:12:40Z', end: '2026-03-10T05:14:05Z' };
    expect(analyserPath(7, passage, 'Europe/Rome')).toBe(
      '/analyser/7?start=2026-03-10T06%3A12&end=2026-03-10T06%3A15',
    );
    // 10:00:31-10:02:51 opens as 10:00-10:03: the exit's minute is not cut.
    const exit = new URL(
      analyserPath(
        7,
        { start: '2026-11-25T09:00:31Z', end: '2026-11-25T09:02:51Z' },
        'Europe/Rome',
      ),
      'http://x',
    );
    expect([exit.searchParams.get('start'), exit.searchParams.get('end')]).toEqual([
      '2026-11-25T10:00',
      '2026-11-25T10:03',
    ]);
    const lone = { start: '2026-03-10T05:12:40Z', end: '2026-03-10T05:12:40Z' };
    const url = new URL(analyserPath(7, lone, 'Europe/Rome'), 'http://x');
    expect([url.searchParams.get('start'), url.searchParams.get('end')]).toEqual([
      '2026-03-10T06:12',
      '2026-03-10T06:13',
    ]);
  });

  it('shows times to the second, with the date when the interval spans two days', () => {
    const rome = 'Europe/Rome';
    expect(isOneDay('2026-03-09T23:00:00.000Z', '2026-03-10T22:59:59.999Z', rome)).toBe(true);
    expect(isOneDay('2026-03-10T21:00:00.000Z', '2026-03-11T20:59:59.999Z', rome)).toBe(false);
    expect(clockLabel('2026-03-10T05:12:40Z', rome, false)).toBe('06:12:40');
    expect(clockLabel('2026-03-10T23:12:40Z', rome, true)).toBe('11/03 00:12:40');
  });
});
