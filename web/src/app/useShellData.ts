import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { derivationSettings$ } from '../data/fleetAtoms.js';
import { loadUserConfigAtom, userConfigAtom } from '../features/settings/userConfigAtoms.js';
import { loadCompaniesAtom } from './companies.js';

/**
 * Loads the companies and the user's configuration (with its colour mode) once, and keeps the
 * fleet derivations on the configuration's identification and colour choices.
 */
export function useShellData(): void {
  const loadCompanies = useSetAtom(loadCompaniesAtom);
  const loadConfig = useSetAtom(loadUserConfigAtom);

  useEffect(() => {
    loadCompanies().catch((error: unknown) => console.warn('companies failed to load', error));
    loadConfig().catch((error: unknown) => console.warn('configuration failed to load', error));
  }, [loadCompanies, loadConfig]);

  const config = useAtomValue(userConfigAtom);
  const { vehicleIdentification, iconColor, driversStatusColors } = config;
  useEffect(() => {
    derivationSettings$.next({ vehicleIdentification, iconColor, driversStatusColors });
  }, [vehicleIdentification, iconColor, driversStatusColors]);
}
