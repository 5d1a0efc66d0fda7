/** Colour modes (spec part 1, section 1); styles.css defines the tokens of each. */
export const COLOR_MODES = ['light', 'dark', 'colorblind', 'colorblind_dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** The label of each mode (shell area of the i18n resources). */
export const COLOR_MODE_LABELS: Record<ColorMode, string> = {
  light: 'theme.light',
  dark: 'theme.dark',
  colorblind: 'theme.colour_blind',
  colorblind_dark: 'theme.colour_blind_dark',
};

export const isColorMode = (value: unknown): value is ColorMode =>
  (COLOR_MODES as readonly unknown[]).includes(value);

const KEY = 'fleetdeck.colorMode';

function resolve(mode: ColorMode | null): ColorMode {
  if (mode) return mode;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Sets the colour mode on <html> (styles.css defines the tokens per mode) and remembers it so the
 * next page load starts in it before the configuration arrives.
 */
export function applyColorMode(mode: ColorMode | null): ColorMode {
  const resolved = resolve(mode);
  document.documentElement.dataset['theme'] = resolved;
  localStorage.setItem(KEY, resolved);
  return resolved;
}

/** Run before anything reads the colour tokens (the map reads them when its module loads). */
export function applyRememberedColorMode(): void {
  const remembered = localStorage.getItem(KEY);
  applyColorMode(isColorMode(remembered) ? remembered : null);
}
