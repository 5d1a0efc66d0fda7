import { atom } from 'jotai';
import { resolveUserConfig, type UserConfig } from '@fleetdeck/shared';
import { apiJson } from '../../app/session/api.js';
import { applyColorMode, isColorMode, type ColorMode } from '../../app/theme.js';

const STORE_QUERY = '/store?type=user&key=geofleet';

/**
 * The stored entry: the domain's configuration plus the colour mode, which the app keeps in the
 * same free-form `geofleet` entry (null = follow the system's light or dark preference).
 */
interface Stored {
  config: UserConfig;
  colorMode: ColorMode | null;
}

const storedAtom = atom<Stored | null>(null);

/** The user's configuration for the current company, every key at its default until loaded. */
export const userConfigAtom = atom((get) => get(storedAtom)?.config ?? resolveUserConfig({}));
export const colorModeSettingAtom = atom((get) => get(storedAtom)?.colorMode ?? null);

let saving: Promise<unknown> = Promise.resolve();

/** Saves in order: a later change never lands before an earlier one. Failures are only logged. */
function save(data: Record<string, unknown>): Promise<unknown> {
  saving = saving.then(() =>
    apiJson('/store', {
      method: 'POST',
      body: JSON.stringify({ type: 'user', key: 'geofleet', data }),
    }).catch((error: unknown) => console.warn('saving the configuration failed', error)),
  );
  return saving;
}

const dataOf = ({ config, colorMode }: Stored): Record<string, unknown> =>
  colorMode ? { ...config, colorMode } : { ...config };

/**
 * Applies a colour mode at once; when it differs from the one the page loaded with, reloads after
 * `saved` so the map's layers, which read the colour tokens when they load, follow it too.
 */
function switchColorMode(mode: ColorMode | null, saved: Promise<unknown>): void {
  const before = document.documentElement.dataset['theme'];
  if (applyColorMode(mode) !== before) void saved.then(() => window.location.reload());
}

export const loadUserConfigAtom = atom(null, async (_get, set) => {
  const answer = await apiJson<{ data: Record<string, unknown> | null }>(STORE_QUERY);
  const colorMode = answer.data?.['colorMode'];
  const stored = {
    config: resolveUserConfig(answer.data),
    colorMode: isColorMode(colorMode) ? colorMode : null,
  };
  set(storedAtom, stored);
  switchColorMode(stored.colorMode, Promise.resolve());
});

/** Every change is saved at once (spec part 1, section 4: configuration saving). */
export const updateUserConfigAtom = atom(null, (get, set, change: Partial<UserConfig>) => {
  const next = {
    config: { ...get(userConfigAtom), ...change },
    colorMode: get(colorModeSettingAtom),
  };
  set(storedAtom, next);
  return save(dataOf(next));
});

export const updateColorModeAtom = atom(null, (get, set, colorMode: ColorMode) => {
  const next = { config: get(userConfigAtom), colorMode };
  set(storedAtom, next);
  const saved = save(dataOf(next));
  switchColorMode(colorMode, saved);
  return saved;
});

/** Reset posts empty data; what is shown returns to the defaults. */
export const resetUserConfigAtom = atom(null, (_get, set) => {
  set(storedAtom, { config: resolveUserConfig({}), colorMode: null });
  const saved = save({});
  switchColorMode(null, saved);
  return saved;
});
