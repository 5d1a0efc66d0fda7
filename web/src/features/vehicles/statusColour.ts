import type { ColourRef } from '@fleetdeck/shared';

/** Fallbacks for tokens a colour mode may not define yet; the theme's own value wins. */
const FALLBACK: Record<string, string> = {
  'status-moving': '#2e7d32',
  'status-engine-on': '#ef8f00',
  'status-ignition': '#f2c200',
  'status-stopped': '#c62828',
  'status-stale': '#8a8f98',
  'activity-rest': '#1565c0',
  'activity-availability': '#00897b',
  'activity-work': '#ef8f00',
  'activity-driving': '#2e7d32',
  'activity-none': '#8a8f98',
};

/** A derived colour as a CSS value that follows the colour mode. */
export function cssColourOf(colour: ColourRef): string {
  if ('hex' in colour) return colour.hex;
  return `var(--${colour.token}, ${FALLBACK[colour.token] ?? 'currentColor'})`;
}
