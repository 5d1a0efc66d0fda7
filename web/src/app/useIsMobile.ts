import { useSyncExternalStore } from 'react';

/** Spec part 1, section 2: the mobile route table is used at widths up to 991 px. */
const QUERY = '(max-width: 991px)';
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

// One query list for the page: rows of the vehicle list ask on every render.
let media: MediaQueryList | undefined;
const mediaQuery = (): MediaQueryList => (media ??= window.matchMedia(QUERY));

function subscribe(onChange: () => void): () => void {
  const media = mediaQuery();
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function isMobileNow(): boolean {
  return MOBILE_AGENT.test(navigator.userAgent) || mediaQuery().matches;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow);
}
