import { MAP_DEFAULTS } from '../constants/map.js';
import { MOBILE_MAX_WIDTH } from '../constants/app.js';
import type { Company, LanguageSettings } from '../domain/company.js';

/** Every route checks authentication first except auth, the shared-link view and error pages. */
export function routeNeedsAuth(routeName: string): boolean {
  return (
    routeName !== 'auth.index' &&
    routeName !== 'viewvehicle.index' &&
    !routeName.startsWith('error-')
  );
}

/** The mobile route table: a mobile user agent, or a window at most 991 px wide. */
export function isMobileLayout(windowWidth: number, mobileUserAgent: boolean): boolean {
  return mobileUserAgent || windowWidth <= MOBILE_MAX_WIDTH;
}

/** Switching is allowed only to a company in the user's permission list. */
export function canSwitchCompany(companies: readonly Pick<Company, 'id'>[], id: number): boolean {
  return companies.some((c) => c.id === id);
}

/** Language save does nothing with empty settings; only 200 and 204 count as success. */
export function canSaveLanguageSettings(settings: Partial<LanguageSettings> | null | undefined) {
  return Boolean(settings?.lingua || settings?.timeZone || settings?.infringNation);
}
export const isLanguageSaveSuccess = (status: number) => status === 200 || status === 204;

/** Only one vehicle or resource is focused at a time; focusing the focused one unfocuses it. */
export function toggleFocus<Id>(focused: Id | null, id: Id): Id | null {
  return focused === id ? null : id;
}

export type AutoFit = { kind: 'none' } | { kind: 'fit_all' } | { kind: 'centre'; minZoom: number };

/**
 * Map auto-fit (part 1 §4): with several vehicles and none focused, fit them all, unless auto-fit
 * is stopped or the map shows a shared link; exactly one vehicle is centred at zoom 13 or closer.
 */
export function autoFit(state: {
  vehicles: number;
  focused: boolean;
  stopped: boolean;
  sharedLink: boolean;
}): AutoFit {
  if (state.vehicles === 1) return { kind: 'centre', minZoom: MAP_DEFAULTS.singleVehicleMinZoom };
  if (state.vehicles > 1 && !state.focused && !state.stopped && !state.sharedLink) {
    return { kind: 'fit_all' };
  }
  return { kind: 'none' };
}
