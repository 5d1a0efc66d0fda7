import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultSearchForm,
  freightQuery,
  NO_FILTERS,
  searchBlocker,
  searchInfoOf,
  serviceQuery,
  type ResourceSearchForm,
} from './resourceSearch.js';
import { resourceOrigins } from './resourceOrigins.js';
import { parseCorridor } from '@fleetdeck/shared/roads';

const VERONA = { lat: 45.4384, lng: 10.9916 };
const form = (change: Partial<ResourceSearchForm> = {}): ResourceSearchForm => ({
  ...defaultSearchForm(['parking']),
  ...change,
});
const params = (query: string) => new URLSearchParams(query);

describe('the resource search form', () => {
  it('searches 10 km around the point by default', () => {
    const query = params(serviceQuery(form(), VERONA, 'parking', 0));
    expect(query.get('radius')).toBe('10');
    expect(query.get('services')).toBe('parkings');
    expect(query.get('page')).toBe('0');
    expect(query.has('area')).toBe(false);
  });

  it.each([
    [{ kinds: [] }, true, 'resources.choose_kind'],
    [{ kinds: [], unit: 'min', minutes: [30] }, true, null],
    [{}, false, 'resources.no_origin'],
    [{ radiusKm: null }, true, 'resources.bad_radius'],
    [{ radiusKm: 0 }, true, 'resources.bad_radius'],
    [{ unit: 'min', minutes: [30, null] }, true, 'resources.bad_minutes'],
    [{ unit: 'min', minutes: [30, 0] }, true, 'resources.bad_minutes'],
    [{ unit: 'min', minutes: [] }, true, 'resources.bad_minutes'],
    [{ unit: 'min', minutes: [30, 90] }, true, null],
    [{}, true, null],
  ] as const)('%j with a point %s: %s', (change, hasOrigin, blocker) => {
    expect(searchBlocker(form(change as Partial<ResourceSearchForm>), hasOrigin)).toBe(blocker);
  });

  it('by minutes searches inside the area of the farthest time', () => {
    const query = params(
      serviceQuery(form({ unit: 'min', minutes: [30, 90, 45] }), VERONA, 'fuel', 2),
    );
    expect(query.get('area')).toBe('90');
    expect(query.has('radius')).toBe(false);
    expect(query.get('page')).toBe('2');
  });

  it('sends each filter to the kind it filters, ratings only above 0', () => {
    const filters = {
      ...NO_FILTERS,
      stationServices: ['adblue'],
      parkingFilters: ['cctv', 'showers'],
      rating: 3,
      verified: true,
    };
    const parkings = params(serviceQuery(form({ filters }), VERONA, 'parking', 0));
    expect(parkings.getAll('filters[parking_filters][]')).toEqual(['cctv', 'showers']);
    expect(parkings.get('filters[reviews_rating][value]')).toBe('3');
    expect(parkings.has('filters[security_rating][value]')).toBe(false);
    expect(parkings.get('filters[verified]')).toBe('1');
    expect(parkings.has('filters[services][]')).toBe(false);
    const stations = params(serviceQuery(form({ filters }), VERONA, 'fuel', 0));
    expect(stations.getAll('filters[services][]')).toEqual(['adblue']);
    expect(stations.has('filters[parking_filters][]')).toBe(false);
    expect(activeFilterCount(filters)).toBe(5);
  });

  it('freight searches carry the delivery nation and vehicle type when chosen', () => {
    const query = params(
      freightQuery(form({ filters: { ...NO_FILTERS, deliveryNation: 'DE' } }), VERONA, 1),
    );
    expect(query.get('delivery_nation')).toBe('DE');
    expect(query.has('vehicle_type')).toBe(false);
    expect(query.get('page')).toBe('1');
  });

  it('a waypoint keeps the search that found it (part 2 §3 search info)', () => {
    expect(searchInfoOf(form({ unit: 'min', minutes: [20, 40] }))).toMatchObject({
      areaUnit: 'min',
      areaValue: 40,
      reachable_areas: [20, 40],
    });
    expect(searchInfoOf(form({ radiusKm: 25 }))).toMatchObject({ areaUnit: 'km', areaValue: 25 });
  });
});

describe('the search along the calculated route (issue 45)', () => {
  const line = Array.from({ length: 900 }, (_, i): [number, number] => [
    9.19 + i * 0.0057,
    45.46 - i * 0.005,
  ]);
  // Mostly motorway at 80 km/h, the ends slower: the median is 80.
  const speeds = line.map((_, i) => (i < 100 || i > 800 ? 50 : 80));

  it('offers the route as a point of the search once one is calculated, last', () => {
    expect(resourceOrigins([], VERONA).map((o) => o.id)).toEqual(['vehicle']);
    const origins = resourceOrigins([], VERONA, { coordinates: line, speeds });
    expect(origins.map((o) => o.id)).toEqual(['vehicle', 'route']);
    const route = origins[1]!;
    expect(route.corridor).toHaveLength(400);
    expect(route.corridor?.[0]).toEqual(line[0]);
    expect(route.corridor?.at(-1)).toEqual(line.at(-1));
  });

  it('asks for the corridor within the radius, or the minutes of detour at the route speeds', () => {
    const route = resourceOrigins([], null, { coordinates: line, speeds })[0]!;
    const byKm = params(serviceQuery(form({ unit: 'km', radiusKm: 5 }), route, 'fuel', 1));
    expect(byKm.get('radius')).toBe('5');
    // 30 min of detour at the route's median 80 km/h: 15 min off the route, 20 km, not 5 km.
    const query = params(
      serviceQuery(form({ unit: 'min', minutes: [15, 30], radiusKm: 5 }), route, 'fuel', 1),
    );
    expect(query.get('radius')).toBe('20');
    expect(query.has('area')).toBe(false);
    expect(parseCorridor(query.get('corridor') ?? '')).toHaveLength(400);
  });
});
