import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RouteEvent, TrafficAlert } from '@fleetdeck/shared';
import { distanceM } from '@fleetdeck/shared/roads';
import { RoutingError } from '../routingProvider.js';
import { PLACES, testProvider, townPoint, truckRequest } from './testRoutes.js';

const { graph: g, provider } = testProvider();

/** The middle geometry point of the edge between two towns on a road. */
function edgeMiddle(from: string, to: string): { lat: number; lng: number; edge: number } {
  const a = g.names.indexOf(from);
  const b = g.names.indexOf(to);
  for (let e = 0; e < g.edgeCount; e++) {
    const ends = [g.edgeFrom[e], g.edgeTo[e]];
    if (ends.includes(a) && ends.includes(b)) {
      const mid = Math.floor(((g.edgeGeom[e] as number) + (g.edgeGeom[e + 1] as number)) / 2);
      return { lat: g.pointLat[mid] as number, lng: g.pointLng[mid] as number, edge: e };
    }
  }
  throw new Error(`no edge ${from} – ${to}`);
}

const passes = (coords: [number, number][], p: { lat: number; lng: number }): boolean =>
  coords.some(([lng, lat]) => distanceM(lat, lng, p.lat, p.lng) < 60);

const polylineM = (coords: [number, number][]): number =>
  coords.reduce(
    (m, c, i) =>
      i === 0
        ? 0
        : m +
          distanceM(
            (coords[i - 1] as number[])[1] as number,
            (coords[i - 1] as number[])[0] as number,
            c[1],
            c[0],
          ),
    0,
  );

const ofType = <T extends RouteEvent['eventType']>(events: RouteEvent[], type: T) =>
  events.filter((e): e is Extract<RouteEvent, { eventType: T }> => e.eventType === type);

describe('embedded provider: vehicle limits', () => {
  const bridge = edgeMiddle('Caserta', 'Naples');

  it('routes a 4 m truck around the 3.8 m underpass on the A1 at Caserta that a 3 m profile takes', () => {
    expect(g.edgeHeight[bridge.edge]).toBeCloseTo(3.8);
    const low = provider.route(
      truckRequest({ profile: { ...truckRequest().profile, height: 300 } }),
    );
    const high = provider.route(truckRequest());
    expect(passes(low.coordinates, bridge)).toBe(true);
    expect(passes(high.coordinates, bridge)).toBe(false);
    expect(low.violated).toBe(false);
    expect(high.violated).toBe(false);
    expect(high.violatedSections).toEqual([]);
    // The detour is visible: off the A1 at Caserta onto the toll-free SS87, longer and slower.
    const roads = (r: typeof high) => ofType(r.events, 'ManeuverEvent').map((m) => m.roadName);
    expect(roads(high)).toContain('SS87');
    expect(roads(low)).not.toContain('SS87');
    expect(high.distance).toBeGreaterThan(low.distance + 1_000);
    expect(high.travelTime).toBeGreaterThan(low.travelTime + 120);
  });

  it('routes anyway when no legal road exists, marking the violated section and naming road and limit', () => {
    // Bormio is reached only by the SS38 over the upper Valtellina: 15 m length limit.
    const r = provider.route(truckRequest({ waypoints: [PLACES.milano, PLACES.bormio] }));
    expect(r.violated).toBe(true);
    expect(r.legs[0]?.violated).toBe(true);
    expect(r.violatedSections.length).toBeGreaterThan(0);
    const s = r.violatedSections[0];
    expect(s).toMatchObject({ reason: 'length', limit: 15, value: 16.5, roadName: 'SS38' });
    expect(s!.endIndex).toBeGreaterThan(s!.startIndex);
    expect(r.message).toContain('SS38');
    expect(r.message).toContain('15');
    // A 12 m truck may use it: no violation.
    const short = provider.route(
      truckRequest({
        waypoints: [PLACES.milano, PLACES.bormio],
        profile: { ...truckRequest().profile, length: 1200, totalPermittedWeight: 18000 },
      }),
    );
    expect(short.violated).toBe(false);
    expect(short.message).toBeNull();
  });

  it('messages follow the request language', () => {
    const r = provider.route(
      truckRequest({ waypoints: [PLACES.milano, PLACES.bormio], language: 'it' }),
    );
    expect(r.message).toContain('lunghezza massima 15 m su SS38');
  });
});

