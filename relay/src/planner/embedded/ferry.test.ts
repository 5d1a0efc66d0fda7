import { describe, expect, it } from 'vitest';
import type { RouteEvent } from '@fleetdeck/shared';
import { FERRY_LINES, ferryKindOf, islandOf, ROAD_CLASSES } from '@fleetdeck/shared/roads';
import { testProvider, townPoint, truckRequest } from './testRoutes.js';

const { graph: g, provider } = testProvider();
const FERRY = ROAD_CLASSES.indexOf('ferry');
type FerryEvent = Extract<RouteEvent, { eventType: 'FerryEvent' }>;
const ferriesOf = (events: readonly RouteEvent[]) =>
  events.filter((e): e is FerryEvent => e.eventType === 'FerryEvent');

describe('ferries as legs of the network (issue 45)', () => {
  it('joins no island to the mainland, or Sardinia to Corsica, by road: only ferries cross', () => {
    for (let e = 0; e < g.edgeCount; e++) {
      const a = g.edgeFrom[e] as number;
      const b = g.edgeTo[e] as number;
      const sea =
        islandOf(g.nodeLat[a] as number, g.nodeLng[a] as number) !==
          islandOf(g.nodeLat[b] as number, g.nodeLng[b] as number) ||
        (g.countries[g.nodeCountry[a] as number] !== g.countries[g.nodeCountry[b] as number] &&
          [a, b].some((n) => g.countries[g.nodeCountry[n] as number] === 'GR'));
      if (sea) expect(g.edgeClass[e], `${g.names[a]} - ${g.names[b]}`).toBe(FERRY);
    }
    // Every authored line is in the graph, with its boarding and crossing as its time.
    for (const line of FERRY_LINES) {
      const e = g.refs.indexOf(line.name);
      const edge = g.edgeRef.indexOf(e);
      expect(edge, line.name).toBeGreaterThanOrEqual(0);
      expect(g.edgeFerryS[edge]).toBe((line.boardingMin + line.crossingMin) * 60);
    }
  });

  it('crosses from Villa San Giovanni to Messina by ferry, not by a road at 56 km/h', () => {
    const r = provider.route(
      truckRequest({
        waypoints: [townPoint(g, 'Villa San Giovanni'), townPoint(g, 'Messina')],
      }),
    );
    const [ferry, ...more] = ferriesOf(r.events);
    expect(more).toEqual([]);
    expect(ferry).toMatchObject({
      name: 'Villa San Giovanni – Messina',
      fromPort: 'Villa San Giovanni',
      toPort: 'Messina',
      crossingS: 20 * 60,
      boardingS: 20 * 60,
      durationS: 40 * 60,
    });
    // The leg is the sea crossing (about 8 km) in the line's time, boarding included.
    expect(r.distance).toBeGreaterThan(6000);
    expect(r.distance).toBeLessThan(10_000);
    expect(r.travelTime).toBeGreaterThanOrEqual(40 * 60);
    expect(r.travelTime).toBeLessThan(45 * 60);
    expect(r.toll.sections).toEqual([]);
  });

  it('the other way round boards at Messina', () => {
    const r = provider.route(
      truckRequest({ waypoints: [townPoint(g, 'Messina'), townPoint(g, 'Reggio Calabria')] }),
    );
    expect(ferriesOf(r.events).map((f) => [f.fromPort, f.toPort])).toEqual([
      ['Messina', 'Villa San Giovanni'],
    ]);
  });

  it('Napoli -> Palermo takes the quicker of the night ferry and the road over the strait', () => {
    const r = provider.route(
      truckRequest({
        waypoints: [townPoint(g, 'Naples'), townPoint(g, 'Palermo')],
        distanceTimeWeighting: 100,
      }),
    );
    const names = ferriesOf(r.events).map((f) => f.name);
    // The A2 to Villa San Giovanni, the strait and the A20 (about 670 km of road) take about
    // 8 h of driving plus the strait's 40 min; the direct line 11 h 30: the road wins, by time.
    expect(names).toEqual(['Villa San Giovanni – Messina']);
    expect(r.distance).toBeGreaterThan(600_000);
    // With the weighting at shortest distance, 315 km at sea beat 700 km of road.
    const short = provider.route(
      truckRequest({
        waypoints: [townPoint(g, 'Naples'), townPoint(g, 'Palermo')],
        distanceTimeWeighting: 0,
      }),
    );
    expect(ferriesOf(short.events).map((f) => f.name)).toEqual(['Napoli – Palermo']);
    expect(short.distance).toBeLessThan(r.distance);
  });

  it('reaches Sardinia and Greece only by sea', () => {
    const olbia = provider.route(
      truckRequest({ waypoints: [townPoint(g, 'Florence'), townPoint(g, 'Olbia')] }),
    );
    expect(ferriesOf(olbia.events).map((f) => f.toPort)).toEqual(['Olbia']);
    const athens = provider.route(
      truckRequest({ waypoints: [townPoint(g, 'Bari'), townPoint(g, 'Athens')] }),
    );
    const [crossing] = ferriesOf(athens.events);
    expect(crossing?.fromPort).toBe('Bari');
    expect(crossing?.cabins).toBe(true);
    expect(crossing?.kind).toBe('ferry');
  });

  it('has one rail shuttle among its lines, the Channel Tunnel’s; every other line is a ship', () => {
    expect(FERRY_LINES.filter((l) => ferryKindOf(l) === 'rail_shuttle').map((l) => l.name)).toEqual(
      ['Le Shuttle Freight (rail, Channel Tunnel) Coquelles – Folkestone'],
    );
    expect(ferryKindOf(undefined)).toBe('ferry');
  });
});
