import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COUNTED_KEYS,
  FLAT_MESSAGES,
  LANGUAGES,
  PLURAL_FORMS,
  resources,
  type Language,
} from './allResources.js';

const COUNTS = [0, 1, 2, 5, 22, 101];
const bases = COUNTED_KEYS;

/** The vehicle count as each language says it, at 0, 1, 2, 5, 22 and 101 (CLDR's rules). */
const VEHICLES: Record<Language, string[]> = {
  it: ['0 veicoli', '1 veicolo', '2 veicoli', '5 veicoli', '22 veicoli', '101 veicoli'],
  en: ['0 vehicles', '1 vehicle', '2 vehicles', '5 vehicles', '22 vehicles', '101 vehicles'],
  fr: ['0 véhicule', '1 véhicule', '2 véhicules', '5 véhicules', '22 véhicules', '101 véhicules'],
  de: ['0 Fahrzeuge', '1 Fahrzeug', '2 Fahrzeuge', '5 Fahrzeuge', '22 Fahrzeuge', '101 Fahrzeuge'],
  el: ['0 οχήματα', '1 όχημα', '2 οχήματα', '5 οχήματα', '22 οχήματα', '101 οχήματα'],
  es: ['0 vehículos', '1 vehículo', '2 vehículos', '5 vehículos', '22 vehículos', '101 vehículos'],
  hu: ['0 jármű', '1 jármű', '2 jármű', '5 jármű', '22 jármű', '101 jármű'],
  pl: ['0 pojazdów', '1 pojazd', '2 pojazdy', '5 pojazdów', '22 pojazdy', '101 pojazdów'],
  pt: ['0 veículo', '1 veículo', '2 veículos', '5 veículos', '22 veículos', '101 veículos'],
  ro: ['0 vehicule', '1 vehicul', '2 vehicule', '5 vehicule', '22 de vehicule', '101 vehicule'],
};

describe('plurals', () => {
  const t = {} as Record<Language, TFunction>;
  beforeAll(async () => {
    for (const lng of LANGUAGES) {
      t[lng] = await i18next.createInstance().init({
        resources,
        lng,
        fallbackLng: false,
        interpolation: { escapeValue: false },
      });
    }
  });

  it.each(LANGUAGES.map((l) => [l]))(
    '%s needs exactly the forms Intl gives whole numbers',
    (lang) => {
      const rules = new Intl.PluralRules(lang);
      const used = new Set<string>();
      for (let n = 0; n <= 2_000; n++) used.add(rules.select(n));
      for (const n of [1e4, 1e5, 1e6, 2e6, 1e9]) used.add(rules.select(n));
      expect([...PLURAL_FORMS[lang]].sort()).toEqual([...used].sort());
    },
  );

  it('the counted keys include the vehicles, toasts, selections and the wall', () => {
    expect(bases).toEqual(
      expect.arrayContaining([
        'vehicles_count',
        'map.cluster_count',
        'common.toasts_more',
        'tags.trucks_count',
        'wall.vehicles',
        'wall.more',
        'bluetooth.shown',
      ]),
    );
  });

  it.each(LANGUAGES.map((l) => [l]))('%s says the vehicle count in its own grammar', (lang) => {
    expect(COUNTS.map((count) => t[lang]('vehicles_count', { count }))).toEqual(VEHICLES[lang]);
    expect(COUNTS.map((count) => t[lang]('map.cluster_count', { count }))).toEqual(VEHICLES[lang]);
  });

  it.each(LANGUAGES.map((l) => [l]))(
    '%s renders every counted key at 0, 1, 2, 5, 22, 101 and a million from its own form',
    (lang) => {
      const rules = new Intl.PluralRules(lang);
      for (const base of bases) {
        for (const count of [...COUNTS, 1_000_000]) {
          const form = `${base}_${rules.select(count)}`;
          expect(FLAT_MESSAGES[lang][form], `${lang} ${form}`).toBeDefined();
          const text = t[lang](base, { count, shown: 1, poi: 'P', plates: 'T1' });
          expect(text, `${lang} ${base} ${count}`).toBe(
            FLAT_MESSAGES[lang][form]!.replace('{{count}}', String(count))
              .replace('{{shown}}', '1')
              .replace('{{poi}}', 'P')
              .replace('{{plates}}', 'T1'),
          );
          expect(text).not.toContain('{{');
        }
      }
    },
  );
});
