import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, resolveLanguage, resources } from '@fleetdeck/shared';

void i18next.use(initReactI18next).init({
  resources,
  lng: resolveLanguage(navigator.language),
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
});
