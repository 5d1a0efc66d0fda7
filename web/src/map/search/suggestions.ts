import { LANGUAGES, parseCoordinateText, type Language } from '@fleetdeck/shared';
import { ApiError, apiJson } from '../../app/session/api.js';
import { mapCamera$ } from '../vehicles/vehicleStream.js';

/** One line of a suggestion list: what it reads, a second line, and what picking it gives. */
export interface Suggestion<T> {
  id: string;
  label: string;
  hint?: string | undefined;
  value: T;
}

/** A section of the list (places, POIs, vehicles), titled when the list has several. */
export interface SuggestionGroup<T> {
  id: string;
  title?: string | undefined;
  items: readonly Suggestion<T>[];
}

/** A geocoded place as the relay's `/geocode/search` answers it. */
export interface Place {
  display_name: string;
  lat: number;
  lng: number;
  /** A town (`place`) or a street or house number (`address`, from a Nominatim-style service). */
  kind?: 'place' | 'address' | undefined;
}

/** The centre of what the user looks at on the live map, to rank near places first. */
export function viewCentre(): { lat: number; lng: number } | undefined {
  const bbox = mapCamera$.value?.bbox;
  return bbox ? { lng: (bbox[0] + bbox[2]) / 2, lat: (bbox[1] + bbox[3]) / 2 } : undefined;
}

/** The interface language as the relay's searches take it (`it` of `it-IT`), if it is one. */
export function searchLanguage(language: string): Language | undefined {
  const code = language.slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : undefined;
}

/** Query parameters for the view's centre and the language, when known. */
export function nearAndLanguage(
  query: URLSearchParams,
  near: { lat: number; lng: number } | undefined,
  language: Language | undefined,
): URLSearchParams {
  if (near) {
    query.set('lat', near.lat.toFixed(5));
    query.set('lng', near.lng.toFixed(5));
  }
  if (language) query.set('lang', language);
  return query;
}

/**
 * Coordinate text (two decimal numbers) is taken as latitude and longitude without geocoding
 * (part 1 §5); anything else goes to the relay's geocoder, ranked near `near` and named in
 * `language`. A missing geocoder (404) reads as "no address found", any other failure throws.
 */
export async function searchPlaces(
  text: string,
  options: {
    near?: { lat: number; lng: number } | undefined;
    language?: Language | undefined;
    signal?: AbortSignal | undefined;
  } = {},
): Promise<Place[]> {
  const coordinates = parseCoordinateText(text);
  if (coordinates) return [{ display_name: text.trim(), ...coordinates }];
  const query = nearAndLanguage(
    new URLSearchParams({ q: text.trim() }),
    options.near,
    options.language,
  );
  try {
    const answer = await apiJson<{ data: Place[] }>(
      `/geocode/search?${query.toString()}`,
      options.signal ? { signal: options.signal } : {},
    );
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** The suggestions of a list, in reading order (the keyboard walks them so). */
export const flatten = <T>(groups: readonly SuggestionGroup<T>[]): Suggestion<T>[] =>
  groups.flatMap((g) => g.items);

/**
 * The geocoder's answers as sections: streets and house numbers (a Nominatim-style service), then
 * towns; titled when `titles` are given (the map's box, beside POIs and trucks).
 */
export function placeGroups<T>(
  places: readonly Place[],
  wrap: (place: Place) => T,
  titles?: { places: string; addresses: string },
): SuggestionGroup<T>[] {
  const item = (place: Place): Suggestion<T> => ({
    id: `place-${place.lat},${place.lng},${place.display_name}`,
    label: place.display_name,
    value: wrap(place),
  });
  return [
    {
      id: 'addresses',
      title: titles?.addresses,
      items: places.filter((p) => p.kind === 'address').map(item),
    },
    {
      id: 'places',
      title: titles?.places,
      items: places.filter((p) => p.kind !== 'address').map(item),
    },
  ];
}
