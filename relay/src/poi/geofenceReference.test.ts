import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdTable } from './idTable.js';
import {
  enterRadiusM,
  exitRadiusM,
  fenceDistanceM,
  GeofenceEngine,
  noChanges,
  type FenceChanges,
  type FencePoi,
} from './geofence.js';

/**
 * The geofence rules in their plainest form: every truck checked against every fence of the
 * company, state in a map of sets. The engine (grid, typed arrays, linked lists) must give exactly
 * what this gives.
 */
class ReferenceEngine {
  private readonly fences = new Map<number, FencePoi[]>();
  /** `company:truck` -> the fences it is inside (known: present). */
  private readonly state = new Map<string, Set<number>>();

  setFences(company: number, pois: readonly FencePoi[]) {
    const before = new Map((this.fences.get(company) ?? []).map((f) => [f.id, f]));
    const list = pois.filter((p) => p.radius > 0);
    const next = new Map(list.map((f) => [f.id, f]));
    const fresh = list.filter((f) => before.get(f.id)?.version !== f.version).map((f) => f.id);
    const removed = [...before.keys()].filter((id) => list.length === 0 || !next.has(id));
    for (const [key, inside] of this.state) {
      if (!key.startsWith(`${company}:`)) continue;
      if (list.length === 0) this.state.delete(key);
      for (const poi of inside)
        if (fresh.includes(poi) || removed.includes(poi)) inside.delete(poi);
    }
    if (list.length === 0) this.fences.delete(company);
    else this.fences.set(company, [...next.values()]);
    return { fresh, removed };
  }

  restore(company: number, known: number[], inside: Array<{ poi: number; truck: number }>) {
    const fences = this.fences.get(company);
    if (!fences) return;
    for (const truck of known)
      if (!this.state.has(`${company}:${truck}`)) this.stateOf(company, truck);
    for (const { poi, truck } of inside)
      if (fences.some((f) => f.id === poi)) this.stateOf(company, truck).add(poi);
  }

  evaluate(
    company: number,
    truck: number,
    lat: number,
    lng: number,
    out: FenceChanges,
    baselineFor?: ReadonlySet<number>,
  ) {
    const fences = this.fences.get(company);
    if (!fences) return;
    const firstSeen = !this.state.has(`${company}:${truck}`);
    if (firstSeen) out.known.push({ company, truck });
    const inside = this.stateOf(company, truck);
    for (const f of fences) {
      const d = fenceDistanceM(f.lat, f.lng, lat, lng);
      if (inside.has(f.id)) {
        if (d <= exitRadiusM(f.radius)) continue;
        inside.delete(f.id);
        out.crossings.push({ company, poi: f.id, truck, kind: 'exit', lat, lng });
      } else if (firstSeen || baselineFor?.has(f.id)) {
        if (d > f.radius) continue;
        inside.add(f.id);
        out.baseline.push({ company, poi: f.id, truck });
      } else if (d <= enterRadiusM(f.radius)) {
        inside.add(f.id);
        out.crossings.push({ company, poi: f.id, truck, kind: 'entry', lat, lng });
      }
    }
  }

  forget(company: number, truck: number, out: FenceChanges) {
    if (!this.fences.has(company) || !this.state.delete(`${company}:${truck}`)) return;
    out.forgotten.push({ company, truck });
  }

  insideOf(company: number, truck: number): number[] {
    return [...(this.state.get(`${company}:${truck}`) ?? [])].sort((a, b) => a - b);
  }

  isKnown(company: number, truck: number): boolean {
    return this.state.has(`${company}:${truck}`);
  }

  private stateOf(company: number, truck: number): Set<number> {
    const key = `${company}:${truck}`;
    let inside = this.state.get(key);
    if (!inside) this.state.set(key, (inside = new Set()));
    return inside;
  }
}

const COMPANIES = [1, 2];
const TRUCKS = 6;
/** Places to play in: northern Italy, and astride the antimeridian near the equator. */
const ORIGINS = [
  { lat: 45.4384, lng: 10.9916 },
  { lat: 10, lng: 179.97 },
];
const M_PER_DEG = 111_195;

const fenceSpec = fc.record({
  id: fc.integer({ min: 1, max: 12 }),
  north: fc.double({ min: -8000, max: 8000, noNaN: true }),
  east: fc.double({ min: -8000, max: 8000, noNaN: true }),
  // Small and large fences, now and then one over so many cells it is checked everywhere, and
  // now and then a radius of zero (not a fence).
  radius: fc.oneof(
    { arbitrary: fc.double({ min: 1, max: 100, noNaN: true }), weight: 3 },
    { arbitrary: fc.double({ min: 100, max: 3000, noNaN: true }), weight: 3 },
    { arbitrary: fc.double({ min: 20_000, max: 80_000, noNaN: true }), weight: 1 },
    { arbitrary: fc.constant(0), weight: 1 },
  ),
  moved: fc.boolean(),
});
const command = fc.oneof(
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      company: fc.constantFrom(...COMPANIES),
      truck: fc.nat(TRUCKS - 1),
      // Mostly steps of a few hundred metres, now and then a jump across the area.
      north: fc.oneof(
        fc.double({ min: -300, max: 300, noNaN: true }),
        fc.double({ min: -9000, max: 9000, noNaN: true }),
      ),
      east: fc.oneof(
        fc.double({ min: -300, max: 300, noNaN: true }),
        fc.double({ min: -9000, max: 9000, noNaN: true }),
      ),
      withFresh: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fences' as const),
      company: fc.constantFrom(...COMPANIES),
      fences: fc.array(fenceSpec, { maxLength: 10 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('forget' as const),
      company: fc.constantFrom(...COMPANIES),
      truck: fc.nat(TRUCKS - 1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('restore' as const),
      company: fc.constantFrom(...COMPANIES),
      known: fc.array(fc.nat(TRUCKS - 1), { maxLength: 3 }),
      inside: fc.array(
        fc.record({ poi: fc.integer({ min: 1, max: 12 }), truck: fc.nat(TRUCKS - 1) }),
        {
          maxLength: 3,
        },
      ),
    }),
  },
);