describe('embedded provider: cost options', () => {
  const milan = townPoint(g, 'Milan');
  const bologna = townPoint(g, 'Bologna');

  it('leaves the motorway for toll-free roads when tolls are excluded, and pays less toll', () => {
    const dflt = provider.route(truckRequest({ waypoints: [milan, bologna] }));
    const free = provider.route(truckRequest({ waypoints: [milan, bologna], tollPenalty: -95 }));
    expect(free.toll.summary.costs.amount).toBeLessThan(dflt.toll.summary.costs.amount / 2);
    expect(free.distance).toBeGreaterThan(dflt.distance);
  });

  it('weighting 0 takes the shortest distance and 100 the fastest time', () => {
    const a = townPoint(g, 'Milan');
    const b = townPoint(g, 'Venice');
    const short = provider.route(truckRequest({ waypoints: [a, b], distanceTimeWeighting: 0 }));
    const fast = provider.route(truckRequest({ waypoints: [a, b], distanceTimeWeighting: 100 }));
    expect(short.distance).toBeLessThanOrEqual(fast.distance + 1);
    expect(fast.travelTime).toBeLessThan(short.travelTime);
  });
});

describe('embedded provider: alternatives', () => {
  it('Milano -> Napoli with two alternatives gives two routes that differ meaningfully', () => {
    const r = provider.route(truckRequest({ alternatives: 2 }));
    expect(r.alternativeRoutes).toHaveLength(2);
    const routes = [r, ...r.alternativeRoutes];
    for (const alt of r.alternativeRoutes) {
      expect(alt.distance).not.toBeCloseTo(r.distance, -3);
      // No more than 80 % of an alternative's points lie on another route.
      for (const other of routes) {
        if (other === alt) continue;
        const onOther = alt.coordinates.filter((c) =>
          passes(other.coordinates, { lng: c[0], lat: c[1] }),
        );
        expect(onOther.length / alt.coordinates.length).toBeLessThan(0.8);
      }
      expect(alt.toll.summary.costs.currency).toBe('EUR');
    }
  });

  it('gives no alternative when none is asked', () => {
    expect(provider.route(truckRequest()).alternativeRoutes).toEqual([]);
  });
});

describe('embedded provider: traffic', () => {
  it('adds the delay of an alert on a road the route drives, per leg and in total', () => {
    const free = provider.route(
      truckRequest({ waypoints: [PLACES.milano, townPoint(g, 'Parma')] }),
    );
    expect(free.trafficDelay).toBe(0);
    // A 20 km/h queue along the A1 between Piacenza and Fidenza.
    const { edge } = edgeMiddle('Piacenza', 'Fidenza');
    const lo = g.edgeGeom[edge] as number;
    const line: [number, number][] = [];
    for (let p = lo + 5; p <= lo + 12; p++)
      line.push([g.pointLng[p] as number, g.pointLat[p] as number]);
    const alert: TrafficAlert = {
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: line },
      properties: { severity: 4, speed: 20, road_name: 'A1' },
    };
    const slow = provider.route(
      truckRequest({ waypoints: [PLACES.milano, townPoint(g, 'Parma')] }),
      {
        traffic: [alert],
      },
    );
    // About 7 km at 20 instead of 82 km/h: roughly 16 minutes.
    expect(slow.trafficDelay).toBeGreaterThan(600);
    expect(slow.trafficDelay).toBeLessThan(1800);
    expect(slow.legs[0]?.trafficDelay).toBeCloseTo(slow.trafficDelay, 6);
    expect(slow.travelTime - free.travelTime).toBeCloseTo(slow.trafficDelay, 0);
    expect(Math.min(...slow.speeds)).toBe(20);
    // An alert far from the route changes nothing.
    const far: TrafficAlert = { ...alert, geometry: { type: 'Point', coordinates: [12.5, 41.9] } };
    const same = provider.route(
      truckRequest({ waypoints: [PLACES.milano, townPoint(g, 'Parma')] }),
      {
        traffic: [far],
      },
    );
    expect(same.trafficDelay).toBe(0);
  });
});

