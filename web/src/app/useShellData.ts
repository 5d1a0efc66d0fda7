import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { colorModeAtom, loadUserConfigAtom } from '../features/settings/userConfigAtoms.js';
import type { ColorMode } from '../features/settings/tempUserConfig.js';
import { loadCompaniesAtom } from './companies.js';

/** Loads the companies and the user's configuration once; answers the colour mode in force. */
export function useShellData(): ColorMode {
  const loadCompanies = useSetAtom(loadCompaniesAtom);
  const loadConfig = useSetAtom(loadUserConfigAtom);

  useEffect(() => {
    loadCompanies().catch((error: unknown) => console.warn('companies failed to load', error));
    loadConfig().catch((error: unknown) => console.warn('configuration failed to load', error));
  }, [loadCompanies, loadConfig]);

  return useAtomValue(colorModeAtom);
}
