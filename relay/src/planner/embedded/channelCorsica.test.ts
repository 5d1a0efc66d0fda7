import { describe, expect, it } from 'vitest';
import type { RouteEvent } from '@fleetdeck/shared';
import { FERRY_LINES, islandOf, ROAD_CLASSES } from '@fleetdeck/shared/roads';
import { RoutingError } from '../routingProvider.js';
import { testProvider, townPoint, truckRequest } from './testRoutes.js';

const { graph: g, provider } = testProvider();
const FERRY = ROAD_CLASSES.indexOf('ferry');
type FerryEvent = Extract<RouteEvent, { eventType: 'FerryEvent' }>;
const ferriesOf = (events: readonly RouteEvent[]) =>
  events.filter((e): e is FerryEvent => e.eventType === 'FerryEvent');
const islandOfNode = (n: number) => islandOf(g.nodeLat[n] as number, g.nodeLng[n] as number);
const route = (from: string, to: string) =>
  provider.route(truckRequest({ waypoints: [townPoint(g, from), townPoint(g, to)] }));

describe('the Channel and Corsica in the bundled network (issue 45)', () => {
  it('crosses the Channel and the Ligurian sea only by the authored lines, never by road', () => {
    const crossings = new Set<string>();
    for (let e = 0; e < g.edgeCount; e++) {
      const a = g.edgeFrom[e] as number;
      const b = g.edgeTo[e] as number;
      const ends = [islandOfNode(a), islandOfNode(b)];
      const across = ['Great Britain', 'Corsica'].some(
        (island) => ends.includes(island) && ends[0] !== ends[1],
      );
      if (!across) continue;
      expect(g.edgeClass[e], `${g.names[a]} - ${g.names[b]}`).toBe(FERRY);
      crossings.add(g.refs[g.edgeRef[e] as number] ?? '');
    }
    const authored = FERRY_LINES.filter((l) =>
      [l.from, l.to].some((t) => t.endsWith('/GB') || /^(Bastia|Ajaccio)\//.test(t)),
    ).map((l) => l.name);
    expect([...crossings].sort()).toEqual(authored.sort());
    expect(authored).toHaveLength(9);
  });

  it('Milano -> London crosses by Le Shuttle Freight in its 35 min (1 h 35 with boarding)', () => {
    const r = route('Milan', 'London');
    const [crossing, ...more] = ferriesOf(r.events);
    expect(more).toEqual([]);
    expect(crossing).toMatchObject({
      name: 'Le Shuttle Freight (rail, Channel Tunnel) Coquelles – Folkestone',
      fromPort: 'Coquelles',
      toPort: 'Folkestone',
      fromCountry: 'FR',
      toCountry: 'GB',
      crossingS: 35 * 60,
      boardingS: 60 * 60,
      cabins: false,
      // A train through the tunnel, not a ship: the result and the exports say so.
      kind: 'rail_shuttle',
    });
    // About 1,250 km by the Fréjus or Mont Blanc, Lyon, Paris and Calais; the tunnel is 50 km.
    expect(r.distance / 1000).toBeGreaterThan(1100);
    expect(r.distance / 1000).toBeLessThan(1450);
    expect(crossing?.distanceM).toBeLessThan(60_000);
  });

  it('44 t goes to London on six axles, not on five (GB: 40 t)', () => {
    const waypoints = [townPoint(g, 'Milan'), townPoint(g, 'London')];
    const truck = (numberOfAxles: number) =>
      truckRequest({
        waypoints,
        profile: {
          ...truckRequest().profile,
          numberOfAxles,
          totalPermittedWeight: 44_000,
        },
      });
    expect(() => provider.route(truck(6))).not.toThrow();
    let refusal: unknown;
    try {
      provider.route(truck(5));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RoutingError);
    expect((refusal as RoutingError).code).toBe('over_legal_limit');
    expect((refusal as RoutingError).message).toContain('United Kingdom');
    expect((refusal as RoutingError).message).toContain('weight 44 t (legal maximum 40 t)');
  });

  it('4.5 m high drives Paris -> London: neither France nor Great Britain sets a height limit', () => {
    const tall = { ...truckRequest().profile, height: 450 };
    const r = provider.route(
      truckRequest({ waypoints: [townPoint(g, 'Paris'), townPoint(g, 'London')], profile: tall }),
    );
    expect(r.violated).toBe(false);
    expect(ferriesOf(r.events)).toHaveLength(1);
  });

  it('the shortest way from Calais to Dover is the ferry, 90 min at sea; the quickest the shuttle', () => {
    // By time the shuttle (1 h 35 with boarding) beats the ferry (2 h 15); by distance the ferry's
    // 45 km beat the 65 km by Coquelles and Folkestone.
    expect(ferriesOf(route('Calais', 'Dover').events).map((f) => f.name)).toEqual([
      'Le Shuttle Freight (rail, Channel Tunnel) Coquelles – Folkestone',
    ]);
    const r = provider.route(
      truckRequest({
        waypoints: [townPoint(g, 'Calais'), townPoint(g, 'Dover')],
        distanceTimeWeighting: 0,
      }),
    );
    expect(ferriesOf(r.events)).toEqual([
      expect.objectContaining({
        name: 'Calais – Dover',
        operators: 'P&O Ferries, DFDS, Irish Ferries',
        crossingS: 90 * 60,
        cabins: false,
        kind: 'ferry',
      }),
    ]);
    expect(r.travelTime).toBeGreaterThanOrEqual((90 + 45) * 60);
  });

  it('Livorno -> Bastia is the ferry leg of Corsica Ferries and Moby, 4 h at sea', () => {
    const r = route('Livorno', 'Bastia');
    const [crossing, ...more] = ferriesOf(r.events);
    expect(more).toEqual([]);
    expect(crossing).toMatchObject({
      name: 'Livorno – Bastia',
      fromPort: 'Livorno',
      toPort: 'Bastia',
      fromCountry: 'IT',
      toCountry: 'FR',
      crossingS: 240 * 60,
      boardingS: 60 * 60,
    });
    expect(r.travelTime).toBeGreaterThanOrEqual(300 * 60);
  });

  it('Bastia -> Ajaccio is driven on the island, by Corte, with no crossing', () => {
    const r = route('Bastia', 'Ajaccio');
    expect(ferriesOf(r.events)).toEqual([]);
    // The T11/T20 over the Col de Vizzavona is about 150 km; the network's straight links between
    // its towns make it about 125. By road either way, not the sea round the island.
    expect(r.distance / 1000).toBeGreaterThan(120);
    expect(r.distance / 1000).toBeLessThan(190);
    for (const [lng, lat] of r.coordinates) expect(islandOf(lat, lng)).toBe('Corsica');
  });

  it('reaches Porto-Vecchio and Calvi from Bastia by the T10 and the T30', () => {
    for (const town of ['Porto-Vecchio', 'Calvi', "L'Île-Rousse"]) {
      const r = route('Bastia', town);
      expect(ferriesOf(r.events), town).toEqual([]);
      expect(r.distance, town).toBeGreaterThan(50_000);
    }
  });
});
