import { useSyncExternalStore } from 'react';

/** A 1080p wall's map is the reference: on a wider screen it is enlarged to read the same. */
const REFERENCE_WIDTH = 1920;

/**
 * How much the wall's map is enlarged (CSS zoom): markers, clusters, labels and the basemap's
 * names grow with the screen as the wall's type does, in steps of a quarter so a resize by a few
 * pixels does not make the map again. Read as an external store: a resize between the first
 * render and the subscription is not missed (React reads the value again once subscribed).
 */
const mapScaleNow = () => Math.max(1, Math.round((window.innerWidth / REFERENCE_WIDTH) * 4) / 4);
const onWindowResize = (notify: () => void) => {
  // The window's resize event, and the page's box as a second witness of the same change.
  window.addEventListener('resize', notify);
  const observer = new ResizeObserver(notify);
  observer.observe(document.documentElement);
  return () => {
    window.removeEventListener('resize', notify);
    observer.disconnect();
  };
};
export function useMapScale(): number {
  return useSyncExternalStore(onWindowResize, mapScaleNow);
}