describe('embedded provider: events and times', () => {
  it('marks the border on Torino -> Lyon and toll sections in the cost model order', () => {
    const r = provider.route(truckRequest({ waypoints: [PLACES.torino, PLACES.lyon] }));
    const countries = ofType(r.events, 'CountryEvent');
    expect(countries[0]).toMatchObject({ countryCode: 'IT', kind: 'ENTER', distanceFromStart: 0 });
    const exitIt = countries.find((e) => e.countryCode === 'IT' && e.kind === 'EXIT');
    const enterFr = countries.find((e) => e.countryCode === 'FR' && e.kind === 'ENTER');
    expect(exitIt).toBeDefined();
    expect(enterFr?.distanceFromStart).toBe(exitIt?.distanceFromStart);
    // Near the Fréjus tunnel (Bardonecchia - Modane), well past Torino.
    expect(enterFr!.distanceFromStart).toBeGreaterThan(60_000);
    expect(enterFr!.longitude).toBeGreaterThan(6.4);
    expect(enterFr!.longitude).toBeLessThan(6.9);

    const tolls = ofType(r.events, 'TollEvent');
    expect(r.toll.sections.length).toBeGreaterThanOrEqual(2);
    expect(tolls).toHaveLength(r.toll.sections.length * 2);
    r.toll.sections.forEach((section, i) => {
      const enter = tolls.find((e) => e.sectionIndex === i && e.kind === 'ENTER');
      const exit = tolls.find((e) => e.sectionIndex === i && e.kind === 'EXIT');
      expect(enter && exit).toBeTruthy();
      expect(exit!.distanceFromStart - enter!.distanceFromStart).toBeCloseTo(section.distanceM, -2);
    });
    expect(r.toll.sections.some((s) => s.country === 'FR')).toBe(true);
  });

  it('gives manoeuvres with road names and turn directions on Milano -> Zürich', () => {
    const r = provider.route(truckRequest({ waypoints: [PLACES.milano, PLACES.zurich] }));
    const moves = ofType(r.events, 'ManeuverEvent');
    expect(moves[0]?.direction).toBe('DEPART');
    expect(moves[moves.length - 1]?.direction).toBe('ARRIVE');
    expect(moves.some((m) => m.roadName.includes('Gotthard'))).toBe(true);
    for (const m of moves.slice(1, -1)) expect(m.direction).not.toMatch(/DEPART|ARRIVE/);
    const countries = ofType(r.events, 'CountryEvent').map((e) => `${e.countryCode}:${e.kind}`);
    expect(countries).toEqual(['IT:ENTER', 'IT:EXIT', 'CH:ENTER']);
    // Events are in driving order.
    const d = r.events.map((e) => e.distanceFromStart);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    expect(ofType(r.events, 'LegEvent').map((e) => e.kind)).toEqual(['START', 'END']);
    expect(ofType(r.events, 'WaypointEvent').map((e) => e.waypointIndex)).toEqual([0, 1]);
  });

  it("counts service times and, in mode 'end', departs travelTime before the wanted arrival", () => {
    const waypoints = [
      PLACES.milano,
      { ...townPoint(g, 'Bologna'), serviceTime: 30 },
      PLACES.napoli,
    ];
    const start = provider.route(truckRequest({ waypoints }));
    const drivingOnly = provider.route(
      truckRequest({ waypoints: waypoints.map((w) => ({ ...w, serviceTime: 0 })) }),
    );
    expect(start.travelTime - drivingOnly.travelTime).toBeCloseTo(1800, 6);
    const service = ofType(start.events, 'TourEvent');
    expect(service).toEqual([
      expect.objectContaining({ tourEventType: 'SERVICE', durationS: 1800 }),
    ]);
    expect(
      Date.parse(start.waypoints[1]!.departure) - Date.parse(start.waypoints[1]!.arrival),
    ).toBe(1_800_000);

    const arrival = '2026-11-26T18:00:00.000Z';
    const end = provider.route(
      truckRequest({ waypoints, timeConsideration: { mode: 'end', referenceTime: arrival } }),
    );
    expect(end.waypoints[2]!.arrival).toBe(arrival);
    expect(Date.parse(arrival) - Date.parse(end.waypoints[0]!.departure)).toBeCloseTo(
      end.travelTime * 1000,
      -1,
    );
    expect(end.legs).toHaveLength(2);
  });
});

