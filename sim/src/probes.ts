import { noise } from './lastpoint.js';
import { PhaseKind, type Phase } from './model.js';
import { phaseIndexAt } from './sample.js';

/** Reefer set points, °C. */
export const SET_POINT = { frozen: -20, chilled: 3 } as const;

/** How far an open door pushes the air temperature at most (the gap to the dock's air), °C. */
const DOOR_CEILING = { frozen: 10, chilled: 6 } as const;
/** Time constant of the rise while the door is open (about 30 minutes to near the ceiling). */
const RISE_S = 12 * 60;
/** Time constant of the recovery once closed: 87 % back in 20 minutes, 98 % in 40. */
const RECOVER_S = 10 * 60;
/** Older door episodes have no effect left worth computing. */
const MEMORY_S = 3 * 3600;

const DRIFT_KNOT_S = 20 * 60;
const DRIFT_C = 0.6;
const JITTER_C = 0.15;

export type DoorEpisode = readonly [open: number, close: number];

const isDoorPhase = (p: Phase): boolean => p.kind === PhaseKind.Load || p.kind === PhaseKind.Unload;

/** Whether the doors are open at `t`: the vehicle is loading or unloading (a delivery). */
export function doorOpenAt(phases: readonly Phase[], t: number): boolean {
  if (phases.length === 0) return false;
  return isDoorPhase(phases[phaseIndexAt(phases, t)] as Phase);
}

/** The door-open stretches (loading and unloading phases) that started in [a, b]. */
export function doorEpisodes(phases: readonly Phase[], a: number, b: number): DoorEpisode[] {
  const out: DoorEpisode[] = [];
  if (phases.length === 0) return out;
  for (let i = phaseIndexAt(phases, a); i < phases.length; i++) {
    const p = phases[i] as Phase;
    if (p.t0 > b) break;
    if (isDoorPhase(p)) out.push([p.t0, p.t1]);
  }
  return out;
}

/**
 * Degrees the open doors added at `t`: the air warms towards `ceiling` while a door is open and
 * cools back exponentially once it closes; episodes chain (a second opening starts from what is
 * left of the first). Episodes in time order.
 */
export function doorWarming(episodes: readonly DoorEpisode[], t: number, ceiling: number): number {
  let excess = 0;
  let at = -Infinity;
  for (const [open, close] of episodes) {
    if (open > t) break;
    if (at > -Infinity) excess *= Math.exp(-Math.max(0, open - at) / RECOVER_S);
    const end = Math.min(close, t);
    excess = ceiling - (ceiling - excess) * Math.exp(-Math.max(0, end - open) / RISE_S);
    at = end;
  }
  return at === -Infinity ? 0 : excess * Math.exp(-Math.max(0, t - at) / RECOVER_S);
}

/** Slow wander around the set point (the compressor cycling): smooth knots every 20 minutes. */
function drift(key: number, t: number): number {
  const k = Math.floor(t / DRIFT_KNOT_S);
  const f = t / DRIFT_KNOT_S - k;
  const w = (1 - Math.cos(Math.PI * f)) / 2;
  const a = noise(key, k, 51) - 0.5;
  const b = noise(key, k + 1, 51) - 0.5;
  return (
    2 * DRIFT_C * (a + (b - a) * w) + 2 * JITTER_C * (noise(key, Math.floor(t / 60), 52) - 0.5)
  );
}

/** A reefer's air temperature at `t`, °C with one decimal: set point, drift, open doors. */
export function reeferTemperature(
  key: number,
  frozen: boolean,
  phases: readonly Phase[],
  t: number,
): number {
  const ceiling = frozen ? DOOR_CEILING.frozen : DOOR_CEILING.chilled;
  const warming = doorWarming(doorEpisodes(phases, t - MEMORY_S, t), t, ceiling);
  const value = (frozen ? SET_POINT.frozen : SET_POINT.chilled) + drift(key, t) + warming;
  return Math.round(value * 10) / 10;
}

/**
 * Battery percentage of a probe at `t`: a coin cell lasting 6 to 14 months that holds up and then
 * falls (so most probes are fine, some low, a few nearly flat), replaced when it runs out.
 */
export function probeBattery(key: number, t: number): number {
  const lifeS = (180 + noise(key, 0, 21) * 240) * 86_400;
  const used = (t / lifeS + noise(key, 0, 22)) % 1;
  return Math.max(1, Math.round(100 * (1 - used ** 1.6)));
}

const SILENCE_SLOT_S = 6 * 3600;
/** After this long without a reading the gateway calls a probe disconnected. */
const TIMEOUT_S = 3600;

/**
 * When a probe went silent, if it is disconnected at `t`: now and then (a few times a month) a
 * probe stops reporting for 2 to 22 hours (a flat cell, a trailer parked out of reach). About 5 %
 * of the probes are disconnected at any time.
 */
export function silentSince(key: number, t: number): number | null {
  const slot = Math.floor(t / SILENCE_SLOT_S);
  for (let k = slot - 4; k <= slot; k++) {
    if (noise(key, k, 31) >= 0.028) continue;
    const start = (k + noise(key, k, 32)) * SILENCE_SLOT_S;
    const end = start + (2 + noise(key, k, 33) * 20) * 3600;
    if (start + TIMEOUT_S <= t && t < end) return Math.floor(start);
  }
  return null;
}
