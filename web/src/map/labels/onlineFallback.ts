import type { MapSourceDataEvent, Map as MaplibreMap } from 'maplibre-gl';

/** An online style that has not loaded by then is taken as failed. */
export const ONLINE_STYLE_TIMEOUT_MS = 8000;
/** Once the online map has shown, this many failed tiles in a row make it fall back. */
const TILE_ERRORS_AFTER_SHOWN = 5;

/**
 * Watches an online style on `map`: it failed when its style cannot be fetched, when a tile
 * fails before the map first showed it whole, when tiles keep failing later, or when it has not
 * loaded within ONLINE_STYLE_TIMEOUT_MS. Calls `onFailed` once; answers the unsubscribe.
 */
export function watchOnlineStyle(map: MaplibreMap, onFailed: () => void): () => void {
  let shown = false;
  let errors = 0;
  let done = false;
  const fail = (): void => {
    if (done) return;
    done = true;
    stop();
    onFailed();
  };
  const onError = (): void => {
    errors += 1;
    if (!shown || errors >= TILE_ERRORS_AFTER_SHOWN) fail();
  };
  const onIdle = (): void => {
    shown = true;
    errors = 0;
    clearTimeout(timer);
  };
  const onTile = (event: MapSourceDataEvent): void => {
    if (event.tile) errors = 0;
  };
  const timer = setTimeout(() => {
    if (!shown) fail();
  }, ONLINE_STYLE_TIMEOUT_MS);
  map.on('error', onError);
  map.on('idle', onIdle);
  map.on('sourcedata', onTile);
  const stop = (): void => {
    clearTimeout(timer);
    map.off('error', onError);
    map.off('idle', onIdle);
    map.off('sourcedata', onTile);
  };
  return () => {
    done = true;
    stop();
  };
}
