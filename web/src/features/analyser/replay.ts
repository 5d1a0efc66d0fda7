import { useCallback, useEffect, useRef, useState } from 'react';
import { positionAt, type ReplayedVehicle, type RoutePath } from './routeLayers.js';

/** Replay speeds offered: real time up to an hour per second. */
export const REPLAY_SPEEDS = [1, 10, 60, 300, 600, 1800, 3600] as const;
export const DEFAULT_REPLAY_SPEED = 600;
/** Most trucks replayed together on one clock (the analysed one included). */
export const MAX_REPLAYED = 20;
/** An arrow key moves the replay this far (Shift: ten times). */
export const STEP_MS = 60_000;

/** The replay clock after `dtMs` of real time at `speed`, held at the end. */
export function advance(t: number, dtMs: number, speed: number, end: number): number {
  return Math.min(end, t + dtMs * speed);
}

/** The index of the last report at or before `t` (0 before the first). */
export function lastReportAt(path: RoutePath, t: number): number {
  const { times } = path;
  let lo = 0;
  let hi = times.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (times[mid]! <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The heading (degrees clockwise from north) at an instant: along the segment between the
 * reports around it; the last known one while the truck stands.
 */
export function headingAt(path: RoutePath, t: number): number {
  const { positions } = path;
  const i = lastReportAt(path, t);
  for (let k = Math.min(i, positions.length - 2); k >= 0; k--) {
    const [a, b] = [positions[k]!, positions[k + 1]!];
    const dx = (b[0] - a[0]) * Math.cos((a[1] * Math.PI) / 180);
    const dy = b[1] - a[1];
    if (Math.abs(dx) + Math.abs(dy) > 1e-7)
      return ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360;
  }
  return 0;
}

/** Where each replayed truck is at `t`, with its heading; a truck outside its route is left out. */
export function replayedAt(
  t: number,
  trucks: readonly { id: number; plate: string; path: RoutePath; main: boolean }[],
): ReplayedVehicle[] {
  return trucks.flatMap(({ id, plate, path, main }) => {
    const position = positionAt(path, t);
    if (!position) return [];
    const speed = path.speeds[lastReportAt(path, t)];
    return [
      {
        id,
        plate,
        main,
        position,
        heading: headingAt(path, t),
        ...(speed === undefined ? {} : { speed: Math.round(speed) }),
      },
    ];
  });
}

export interface ReplayControls {
  /** The replay instant (epoch ms); undefined before the first play or seek. */
  t: number | undefined;
  playing: boolean;
  speed: number;
  toggle: () => void;
  setSpeed: (speed: number) => void;
  seek: (t: number) => void;
  step: (direction: 1 | -1, large?: boolean) => void;
  stop: () => void;
}

/**
 * One clock for everything replayed over [start, end]: played on animation frames at `speed`
 * times real time, paused, moved by a scrub or a step. A new range stops it.
 */
export function useReplay(start: number, end: number): ReplayControls {
  const [t, setT] = useState<number>();
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeedState] = useState<number>(DEFAULT_REPLAY_SPEED);
  const [rangeFor, setRangeFor] = useState({ start, end });
  if (rangeFor.start !== start || rangeFor.end !== end) {
    setRangeFor({ start, end });
    setT(undefined);
    setPlaying(false);
  }
  // The clock the animation frames read and write (state follows it for rendering).
  const clock = useRef({ t: start, speed: DEFAULT_REPLAY_SPEED });
  useEffect(() => {
    clock.current.t = start;
  }, [start, end]);
  const setSpeed = useCallback((next: number) => {
    clock.current.speed = next;
    setSpeedState(next);
  }, []);

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const next = advance(clock.current.t, now - last, clock.current.speed, end);
      last = now;
      clock.current.t = next;
      setT(next);
      if (next >= end) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, end]);

  const toggle = useCallback(() => {
    if (!playing) {
      // From the start again once it reached the end.
      if (clock.current.t >= end) clock.current.t = start;
      setT(clock.current.t);
    }
    setPlaying(!playing);
  }, [playing, start, end]);
  const seek = useCallback(
    (at: number) => {
      const clamped = Math.min(end, Math.max(start, at));
      clock.current.t = clamped;
      setT(clamped);
    },
    [start, end],
  );
  const step = useCallback(
    (direction: 1 | -1, large = false) =>
      seek(clock.current.t + direction * STEP_MS * (large ? 10 : 1)),
    [seek],
  );
  const stop = useCallback(() => {
    setPlaying(false);
    setT(undefined);
    clock.current.t = start;
  }, [start]);
  return { t, playing, speed, toggle, setSpeed, seek, step, stop };
}
