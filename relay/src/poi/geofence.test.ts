import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceM } from '@fleetdeck/shared/roads';
import {
  enterRadiusM,
  exitRadiusM,
  fenceDistanceM,
  GeofenceEngine,
  MIN_HYSTERESIS_M,
  noChanges,
  type Crossing,
  type FenceChanges,
  type FencePoi,
} from './geofence.js';

const C = 4; // the company
const ORIGIN = { lat: 45.4384, lng: 10.9916 };
const M_PER_DEG_LAT = 111_195;

/** The point `north` and `east` metres from `from`. */
const offset = (north: number, east: number, from = ORIGIN) => ({
  lat: from.lat + north / M_PER_DEG_LAT,
  lng: from.lng + east / (M_PER_DEG_LAT * Math.cos((from.lat * Math.PI) / 180)),
});

const fence = (id: number, radius: number, at = ORIGIN, version = 1): FencePoi => ({
  id,
  ...at,
  radius,
  version,
});

/** Drives one truck along `points`, returning what each step gave. */
function drive(engine: GeofenceEngine, truck: number, points: Array<{ lat: number; lng: number }>) {
  return points.map((p) => {
    const out = noChanges();
    engine.evaluate(C, truck, p.lat, p.lng, out);
    return out;
  });
}
const kinds = (steps: FenceChanges[]) =>
  steps.flatMap((s) => s.crossings.map((c) => `${c.kind}:${c.poi}`));

