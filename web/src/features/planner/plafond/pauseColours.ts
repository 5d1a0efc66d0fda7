import {
  showsPlafondViolation,
  type PlafondPreset,
  type RoutePlanResult,
  type ShadowWaypoint,
} from '@fleetdeck/shared';
import { cssColor } from '../../../map/cssColor.js';
import type { PauseColours } from '../../../map/layers/plannerPauses.js';
import type { PlanState } from '../plannerAtoms.js';
import './plafond.css';

/** The break and rest markers' colours from the theme's tokens (plafond.css), read once per page. */
export function pauseColours(): PauseColours {
  return {
    break: cssColor('--pause-break', [0, 105, 92, 255]),
    rest: cssColor('--pause-rest', [40, 53, 147, 255]),
    glyph: cssColor('--surface', [255, 255, 255, 255]),
  };
}

/**
 * The rest that ends the working day of a single-day trip that does not fit (issue 45): the
 * result shows the stops before it only, not a plan over several days.
 */
export function singleDayEnd(
  result: RoutePlanResult,
  preset: PlafondPreset | undefined,
): ShadowWaypoint | undefined {
  if (!preset || !showsPlafondViolation(result.violatedPlafond ?? false, preset)) return undefined;
  return result.shadowWaypoints?.find(
    (p) => p.kind === 'daily_rest' && p.continuesRestS === undefined,
  );
}

/**
 * The breaks and rests drawn: those of the best route, while it is the one shown; of a single
 * day that does not fit, the day's.
 */
export function shownPauses(plan: PlanState, shown: number, preset?: PlafondPreset) {
  if (plan.status !== 'route' || shown !== 0) return [];
  const pauses = plan.result.shadowWaypoints ?? [];
  const dayEnd = singleDayEnd(plan.result, preset);
  return dayEnd ? pauses.filter((p) => p.arrival < dayEnd.arrival) : pauses;
}
