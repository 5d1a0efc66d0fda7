import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, resources } from '@fleetdeck/shared';

const browser = navigator.language.slice(0, 2);
const lng = (LANGUAGES as readonly string[]).includes(browser) ? browser : FALLBACK_LANGUAGE;

void i18next.use(initReactI18next).init({
  resources,
  lng,
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
});
