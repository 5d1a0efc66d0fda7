import { describe, expect, it } from 'vitest';
import type { InfringementDto, TimelineItem } from '@fleetdeck/shared';
import { drivenBy, rangeInfringements, shownRecap, timelineDrivers } from './reportData.js';

const item = (type: TimelineItem['type'], more: Partial<TimelineItem> = {}): TimelineItem => ({
  type,
  start_date: '2026-11-30T08:00:00Z',
  end_date: '2026-11-30T09:00:00Z',
  duration: 3600,
  ...more,
});

describe("the report's data", () => {
  it('sums the trips and stops only, as the recap on screen', () => {
    const recap = shownRecap([
      item('moving', { distance: 80.5, gps_distance: 79, fuel_consumption: 25 }),
      item('stop', { duration: 1800 }),
      item('activity', { activity: 3, duration: 9999, distance: 500 }),
      item('driver', { name: 'Sara', duration: 9999 }),
    ]);
    expect(recap).toEqual({
      duration: 5400,
      distance: 80.5,
      gps_distance: 79,
      fuel_consumption: 25,
    });
  });

  it('names each driver once, in the order they drove', () => {
    expect(
      timelineDrivers([
        item('driver', { name: 'Sara', last_name: 'Benali' }),
        item('moving'),
        item('driver', { name: 'Jan', last_name: 'Kowalski' }),
        item('driver', { name: 'Sara ', last_name: ' Benali' }),
        item('driver', { name: null, last_name: null }),
      ]),
    ).toEqual(['Sara Benali', 'Jan Kowalski']);
  });

  it("finds the timeline's drivers in the company's list by card, else by name, each once", () => {
    const known = [
      { id: 7, name: 'Sara', surname: 'Benali', card: 'I100' },
      { id: 8, name: 'Jan', surname: 'Kowalski', card: 'P200' },
      { id: 9, name: 'Sara', surname: 'Benali', card: 'I999' },
    ];
    expect(
      drivenBy(
        [
          item('driver', { name: 'Sara', last_name: 'Benali', card: 'I999' }),
          item('moving'),
          item('driver', { name: 'jan ', last_name: 'KOWALSKI', card: null }),
          item('driver', { name: 'Sara', last_name: 'Benali', card: 'I999' }),
          item('driver', { name: 'Nobody', last_name: 'Known', card: 'X1' }),
        ],
        known,
      ),
    ).toEqual([
      { id: 9, name: 'Sara Benali' },
      { id: 8, name: 'jan KOWALSKI' },
    ]);
    expect(drivenBy([item('moving')], known)).toEqual([]);
  });

  it("lists the infringements that happened in the range, in time order, a crew's shared one once", () => {
    const f = (rule: InfringementDto['rule'], at: string): InfringementDto => ({
      rule,
      article: 'Art. 7',
      line: '',
      seriousness: 'SI',
      at,
      from: at,
      to: at,
      value: 5 * 3600,
      limit: 4.5 * 3600,
      by: 1800,
      ongoing: false,
    });
    const start = Date.parse('2026-11-30T00:00:00Z');
    const end = Date.parse('2026-11-30T23:59:59.999Z');
    const late = f('break', '2026-11-30T15:00:00Z');
    const early = f('daily_rest', '2026-11-30T00:00:00Z');
    const rows = rangeInfringements(
      [
        {
          driver: 'Sara',
          infringements: [f('break', '2026-11-29T23:59:59Z'), late, early],
        },
        { driver: 'Jan', infringements: [late, late, f('break', '2026-12-01T00:00:00Z')] },
      ],
      start,
      end,
    );
    expect(rows.map((r) => [r.driver, r.infringement.rule, new Date(r.at).toISOString()])).toEqual([
      ['Sara', 'daily_rest', '2026-11-30T00:00:00.000Z'],
      ['Jan', 'break', '2026-11-30T15:00:00.000Z'],
      ['Sara', 'break', '2026-11-30T15:00:00.000Z'],
    ]);
    expect(rangeInfringements([{ driver: 'Sara', infringements: [] }], start, end)).toEqual([]);
  });
});
