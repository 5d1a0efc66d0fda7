import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTE_DEFAULTS } from '@fleetdeck/shared';
import { fastestPath, fastestTree, pathFromTree } from '@fleetdeck/shared/roads';
import { buildCostModel, tollFactor, TOLL_EXCLUDED_FACTOR } from './cost.js';
import { turnDirection } from './events.js';
import { LIMIT_BITS, vehicleLimits, violationMask } from './limits.js';
import { cheapestLeg } from './search.js';
import { NO_TRAFFIC } from './traffic.js';
import { testProvider } from './testRoutes.js';

const { graph: g, provider } = testProvider();

describe('toll penalty mapping', () => {
  it('is 1 at 500, mild at the default 405, and "excluded" at -95', () => {
    expect(tollFactor(ROUTE_DEFAULTS.tollPenaltyMax)).toBe(1);
    expect(tollFactor(ROUTE_DEFAULTS.tollPenalty)).toBeCloseTo(1.0765, 3);
    expect(tollFactor(ROUTE_DEFAULTS.tollPenaltyMin)).toBe(TOLL_EXCLUDED_FACTOR);
  });

  it('never rises with the penalty value (monotone decreasing) and never goes below 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -95, max: 500 }),
        fc.integer({ min: -95, max: 500 }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(tollFactor(lo)).toBeGreaterThanOrEqual(tollFactor(hi));
          expect(tollFactor(hi)).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });
});

describe('vehicle limits', () => {
  it('reads centimetres and kilograms, and bounds the axle load by weight over axles', () => {
    expect(
      vehicleLimits({
        height: 400,
        width: 254,
        length: 1650,
        totalPermittedWeight: 40000,
        axleLoad: 11500,
        numberOfAxles: 5,
      }),
    ).toEqual({ heightM: 4, widthM: 2.54, lengthM: 16.5, weightT: 40, axleLoadT: 11.5, adr: 0 });
    // Two axles under 40 t: 20 t each at least, whatever the profile's axle load says.
    expect(
      vehicleLimits({ totalPermittedWeight: 40000, axleLoad: 11500, numberOfAxles: 2 }).axleLoadT,
    ).toBe(20);
    expect(vehicleLimits({})).toEqual({
      heightM: 0,
      widthM: 0,
      lengthM: 0,
      weightT: 0,
      axleLoadT: 0,
      adr: 0,
    });
  });

  it('marks the edges whose limits the vehicle breaks, per limit', () => {
    const truck = violationMask(
      g,
      vehicleLimits({
        height: 400,
        width: 254,
        length: 1650,
        totalPermittedWeight: 40000,
        numberOfAxles: 5,
        axleLoad: 11500,
      }),
    );
    const car = violationMask(
      g,
      vehicleLimits({ height: 150, length: 450, totalPermittedWeight: 1500 }),
    );
    expect(car.every((m) => m === 0)).toBe(true);
    const bits = new Set(truck);
    expect(bits.has(LIMIT_BITS.height)).toBe(true); // the A1 underpass at Caserta
    expect([...truck].some((m) => m & LIMIT_BITS.length)).toBe(true); // city cores, SS38
    expect([...truck].some((m) => m & LIMIT_BITS.axleLoad)).toBe(true); // E45 viaducts
    expect([...truck].some((m) => m & LIMIT_BITS.width)).toBe(true); // Belluno - Pordenone
    expect([...truck].some((m) => m & LIMIT_BITS.weight)).toBe(true); // the Po at Casale
    // Two-axle 40 t: 20 t axles also break the axle limit of the E45.
    const heavyAxles = violationMask(
      g,
      vehicleLimits({ totalPermittedWeight: 40000, numberOfAxles: 2 }),
    );
    expect([...heavyAxles].filter((m) => m & LIMIT_BITS.axleLoad).length).toBeGreaterThan(0);
  });
});

