import type { OnlineLayer } from '@fleetdeck/shared';

/**
 * Free OpenStreetMap base layers that need no key: OpenFreeMap's vector styles (their sources
 * carry their attribution) and the OpenStreetMap raster tiles.
 */
export const DEFAULT_ONLINE_STYLES = [
  'openfreemap_liberty=https://tiles.openfreemap.org/styles/liberty',
  'openfreemap_positron=https://tiles.openfreemap.org/styles/positron',
  'osm_raster=https://tile.openstreetmap.org/{z}/{x}/{y}.png',
].join(',');

const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/**
 * `id=url,id=url` (or `none`): the online layers in the order offered; a URL with `{z}` is a raster tile
 * template (attributed to OpenStreetMap's contributors), any other a MapLibre style.
 */
export function parseOnlineStyles(value: string): OnlineLayer[] {
  const layers: OnlineLayer[] = [];
  if (value.trim() === 'none') return layers;
  for (const entry of value.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const at = entry.indexOf('=');
    const id = entry.slice(0, at).trim();
    const address = entry.slice(at + 1).trim();
    if (at < 1 || !/^[a-z][a-z0-9_]{0,40}$/.test(id))
      throw new Error(`"${entry}": expected id=url, the id in lower-case letters, digits and _`);
    if (!URL.canParse(address.replaceAll(/\{[xyz]\}/g, '0')) || !/^https?:/.test(address))
      throw new Error(`"${entry}": the url is not an http(s) address`);
    if (layers.some((layer) => layer.id === id)) throw new Error(`"${id}" is listed twice`);
    layers.push(
      address.includes('{z}')
        ? { id, tiles: address, attribution: OSM_ATTRIBUTION }
        : { id, styleUrl: address },
    );
  }
  return layers;
}

/** The origins the page fetches the online layers from (the CSP's img-src and connect-src). */
export function onlineOrigins(layers: readonly OnlineLayer[]): string[] {
  const origins = layers.map(
    (layer) => new URL((layer.styleUrl ?? layer.tiles ?? '').replaceAll(/\{[xyz]\}/g, '0')).origin,
  );
  return [...new Set(origins)];
}