describe('embedded provider: waypoints', () => {
  it('rejects a waypoint in the sea, naming it', () => {
    const go = () =>
      provider.route(truckRequest({ waypoints: [PLACES.milano, PLACES.tyrrhenianSea] }));
    expect(go).toThrow(RoutingError);
    try {
      go();
    } catch (e) {
      expect(e).toMatchObject({ code: 'unreachable_waypoint', waypointIndex: 1 });
      expect((e as Error).message).toContain('Tyrrhenian Sea');
    }
  });

  // The islands have their ferries now (issue 45); a town left off the main network (a regional
  // town whose neighbours are all too far or over high ground) is what remains unreachable.
  it('answers unreachable_waypoint when no road or ferry reaches the waypoint', () => {
    const isolated = g.names.findIndex((_, n) => g.component[n] !== g.mainComponent);
    expect(isolated).toBeGreaterThanOrEqual(0);
    const town = g.names[isolated] ?? '';
    expect(() =>
      provider.route(truckRequest({ waypoints: [PLACES.milano, townPoint(g, town)] })),
    ).toThrow(expect.objectContaining({ code: 'unreachable_waypoint' }));
  });

  it('notes a waypoint far from its road in the message', () => {
    // In the hills 8-10 km off the A1 south of Florence.
    const r = provider.route(
      truckRequest({ waypoints: [PLACES.milano, { x: 11.36, y: 43.6, label: 'Chianti' }] }),
    );
    expect(r.violated).toBe(false);
    expect(r.message).toMatch(/^Stage 2 is \d+(\.\d)? km from the nearest road/);
    expect(provider.route(truckRequest()).message).toBeNull();
  });

  it('answers a route of length zero when both waypoints are the same place', () => {
    const r = provider.route(truckRequest({ waypoints: [PLACES.milano, PLACES.milano] }));
    expect(r.distance).toBe(0);
    expect(r.travelTime).toBe(0);
    expect(r.legs).toHaveLength(1);
    expect(ofType(r.events, 'WaypointEvent').map((e) => e.waypointIndex)).toEqual([0, 1]);
    expect(r.waypoints[0]!.departure).toBe(r.waypoints[1]!.arrival);
  });

  it('returns each waypoint snapped onto its road', () => {
    const r = provider.route(truckRequest());
    expect(r.waypoints).toHaveLength(2);
    expect(r.coordinates[0]).toEqual([r.waypoints[0]!.x, r.waypoints[0]!.y]);
    const last = r.coordinates[r.coordinates.length - 1]!;
    expect(last[0]).toBeCloseTo(r.waypoints[1]!.x, 6);
    expect(last[1]).toBeCloseTo(r.waypoints[1]!.y, 6);
    expect(
      distanceM(PLACES.napoli.y, PLACES.napoli.x, r.waypoints[1]!.y, r.waypoints[1]!.x),
    ).toBeLessThan(25_000);
  });
});

describe('embedded provider: properties', () => {
  const towns = g.names
    .map((name, i) => ({ name, i }))
    .filter(({ i }) => g.component[i] === g.mainComponent && (g.nodePop[i] as number) > 60_000);

  it('the distance is the sum of its legs, close to its drawn polyline, and its speeds line up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: towns.length - 1 }), { minLength: 2, maxLength: 4 }),
        fc.integer({ min: 0, max: 100 }),
        (picks, weighting) => {
          const waypoints = picks.map((k) => townPoint(g, towns[k]!.name));
          const r = provider.route(truckRequest({ waypoints, distanceTimeWeighting: weighting }));
          const legs = r.legs.reduce((s, l) => s + l.distance, 0);
          expect(legs).toBeCloseTo(r.distance, 3);
          expect(r.legs.reduce((s, l) => s + l.travelTime, 0)).toBeCloseTo(r.travelTime, 3);
          expect(r.speeds).toHaveLength(r.coordinates.length);
          // The road length model (town-to-town distance times a detour factor of 1.1 to 1.25) is
          // longer than the gently bent polyline drawn for it, never shorter.
          const drawn = polylineM(r.coordinates);
          expect(r.distance).toBeGreaterThanOrEqual(drawn * 0.999);
          expect(r.distance).toBeLessThanOrEqual(drawn * 1.3 + 1);
        },
      ),
      { numRuns: 25, seed: 16 },
    );
  });
});
