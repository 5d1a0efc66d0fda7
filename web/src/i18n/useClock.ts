import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { clockFor, type Clock } from '@fleetdeck/shared';
import { userTimeZone } from '../app/session/session.js';

/** The one clock of the signed-in user: their zone, the interface language, 24 hours. */
export function useClock(): Clock {
  const { i18n } = useTranslation();
  const zone = userTimeZone();
  return useMemo(() => clockFor(i18n.language, zone), [i18n.language, zone]);
}
