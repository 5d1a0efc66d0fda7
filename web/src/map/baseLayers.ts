import { atom } from 'jotai';
import { loadable } from 'jotai/utils';
import type { StyleSpecification } from 'maplibre-gl';
import { allowedLayers, type AppAbility, type MapConfig, type MapLayer } from '@fleetdeck/shared';

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

export interface BaseLayerChoice {
  choices: string[];
  active: string;
  styleUrl: string | undefined;
}

/**
 * The offline basemap always; named online layers only when configured and permitted. A stored
 * layer that is not among them gives way to the first allowed one (part 1 §4, map layer).
 */
export function baseLayerChoice(
  config: MapConfig,
  ability: AppAbility,
  stored: string,
): BaseLayerChoice {
  const configured = config.onlineLayers.map((l) => l.id as MapLayer);
  const online = allowedLayers(ability, configured);
  const choices = [OFFLINE_LAYER, ...online];
  const active = choices.includes(stored) ? stored : (online[0] ?? OFFLINE_LAYER);
  const styleUrl = config.onlineLayers.find((l) => l.id === active)?.styleUrl;
  return { choices, active, styleUrl };
}

export type MapStyle = string | StyleSpecification;
