import { describe, expect, it } from 'vitest';
import {
  buildRoadGraph,
  decodeRoadGraph,
  distanceM,
  encodeRoadGraph,
  fastestPath,
  fastestTree,
  pathFromTree,
  pointOnHalfEdge,
  roadsGeoJson,
  type RoadGraphInput,
} from './index.js';

/** A small network: a motorway A-B-C with a tunnel B-C limited to 4 m, and regional D. */
function input(): RoadGraphInput {
  const towns = [
    { name: 'A', country: 'IT', lat: 45.0, lng: 9.0, population: 100_000 },
    { name: 'B', country: 'IT', lat: 45.0, lng: 9.6, population: 50_000 },
    { name: 'C', country: 'CH', lat: 45.5, lng: 9.6, population: 40_000 },
    { name: 'D', country: 'IT', lat: 45.3, lng: 9.2, population: 35_000 },
    { name: 'Far', country: 'IT', lat: 40.0, lng: 16.0, population: 35_000 },
  ];
  return {
    towns,
    corridors: [
      {
        ref: 'A99',
        roadClass: 'motorway',
        toll: true,
        towns: [0, 1, 2],
        limits: [{ from: 1, to: 2, heightM: 4, weightT: 40, tunnel: true }],
      },
    ],
    regionalTowns: [0, 2, 3, 4],
    regional: { neighbours: 2, maxKm: 70 },
  };
}

describe('road graph', () => {
  const g = buildRoadGraph(input());

  it('links corridor towns in order and regional towns to near neighbours only', () => {
    const pairs = Array.from({ length: g.edgeCount }, (_, e) =>
      [g.names[g.edgeFrom[e] as number], g.names[g.edgeTo[e] as number]].sort().join('-'),
    );
    expect(pairs).toContain('A-B');
    expect(pairs).toContain('B-C');
    expect(pairs).toContain('A-D');
    expect(pairs.some((p) => p.includes('Far'))).toBe(false);
    expect(g.component[4]).not.toBe(g.mainComponent);
  });

  it('gives edges class, detour length, speed, toll, country and limits', () => {
    const ab = pairsIndex(g, 'A', 'B');
    const straight = distanceM(45, 9, 45, 9.6);
    expect(g.edgeLength[ab]).toBeCloseTo(straight * 1.1, -1);
    expect(g.edgeToll[ab]).toBe(1);
    expect(g.countries[g.edgeCountry[ab] as number]).toBe('IT');
    const bc = pairsIndex(g, 'B', 'C');
    expect(g.edgeHeight[bc]).toBe(4);
    expect(g.edgeTunnel[bc]).toBe(1);
    const ad = pairsIndex(g, 'A', 'D');
    expect(g.edgeClass[ad]).toBe(2);
    expect(g.edgeSpeed[ad]).toBeLessThan(g.edgeSpeed[ab] as number);
  });

  it('densifies geometry so consecutive points are at most about a kilometre apart', () => {
    for (let e = 0; e < g.edgeCount; e++) {
      for (let p = (g.edgeGeom[e] as number) + 1; p < (g.edgeGeom[e + 1] as number); p++) {
        const d = distanceM(
          g.pointLat[p - 1] as number,
          g.pointLng[p - 1] as number,
          g.pointLat[p] as number,
          g.pointLng[p] as number,
        );
        expect(d).toBeLessThan(1300);
      }
    }
  });

  it('round-trips through the binary cache, even from a Buffer-like view at an offset', () => {
    const bytes = encodeRoadGraph(g, 'src-1');
    const padded = new Uint8Array(bytes.length + 13);
    padded.set(bytes, 13);
    const back = decodeRoadGraph(padded.subarray(13), 'src-1');
    expect(back?.edgeLength).toEqual(g.edgeLength);
    expect(back?.pointLat).toEqual(g.pointLat);
    expect(back?.names).toEqual(g.names);
    expect(decodeRoadGraph(bytes, 'src-2')).toBeNull();
  });

  it('routes by time, respects truck limits, and agrees with the path tree', () => {
    const a = g.names.indexOf('A');
    const c = g.names.indexOf('C');
    const path = fastestPath(g, a, c);
    expect([...(path?.nodes ?? [])].map((n) => g.names[n])).toEqual(['A', 'B', 'C']);
    const tall = fastestPath(g, a, c, { heightM: 4.2 });
    expect([...(tall?.nodes ?? [])].map((n) => g.names[n])).not.toContain('B');
    const tree = fastestTree(g, a);
    expect(pathFromTree(g, tree, c)?.halfEdges).toEqual(path?.halfEdges);
    const back = pathFromTree(g, tree, c, true);
    expect([...(back?.nodes ?? [])].map((n) => g.names[n])).toEqual(['C', 'B', 'A']);
    expect(back?.cumTime[back.cumTime.length - 1]).toBeCloseTo(path?.cumTime[2] ?? -1, 6);
    expect(fastestPath(g, a, g.names.indexOf('Far'))).toBeNull();
  });

  it('places points on either direction of an edge, ending on the far town', () => {
    const ab = pairsIndex(g, 'A', 'B');
    const out = { lat: 0, lng: 0, altitude: 0, heading: 0 };
    const forward = (g.edgeFrom[ab] === g.names.indexOf('A') ? 0 : 1) + ab * 2;
    pointOnHalfEdge(g, forward, g.edgeLength[ab] as number, out);
    expect(distanceM(out.lat, out.lng, 45, 9.6)).toBeLessThan(5);
    pointOnHalfEdge(g, forward, 10, out);
    expect(out.heading).toBeGreaterThan(45);
    expect(out.heading).toBeLessThan(135);
  });

  it('exports road lines as GeoJSON with their class', () => {
    const gj = roadsGeoJson(g);
    expect(gj.features).toHaveLength(g.edgeCount);
    expect(new Set(gj.features.map((f) => f.properties.class))).toEqual(
      new Set(['motorway', 'regional']),
    );
  });
});

function pairsIndex(g: ReturnType<typeof buildRoadGraph>, a: string, b: string): number {
  for (let e = 0; e < g.edgeCount; e++) {
    const x = g.names[g.edgeFrom[e] as number];
    const y = g.names[g.edgeTo[e] as number];
    if ((x === a && y === b) || (x === b && y === a)) return e;
  }
  throw new Error(`no edge ${a}-${b}`);
}