describe("the simulator's router on the bundled limits", () => {
  it('keeps standard 4 m trucks out of the 3.8 m A1 underpass at Caserta unless told otherwise', () => {
    const caserta = g.names.indexOf('Caserta');
    const naples = g.names.indexOf('Naples');
    const underpass = (path: ReturnType<typeof fastestPath>): boolean =>
      [...(path?.halfEdges ?? [])].some((h) => g.edgeHeight[h >> 1] === Math.fround(3.8));
    const truck = fastestPath(g, caserta, naples);
    const car = fastestPath(g, caserta, naples, {});
    expect(truck).not.toBeNull();
    expect(underpass(truck)).toBe(false);
    expect(underpass(car)).toBe(true);
    const tree = fastestTree(g, caserta);
    expect(underpass(pathFromTree(g, tree, naples))).toBe(false);
  });
});

describe('A* on the generalised cost', () => {
  const nodes = g.names.map((_, i) => i).filter((i) => g.component[i] === g.mainComponent);
  const snapOf = (node: number) =>
    provider.snapper.snap(g.nodeLat[node] as number, g.nodeLng[node] as number);

  it('finds the same cost as plain Dijkstra (heuristic admissible) for any weighting and toll penalty', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: nodes.length - 1 }),
        fc.integer({ min: 0, max: nodes.length - 1 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: -95, max: 500 }),
        (i, j, weighting, tollPenalty) => {
          const a = snapOf(nodes[i] as number);
          const b = snapOf(nodes[j] as number);
          if (!a || !b) return;
          const model = buildCostModel(g, {
            distanceTimeWeighting: weighting,
            tollPenalty,
            violations: new Uint8Array(g.edgeCount),
            violationMode: 'forbid',
            traffic: NO_TRAFFIC(g),
          });
          const astar = cheapestLeg(g, model.edgeCost, model.minCostPerM, a, b);
          const dijkstra = cheapestLeg(g, model.edgeCost, 0, a, b);
          expect(astar?.cost).toBeCloseTo(dijkstra?.cost ?? NaN, 6);
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });

  it('pieces join end to end and start and end at the snapped points', () => {
    const a = snapOf(g.names.indexOf('Milan'));
    const b = snapOf(g.names.indexOf('Bari'));
    const model = buildCostModel(g, {
      distanceTimeWeighting: 50,
      tollPenalty: 405,
      violations: new Uint8Array(g.edgeCount),
      violationMode: 'forbid',
      traffic: NO_TRAFFIC(g),
    });
    const leg = cheapestLeg(g, model.edgeCost, model.minCostPerM, a!, b!);
    expect(leg).not.toBeNull();
    for (let k = 1; k < leg!.pieces.length; k++) {
      const prev = leg!.pieces[k - 1]!;
      const next = leg!.pieces[k]!;
      const prevEnd = prev.half & 1 ? g.edgeFrom[prev.half >> 1] : g.edgeTo[prev.half >> 1];
      const nextStart = next.half & 1 ? g.edgeTo[next.half >> 1] : g.edgeFrom[next.half >> 1];
      expect(nextStart).toBe(prevEnd);
      expect(prev.toD).toBeCloseTo(g.edgeLength[prev.half >> 1] as number, 3);
      expect(next.fromD).toBe(0);
    }
  });
});

describe('turn directions', () => {
  it('classifies the heading change, right positive, across north', () => {
    expect(turnDirection(0, 5)).toBe('STRAIGHT');
    expect(turnDirection(355, 5)).toBe('STRAIGHT');
    expect(turnDirection(0, 30)).toBe('SLIGHT_RIGHT');
    expect(turnDirection(0, 90)).toBe('RIGHT');
    expect(turnDirection(0, 270)).toBe('LEFT');
    expect(turnDirection(10, 300)).toBe('LEFT');
    expect(turnDirection(0, 150)).toBe('SHARP_RIGHT');
    expect(turnDirection(0, 210)).toBe('SHARP_LEFT');
    expect(turnDirection(0, 180)).toBe('U_TURN');
    expect(turnDirection(90, 60)).toBe('SLIGHT_LEFT');
  });
});
