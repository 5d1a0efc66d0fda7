import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { loadUserConfigAtom } from '../features/settings/userConfigAtoms.js';
import { loadCompaniesAtom } from './companies.js';

/** Loads the companies and the user's configuration (with its colour mode) once. */
export function useShellData(): void {
  const loadCompanies = useSetAtom(loadCompaniesAtom);
  const loadConfig = useSetAtom(loadUserConfigAtom);

  useEffect(() => {
    loadCompanies().catch((error: unknown) => console.warn('companies failed to load', error));
    loadConfig().catch((error: unknown) => console.warn('configuration failed to load', error));
  }, [loadCompanies, loadConfig]);
}
