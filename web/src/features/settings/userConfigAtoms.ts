import { atom } from 'jotai';
import { apiJson } from '../../app/session/api.js';
import { applyColorMode } from '../../app/theme.js';
import { withDefaults, type ColorMode, type UserConfig } from './tempUserConfig.js';

const STORE_QUERY = '/store?type=user&key=geofleet';

const storedAtom = atom<UserConfig | null>(null);

/** The user's configuration for the current company, every key at its default until loaded. */
export const userConfigAtom = atom((get) => get(storedAtom) ?? withDefaults({}));

/**
 * Applies a colour mode at once; when it differs from the one the page loaded with, reloads after
 * `saved` so the map's layers, which read the colour tokens when they load, follow it too.
 */
function switchColorMode(mode: ColorMode | null, saved: Promise<unknown>): void {
  const before = document.documentElement.dataset['theme'];
  if (applyColorMode(mode) !== before) void saved.then(() => window.location.reload());
}

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

export const loadUserConfigAtom = atom(null, async (_get, set) => {
  const answer = await apiJson<{ data: unknown }>(STORE_QUERY);
  const config = withDefaults(answer.data);
  set(storedAtom, config);
  switchColorMode(config.colorMode, Promise.resolve());
});

/** Every change is saved at once (spec part 1, section 4: configuration saving). */
export const updateUserConfigAtom = atom(null, (get, set, change: Partial<UserConfig>) => {
  const next = { ...get(userConfigAtom), ...change };
  set(storedAtom, next);
  const saved = save(next);
  if (change.colorMode !== undefined) switchColorMode(change.colorMode, saved);
  return saved;
});

/** Reset posts empty data; what is shown returns to the defaults. */
export const resetUserConfigAtom = atom(null, (_get, set) => {
  set(storedAtom, withDefaults({}));
  const saved = save({});
  switchColorMode(null, saved);
  return saved;
});
