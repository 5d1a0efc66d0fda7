import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE,
  COUNTED_KEYS,
  FLAT_MESSAGES,
  LANGUAGES,
  PLURAL_FORMS,
  PLURAL_SUFFIX,
  resolveLanguage,
  resources,
  type Language,
} from './allResources.js';

const pluralBases = COUNTED_KEYS;
/** The keys a language must have: every plain Italian key, each counted one in its own forms. */
const keysOf = (lang: Language) =>
  [
    ...Object.keys(FLAT_MESSAGES.it).filter((k) => !PLURAL_SUFFIX.test(k)),
    ...pluralBases.flatMap((base) => PLURAL_FORMS[lang].map((form) => `${base}_${form}`)),
  ].sort();
/** The Italian text a key of any language corresponds to (a plural form: Italian's "other"). */
const italianOf = (key: string) =>
  FLAT_MESSAGES.it[key] ?? FLAT_MESSAGES.it[key.replace(PLURAL_SUFFIX, '_other')];

/**
 * Words that are rightly the same as English in some languages (loanwords, brands, units,
 * technical names). Anything else equal to English outside `en` is an untranslated copy.
 */
const SAME_AS_ENGLISH = new Set(
  [
    // Names, brands, technical abbreviations and units: the same everywhere.
    'FleetDeck',
    'OpenStreetMap',
    'OpenFreeMap Liberty',
    'OpenFreeMap Positron',
    'OpenStreetMap (raster)', // it, fr, ro: the technical word
    'POIs', // de
    'Silica',
    'Sandbox',
    'Silkysand',
    'Gravelpit',
    'Messenger',
    'Telegram',
    'WhatsApp',
    'SMS',
    'Email',
    'K-Line',
    'All-CAN',
    'CAN',
    'FMS',
    'AdBlue (litres)',
    'AdBlue',
    'HVO',
    'LNG', // de, hu, el (GNL elsewhere)
    'Wi-Fi',
    'km',
    'min',
    'n.d.', // the spec's missing-value mark
    '{{speed}} km/h', // a figure and its unit
    // Loanwords and cognates that are the right word in at least one language.
    'Live', // de
    'Offline', // de, pl, pt
    'Password', // it
    'Self-service', // pt
    'No', // it, es
    'General', // es, ro
    'Model', // pl, ro
    'Name', // de
    'Start', // de, pl
    'Position', // fr, de
    'Route', // de
    'Radius (km)', // de
    'Radius (m)', // de
    'Restaurants', // fr, de
    'Restaurant', // fr, de, ro
    'Shop', // de
    'Satellite', // it, fr
    'Altitude', // fr, pt
    'Services', // fr
    'Suggestions', // fr
    'Accidents', // fr
    'Minutes', // fr
    'Distance', // fr
    'France', // fr
    'Benzene', // it
    'Card', // ro
  ].map((w) => w.toLowerCase()),
);
/** Keys whose text is a proper name in its own language (language endonyms). */
const SAME_KEYS = /^language\.name\./;

describe('i18n resources', () => {
  it('has ten languages with Italian as the fallback', () => {
    expect(LANGUAGES).toHaveLength(10);
    expect(FALLBACK_LANGUAGE).toBe('it');
  });

  it.each(LANGUAGES.map((l) => [l]))(
    '%s carries every Italian key (counted ones in exactly its plural forms), none empty',
    (lang) => {
      const messages = FLAT_MESSAGES[lang];
      expect(Object.keys(messages).sort()).toEqual(keysOf(lang));
      for (const key of keysOf(lang)) expect(messages[key]?.trim(), key).not.toBe('');
    },
  );

  it.each(LANGUAGES.map((l) => [l]))('%s keeps the Italian placeholders', (lang) => {
    const placeholders = (text = '') =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of keysOf(lang)) {
      expect(placeholders(FLAT_MESSAGES[lang][key]), `${lang} ${key}`).toEqual(
        placeholders(italianOf(key)),
      );
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en').map((l) => [l]))(
    '%s has no English copies',
    (lang) => {
      const copies = keysOf(lang).filter((key) => {
        const text = FLAT_MESSAGES[lang][key] ?? '';
        return (
          text === FLAT_MESSAGES.en[key] &&
          !SAME_KEYS.test(key) &&
          !SAME_AS_ENGLISH.has(text.toLowerCase())
        );
      });
      expect(copies).toEqual([]);
    },
  );

  it.each([
    ['fr-FR', 'fr'],
    ['pt_BR', 'pt'],
    ['EL', 'el'],
    ['ja-JP', 'it'],
    [undefined, 'it'],
  ])('locale %s resolves to %s', (locale, lang) => expect(resolveLanguage(locale)).toBe(lang));

  it('in i18next an unknown locale falls back to Italian and an unknown key shows the key', async () => {
    const t = await i18next.createInstance().init({
      resources,
      lng: 'ja',
      fallbackLng: FALLBACK_LANGUAGE,
      interpolation: { escapeValue: false },
    });
    expect(t('connecting')).toBe(FLAT_MESSAGES.it.connecting);
    expect(t('vehicles_count', { count: 3 })).toBe('3 veicoli');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
