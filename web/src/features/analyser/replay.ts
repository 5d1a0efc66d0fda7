import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { readingAt } from './readings.js';
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

/** Each report's heading, made once per route (a replay asks twenty trucks on each frame). */
const headingTables = new WeakMap<RoutePath, Float64Array>();

/**
 * For each report, the heading (degrees clockwise from north) of the last segment at or before it
 * along which the truck moved: the last known one while it stands; 0 before it first moved.
 */
function headingTable(path: RoutePath): Float64Array {
  let table = headingTables.get(path);
  if (table) return table;
  const { positions } = path;
  table = new Float64Array(positions.length);
  let last = 0;
  for (let k = 0; k < positions.length - 1; k++) {
    const [a, b] = [positions[k]!, positions[k + 1]!];
    const dx = (b[0] - a[0]) * Math.cos((a[1] * Math.PI) / 180);
    const dy = b[1] - a[1];
    if (Math.abs(dx) + Math.abs(dy) > 1e-7)
      last = ((Math.atan2(dx, dy) * 180) / Math.PI + 360) % 360;
    table[k] = last;
  }
  if (positions.length > 1) table[positions.length - 1] = table[positions.length - 2]!;
  headingTables.set(path, table);
  return table;
}

/**
 * The heading (degrees clockwise from north) at an instant: along the segment between the
 * reports around it; the last known one while the truck stands.
 */
export function headingAt(path: RoutePath, t: number): number {
  if (path.positions.length < 2) return 0;
  return headingTable(path)[lastReportAt(path, t)] ?? 0;
}

/** A truck the replay moves along its route. */
export interface ReplayTruck {
  id: number;
  plate: string;
  path: RoutePath;
  main: boolean;
}

/** Where each replayed truck is at `t`, with its heading; a truck outside its route is left out. */
export function replayedAt(t: number, trucks: readonly ReplayTruck[]): ReplayedVehicle[] {
  return trucks.flatMap(({ id, plate, path, main }) => {
    const position = positionAt(path, t);
    if (!position) return [];
    const speed = readingAt(path.speed, t, 'km/h');
    return [
      {
        id,
        plate,
        main,
        position,
        heading: headingAt(path, t),
        ...(speed === null ? {} : { speed }),
      },
    ];
  });
}

/**
 * The replay's instant (epoch ms; undefined before the first play or seek), outside React state:
 * on each animation frame only what shows the instant (the map's trucks, the cursors, the bar's
 * time) reads it, not the whole analyser screen.
 */
export class ReplayClock {
  private value: number | undefined;
  private readonly listeners = new Set<() => void>();

  get = (): number | undefined => this.value;