describe('the geofence engine', () => {
  it('gives an entry when a truck comes inside and an exit when it leaves', () => {
    const engine = new GeofenceEngine();
    engine.setFences(C, [fence(1, 200)]);
    const steps = drive(engine, 7, [
      offset(-1000, 0),
      offset(-500, 0),
      offset(-100, 0),
      offset(0, 0),
      offset(400, 0),
    ]);
    expect(kinds(steps)).toEqual(['entry:1', 'exit:1']);
    expect(steps[2]?.crossings[0]).toMatchObject({ company: C, poi: 1, truck: 7, kind: 'entry' });
    expect(steps[0]?.known).toEqual([{ company: C, truck: 7 }]);
    expect(engine.insideOf(C, 7)).toEqual([]);
  });

  it('does not flap for a truck jittering on the boundary, only on crossing beyond the margin', () => {
    const engine = new GeofenceEngine();
    const radius = 200;
    engine.setFences(C, [fence(1, radius)]);
    expect(enterRadiusM(radius)).toBe(180);
    expect(exitRadiusM(radius)).toBe(220);
    const track = [offset(0, 600), offset(0, 150)]; // in
    // Parked on the boundary: reports scatter 12 m either side of it.
    for (let i = 0; i < 100; i++) track.push(offset(0, radius + (i % 2 === 0 ? 12 : -12)));
    track.push(offset(0, 260)); // out
    for (let i = 0; i < 100; i++) track.push(offset(0, radius + (i % 3 === 0 ? -15 : 15)));
    const steps = drive(engine, 3, track);
    expect(kinds(steps)).toEqual(['entry:1', 'exit:1']);
  });

  it('keeps a margin on a small fence too, and can still be entered', () => {
    expect(enterRadiusM(20)).toBe(10);
    expect(exitRadiusM(20)).toBe(20 + MIN_HYSTERESIS_M);
    const engine = new GeofenceEngine();
    engine.setFences(C, [fence(1, 20)]);
    const steps = drive(engine, 3, [
      offset(0, 100),
      offset(0, 15),
      offset(0, 5),
      offset(0, 30),
      offset(0, 40),
    ]);
    expect(kinds(steps)).toEqual(['entry:1', 'exit:1']);
  });

  it('takes a truck inside when first seen as a baseline: no entry, but its exit counts', () => {
    const engine = new GeofenceEngine();
    engine.setFences(C, [fence(1, 300)]);
    const steps = drive(engine, 9, [offset(100, 0), offset(50, 0), offset(1000, 0)]);
    expect(steps[0]?.baseline).toEqual([{ company: C, poi: 1, truck: 9 }]);
    expect(kinds(steps)).toEqual(['exit:1']);
  });

  it('takes trucks inside a new fence as a baseline: no entry', () => {
    const engine = new GeofenceEngine();
    engine.setFences(C, [fence(1, 300)]);
    drive(engine, 5, [offset(0, 5000)]);
    const { fresh } = engine.setFences(C, [fence(1, 300), fence(2, 300, offset(0, 5000))]);
    expect(fresh).toEqual([2]);
    const out = noChanges();
    const at = offset(0, 5010);
    engine.evaluate(C, 5, at.lat, at.lng, out, new Set(fresh));
    expect(out.crossings).toEqual([]);
    expect(out.baseline).toEqual([{ company: C, poi: 2, truck: 5 }]);
    expect(kinds(drive(engine, 5, [offset(0, 6000)]))).toEqual(['exit:2']);
  });

  it('handles overlapping fences independently', () => {
    const engine = new GeofenceEngine();
    engine.setFences(C, [fence(1, 500), fence(2, 300, offset(0, 400)), fence(3, 2000)]);
    const steps = drive(engine, 1, [
      offset(0, -5000),
      offset(0, -1500), // in 3
      offset(0, -200), // in 1
      offset(0, 300), // in 2
      offset(0, 1000), // out of 1 and 2
      offset(0, 3000), // out of 3
    ]);
    expect(steps.map((s) => s.crossings.map((c) => `${c.kind}:${c.poi}`).sort())).toEqual([
      [],
      ['entry:3'],
      ['entry:1'],
      ['entry:2'],
      ['exit:1', 'exit:2'],
      ['exit:3'],
    ]);
  });

  it('forgets a removed fence: no exit for it, and its trucks are no longer inside', () => {
    const engine = new GeofenceEngine();
    engine.setFences(C, [fence(1, 300), fence(2, 300, offset(5000, 0))]);
    drive(engine, 1, [offset(-1000, 0), offset(0, 0)]);
    expect(engine.insideOf(C, 1)).toEqual([1]);
    expect(engine.setFences(C, [fence(2, 300, offset(5000, 0))])).toEqual({
      fresh: [],
      removed: [1],
    });
    expect(engine.insideOf(C, 1)).toEqual([]);
    expect(engine.watches(C, 1)).toBe(false);
    expect(kinds(drive(engine, 1, [offset(-2000, 0), offset(0, 0)]))).toEqual([]);
    // The last fence gone: the company is no longer watched at all.
    expect(engine.setFences(C, [])).toEqual({ fresh: [], removed: [2] });
    expect(engine.hasFences(C)).toBe(false);
  });

  it('updates the index when a fence moves or grows', () => {
    const engine = new GeofenceEngine();
    engine.setFences(C, [fence(1, 100)]);
    drive(engine, 1, [offset(0, 3000)]);
    // Moved 3 km east, over the truck: a baseline there, and the old place no longer counts.
    const moved = engine.setFences(C, [fence(1, 100, offset(0, 3000), 2)]);
    expect(moved.fresh).toEqual([1]);
    const out = noChanges();
    const at = offset(0, 3000);
    engine.evaluate(C, 1, at.lat, at.lng, out, new Set(moved.fresh));
    expect(out).toMatchObject({ crossings: [], baseline: [{ poi: 1, truck: 1 }] });
    expect(kinds(drive(engine, 1, [offset(0, 0), offset(0, 3000)]))).toEqual(['exit:1', 'entry:1']);
    // Grown to 5 km: the same version means nothing fresh; a new version is fresh.
    expect(engine.setFences(C, [fence(1, 100, offset(0, 3000), 2)]).fresh).toEqual([]);
    expect(engine.setFences(C, [fence(1, 5000, offset(0, 3000), 3)]).fresh).toEqual([1]);
    expect(kinds(drive(engine, 2, [offset(0, -10_000), offset(0, -1000)]))).toEqual(['entry:1']);
  });

  it('ignores fences with a radius of zero, and checks a huge fence against every truck', () => {
    const engine = new GeofenceEngine();
    engine.setFences(C, [fence(1, 0), fence(2, 300_000)]);
    expect(engine.watches(C, 1)).toBe(false);
    expect(
      kinds(drive(engine, 1, [offset(-400_000, 0), offset(-200_000, 0), offset(-400_000, 0)])),
    ).toEqual(['entry:2', 'exit:2']);
  });

  it('drops a truck that left the company stream without events; back, it is a baseline again', () => {
    const engine = new GeofenceEngine();
    engine.setFences(C, [fence(1, 300)]);
    drive(engine, 1, [offset(1000, 0), offset(0, 0)]);
    const out = noChanges();
    engine.forget(C, 1, out);
    expect(out.forgotten).toEqual([{ company: C, truck: 1 }]);
    expect(engine.insideOf(C, 1)).toEqual([]);
    const back = drive(engine, 1, [offset(10, 0)]);
    expect(back[0]?.crossings).toEqual([]);
    expect(back[0]?.baseline).toHaveLength(1);
  });

  it('restores stored state: a truck stored inside that is now far gives its exit', () => {
    const engine = new GeofenceEngine();
    engine.setFences(C, [fence(1, 300)]);
    engine.restore(C, [1, 2], [{ poi: 1, truck: 1 }]);
    expect(engine.isKnown(C, 2)).toBe(true);
    expect(kinds(drive(engine, 1, [offset(5000, 0)]))).toEqual(['exit:1']);
    // Known and stored outside: coming in is a real entry, not a baseline.
    expect(kinds(drive(engine, 2, [offset(0, 0)]))).toEqual(['entry:1']);
  });

  it('measures distance within 0.1 % of the great circle up to 50 km', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 35, max: 55, noNaN: true }),
        fc.double({ min: -10, max: 25, noNaN: true }),
        fc.double({ min: -0.4, max: 0.4, noNaN: true }),
        fc.double({ min: -0.4, max: 0.4, noNaN: true }),
        (lat, lng, dLat, dLng) => {
          const exact = distanceM(lat, lng, lat + dLat, lng + dLng);
          const ours = fenceDistanceM(lat, lng, lat + dLat, lng + dLng);
          expect(Math.abs(ours - exact)).toBeLessThanOrEqual(0.001 * exact + 0.01);
        },
      ),
    );
  });
});

