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
const planOf = () =>
  ({ status: 'route', result: { shadowWaypoints: pauses } as RoutePlanResult }) as PlanState;

describe('the breaks and rests drawn on the map', () => {
  it("the best route's, as the relay planned them; none for an alternative shown", () => {
    expect(shownPauses(planOf(), 0)).toEqual(pauses);
    expect(shownPauses(planOf(), 1)).toEqual([]);
  });
});