  set(t: number | undefined): void {
    if (t === this.value) return;
    this.value = t;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/**
 * How often the page's text follows a playing replay: the bar's time and scrub, the chart's
 * values, the trucks' labels (the trucks themselves move on each frame). Four times a second, as
 * a dashboard's readouts change: each change lays out, paints and hit-tests part of the page
 * again (about 1.4 ms of main thread per replay frame at ten a second, analyser bench).
 */
export const REPLAY_TEXT_MS = 250;
/** How often the chart's and timeline's cursor lines follow it (moved by a transform: cheap). */
export const REPLAY_CURSOR_MS = 100;

/**
 * The replay's instant in a component that shows it: rendered again at most every `everyMs`
 * while the clock runs (and once more with the last instant). The cursors move under a pixel per
 * tenth of a second at 600x, and the page's layout and paint then cost a tenth of the frames.
 */
export function useReplayTime(
  clock: ReplayClock | undefined,
  everyMs = REPLAY_TEXT_MS,
): number | undefined {
  const subscribe = useMemo(
    () => (clock ? throttled(clock, everyMs) : noSubscription),
    [clock, everyMs],
  );
  return useSyncExternalStore(subscribe, clock?.get ?? nothing);
}

/**
 * A subscription to `clock` that calls its listener at most every `everyMs`, the last call kept.
 * Every listener of one clock and period is called from one timer, in one task: React renders
 * the bar's time, the chart's labels and both cursors in one pass, not four.
 */
export function throttled(clock: ReplayClock, everyMs: number) {
  return (listener: () => void): (() => void) => {
    let byPeriod = tickers.get(clock);
    if (!byPeriod) tickers.set(clock, (byPeriod = new Map<number, Ticker>()));
    let ticker = byPeriod.get(everyMs);
    if (!ticker) byPeriod.set(everyMs, (ticker = new Ticker(clock, everyMs)));
    ticker.add(listener);
    const mine = ticker;
    return () => {
      if (mine.remove(listener) && byPeriod.get(everyMs) === mine) byPeriod.delete(everyMs);
    };
  };
}

const tickers = new WeakMap<ReplayClock, Map<number, Ticker>>();

/** One clock's listeners at one period, called together. */
class Ticker {
  private readonly listeners = new Set<() => void>();
  private last = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly clock: ReplayClock,
    private readonly everyMs: number,
  ) {}

  add(listener: () => void): void {
    this.listeners.add(listener);
    this.unsubscribe ??= this.clock.subscribe(() => {
      const wait = this.last + this.everyMs - performance.now();
      if (wait <= 0) this.call();
      else this.timer ??= setTimeout(this.call, wait);
    });
  }

  /** Whether it was the last listener (the ticker then stops). */
  remove(listener: () => void): boolean {
    this.listeners.delete(listener);
    if (this.listeners.size > 0) return false;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    return true;
  }

  private readonly call = (): void => {
    this.timer = undefined;
    this.last = performance.now();
    for (const listener of [...this.listeners]) listener();
  };
}
const noSubscription = () => () => {};
const nothing = () => undefined;

/**
 * The replayed trucks frame after frame in the same objects (no garbage sixty times a second);
 * a new list only when a truck enters or leaves its route's time span.
 */
export class ReplayFrame {
  vehicles: ReplayedVehicle[] = [];

  /** Moves the trucks to instant `t`; whether the list of trucks changed. */
  update(t: number, trucks: readonly ReplayTruck[]): boolean {
    const next = replayedAt(t, trucks);
    const same =
      next.length === this.vehicles.length && next.every((v, i) => v.id === this.vehicles[i]!.id);
    if (same) next.forEach((v, i) => Object.assign(this.vehicles[i]!, v));
    else this.vehicles = next;
    return !same;
  }
}

export interface ReplayControls {
  clock: ReplayClock;
  /** Whether there is a replay instant (played or sought since the range was opened). */
  active: boolean;
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
  const [clock] = useState(() => new ReplayClock());
  const [active, setActive] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeedState] = useState<number>(DEFAULT_REPLAY_SPEED);
  const speedRef = useRef<number>(DEFAULT_REPLAY_SPEED);
  const [rangeFor, setRangeFor] = useState({ start, end });
  if (rangeFor.start !== start || rangeFor.end !== end) {
    setRangeFor({ start, end });
    setActive(false);
    setPlaying(false);
  }
  useEffect(() => {
    clock.set(undefined);
  }, [clock, start, end]);
  const setSpeed = useCallback(
    (next: number) => {
      speedRef.current = next;
      setSpeedState(next);
    },
    [speedRef],
  );

  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    const tick = (now: number) => {
      const next = advance(clock.get() ?? start, now - last, speedRef.current, end);
      last = now;
      clock.set(next);
      if (next >= end) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, clock, speedRef, start, end]);

  const toggle = useCallback(() => {
    if (!playing) {
      // From the start again once it reached the end.
      const t = clock.get();
      clock.set(t === undefined || t >= end ? start : t);
      setActive(true);
    }
    setPlaying(!playing);
  }, [playing, clock, start, end]);
  const seek = useCallback(
    (at: number) => {
      clock.set(Math.min(end, Math.max(start, at)));
      setActive(true);
    },
    [clock, start, end],
  );
  const step = useCallback(
    (direction: 1 | -1, large = false) =>
      seek((clock.get() ?? start) + direction * STEP_MS * (large ? 10 : 1)),
    [seek, clock, start],
  );
  const stop = useCallback(() => {
    setPlaying(false);
    setActive(false);
    clock.set(undefined);
  }, [clock]);
  return { clock, active, playing, speed, toggle, setSpeed, seek, step, stop };
}
