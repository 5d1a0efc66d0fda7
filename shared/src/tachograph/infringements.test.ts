import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.js';
import { findInfringements, type InfringementRule } from './infringements.js';
import { lawfulSchedule } from './lawfulSchedule.js';
import { WEEK_SECONDS } from './rules561.js';
import { day, dur, lay, MONDAY, type Step } from './testTimeline.js';
import { weekStart } from './timeline.js';
import type { ActivityPeriod } from './types.js';

const MIN = 60;
const len = (seconds: number): string => `${Math.floor(seconds / 3600)}h${(seconds % 3600) / 60}m`;
/**
 * A random lawful history, then a rest that reaches a Monday 00:00 at least a full week later (a
 * long weekly rest pays any debt), then `steps` from that Monday, evaluated at their end.
 */
function afterLawful(seed: number, steps: Step[], team = false) {
  const lawful = lawfulSchedule(createRandom(seed), MONDAY, 6 + (seed % 20));
  const monday = weekStart(lawful.end) + 2 * WEEK_SECONDS;
  const bridge: ActivityPeriod = { start: lawful.end, end: monday, activity: 'REST' };
  const tail = lay(monday, steps);
  return {
    monday,
    found: findInfringements({
      periods: [...lawful.periods, bridge, ...tail.periods],
      now: tail.end,
      team,
    }),
  };
}
const rules = (found: { rule: InfringementRule }[]) => found.map((f) => f.rule);

