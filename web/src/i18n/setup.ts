import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  FALLBACK_MESSAGES,
  loadMessages,
  nest,
  resolveLanguage,
  setNumbersLanguage,
  type Language,
} from '@fleetdeck/shared';
import { readSession } from '../app/session/session.js';

/** Italian (the fallback) ships with the app; every other language is fetched when first used. */
const ready = i18next.use(initReactI18next).init({
  resources: { [FALLBACK_LANGUAGE]: { translation: nest(FALLBACK_MESSAGES) } },
  lng: FALLBACK_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
});

let switching: Promise<void> = Promise.resolve();

/**
 * Shows the interface in `language`: its messages are loaded first, and only then does the text
 * change, so a switch never shows raw keys or a flash of another language. Switches run in order.
 */
export function switchLanguage(language: Language): Promise<void> {
  switching = switching.then(async () => {
    await ready;
    if (!i18next.hasResourceBundle(language, 'translation')) {
      const messages = await loadMessages(language);
      i18next.addResourceBundle(language, 'translation', nest(messages));
    }
    document.documentElement.lang = language;
    // Numbers follow the interface's language, set before the text changes and screens redraw.
    setNumbersLanguage(language);
    if (i18next.language !== language) await i18next.changeLanguage(language);
  });
  return switching;
}

/**
 * The first render's language, awaited before it: the signed-in user's (a reload, a direct link:
 * no detour through the browser's language), else the browser's.
 */
export function startI18n(): Promise<void> {
  const language = readSession().params.Lingua ?? navigator.language;
  return switchLanguage(resolveLanguage(language)).catch((error: unknown) => {
    // A language that fails to load leaves the interface in Italian rather than blank.
    console.error('interface language failed to load', error);
  });
}
