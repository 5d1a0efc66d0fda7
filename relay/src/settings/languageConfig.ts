/** What `GET /golia/config` offers: interface languages, time zones and infringement nations. */
export const LANGUAGE_OPTIONS = [
  { DESCRIZIONE: 'Italiano', TRANSLATION_LANGUAGE: 'it-IT' },
  { DESCRIZIONE: 'English', TRANSLATION_LANGUAGE: 'en-GB' },
  { DESCRIZIONE: 'Français', TRANSLATION_LANGUAGE: 'fr-FR' },
  { DESCRIZIONE: 'Deutsch', TRANSLATION_LANGUAGE: 'de-DE' },
  { DESCRIZIONE: 'Ελληνικά', TRANSLATION_LANGUAGE: 'el-GR' },
  { DESCRIZIONE: 'Español', TRANSLATION_LANGUAGE: 'es-ES' },
  { DESCRIZIONE: 'Magyar', TRANSLATION_LANGUAGE: 'hu-HU' },
  { DESCRIZIONE: 'Polski', TRANSLATION_LANGUAGE: 'pl-PL' },
  { DESCRIZIONE: 'Português', TRANSLATION_LANGUAGE: 'pt-PT' },
  { DESCRIZIONE: 'Română', TRANSLATION_LANGUAGE: 'ro-RO' },
] as const;

/** Nations whose rules a tachograph infringement can be judged by (ISO 3166 alpha-3). */
export const INFRINGEMENT_NATIONS = [
  ['AUT', 'Austria'],
  ['BEL', 'Belgium'],
  ['BGR', 'Bulgaria'],
  ['CHE', 'Switzerland'],
  ['CZE', 'Czechia'],
  ['DEU', 'Germany'],
  ['DNK', 'Denmark'],
  ['ESP', 'Spain'],
  ['FRA', 'France'],
  ['GRC', 'Greece'],
  ['HRV', 'Croatia'],
  ['HUN', 'Hungary'],
  ['ITA', 'Italy'],
  ['LUX', 'Luxembourg'],
  ['NLD', 'Netherlands'],
  ['POL', 'Poland'],
  ['PRT', 'Portugal'],
  ['ROU', 'Romania'],
  ['SVK', 'Slovakia'],
  ['SVN', 'Slovenia'],
].map(([CODE, NAME]) => ({ CODE: CODE ?? '', NAME: NAME ?? '' }));

export const TIME_ZONES: string[] = ['UTC', ...Intl.supportedValuesOf('timeZone')];

export function languageConfiguration() {
  return {
    languages: LANGUAGE_OPTIONS,
    timezones: TIME_ZONES.map((timeZone) => ({ timeZone })),
    infringment_nations: INFRINGEMENT_NATIONS,
  };
}