describe('the geofence engine against a brute-force reference', () => {
  /** A random walk: steps of 0-400 m, now and then a jump of a few kilometres, near ORIGIN. */
  const track = fc.array(
    fc.tuple(
      fc.double({ min: -400, max: 400, noNaN: true }),
      fc.double({ min: -400, max: 400, noNaN: true }),
      fc.nat(30),
    ),
    { minLength: 20, maxLength: 80 },
  );
  const fenceArb = fc.record({
    north: fc.double({ min: -2000, max: 2000, noNaN: true }),
    east: fc.double({ min: -2000, max: 2000, noNaN: true }),
    radius: fc.oneof(
      fc.double({ min: 1, max: 100, noNaN: true }),
      fc.double({ min: 100, max: 2500, noNaN: true }),
    ),
  });

  it('gives the crossings beyond the margin, alternating entry and exit per truck and fence', () => {
    fc.assert(
      fc.property(
        fc.array(fenceArb, { minLength: 1, maxLength: 6 }),
        fc.array(track, { minLength: 1, maxLength: 3 }),
        fc.option(
          fc.record({
            step: fc.nat(80),
            fence: fc.nat(5),
            north: fc.double({ min: -1500, max: 1500, noNaN: true }),
          }),
        ),
        (fenceSpecs, tracks, move) => {
          let fences: FencePoi[] = fenceSpecs.map((f, i) =>
            fence(i + 1, f.radius, offset(f.north, f.east)),
          );
          const engine = new GeofenceEngine();
          engine.setFences(C, fences);
          // Reference: a state per (truck, fence), every fence checked at every step.
          const state = new Map<string, boolean>();
          const positions = tracks.map(() => ({ north: 0, east: 0 }));
          const steps = Math.max(...tracks.map((t) => t.length));
          const got: Crossing[] = [];
          const want: Crossing[] = [];
          // Per pair, entries and exits alternate (until the fence moves), each beyond the margin.
          const last = new Map<string, Crossing['kind']>();
          const check = (c: Crossing) => {
            const key = `${c.truck}:${c.poi}`;
            expect(last.get(key)).not.toBe(c.kind);
            last.set(key, c.kind);
            const f = fences.find((x) => x.id === c.poi) as FencePoi;
            const d = fenceDistanceM(f.lat, f.lng, c.lat, c.lng);
            if (c.kind === 'entry') expect(d).toBeLessThanOrEqual(enterRadiusM(f.radius));
            else expect(d).toBeGreaterThan(exitRadiusM(f.radius));
          };
          for (let s = 0; s < steps; s++) {
            let fresh = new Set<number>();
            if (move && move.step === s) {
              const target = fences[move.fence % fences.length] as FencePoi;
              const moved = {
                ...target,
                ...offset(move.north, 0, target),
                version: target.version + 1,
              };
              fences = fences.map((f) => (f.id === target.id ? moved : f));
              fresh = new Set(engine.setFences(C, fences).fresh);
              for (const key of [...last.keys()])
                if (key.endsWith(`:${moved.id}`)) last.delete(key);
            }
            tracks.forEach((t, truck) => {
              const stepped = t[s];
              const pos = positions[truck] as { north: number; east: number };
              if (stepped) {
                const [dn, de, jump] = stepped;
                pos.north += jump === 0 ? dn * 10 : dn;
                pos.east += jump === 0 ? de * 10 : de;
              } else if (fresh.size === 0) return; // this truck's track ended
              const p = offset(pos.north, pos.east);
              const out = noChanges();
              engine.evaluate(C, truck, p.lat, p.lng, out, fresh);
              got.push(...out.crossings);
              out.crossings.forEach(check);
              for (const f of fences) {
                const key = `${truck}:${f.id}`;
                const d = fenceDistanceM(f.lat, f.lng, p.lat, p.lng);
                const was = state.get(key);
                if (was === undefined || fresh.has(f.id)) state.set(key, d <= f.radius);
                else if (!was && d <= enterRadiusM(f.radius)) {
                  state.set(key, true);
                  want.push({ company: C, poi: f.id, truck, kind: 'entry', ...p });
                } else if (was && d > exitRadiusM(f.radius)) {
                  state.set(key, false);
                  want.push({ company: C, poi: f.id, truck, kind: 'exit', ...p });
                }
              }
            });
          }
          const order = (a: Crossing, b: Crossing) => a.truck - b.truck || a.poi - b.poi;
          expect([...got].sort(order)).toEqual([...want].sort(order));
        },
      ),
      { numRuns: 300 },
    );
  });
});
