import { atom } from 'jotai';
import type { Company, MasterSlave } from '@fleetdeck/shared';
import { apiFetch, apiJson } from './session/api.js';
import { companiesAnswer } from './session/answers.js';
import { clearParamsAndRules } from './session/session.js';

export const RELOAD_DELAY_MS = 1000;

export interface CompaniesState {
  list: Company[];
  current: Company | undefined;
  masterSlave: MasterSlave[];
}

export const companiesAtom = atom<CompaniesState | null>(null);

export const loadCompaniesAtom = atom(null, async (_get, set) => {
  const { data } = companiesAnswer.parse(await apiJson('/companies?include[]=permissions'));
  set(companiesAtom, {
    list: data.permissions,
    current: data.company ?? undefined,
    masterSlave: data.master_slave ?? [],
  });
});

/**
 * Spec part 1, section 4: on success the session params and permissions are cleared and the page
 * reloads after one second. Answers whether the switch succeeded.
 */
export async function switchCompany(
  companyId: number,
  reload: () => void = () => window.location.reload(),
): Promise<boolean> {
  const response = await apiFetch('/companies/change', {
    method: 'POST',
    body: JSON.stringify({ azienda: companyId }),
  });
  if (response.status !== 200) {
    console.warn('company change refused', response.status);
    return false;
  }
  clearParamsAndRules();
  setTimeout(reload, RELOAD_DELAY_MS);
  return true;
}
