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
 * The breaks and rests drawn: those of the best route, while it is the one shown. A single day
 * that does not fit comes from the relay with the day's only.
 */
export function shownPauses(plan: PlanState, shown: number) {
  if (plan.status !== 'route' || shown !== 0) return [];
  return plan.result.shadowWaypoints ?? [];
}
