// Every language at once, for the relay, tests and tools (`@fleetdeck/shared/i18n/all`). The web
// app does not import this: it loads languages one by one (`loadMessages`).
import { areas as de } from './locales/de/index.js';
import { areas as el } from './locales/el/index.js';
import { areas as en } from './locales/en/index.js';
import { areas as es } from './locales/es/index.js';
import { areas as fr } from './locales/fr/index.js';
import { areas as hu } from './locales/hu/index.js';
import { areas as it } from './locales/it/index.js';
import { areas as pl } from './locales/pl/index.js';
import { areas as pt } from './locales/pt/index.js';
import { areas as ro } from './locales/ro/index.js';
import type { Language } from './languages.js';
import { flatMessages, nest, type NestedMessages } from './resources.js';

export * from './resources.js';

const AREAS: Record<Language, readonly object[]> = { it, en, fr, de, el, es, hu, pl, pt, ro };

/** Flat messages per language, for checks and tools. */
export const FLAT_MESSAGES = Object.fromEntries(
  Object.entries(AREAS).map(([language, areas]) => [language, flatMessages(areas)]),
) as Record<Language, Record<string, string>>;

/** i18next resources: one `translation` namespace per language. */
export const resources = Object.fromEntries(
  Object.entries(FLAT_MESSAGES).map(([language, flat]) => [language, { translation: nest(flat) }]),
) as Record<Language, { translation: NestedMessages }>;

/** A plural form's suffix on a key (`_one`, `_few`, ...). */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The counted keys by their base (`tags.trucks_count` for `tags.trucks_count_one`, ...). */
export const COUNTED_KEYS: readonly string[] = [
  ...new Set(
    Object.keys(FLAT_MESSAGES.it)
      .filter((k) => PLURAL_SUFFIX.test(k))
      .map((k) => k.replace(PLURAL_SUFFIX, '')),
  ),
].sort();
