import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { placeCandidates, type RoutePoint } from '@fleetdeck/shared';
import { distanceM, type RoadGraph } from '@fleetdeck/shared/roads';
import { PARKING_FILTERS, STATION_SERVICES } from './sampleCatalogue.js';
import { generateSampleResources } from './sampleResources.js';
import type {
  FilterOption,
  ParkingResource,
  ResourcePage,
  ResourceProvider,
  ResourceQuery,
  StationResource,
} from './resourceProvider.js';

type Ring = readonly (readonly [number, number])[];

/** Ray casting on [lng, lat]: @turf/boolean-point-in-polygon is not installed for ten lines. */
export function insideRing(ring: Ring, lng: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as readonly [number, number];
    const [xj, yj] = ring[j] as readonly [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

class Indexed<T extends StationResource | ParkingResource> {
  private readonly index: KDBush;
  constructor(readonly items: readonly T[]) {
    this.index = new KDBush(Math.max(1, items.length));
    for (const item of items) this.index.add(item.coordinate.x, item.coordinate.y);
    if (items.length === 0) this.index.add(0, 90);
    this.index.finish();
  }

  /**
   * Those within the radius of any part of the corridor, in route order, that pass `keep`, each
   * with its distance off the route and along it.
   */
  private along(
    corridor: NonNullable<ResourceQuery['corridor']>,
    radiusKm: number,
    keep: (item: T) => boolean,
  ): T[] {
    const points: RoutePoint[] = [];
    let metres = 0;
    corridor.forEach(([x, y], k) => {
      const prev = corridor[k - 1];
      if (prev) metres += distanceM(prev[1], prev[0], y, x);
      points.push({ x, y, driveS: metres, distanceM: metres });
    });
    // The corridor's box widened by the radius, then the exact distance to the line.
    const pad = radiusKm / 111;
    const lats = corridor.map(([, y]) => y);
    const lngs = corridor.map(([x]) => x);
    const padLng =
      pad / Math.max(Math.cos((Math.max(...lats.map(Math.abs)) * Math.PI) / 180), 0.01);
    const ids = this.index.range(
      Math.min(...lngs) - padLng,
      Math.min(...lats) - pad,
      Math.max(...lngs) + padLng,
      Math.max(...lats) + pad,
    );
    const candidates = ids.flatMap((id) => {
      const item = this.items[id];
      // The candidate's name carries its index back from the placement.
      return item && keep(item)
        ? [{ x: item.coordinate.x, y: item.coordinate.y, name: String(id) }]
        : [];
    });
    const seen = new Set<string>();
    return placeCandidates(points, candidates, radiusKm * 1000).flatMap((p) => {
      const item = this.items[Number(p.name)];
      if (!item || seen.has(p.name)) return [];
      seen.add(p.name);
      return [{ ...item, distance: Math.round(p.offRouteM), along: Math.round(p.distanceM) }];
    });
  }

  /** Those within the radius (or inside the area's ring), nearest first, that pass `keep`. */
  near(query: ResourceQuery, keep: (item: T) => boolean): T[] {
    if (query.corridor) return this.along(query.corridor, query.radiusKm, keep);
    const ring = query.area?.ring;
    if (ring && ring.length < 3) return [];
    const reachKm = ring
      ? Math.max(...ring.map(([x, y]) => distanceM(query.lat, query.lng, y, x) / 1000))
      : query.radiusKm;
    return around(this.index, query.lng, query.lat, Infinity, reachKm)
      .map((id) => this.items[id])
      .filter((item): item is T => item !== undefined)
      .filter((item) => !ring || insideRing(ring, item.coordinate.x, item.coordinate.y))
      .filter(keep)
      .map((item) => ({
        ...item,
        distance: Math.round(distanceM(query.lat, query.lng, item.coordinate.y, item.coordinate.x)),
      }));
  }
}

const page = <T>(items: T[], query: ResourceQuery): T[] =>
  items.slice(query.page * query.perPage, (query.page + 1) * query.perPage);

/**
 * The embedded planner service: the generated sample stations and parkings of the bundled road
 * network (built on the first call, about 0.1 s), searched through geographic k-d trees around a
 * point, inside a reachable area, or along a route's corridor.
 */
export class EmbeddedResourceProvider implements ResourceProvider {
  readonly name = 'embedded';
  private data?: { stations: Indexed<StationResource>; parkings: Indexed<ParkingResource> };

  constructor(private readonly graph: () => RoadGraph) {}

  private sample() {
    if (!this.data) {
      const { stations, parkings } = generateSampleResources(this.graph());
      this.data = { stations: new Indexed(stations), parkings: new Indexed(parkings) };
    }
    return this.data;
  }

  search(query: ResourceQuery): Promise<ResourcePage> {
    const { stations, parkings } = this.sample();
    const wanted = new Set(query.services);
    const foundStations = wanted.has('stations')
      ? stations.near(query, (s) =>
          query.stationServices.every((service) => s.reference.services?.includes(service)),
        )
      : [];
    const foundParkings = wanted.has('parkings')
      ? parkings.near(query, ({ reference: r }) => {
          if (query.verifiedOnly && !r.verified) return false;
          if (query.minRating > 0 && (r.reviews_rating ?? 0) < query.minRating) return false;
          if (query.minSecurityRating > 0 && (r.security_rating ?? 0) < query.minSecurityRating)
            return false;
          return query.parkingFilters.every((f) => r.filters?.includes(f));
        })
      : [];
    return Promise.resolve({
      stations: page(foundStations, query),
      parkings: page(foundParkings, query),
      items: { stations: foundStations.length, parkings: foundParkings.length },
      sample: true,
    });
  }

  parkingFilters(): Promise<FilterOption[]> {
    return Promise.resolve(
      PARKING_FILTERS.map((id) => ({ id, label: `resources.parking_filter.${id}` })),
    );
  }

  stationServices(): Promise<FilterOption[]> {
    return Promise.resolve(
      STATION_SERVICES.map((id) => ({ id, label: `resources.station_service.${id}` })),
    );
  }
}
