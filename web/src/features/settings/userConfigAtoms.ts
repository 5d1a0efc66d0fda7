import { atom } from 'jotai';
import { apiJson } from '../../app/session/api.js';
import { applyColorMode } from '../../app/theme.js';
import { withDefaults, type ColorMode, type UserConfig } from './tempUserConfig.js';

const STORE_QUERY = '/store?type=user&key=geofleet';

const storedAtom = atom<UserConfig | null>(null);

/** The user's configuration for the current company, every key at its default until loaded. */
export const userConfigAtom = atom((get) => get(storedAtom) ?? withDefaults({}));

// Starts at the remembered mode that app/initialTheme.ts put on <html> before this module loaded.
const appliedModeAtom = atom<ColorMode>(
  (document.documentElement.dataset['theme'] as ColorMode | undefined) ?? 'light',
);
/** The colour mode in force; applied to <html> before it changes, so renders see its tokens. */
export const colorModeAtom = atom((get) => get(appliedModeAtom));

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
  set(appliedModeAtom, applyColorMode(config.colorMode));
  set(storedAtom, config);
});

/** Every change is saved at once (spec part 1, section 4: configuration saving). */
export const updateUserConfigAtom = atom(null, (get, set, change: Partial<UserConfig>) => {
  const next = { ...get(userConfigAtom), ...change };
  if (change.colorMode !== undefined) set(appliedModeAtom, applyColorMode(change.colorMode));
  set(storedAtom, next);
  return save(next);
});

/** Reset posts empty data; what is shown returns to the defaults. */
export const resetUserConfigAtom = atom(null, (_get, set) => {
  set(appliedModeAtom, applyColorMode(null));
  set(storedAtom, withDefaults({}));
  return save({});
});
