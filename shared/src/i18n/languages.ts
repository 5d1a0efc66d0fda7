/** Interface languages (part 1 §1); Italian is the fallback. */
export const LANGUAGES = ['it', 'en', 'fr', 'de', 'el', 'es', 'hu', 'pl', 'pt', 'ro'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'it';

/** A locale such as `fr-FR`, `pt_BR` or `EL` to an interface language; unknown means Italian. */
export function resolveLanguage(locale: string | null | undefined): Language {
  const code = (locale ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : FALLBACK_LANGUAGE;
}

/** One feature area's messages: flat dotted keys, the same set in every language. */
export type AreaMessages<K extends string = string> = Record<Language, Record<K, string>>;

/**
 * Declares an area. The keys come from Italian; every other language must carry exactly them, so
 * a missing or stray key fails the type check before the tests run.
 */
export function defineArea<K extends string>(
  messages: { it: Record<K, string> } & {
    [L in Exclude<Language, 'it'>]: Record<NoInfer<K>, string>;
  },
): AreaMessages<K> {
  return messages;
}
