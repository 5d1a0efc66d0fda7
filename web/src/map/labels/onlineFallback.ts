import type { MapSourceDataEvent, Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';

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

/** The first address an online style needs: its style document, or one of its raster tiles. */
export function firstRequest(style: string | StyleSpecification): string | undefined {
  if (typeof style === 'string') return style;
  for (const source of Object.values(style.sources)) {
    const tiles = 'tiles' in source ? source.tiles : undefined;
    const url = tiles?.[0] ?? ('url' in source ? source.url : undefined);
    if (url) return url.replace('{z}', '0').replace('{x}', '0').replace('{y}', '0');
  }
  return undefined;
}

/**
 * Whether an online style can be reached: its first request answered well within `timeoutMs`.
 * The map shows the offline style while this is asked, so a network that drops packets (where
 * a request neither answers nor fails) never leaves a blank map. Aborted by `signal`: undefined.
 */
export async function reachable(
  style: string | StyleSpecification,
  signal: AbortSignal,
  timeoutMs = ONLINE_STYLE_TIMEOUT_MS,
): Promise<boolean | undefined> {
  const url = firstRequest(style);
  if (!url) return true; // nothing to fetch: MapLibre draws it from what it is given
  const ask = new AbortController();
  const abort = (): void => ask.abort();
  signal.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  try {
    const response = await fetch(url, { signal: ask.signal, mode: 'cors' });
    await response.body?.cancel();
    return signal.aborted ? undefined : response.ok;
  } catch {
    return signal.aborted ? undefined : false;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}
