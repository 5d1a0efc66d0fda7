import { RULES_561 as R } from './rules561.js';
import type { ActivityPeriod } from './types.js';

export interface BreakState {
  driveSinceBreak: number;
  splitFirstPartDone: boolean;
}

/**
 * Continuous driving since the last qualifying break (Art. 7): 45 min resets it, or 15 min then
 * 30 min in that order; once 15 min or more is seen the first part is done. Other work neither
 * counts as driving nor as a break. In a team, availability of the co-driver in the moving vehicle
 * counts as a break (Art. 7, third paragraph).
 */
export function scanBreaks(timeline: readonly ActivityPeriod[], team: boolean): BreakState {
  const state: BreakState = { driveSinceBreak: 0, splitFirstPartDone: false };
  for (const p of timeline) {
    const d = p.end - p.start;
    if (p.activity === 'DRIVE') {
      state.driveSinceBreak += d;
      continue;
    }
    const isBreak = p.activity === 'REST' || (team && p.activity === 'AVAILABILITY');
    if (!isBreak) continue;
    if (d >= R.fullBreak || (state.splitFirstPartDone && d >= R.splitBreakSecond)) {
      state.driveSinceBreak = 0;
      state.splitFirstPartDone = false;
    } else if (d >= R.splitBreakFirst) {
      state.splitFirstPartDone = true;
    }
  }
  return state;
}
