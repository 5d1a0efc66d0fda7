import { areas as italian } from './locales/it/index.js';
import type { Language } from './languages.js';

export * from './languages.js';

type Messages = Record<string, string>;

/** One language's areas as flat dotted keys; a key defined by two areas throws. */
export function flatMessages(areas: readonly object[]): Messages {
  const out: Messages = {};
  for (const area of areas) {
    for (const [key, text] of Object.entries(area as Messages)) {
      if (key in out) throw new Error(`i18n key ${key} is defined by two areas`);
      out[key] = text;
    }
  }
  return out;
}

export interface NestedMessages {
  [key: string]: string | NestedMessages;
}

/** Dotted keys to the nested objects i18next reads; a key that is both leaf and prefix throws. */
export function nest(flat: Readonly<Messages>): NestedMessages {
  const root: NestedMessages = {};
  for (const [key, text] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const existing = node[part];
      if (last) {
        if (existing !== undefined) throw new Error(`i18n key ${key} collides with another key`);
        node[part] = text;
      } else {
        if (typeof existing === 'string') throw new Error(`i18n key ${key} extends a leaf key`);
        node = existing ?? (node[part] = {});
      }
    });
  }
  return root;
}

/** Italian, the fallback language: bundled with the app; its keys are every language's keys. */
export const FALLBACK_MESSAGES: Readonly<Messages> = flatMessages(italian);

/** Each other language in its own module (its own chunk in the web app), loaded when asked for. */
const LOADERS: Record<Exclude<Language, 'it'>, () => Promise<{ areas: readonly object[] }>> = {
  en: () => import('./locales/en/index.js'),
  fr: () => import('./locales/fr/index.js'),
  de: () => import('./locales/de/index.js'),
  el: () => import('./locales/el/index.js'),
  es: () => import('./locales/es/index.js'),
  hu: () => import('./locales/hu/index.js'),
  pl: () => import('./locales/pl/index.js'),
  pt: () => import('./locales/pt/index.js'),
  ro: () => import('./locales/ro/index.js'),
};

/** A language's flat messages: Italian at once, any other once its module has loaded. */
export async function loadMessages(language: Language): Promise<Readonly<Messages>> {
  return language === 'it' ? FALLBACK_MESSAGES : flatMessages((await LOADERS[language]()).areas);
}
