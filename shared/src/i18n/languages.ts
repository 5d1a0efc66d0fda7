/** Interface languages (part 1 §1); Italian is the fallback. */
export const LANGUAGES = ['it', 'en', 'fr', 'de', 'el', 'es', 'hu', 'pl', 'pt', 'ro'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'it';

/** A locale such as `fr-FR`, `pt_BR` or `EL` to an interface language; unknown means Italian. */
export function resolveLanguage(locale: string | null | undefined): Language {
  const code = (locale ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : FALLBACK_LANGUAGE;
}

/** i18next's plural suffixes: the CLDR categories (`key_one`, `key_few`, ...). */
export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The plural forms each language needs for a count of things (a whole number): the categories
 * `Intl.PluralRules` gives whole numbers (Polish "other" is for fractions only; Italian, French,
 * Spanish and Portuguese "many" is for millions: "1.000.000 di veicoli"). Checked against Intl.
 */
export const PLURAL_FORMS = {
  it: ['one', 'many', 'other'],
  en: ['one', 'other'],
  fr: ['one', 'many', 'other'],
  de: ['one', 'other'],
  el: ['one', 'other'],
  es: ['one', 'many', 'other'],
  hu: ['one', 'other'],
  pl: ['one', 'few', 'many'],
  pt: ['one', 'many', 'other'],
  ro: ['one', 'few', 'other'],
} as const satisfies Record<Language, readonly PluralForm[]>;

type PluralKey<K> = K extends `${string}_${PluralForm}` ? K : never;
type PluralBase<K> = K extends `${infer Base}_${PluralForm}` ? Base : never;

/**
 * A language's messages for one area, typed against the Italian area: exactly its keys, so a
 * missing or stray key fails the type check before the tests run. A counted key (`key_one`,
 * `key_other` in Italian) takes exactly the plural forms of `L` instead.
 */
export type AreaOf<Italian, L extends Language = Language> = Record<
  Exclude<keyof Italian, PluralKey<keyof Italian>>,
  string
> &
  Record<`${PluralBase<keyof Italian & string>}_${(typeof PLURAL_FORMS)[L][number]}`, string>;
