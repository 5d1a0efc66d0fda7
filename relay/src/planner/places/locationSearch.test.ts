import { describe, expect, it } from 'vitest';
import type { Place } from '../../geocode/embeddedGeocoder.js';
import { bundledCities } from './bundledPlaces.js';
import { bundledLocationSearch, LocationSearch } from './locationSearch.js';

const place = (
  name: string,
  country: string,
  population: number,
  lng: number,
  lat: number,
): Place => ({
  name,
  country,
  population,
  loc: { coordinates: [lng, lat] },
});

const small = new LocationSearch([
  place('Reggio Calabria', 'IT', 169_140, 15.66, 38.11),
  place("Reggio nell'Emilia", 'IT', 133_296, 10.63, 44.7),
  place('Reggiolo', 'IT', 6_753, 10.81, 44.92),
  place('Forlì', 'IT', 117_000, 12.04, 44.22),
  place('Milan', 'IT', 1_236_837, 9.19, 45.46),
  place('Verona', 'IT', 257_000, 10.99, 45.44),
  place('Verona', 'US', 12_000, -89.53, 42.99),
]);
const names = (text: string, near?: { x: number; y: number }, limit = 5) =>
  small.search({ text, near, limit }).map((r) => r.formattedAddress);

describe('location search', () => {
  it('matches from the start of the name or of a word, ignoring case, accents and punctuation', () => {
    expect(names('REGG')).toEqual([
      'Reggio Calabria, Italy',
      "Reggio nell'Emilia, Italy",
      'Reggiolo, Italy',
    ]);
    expect(names('forli')).toEqual(['Forlì, Italy']);
    expect(names('nell emil')).toEqual(["Reggio nell'Emilia, Italy"]);
    expect(names('calabria')).toEqual(['Reggio Calabria, Italy']);
  });

  it('forgives one edit in words of five letters or more, ranking exact matches first', () => {
    expect(names('Regio Calabria')).toEqual(['Reggio Calabria, Italy']);
    expect(names('Veronna')).toEqual(['Verona, Italy', 'Verona, United States']);
    expect(names('Milano')).toEqual(['Milan, Italy']);
    // Two swapped letters are one edit.
    expect(names('Regio Calabira')).toEqual(['Reggio Calabria, Italy']);
    expect(names('Vreona')).toEqual(['Verona, Italy', 'Verona, United States']);
    // Four letters: no typo allowed ("mila" is a prefix of Milan, "vero" of Verona, "reggo" is not).
    expect(names('Vreo')).toEqual([]);
  });

  it('ranks by population, and by closeness to the map centre when given', () => {
    expect(names('verona')[0]).toBe('Verona, Italy');
    expect(names('verona', { x: -89.4, y: 43.07 })[0]).toBe('Verona, United States');
  });

  it('offers a name once: the best ranked of the places that read the same', () => {
    const twins = new LocationSearch([
      place('Verona', 'IT', 257_000, 10.99, 45.44),
      place('Verona', 'US', 12_000, -89.53, 42.99),
      place('Verona', 'US', 13_500, -74.24, 40.83),
      place('Verona', 'US', 3_000, -88.72, 34.19),
    ]);
    const found = twins.search({ text: 'veron', limit: 5, near: { x: -74.2, y: 40.8 } });
    expect(found.map((r) => r.formattedAddress)).toEqual([
      'Verona, United States',
      'Verona, Italy',
    ]);
    // The New Jersey one, nearest the view.
    expect(found[0]?.location.referenceCoordinate.x).toBe(-74.24);
  });

  it('names places and countries in the interface language, and finds them by those names', () => {
    expect(small.search({ text: 'Milano', limit: 1, language: 'it' })[0]?.formattedAddress).toBe(
      'Milano, Italia',
    );
    expect(small.search({ text: 'Mailand', limit: 1, language: 'fr' })[0]?.formattedAddress).toBe(
      'Milan, Italie',
    );
    expect(small.search({ text: 'verona', limit: 1, language: 'de' })[0]?.formattedAddress).toBe(
      'Verona, Italien',
    );
  });

  it('reads two decimals as latitude and longitude', () => {
    expect(small.search({ text: '45.43, 10.99', limit: 5 })).toEqual([
      {
        location: { referenceCoordinate: { x: 10.99, y: 45.43 } },
        formattedAddress: '45.43, 10.99',
        kind: 'coordinates',
      },
    ]);
  });

  it("searches the company's POIs with the places", () => {
    const pois = [
      { description: 'Deposito Verona Nord', address: 'Via Roma 1', lat: 45.47, lng: 10.97 },
    ];
    const results = small.search({ text: 'deposito', limit: 5, pois });
    expect(results).toEqual([
      {
        location: { referenceCoordinate: { x: 10.97, y: 45.47 } },
        formattedAddress: 'Deposito Verona Nord, Via Roma 1',
        kind: 'poi',
      },
    ]);
    expect(small.search({ text: 'verona', limit: 3, pois }).map((r) => r.kind)).toEqual([
      'place',
      'poi',
      'place',
    ]);
  });

  it('finds Reggio Calabria among the bundled places at every keystroke from "Reggio C"', () => {
    const search = bundledLocationSearch();
    const typed = 'Reggio Calabria';
    for (let n = 8; n <= typed.length; n++) {
      const [first] = search.search({
        text: typed.slice(0, n),
        near: { x: 12.5, y: 41.9 },
        limit: 8,
      });
      expect(first?.formattedAddress).toBe('Reggio Calabria, Italy');
    }
    expect(search.search({ text: 'Napoli', limit: 1 })[0]?.formattedAddress).toBe('Naples, Italy');
  });

  it('made a slice per turn, answers exactly as made at once', async () => {
    const places = bundledCities();
    let turns = 0;
    const inTurns = await LocationSearch.inTurns(places, () => {
      turns++;
      return Promise.resolve();
    });
    // 135k places, 5,000 a turn, named then keyed: over fifty turns, no long hold of the loop.
    expect(turns).toBeGreaterThan(50);
    const atOnce = bundledLocationSearch();
    for (const text of ['Veron', 'reggio c', 'Mnchen', 'calabria', 'Wien', 'sankt p']) {
      const query = { text, near: { x: 11, y: 45.4 }, limit: 8 };
      expect(inTurns.search(query), text).toEqual(atOnce.search(query));
    }
  });
});
