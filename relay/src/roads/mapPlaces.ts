import { PLACE_NAMES, type CityPlace, type PlaceLanguage } from '@fleetdeck/shared/roads';

/** A GeoNames place with the fields the map's labels read. */
export interface LabelPlace extends CityPlace {
  featureCode?: string;
}

/**
 * One place as `GET /map/places.json` lists it: GeoNames' name, lng, lat (about 100 m), the
 * population, its kind (2 a capital, 1 a regional seat, 0 any other), and its names in the
 * interface languages where they differ. The list is in rank order: capitals, then population.
 */
export type MapPlace = [
  name: string,
  lng: number,
  lat: number,
  population: number,
  kind: 0 | 1 | 2,
  names?: Partial<Record<PlaceLanguage, string>>,
];

/** Where the map names places: Europe and its edges, as far as the road network reaches. */
export const PLACES_AREA = { west: -12, east: 35, south: 34, north: 66 } as const;

const kindOf = (code: string | undefined): 0 | 1 | 2 =>
  code === 'PPLC' ? 2 : code === 'PPLA' || code === 'PPLA2' ? 1 : 0;

const round = (value: number): number => Math.round(value * 1000) / 1000;

/** The places of PLACES_AREA with at least `minPopulation` inhabitants, in rank order. */
export function mapPlaces(cities: readonly LabelPlace[], minPopulation = 1000): MapPlace[] {
  const { west, east, south, north } = PLACES_AREA;
  const inside = cities.filter((city) => {
    const [lng, lat] = city.loc.coordinates;
    return (
      lng >= west && lng <= east && lat >= south && lat <= north && city.population >= minPopulation
    );
  });
  const ranked = inside
    .map((city) => ({ city, kind: kindOf(city.featureCode) }))
    .sort(
      (a, b) =>
        Number(b.kind === 2) - Number(a.kind === 2) || b.city.population - a.city.population,
    );
  return ranked.map(({ city, kind }) => {
    const [lng, lat] = city.loc.coordinates;
    const names = PLACE_NAMES[`${city.name}/${city.country}`];
    const place: MapPlace = [city.name, round(lng), round(lat), city.population, kind];
    if (names) place.push(names);
    return place;
  });
}
