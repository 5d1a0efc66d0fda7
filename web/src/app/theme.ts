import type { ColorMode } from '../features/settings/tempUserConfig.js';

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
  const known = ['light', 'dark', 'colorblind', 'colorblind_dark'];
  applyColorMode(remembered && known.includes(remembered) ? (remembered as ColorMode) : null);
}
