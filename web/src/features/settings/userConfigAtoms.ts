import { atom } from 'jotai';
import { atomWithObservable } from 'jotai/utils';
import {
  BehaviorSubject,
  combineLatest,
  distinctUntilChanged,
  filter,
  map,
  type Observable,
} from 'rxjs';
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

const DEFAULT_CONFIG = resolveUserConfig({});

/** The stored entry as loaded and changed in this page: the one source of the configuration. */
const stored$ = new BehaviorSubject<Stored | null>(null);

/**
 * The user's configuration for the current company, every key at its default until loaded: what
 * the fleet and map pipelines read, and what the atoms below show.
 */
export const userConfig$: Observable<UserConfig> = stored$.pipe(
  map((stored) => stored?.config ?? DEFAULT_CONFIG),
  distinctUntilChanged(),
);

/** True once the stored entry has answered, or failed to (the defaults then stand). */
const settled$ = new BehaviorSubject(false);

/**
 * The configuration once it is known: nothing until the stored entry has answered (or failed to,
 * then the defaults). The map's vehicle layers read this one, so a map made before the answer
 * draws nothing first under the defaults (clusters the user switched off, the default icons).
 */
export const settledUserConfig$: Observable<UserConfig> = combineLatest([
  userConfig$,
  settled$,
]).pipe(
  filter(([, settled]) => settled),
  map(([config]) => config),
  distinctUntilChanged(),
);

const storedAtom = atomWithObservable(() => stored$, { initialValue: () => stored$.value });

export const userConfigAtom = atom((get) => get(storedAtom)?.config ?? DEFAULT_CONFIG);
export const colorModeSettingAtom = atom((get) => get(storedAtom)?.colorMode ?? null);
const currentConfig = (): UserConfig => stored$.value?.config ?? DEFAULT_CONFIG;

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

export const loadUserConfigAtom = atom(null, async () => {
  try {
    const answer = await apiJson<{ data: Record<string, unknown> | null }>(STORE_QUERY);
    const colorMode = answer.data?.['colorMode'];
    const stored = {
      config: resolveUserConfig(answer.data),
      colorMode: isColorMode(colorMode) ? colorMode : null,
    };
    stored$.next(stored);
    switchColorMode(stored.colorMode, Promise.resolve());
  } finally {
    settled$.next(true);
  }
});

/** Every change is saved at once (spec part 1, section 4: configuration saving). */
export const updateUserConfigAtom = atom(null, (_get, _set, change: Partial<UserConfig>) => {
  const next = {
    config: { ...currentConfig(), ...change },
    colorMode: stored$.value?.colorMode ?? null,
  };
  stored$.next(next);
  return save(dataOf(next));
});

export const updateColorModeAtom = atom(null, (_get, _set, colorMode: ColorMode) => {
  const next = { config: currentConfig(), colorMode };
  stored$.next(next);
  const saved = save(dataOf(next));
  switchColorMode(colorMode, saved);
  return saved;
});

/** Reset posts empty data; what is shown returns to the defaults. */
export const resetUserConfigAtom = atom(null, () => {
  stored$.next({ config: DEFAULT_CONFIG, colorMode: null });
  const saved = save({});
  switchColorMode(null, saved);
  return saved;
});