/** Each list of a tick's changes in a fixed order: the engine's order is its own. */
const sorted = (out: FenceChanges) => {
  const key = (x: object) => JSON.stringify(x);
  const sort = <T extends object>(list: T[]) =>
    [...list].sort((a, b) => (key(a) < key(b) ? -1 : 1));
  return {
    crossings: sort(out.crossings),
    baseline: sort(out.baseline),
    known: sort(out.known),
    forgotten: sort(out.forgotten),
  };
};

describe('the geofence engine against a plain reference', () => {
  it('gives exactly the same crossings, baselines and state over random fleets, fences and moves', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORIGINS),
        fc.array(command, { minLength: 1, maxLength: 100 }),
        // Truck ids: small, or large enough to need more than 32 bits.
        fc.constantFrom(1, 2 ** 40 + 7),
        (origin, commands, idScale) => {
          const engine = new GeofenceEngine();
          const reference = new ReferenceEngine();
          // Longitudes within [-180, 180), as trackers report them.
          const at = (north: number, east: number) => {
            const lng = origin.lng + east / (M_PER_DEG * Math.cos((origin.lat * Math.PI) / 180));
            return {
              lat: origin.lat + north / M_PER_DEG,
              lng: ((((lng + 180) % 360) + 360) % 360) - 180,
            };
          };
          const positions = Array.from({ length: TRUCKS }, () => ({ north: 0, east: 0 }));
          const fences = new Map<number, FencePoi[]>(COMPANIES.map((c) => [c, []]));
          const fresh = new Map<number, Set<number>>();
          for (const step of commands) {
            const { company } = step;
            if (step.kind === 'fences') {
              const before = new Map((fences.get(company) ?? []).map((f) => [f.id, f]));
              const list = step.fences.map((spec): FencePoi => {
                const old = before.get(spec.id);
                if (old && !spec.moved) return old;
                const moved = { ...at(spec.north, spec.east), radius: spec.radius };
                return { id: spec.id, ...moved, version: (old?.version ?? 0) + 1 };
              });
              fences.set(company, list);
              const got = engine.setFences(company, list);
              expect(got).toEqual(reference.setFences(company, list));
              fresh.set(company, new Set(got.fresh));
              continue;
            }
            const got = noChanges();
            const want = noChanges();
            if (step.kind === 'move') {
              const pos = positions[step.truck] as { north: number; east: number };
              pos.north += step.north;
              pos.east += step.east;
              const { lat, lng } = at(pos.north, pos.east);
              const baselineFor = step.withFresh ? fresh.get(company) : undefined;
              const truck = step.truck * idScale;
              engine.evaluate(company, truck, lat, lng, got, baselineFor);
              reference.evaluate(company, truck, lat, lng, want, baselineFor);
            } else if (step.kind === 'forget') {
              engine.forget(company, step.truck * idScale, got);
              reference.forget(company, step.truck * idScale, want);
            } else {
              const known = step.known.map((t) => t * idScale);
              const inside = step.inside.map((p) => ({ poi: p.poi, truck: p.truck * idScale }));
              engine.restore(company, known, inside);
              reference.restore(company, known, inside);
            }
            expect(sorted(got)).toEqual(sorted(want));
            for (const c of COMPANIES) {
              for (let t = 0; t < TRUCKS; t++) {
                expect(engine.isKnown(c, t * idScale)).toBe(reference.isKnown(c, t * idScale));
                expect(engine.insideOf(c, t * idScale)).toEqual(reference.insideOf(c, t * idScale));
              }
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('the geofence engine on a fence listed twice', () => {
  it('drops the state when one of the two has a new version, as for a moved fence', () => {
    const engine = new GeofenceEngine();
    const at = ORIGINS[0] as { lat: number; lng: number };
    const fence = { id: 9, ...at, radius: 100, version: 1 };
    engine.setFences(1, [fence]);
    engine.evaluate(1, 5, at.lat, at.lng, noChanges());
    expect(engine.insideOf(1, 5)).toEqual([9]);
    expect(engine.setFences(1, [{ ...fence, version: 2 }, fence]).fresh).toEqual([9]);
    expect(engine.insideOf(1, 5)).toEqual([]);
    const out = noChanges();
    engine.evaluate(1, 5, at.lat, at.lng, out);
    expect(out.crossings).toMatchObject([{ poi: 9, truck: 5, kind: 'entry' }]);
  });
});

describe('the id table', () => {
  it('holds what a Map holds through sets and deletes, colliding keys and growth included', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.boolean(),
            fc.oneof(fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 2 ** 45 })),
            fc.nat(1000),
          ),
          { maxLength: 300 },
        ),
        (ops) => {
          const table = new IdTable(2);
          const map = new Map<number, number>();
          for (const [remove, key, value] of ops) {
            if (remove) {
              table.delete(key);
              map.delete(key);
            } else {
              table.set(key, value);
              map.set(key, value);
            }
            expect(table.size).toBe(map.size);
          }
          for (const [, key] of ops) expect(table.get(key)).toBe(map.get(key) ?? -1);
        },
      ),
      { numRuns: 300 },
    );
  });
});
