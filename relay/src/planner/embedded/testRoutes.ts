import type { RouteRequest } from '@fleetdeck/shared';
import type { RoadGraph } from '@fleetdeck/shared/roads';
import { roadGraph } from '../../roads/buildRoads.js';
import { EmbeddedRoutingProvider } from './provider.js';

/** The bundled graph (cached under DATA_DIR) and a provider on it, for the engine's tests. */
export function testProvider(): { graph: RoadGraph; provider: EmbeddedRoutingProvider } {
  const graph = roadGraph(process.env.DATA_DIR ?? './data');
  return {
    graph,
    provider: new EmbeddedRoutingProvider(graph, { searchLocations: () => Promise.resolve([]) }),
  };
}

/** A town's node as a waypoint. */
export function townPoint(g: RoadGraph, name: string): { x: number; y: number; label: string } {
  const i = g.names.indexOf(name);
  if (i < 0) throw new Error(`no town ${name} in the road graph`);
  return { x: g.nodeLng[i] as number, y: g.nodeLat[i] as number, label: name };
}

/** City centres (not the graph's nodes), as a dispatcher would pick them. */
export const PLACES = {
  milano: { x: 9.19, y: 45.4642, label: 'Milano' },
  napoli: { x: 14.2681, y: 40.8518, label: 'Napoli' },
  reggioCalabria: { x: 15.6613, y: 38.1113, label: 'Reggio Calabria' },
  torino: { x: 7.6869, y: 45.0703, label: 'Torino' },
  lyon: { x: 4.8357, y: 45.764, label: 'Lyon' },
  zurich: { x: 8.5417, y: 47.3769, label: 'Zürich' },
  verona: { x: 10.9916, y: 45.4384, label: 'Verona' },
  bormio: { x: 10.3706, y: 46.4669, label: 'Bormio' },
  tyrrhenianSea: { x: 12.0, y: 39.8, label: 'Tyrrhenian Sea' },
} as const;

/** The 40 t five-axle truck 4 m high of the "done when", with the spec's defaults. */
export function truckRequest(overrides: Partial<RouteRequest> = {}): RouteRequest {
  return {
    profile: {
      height: 400,
      width: 254,
      length: 1650,
      axleLoad: 11500,
      numberOfAxles: 5,
      totalPermittedWeight: 40000,
      fuelType: 'diesel',
      emissionClass: 'EURO_6',
    },
    waypoints: [PLACES.milano, PLACES.napoli],
    timeConsideration: { mode: 'start', referenceTime: '2026-11-26T08:00:00.000Z' },
    tollPenalty: 405,
    distanceTimeWeighting: 50,
    co2Class: 1,
    monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
    alternatives: 0,
    language: 'en',
    ...overrides,
  };
}
