import { afterEach, describe, expect, it, vi } from 'vitest';
import { advance, headingAt, ReplayClock, replayedAt, ReplayFrame, throttled } from './replay.js';
import { routePath } from './routeLayers.js';
import { routeColumns } from '@fleetdeck/shared/routeColumns';
import { report, TEST_COLOURS as colours } from './testRoutes.js';

const at = (minute: number) => Date.parse(`2026-11-25T08:${String(minute).padStart(2, '0')}:00Z`);

describe('the replay', () => {
  // North for two minutes, then east, then standing still.
  const path = routePath(
    routeColumns([
      report(9, 45, 60, 0),
      report(9, 45.01, 70, 2),
      report(9.02, 45.01, 80, 4),
      report(9.02, 45.01, 0, 6),
    ]),
    colours,
  );

  it('runs its clock at the chosen speed and holds it at the end', () => {
    expect(advance(at(0), 1000, 600, at(30))).toBe(at(10));
    expect(advance(at(25), 1000, 600, at(30))).toBe(at(30));
  });

  it('turns each truck to the way it goes, and keeps the last heading while it stands', () => {
    expect(headingAt(path, at(1))).toBeCloseTo(0, 5);
    expect(headingAt(path, at(3))).toBeCloseTo(90, 5);
    expect(headingAt(path, at(5))).toBeCloseTo(90, 5);
  });

  it('places every truck on its route at the instant, with its speed; one outside its route is left out', () => {
    const other = routePath(
      routeColumns([report(10, 44, 50, 3), report(10, 44.01, 55, 5)]),
      colours,
    );
    const shown = replayedAt(at(1), [
      { id: 1, plate: 'AA111AA', path, main: true },
      { id: 2, plate: 'BB222BB', path: other, main: false },
    ]);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id: 1, main: true, speed: 60 });
    expect(shown[0]!.position[1]).toBeCloseTo(45.005, 6);
    expect(
      replayedAt(at(4), [{ id: 2, plate: 'BB222BB', path: other, main: false }])[0]?.speed,
    ).toBe(50);
  });

  it('moves the trucks on every frame in the same objects, and makes a new list only when it changes', () => {
    const other = routePath(
      routeColumns([report(10, 44, 50, 3), report(10, 44.01, 55, 5)]),
      colours,
    );
    const trucks = [
      { id: 1, plate: 'AA111AA', path, main: true },
      { id: 2, plate: 'BB222BB', path: other, main: false },
    ];
    const frame = new ReplayFrame();
    expect(frame.update(at(1), trucks)).toBe(true);
    expect(frame.vehicles.map((v) => v.id)).toEqual([1]);
    const shown = frame.vehicles;
    expect(frame.update(at(2) + 30_000, trucks)).toBe(false);
    expect(frame.vehicles).toBe(shown);
    expect(frame.vehicles[0]!.speed).toBe(70);
    expect(frame.vehicles[0]!.position[1]).toBeCloseTo(45.01, 6);
    // The second truck's route begins: a new list.
    expect(frame.update(at(3), trucks)).toBe(true);
    expect(frame.vehicles).not.toBe(shown);
    expect(frame.vehicles.map((v) => v.id)).toEqual([1, 2]);
  });
});

describe('the replay clock', () => {
  afterEach(() => vi.useRealTimers());

  it('tells its listeners of each new instant, not of the same one, and not after they leave', () => {
    const clock = new ReplayClock();
    const seen: (number | undefined)[] = [];
    const leave = clock.subscribe(() => seen.push(clock.get()));
    clock.set(5);
    clock.set(5);
    clock.set(undefined);
    leave();
    clock.set(7);
    expect(seen).toEqual([5, undefined]);
    expect(clock.get()).toBe(7);
  });

  it('throttled: at most one call per period while it runs, and the last instant always told', () => {
    vi.useFakeTimers();
    const clock = new ReplayClock();
    const told: (number | undefined)[] = [];
    const leave = throttled(clock, 100)(() => told.push(clock.get()));
    // 60 frames a second for half a second.
    for (let frame = 1; frame <= 30; frame++) {
      clock.set(frame);
      vi.advanceTimersByTime(1000 / 60);
    }
    vi.advanceTimersByTime(200);
    expect(told.length).toBeGreaterThanOrEqual(5);
    expect(told.length).toBeLessThanOrEqual(7);
    expect(told.at(-1)).toBe(30);
    leave();
    clock.set(31);
    vi.advanceTimersByTime(200);
    expect(told.at(-1)).toBe(30);
  });

  it('throttled: the listeners of one clock are told together, from one timer, and each leaves alone', () => {
    vi.useFakeTimers();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const clock = new ReplayClock();
    const told: string[] = [];
    const every = throttled(clock, 100);
    // Frames at 60 a second from `from` to `to`: the two listeners told in pairs, and one timer
    // (at most) per pair.
    const expectPairs = (pair: [string, string], from: number, to: number, least: number) => {
      told.length = 0;
      timers.mockClear();
      for (let frame = from; frame <= to; frame++) {
        clock.set(frame);
        vi.advanceTimersByTime(1000 / 60);
      }
      vi.advanceTimersByTime(200);
      expect(told.length).toBeGreaterThanOrEqual(least);
      for (let i = 0; i < told.length; i += 2) expect([told[i], told[i + 1]]).toEqual(pair);
      expect(timers.mock.calls.length).toBeLessThanOrEqual(told.length / 2);
    };
    const leaveA = every(() => told.push('a'));
    const leaveB = every(() => told.push('b'));
    expectPairs(['a', 'b'], 1, 30, 10);
    leaveA();
    told.length = 0;
    clock.set(13);
    vi.advanceTimersByTime(200);
    expect(told).toEqual(['b']);
    leaveB();
    clock.set(14);
    vi.advanceTimersByTime(200);
    expect(told).toEqual(['b']);
    // A stale leave (twice) does not split the next subscriptions onto two timers.
    const leaveC = every(() => told.push('c'));
    leaveA();
    const leaveD = every(() => told.push('d'));
    expectPairs(['c', 'd'], 15, 30, 4);
    leaveC();
    leaveD();
  });
});
