import { describe, expect, it } from 'vitest';
import { FLAT_MESSAGES, LANGUAGES, type Language } from './allResources.js';
import { FORBIDDEN_EVERYWHERE, GLOSSARY, REGISTER, type Pattern } from './glossary.js';

/** Curly apostrophes as straight ones, so "l’étape" and "l'étape" read alike. */
const normalise = (text: string) => text.replace(/[’‘]/g, "'");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A stem anywhere in the text (German compounds, inflected endings), case-insensitive. */
const contains = (text: string, pattern: Pattern) =>
  typeof pattern === 'string'
    ? normalise(text).toLowerCase().includes(normalise(pattern).toLowerCase())
    : pattern.test(normalise(text));

/** A forbidden word at a word start (so "Pause" does not match "pausiert"), case-insensitive. */
const uses = (text: string, pattern: Pattern) =>
  typeof pattern === 'string'
    ? new RegExp(`(?<![\\p{L}])${escape(normalise(pattern))}`, 'iu').test(normalise(text))
    : pattern.test(normalise(text));

const tagged = (keys: readonly (string | RegExp)[]) => {
  const all = Object.keys(FLAT_MESSAGES.it);
  return keys.flatMap((key) => {
    if (key instanceof RegExp) return all.filter((k) => key.test(k));
    if (key.endsWith('.*')) return all.filter((k) => k.startsWith(key.slice(0, -1)));
    return [key];
  });
};

/** A key's text in a language; a counted key in any of its forms. */
const textsOf = (lang: Language, key: string): string[] => {
  const flat = FLAT_MESSAGES[lang];
  if (key in flat) return [flat[key]!];
  return Object.entries(flat)
    .filter(([k]) => k.replace(/_(zero|one|two|few|many|other)$/, '') === key)
    .map(([, v]) => v);
};

describe('glossary', () => {
  it('has a term for every language and unique ids', () => {
    expect(new Set(GLOSSARY.map((g) => g.id)).size).toBe(GLOSSARY.length);
    for (const g of GLOSSARY) expect(Object.keys(g.term).sort()).toEqual([...LANGUAGES].sort());
  });

  it('tags only keys the catalogue has', () => {
    const missing = GLOSSARY.flatMap((g) =>
      g.keys.flatMap((key) => {
        const keys = typeof key === 'string' && !key.endsWith('.*') ? [key] : tagged([key]);
        if (keys.length === 0) return [`${g.id}: ${String(key)} matches nothing`];
        return keys.filter((k) => textsOf('it', k).length === 0).map((k) => `${g.id}: ${k}`);
      }),
    );
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every tagged key uses the term', (lang) => {
    const wrong = GLOSSARY.flatMap((g) => {
      const forms = g.forms?.[lang] ?? [g.term[lang]];
      return tagged(g.keys).flatMap((key) =>
        textsOf(lang, key)
          .filter((text) => !forms.some((form) => contains(text, form)))
          .map((text) => `${g.id} (${g.term[lang]}) ${key}: ${text}`),
      );
    });
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('%s: no text uses a forbidden synonym', (lang) => {
    const wrong: string[] = [];
    for (const [key, text] of Object.entries(FLAT_MESSAGES[lang])) {
      for (const pattern of FORBIDDEN_EVERYWHERE)
        if (uses(text, pattern)) wrong.push(`${key}: ${text} (${String(pattern)})`);
      for (const g of GLOSSARY) {
        if (g.allowIn?.includes(key)) continue;
        for (const pattern of g.forbidden?.[lang] ?? [])
          if (uses(text, pattern))
            wrong.push(`${g.id} (${g.term[lang]}) ${key}: ${text} (not ${String(pattern)})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)('%s: the register has no informal marker', (lang) => {
    const wrong = Object.entries(FLAT_MESSAGES[lang]).flatMap(([key, text]) =>
      REGISTER[lang].informal
        .filter((pattern) => uses(text, pattern))
        .map((pattern) => `${key}: ${text} (${String(pattern)})`),
    );
    expect(wrong).toEqual([]);
  });
});
