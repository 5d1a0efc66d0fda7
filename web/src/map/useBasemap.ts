import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { userConfigAtom } from '../features/settings/userConfigAtoms.js';
import { abilityAtom } from '../permissions/abilityAtom.js';
import {
  baseLayerChoice,
  mapConfigAtom,
  type BaseLayerChoice,
  type MapStyle,
} from './baseLayers.js';
import { offlineStyle } from './basemap.js';

/**
 * The signed-in user's base layer: an online style when configured and permitted, else the
 * offline one; with the choices the map's layer control offers. An online style that fails is
 * replaced by the offline one in BaseMap.
 */
export function useBaseLayer(): { base: BaseLayerChoice; style: MapStyle } {
  const config = useAtomValue(userConfigAtom);
  const ability = useAtomValue(abilityAtom);
  const mapConfig = useAtomValue(mapConfigAtom);
  const base = baseLayerChoice(mapConfig, ability, config.activeMap);
  const offline = useMemo(() => offlineStyle(), []);
  return { base, style: base.style ?? offline };
}
