import { describe, expect, it } from 'vitest';
import type { RoutePlanResult, ShadowWaypoint } from '@fleetdeck/shared';
import type { PlanState } from '../plannerAtoms.js';
import { shownPauses } from './pauseColours.js';

const pause = (rest: ShadowWaypoint['rest'], arrival: string): ShadowWaypoint => ({
  kind: rest === 'break' ? 'break' : 'daily_rest',
  rest,
  x: 9,
  y: 45,
  arrival,
  departure: arrival,
  durationS: 0,
  distanceFromStart: 0,
});
const pauses = [
  pause('break', '2026-11-24T10:00:00Z'),
  pause('regular_daily_rest', '2026-11-24T15:00:00Z'),
  pause('break', '2026-11-25T06:00:00Z'),
];
const planOf = (violatedPlafond: boolean) =>
  ({
    status: 'route',
    result: { shadowWaypoints: pauses, violatedPlafond } as RoutePlanResult,
  }) as PlanState;

describe('the breaks and rests drawn on the map', () => {
  it("of a single day that does not fit: the day's only (issue 45)", () => {
    expect(shownPauses(planOf(true), 0, 'single_day').map((p) => p.rest)).toEqual(['break']);
  });

  it('all of them otherwise, none for an alternative shown', () => {
    expect(shownPauses(planOf(true), 0, 'multiple_days')).toHaveLength(3);
    expect(shownPauses(planOf(false), 0, 'single_day')).toHaveLength(3);
    expect(shownPauses(planOf(true), 0)).toHaveLength(3);
    expect(shownPauses(planOf(false), 1, 'multiple_days')).toEqual([]);
  });
});
