import { useTranslation } from 'react-i18next';
import { clockLocale } from '@fleetdeck/shared';

/**
 * The locale the date and time fields are written in: the interface language (never the
 * browser's), through the one clock's mapping (English in the European order).
 */
export function useFieldLocale(): string {
  const { i18n } = useTranslation();
  return clockLocale(i18n.language);
}
