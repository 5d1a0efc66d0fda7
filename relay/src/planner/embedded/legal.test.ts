import { describe, expect, it } from 'vitest';
import type { RouteRequest } from '@fleetdeck/shared';
import { RoutingError } from '../routingProvider.js';
import { PLACES, testProvider, truckRequest } from './testRoutes.js';

const { graph: g, provider } = testProvider();

/** The edge of a named restricted link (a tunnel) in the bundled graph. */
function restrictedEdge(name: string): number {
  const index = g.restrictions.indexOf(name);
  const edge = g.edgeRestriction.findIndex((r) => r === index + 1);
  if (index < 0 || edge < 0) throw new Error(`no restricted link ${name}`);
  return edge;
}

const truck = (
  profile: Partial<RouteRequest['profile']>,
  waypoints: RouteRequest['waypoints'] = [PLACES.milano, PLACES.napoli],
) => truckRequest({ profile: { ...truckRequest().profile, ...profile }, waypoints });

/** The route's edges, from its maneuvers' coordinates: whether it drives the given edge. */
function drives(r: ReturnType<typeof provider.route>, edge: number): boolean {
  const mid = Math.floor(((g.edgeGeom[edge] as number) + (g.edgeGeom[edge + 1] as number)) / 2);
  const lat = g.pointLat[mid] as number;
  const lng = g.pointLng[mid] as number;
  return r.coordinates.some(([x, y]) => Math.abs(x - lng) < 5e-4 && Math.abs(y - lat) < 5e-4);
}

function refusal(request: RouteRequest): RoutingError {
  try {
    provider.route(request);
  } catch (error) {
    if (error instanceof RoutingError) return error;
    throw error;
  }
  throw new Error('the route was not refused');
}

describe('legal limits per country (Directive 96/53/EC and national values)', () => {
  it('a 44 t five-axle truck drives Milano -> Napoli: 44 t is legal in Italy', () => {
    const r = provider.route(truck({ totalPermittedWeight: 44_000 }));
    expect(r.violated).toBe(false);
    expect(r.distance).toBeGreaterThan(800_000);
  });

  it('a 44 t truck gets a 422 naming Switzerland and its 40 t for Milano -> Zürich', () => {
    const e = refusal(truck({ totalPermittedWeight: 44_000 }, [PLACES.milano, PLACES.zurich]));
    expect(e.code).toBe('over_legal_limit');
    expect(e.message).toContain('Switzerland');
    expect(e.message).toContain('weight 44 t (legal maximum 40 t)');
    expect(e.message).not.toContain('Italy');
    // 40 t is legal there, through the Gotthard.
    const legal = provider.route(truck({}, [PLACES.milano, PLACES.zurich]));
    expect(drives(legal, restrictedEdge('Gotthard-Strassentunnel'))).toBe(true);
  });

  it('a 44 t truck Torino -> Lyon goes through the Fréjus (44 t, Italy and France allow 44 t)', () => {
    const r = provider.route(truck({ totalPermittedWeight: 44_000 }, [PLACES.torino, PLACES.lyon]));
    expect(r.violated).toBe(false);
    expect(drives(r, restrictedEdge('Traforo del Fréjus'))).toBe(true);
  });

  it('a 44 t truck Domodossola -> Lyon goes round Switzerland (by Torino and the Fréjus)', () => {
    const at = (name: string) => {
      const i = g.names.indexOf(name);
      return { x: g.nodeLng[i] as number, y: g.nodeLat[i] as number };
    };
    const trip = [at('Domodossola'), at('Lyon')];
    const simplon = provider.route(truck({}, trip));
    const round = provider.route(truck({ totalPermittedWeight: 44_000 }, trip));
    const swiss = (r: typeof round) =>
      r.events.some((e) => e.eventType === 'CountryEvent' && JSON.stringify(e).includes('"CH"'));
    expect(swiss(simplon)).toBe(true);
    expect(swiss(round)).toBe(false);
    expect(drives(round, restrictedEdge('Traforo del Fréjus'))).toBe(true);
    // A waypoint beside the border snaps to a road of a country open to the truck.
    expect(() =>
      provider.route(truck({ totalPermittedWeight: 44_000 }, [at('Como'), at('Lyon')])),
    ).not.toThrow();
  });

  it.each([
    [420, 'height 4.2 m (legal maximum 4 m)'],
    [600, 'height 6 m (legal maximum 4 m)'],
  ])('a %i cm truck Milano -> Napoli is refused naming Italy’s 4 m', (height, text) => {
    const e = refusal(truck({ height }));
    expect(e.code).toBe('over_legal_limit');
    expect(e.message).toContain(`in Italy: ${text}`);
  });

  it('60 t is over the legal weight everywhere; the message follows the language', () => {
    const e = refusal({ ...truck({ totalPermittedWeight: 60_000 }), language: 'it' });
    expect(e.message).toContain('Italia: peso 60 t (massimo di legge 44 t)');
  });

  it('four axles bring the legal weight to 36 t', () => {
    const e = refusal(truck({ totalPermittedWeight: 40_000, numberOfAxles: 4, axleLoad: 10_000 }));
    expect(e.message).toContain('weight 40 t (legal maximum 36 t)');
  });
});

