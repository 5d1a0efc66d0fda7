/**
 * The logged user as the spec keeps it in session storage (part 1, section 3): tokens, params
 * (Azienda = current company, Lingua, tz, infringment_nation), rules and a timestamp refreshed at
 * every change.
 */
import { LOCALE_DEFAULTS, type AbilityRule, type Licenses } from '@fleetdeck/shared';

export interface SessionParams {
  Azienda?: number;
  Lingua?: string;
  tz?: string;
  timezone?: string;
  infringment_nation?: string;
}

export interface LoggedUser {
  /** `helpdesk`: the user payload's admin.helpdesk (freight exchanges need it). */
  logged_user: { id: number; username: string; name: string; helpdesk?: boolean } | null;
  sso_token: string | null;
  tenant_token: string | null;
  params: SessionParams;
  rules: AbilityRule[] | null;
  licenses: Licenses[] | Record<string, Licenses> | null;
  rules_loaded: boolean;
  timestamp: number;
}

const KEY = 'fleetdeck.logged_user';

export const emptySession = (): LoggedUser => ({
  logged_user: null,
  sso_token: null,
  tenant_token: null,
  params: {},
  rules: null,
  licenses: null,
  rules_loaded: false,
  timestamp: Date.now(),
});

export function readSession(storage: Storage = sessionStorage): LoggedUser {
  try {
    const raw = storage.getItem(KEY);
    return raw
      ? { ...emptySession(), ...(JSON.parse(raw) as Partial<LoggedUser>) }
      : emptySession();
  } catch {
    return emptySession();
  }
}

export function writeSession(
  change: Partial<LoggedUser>,
  storage: Storage = sessionStorage,
): LoggedUser {
  const next = { ...readSession(storage), ...change, timestamp: Date.now() };
  storage.setItem(KEY, JSON.stringify(next));
  return next;
}

/** Company switch and language save: params and permissions go, the token stays. */
export function clearParamsAndRules(storage: Storage = sessionStorage): LoggedUser {
  return writeSession(
    { params: {}, logged_user: null, rules: null, licenses: null, rules_loaded: false },
    storage,
  );
}

export function clearSession(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}

/** The user's IANA zone from the session (tz, then timezone), else the spec's Europe/Rome. */
export function userTimeZone(): string {
  // No session where there is no window (a worker, a test in Node): the spec's zone.
  if (typeof sessionStorage === 'undefined') return LOCALE_DEFAULTS.timeZone;
  const { params } = readSession();
  return params.tz ?? params.timezone ?? LOCALE_DEFAULTS.timeZone;
}