describe('findInfringements on lawful histories', () => {
  it('finds nothing in random lawful schedules (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 1, max: 60 }),
        (seed, n) => {
          const { periods, end } = lawfulSchedule(
            createRandom(seed),
            MONDAY + (seed % 7) * 86_400,
            n,
          );
          expect(findInfringements({ periods, now: end })).toEqual([]);
          // Cut anywhere: a history that stops mid-day is lawful so far too.
          const cut = periods[Math.floor(periods.length / 2)]?.end ?? end;
          expect(findInfringements({ periods, now: cut })).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** Each rule broken by one minute after a random lawful history, with its twin at the limit. */
const breakers: Array<{
  rule: InfringementRule;
  line: string;
  name: string;
  steps: (extra: number) => Step[];
  team?: boolean;
}> = [
  {
    rule: 'break',
    line: 'C1',
    name: 'Art. 7: 4 h 30 of driving before a 45 min break',
    steps: (x) => [
      ['DRIVE', len(dur('4h30m') + x)],
      ['REST', '45m'],
      ['DRIVE', '1h'],
      ['REST', '11h'],
    ],
  },
  {
    rule: 'daily_driving',
    line: 'B2',
    name: 'Art. 6(1): 10 h of driving on a day with an extension left',
    steps: (x) => [
      ['DRIVE', '4h30m'],
      ['REST', '45m'],
      ['DRIVE', '4h30m'],
      ['REST', '45m'],
      ['DRIVE', len(dur('1h') + x)],
      ['REST', '11h'],
    ],
  },
  {
    rule: 'extended_day',
    line: 'B1',
    name: 'Art. 6(1): a third day over 9 h in the week',
    steps: (x) => [
      ...day('10h'),
      ...day('10h'),
      ...day('9h', '45m'),
      ['DRIVE', len(x)],
      ['REST', '11h'],
    ],
  },
  {
    rule: 'weekly_driving',
    line: 'B3',
    name: 'Art. 6(2): 56 h of driving in the week',
    // A day from Sunday 23:00: its extension counts in the week it starts, its driving after
    // midnight in the next, where two more extended days and three of 9 h follow.
    steps: (x) => [
      ['REST', len(dur('6d23h') + x)],
      ['DRIVE', '4h30m'],
      ['REST', '45m'],
      ['DRIVE', '4h30m'],
      ['REST', '45m'],
      ['DRIVE', '1h'],
      ['REST', '11h'],
      ...day('10h'),
      ...day('10h'),
      ...day('9h'),
      ...day('9h'),
      ...day('9h', '45h'),
    ],
  },
  {
    rule: 'biweekly_driving',
    line: 'B4',
    name: 'Art. 6(3): 90 h of driving in two weeks',
    steps: (x) => [
      ...day('10h'),
      ...day('10h'),
      ...day('9h'),
      ...day('9h'),
      ...day('9h'),
      ...day('9h', '2d'),
      ['REST', '20h'],
      ...day('9h'),
      ...day('9h'),
      ...day('9h'),
      ['DRIVE', '4h30m'],
      ['REST', '45m'],
      ['DRIVE', len(dur('2h30m') + x)],
      ['REST', '45h'],
    ],
  },
  {
    rule: 'daily_rest',
    line: 'D2',
    name: 'Art. 8(2): 9 h of rest inside the 24 h, a reduced rest allowed',
    steps: (x) => [
      ['DRIVE', '4h'],
      ['WORK', len(dur('11h') + x)],
      ['REST', '12h'],
      ['DRIVE', '1h'],
      ['REST', '11h'],
    ],
  },
  {
    rule: 'reduced_rest',
    line: 'D1',
    name: 'Art. 8(4): a fourth reduced daily rest',
    steps: (x) => [
      ...day('8h', '9h'),
      ...day('8h', '9h'),
      ...day('8h', '9h'),
      ['DRIVE', '4h'],
      ['WORK', len(dur('9h') + x)],
      ['REST', '12h'],
      ['DRIVE', '1h'],
      ['REST', '11h'],
    ],
  },
  {
    rule: 'weekly_rest',
    line: 'D7',
    name: 'Art. 8(6): a weekly rest within six 24-hour periods',
    steps: (x) => [
      ...Array.from(
        { length: 6 },
        () =>
          [
            ['DRIVE', '4h'],
            ['WORK', '9h'],
            ['REST', '11h'],
          ] as Step[],
      ).flat(),
      ['WORK', len(x)],
      ['REST', '45h'],
    ],
  },
  {
    rule: 'weekly_rest',
    line: 'D6',
    name: 'Art. 8(6): after a reduced weekly rest the next is regular',
    // 44 h owes 1 h, given back with a 12 h daily rest; then a second reduced one.
    steps: (x) => [
      ['DRIVE', '4h'],
      ['REST', '44h'],
      ...day('8h', '12h'),
      ...day('8h'),
      ['DRIVE', '4h'],
      ['REST', len(dur('45h') - x)],
      ['DRIVE', '1h'],
    ],
  },
  {
    rule: 'compensation',
    line: 'D6',
    name: 'Art. 8(6): a reduced weekly rest given back by the end of the third week',
    // 45 h less one minute owes one minute; regular weeks follow, none with a block to spare.
    steps: (x) => [
      ['DRIVE', '4h'],
      ['REST', len(dur('45h') - x)],
      ...Array.from(
        { length: 6 },
        () =>
          [
            ...Array.from({ length: 5 }, () => day('6h')).flat(),
            ['DRIVE', '4h'],
            ['REST', '45h'],
          ] as Step[],
      ).flat(),
      ['DRIVE', '1h'],
    ],
  },
  {
    rule: 'team_rest',
    line: 'D4',
    name: 'Art. 8(5): 9 h of rest within 30 h in a team',
    team: true,
    steps: (x) => [
      ['DRIVE', '4h'],
      ['AVAILABILITY', '4h'],
      ['DRIVE', '4h'],
      ['WORK', len(dur('9h') + x)],
      ['REST', '10h'],
      ['DRIVE', '1h'],
      ['REST', '9h'],
    ],
  },
];

describe.each(breakers)('$name', ({ rule, line, steps, team }) => {
  it(`one minute over is found as ${rule} (${line}) and nothing else, after random lawful histories`, () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (seed) => {
        const { found } = afterLawful(seed, steps(MIN), team);
        expect(rules(found)).toEqual([rule]);
        expect(found[0]).toMatchObject({ line, seriousness: 'MI', by: MIN });
      }),
      { numRuns: 25 },
    );
  });

  it('at the limit, nothing is found', () => {
    expect(afterLawful(7, steps(0), team).found).toEqual([]);
  });
});