describe('restricted links: Alpine tunnels and their ADR categories', () => {
  const gotthard = restrictedEdge('Gotthard-Strassentunnel');
  const sanBernardino = restrictedEdge('San-Bernardino-Tunnel');
  const frejus = restrictedEdge('Traforo del Fréjus');
  const montBlanc = restrictedEdge('Traforo del Monte Bianco');

  it('the graph carries the published clearance, mass and ADR category of each tunnel', () => {
    expect([g.edgeHeight[frejus], g.edgeWeight[frejus], g.edgeAdr[frejus]]).toEqual([
      expect.closeTo(4.3, 5),
      44,
      2,
    ]);
    expect(g.edgeAdr[montBlanc]).toBe(4);
    expect([g.edgeHeight[gotthard], g.edgeWeight[gotthard], g.edgeAdr[gotthard]]).toEqual([
      expect.closeTo(4.5, 5),
      40,
      4,
    ]);
    expect(g.edgeHeight[sanBernardino]).toBeCloseTo(4.0);
  });

  it('a load with tunnel code E avoids the category E Gotthard and San Bernardino (Simplon instead)', () => {
    const r = provider.route(truck({ adrTunnelCategory: 'E' }, [PLACES.milano, PLACES.zurich]));
    expect(r.violated).toBe(false);
    expect(drives(r, gotthard)).toBe(false);
    expect(drives(r, sanBernardino)).toBe(false);
    // Hazardous goods without a code are kept out of category E tunnels as well.
    const noCode = provider.route(truck({ hazardousGoods: true }, [PLACES.milano, PLACES.zurich]));
    expect(drives(noCode, gotthard)).toBe(false);
  });

  it('ADR 1.9.5: code E passes the category C Fréjus, code C does not', () => {
    const e = provider.route(truck({ adrTunnelCategory: 'E' }, [PLACES.torino, PLACES.lyon]));
    expect(drives(e, frejus)).toBe(true);
    const c = provider.route(truck({ adrTunnelCategory: 'C' }, [PLACES.torino, PLACES.lyon]));
    expect(drives(c, frejus)).toBe(false);
    // Nor the category E Mont Blanc: round by the Simplon and Geneva.
    expect(drives(c, montBlanc)).toBe(false);
    expect(c.distance).toBeGreaterThan(e.distance + 100_000);
  });

  it('from portal to portal with a code B load, the route goes round the Gotthard', () => {
    const end = (node: number) => ({ x: g.nodeLng[node] as number, y: g.nodeLat[node] as number });
    const portals = [end(g.edgeFrom[gotthard] as number), end(g.edgeTo[gotthard] as number)];
    const through = provider.route(truck({}, portals));
    const round = provider.route(truck({ adrTunnelCategory: 'B' }, portals));
    expect(drives(through, gotthard)).toBe(true);
    expect(drives(round, gotthard)).toBe(false);
    expect(round.violated).toBe(false);
    expect(round.distance).toBeGreaterThan(through.distance * 3);
  });
});
