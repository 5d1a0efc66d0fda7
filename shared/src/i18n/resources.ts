import { appMessages } from './locales/app.js';
import { LANGUAGES, type AreaMessages, type Language } from './languages.js';

export * from './languages.js';

/** Every area, merged; add a new area module here. */
const AREAS: readonly AreaMessages[] = [appMessages];

export interface NestedMessages {
  [key: string]: string | NestedMessages;
}

/** Dotted keys to the nested objects i18next reads; a key that is both leaf and prefix throws. */
function nest(flat: Readonly<Record<string, string>>): NestedMessages {
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

function flatten(language: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const area of AREAS) {
    for (const [key, text] of Object.entries(area[language])) {
      if (key in out) throw new Error(`i18n key ${key} is defined by two areas`);
      out[key] = text;
    }
  }
  return out;
}

/** Flat messages per language, for checks and tools. */
export const FLAT_MESSAGES = Object.fromEntries(LANGUAGES.map((l) => [l, flatten(l)])) as Record<
  Language,
  Record<string, string>
>;

/** i18next resources: one `translation` namespace per language. */
export const resources = Object.fromEntries(
  LANGUAGES.map((l) => [l, { translation: nest(FLAT_MESSAGES[l]) }]),
) as Record<Language, { translation: NestedMessages }>;
