/** Interface languages (part 1 §1); Italian is the fallback. */
export const LANGUAGES = ['it', 'en', 'fr', 'de', 'el', 'es', 'hu', 'pl', 'pt', 'ro'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'it';

/** A locale such as `fr-FR`, `pt_BR` or `EL` to an interface language; unknown means Italian. */
export function resolveLanguage(locale: string | null | undefined): Language {
  const code = (locale ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Language) : FALLBACK_LANGUAGE;
}

/**
 * A language's messages for one area, typed against the Italian area: exactly its keys, so a
 * missing or stray key fails the type check before the tests run.
 */
export type AreaOf<Italian> = Record<keyof Italian, string>;
