import { describe, expect, it } from 'vitest';
import type { RouteEvent } from '@fleetdeck/shared';
import { ROAD_CLASSES } from '@fleetdeck/shared/roads';
import { SAME_JUNCTION_M } from './junctions.js';
import { PLACES, testProvider, townPoint, truckRequest } from './testRoutes.js';

const { graph: g, provider } = testProvider();
const moves = (events: RouteEvent[]) =>
  events.filter(
    (e): e is Extract<RouteEvent, { eventType: 'ManeuverEvent' }> =>
      e.eventType === 'ManeuverEvent',
  );

describe('manoeuvres at the junctions of the network (issue 45)', () => {
  it('Milano -> Napoli: one manoeuvre per junction, at distinct km, named after the node', () => {
    const r = provider.route(truckRequest({ language: 'it' }));
    const m = moves(r.events);
    expect(m[0]?.direction).toBe('DEPART');
    expect(m[0]?.roadName).toBe('A1');
    expect(m.at(-1)?.direction).toBe('ARRIVE');
    const between = m.slice(1, -1);
    // Every interchange of the A1 on the way, not two manoeuvres for 813 km.
    expect(between.length).toBeGreaterThanOrEqual(6);
    for (const e of between) expect(e.junction).toBeDefined();
    for (let i = 1; i < m.length; i++)
      expect(
        (m[i] as RouteEvent).distanceFromStart - (m[i - 1] as RouteEvent).distanceFromStart,
      ).toBeGreaterThanOrEqual(SAME_JUNCTION_M);
    const bologna = between.find((e) => e.junction?.name === 'Bologna');
    expect(bologna).toMatchObject({
      direction: 'STRAIGHT',
      roadName: 'A1',
      junction: { kind: 'INTERCHANGE' },
    });
    expect(bologna?.junction?.roads[0]).toBe('A1');
    expect(bologna?.junction?.roads).toContain('A14');
    // Off the A1 at Caserta onto the SS87 (the A1's last bridge is too low for 4 m).
    expect(between.at(-1)).toMatchObject({ roadName: 'SS87', junction: { name: 'Caserta' } });
    // The junction's town is in the request's language.
    expect(between.some((e) => e.junction?.name === 'Roma')).toBe(true);
    const de = moves(provider.route(truckRequest({ language: 'de' })).events);
    expect(de.some((e) => e.junction?.name === 'Rom')).toBe(true);
  });

  it('a start on a node takes the road driven, not the few metres of another one', () => {
    // The Milan node is on the A7, A1, A4, A2/A9 and SS36: the snap may pick any of them.
    const r = provider.route(truckRequest({ waypoints: [townPoint(g, 'Milan'), PLACES.napoli] }));
    const m = moves(r.events);
    expect(m[0]).toMatchObject({ direction: 'DEPART', roadName: 'A1' });
    expect(m[0]?.junction).toBeUndefined();
    expect((m[1]?.distanceFromStart ?? 0) > 50_000).toBe(true);
  });

  it('a stop at a junction arrives by the road driven and departs on the next one', () => {
    const r = provider.route(
      truckRequest({ waypoints: [PLACES.milano, townPoint(g, 'Bologna'), PLACES.napoli] }),
    );
    const m = moves(r.events);
    const arrive = m.findIndex((e) => e.direction === 'ARRIVE');
    expect(m[arrive]?.roadName).toBe('A1');
    expect(m[arrive + 1]).toMatchObject({ direction: 'DEPART', roadName: 'A1' });
    // Arrival and departure at the stop are the only pair at one point.
    const at = m.map((e) => Math.round(e.distanceFromStart));
    expect(new Set(at).size).toBe(at.length - 1);
  });

  it('leaving a named road onto an unnamed one is the exit named after the town', () => {
    // To Lyon's nearest town by a regional road (the city centre itself may snap onto any of
    // the motorways meeting there, and more meet there as the network grows).
    const lyon = g.names.indexOf('Lyon');
    const regional = ROAD_CLASSES.indexOf('regional');
    const neighbours: { town: number; m: number }[] = [];
    for (let e = 0; e < g.edgeCount; e++) {
      const [a, b] = [g.edgeFrom[e] as number, g.edgeTo[e] as number];
      if (g.edgeClass[e] !== regional || (a !== lyon && b !== lyon)) continue;
      neighbours.push({ town: a === lyon ? b : a, m: g.edgeLength[e] as number });
    }
    const near = neighbours.sort((x, y) => x.m - y.m)[0]?.town ?? -1;
    expect(near).toBeGreaterThanOrEqual(0);
    const r = provider.route(
      truckRequest({ waypoints: [PLACES.torino, townPoint(g, g.names[near] ?? '')] }),
    );
    const exit = moves(r.events).find((e) => e.junction?.kind === 'EXIT');
    expect(exit).toMatchObject({
      roadName: '',
      junction: { kind: 'EXIT', name: 'Lyon', roads: ['A32 Fréjus'] },
    });
  });
});
