import { atom } from 'jotai';
import { loadable } from 'jotai/utils';
import type { StyleSpecification } from 'maplibre-gl';
import {
  allowedLayers,
  MAP_LAYERS,
  type AppAbility,
  type MapConfig,
  type MapLayer,
  type OnlineLayer,
} from '@fleetdeck/shared';

export const OFFLINE_LAYER = 'offline';

const NO_ONLINE_LAYERS: MapConfig = { onlineLayers: [] };

const fetchedConfigAtom = atom(async (): Promise<MapConfig> => {
  try {
    const response = await fetch('/map/config');
    if (!response.ok) return NO_ONLINE_LAYERS;
    return (await response.json()) as MapConfig;
  } catch {
    return NO_ONLINE_LAYERS;
  }
});
const loadableConfigAtom = loadable(fetchedConfigAtom);

/** The relay's online layers; none while loading, or when it has none or cannot say. */
export const mapConfigAtom = atom((get) => {
  const config = get(loadableConfigAtom);
  return config.state === 'hasData' ? config.data : NO_ONLINE_LAYERS;
});

/**
 * Online styles that failed on this page (their style or tiles did not load), by `styleKey`:
 * a map given one of them shows the offline map instead, with a notice. Choosing a layer in the
 * menu tries them again.
 */
export const failedStylesAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Online styles whose first request answered on this page, by `styleKey`: shown from then on. */
export const reachedStylesAtom = atom<ReadonlySet<string>>(new Set<string>());

export type MapStyle = string | StyleSpecification;

/** What names an online style among the failed ones; undefined for the offline map. */
export function styleKey(style: MapStyle, offlineName: string): string | undefined {
  if (typeof style === 'string') return style;
  return style.name === offlineName ? undefined : style.name;
}

export interface BaseLayerChoice {
  choices: string[];
  active: string;
  style: MapStyle | undefined;
}

/** An online layer as MapLibre takes it: its style's URL, or a style of its raster tiles. */
export function onlineStyle(layer: OnlineLayer): MapStyle | undefined {
  if (layer.styleUrl) return layer.styleUrl;
  if (!layer.tiles) return undefined;
  return {
    version: 8,
    name: `online:${layer.id}`,
    sources: {
      tiles: {
        type: 'raster',
        tiles: [layer.tiles],
        tileSize: 256,
        maxzoom: 19,
        ...(layer.attribution ? { attribution: layer.attribution } : {}),
      },
    },
    layers: [{ id: 'tiles', type: 'raster', source: 'tiles' }],
  };
}

const isProductLayer = (id: string): id is MapLayer =>
  (MAP_LAYERS as readonly string[]).includes(id);

/**
 * The offline basemap always; named online layers only when configured and permitted (the
 * product's own layer names by their permission, the free OpenStreetMap ones always). A stored
 * layer that is not among them gives way to the first online one (part 1 §4, map layer): the
 * default is online, and the map falls back to the offline one when it does not load.
 */
export function baseLayerChoice(
  config: MapConfig,
  ability: AppAbility,
  stored: string,
): BaseLayerChoice {
  const product = allowedLayers(
    ability,
    config.onlineLayers.map((l) => l.id).filter(isProductLayer),
  );
  const online = config.onlineLayers
    .map((l) => l.id)
    .filter((id) => !isProductLayer(id) || product.includes(id));
  const choices = [OFFLINE_LAYER, ...online];
  const active = choices.includes(stored) ? stored : (online[0] ?? OFFLINE_LAYER);
  const layer = config.onlineLayers.find((l) => l.id === active);
  return { choices, active, style: layer ? onlineStyle(layer) : undefined };
}
