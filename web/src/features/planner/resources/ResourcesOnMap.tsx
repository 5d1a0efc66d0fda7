import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { MAP_DEFAULTS, type ReachableAreasResult } from '@fleetdeck/shared';
import { cssColor } from '../../../map/cssColor.js';
import { setMapOverlay } from '../../../map/mapOverlays.js';
import { focusedTruckIdAtom } from '../../../map/selectionAtoms.js';
import { boundsOf, plannerColours } from '../plannerMap.js';
import {
  focusedResourceAtom,
  resourceSearchAtom,
  type ResourceSearchState,
} from './resourceState.js';
import type { FoundResource } from './resourceModel.js';
import { RESOURCE_LAYER_IDS, resourceLayers, type ResourceColours } from './resourceLayers.js';

const NO_AREAS: ReachableAreasResult['polygons'] = [];

/** The markers' colours from the theme's tokens (resources.css), read once per page. */
function resourceColours(): ResourceColours {
  return {
    fuel: cssColor('--resource-fuel', [230, 81, 0, 255]),
    parking: cssColor('--resource-parking', [21, 101, 192, 255]),
    poi: cssColor('--resource-poi', [46, 125, 50, 255]),
    freight: cssColor('--resource-freight', [123, 31, 162, 255]),
    outline: cssColor('--surface', [255, 255, 255, 255]),
    focus: cssColor('--text', [27, 36, 48, 255]),
    text: cssColor('--text', [27, 36, 48, 255]),
    planner: plannerColours(),
  };
}

/**
 * The resources of the pages shown on the live map while the planner is open (a component that
 * draws through the map's overlays and renders nothing); the focused one highlighted; each new
 * list fitted in view.
 */
export function ResourcesOnMap() {
  const state = useAtomValue(resourceSearchAtom);
  const [focused, setFocused] = useAtom(focusedResourceAtom);
  const truck = useAtomValue(focusedTruckIdAtom);
  // A vehicle focused takes the focus from the resource (one at a time, part 2 §3).
  useEffect(() => {
    if (truck !== undefined) setFocused(null);
  }, [truck, setFocused]);
  const [colours] = useState(resourceColours);
  const areas = state.status === 'done' ? state.areas : NO_AREAS;
  const resources = useMemo(
    () =>
      state.status === 'done'
        ? Object.values(state.kinds).flatMap((a) => ('items' in a ? a.items : []))
        : [],
    [state],
  );
  useEffect(
    () =>
      setMapOverlay('planner-resources', resourceLayers(resources, focused, areas, colours), [
        RESOURCE_LAYER_IDS.focused,
        RESOURCE_LAYER_IDS.label,
      ]),
    [resources, focused, areas, colours],
  );
  useEffect(() => () => setMapOverlay('planner-resources', []), []);
  useFitResources(state, resources);
  return null;
}

/** Each new list (a search, a page) is fitted in view with the search's centre. */
function useFitResources(state: ResourceSearchState, resources: readonly FoundResource[]): void {
  const { current: mapRef } = useMap();
  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map || state.status !== 'done' || state.paging) return;
    if (resources.length === 0 && state.areas.length === 0) return;
    const points = resources.map((r): [number, number] => [r.coordinate.x, r.coordinate.y]);
    const rings = state.areas.map((a) => a.ring);
    const bounds = boundsOf([[...points, [state.origin.lng, state.origin.lat]], ...rings]);
    if (!bounds) return;
    const [x, y] = MAP_DEFAULTS.fitBoundsPadding;
    map.fitBounds(bounds, {
      padding: { top: y, bottom: y, left: x, right: x },
      maxZoom: MAP_DEFAULTS.poiFocusZoom,
      duration: MAP_DEFAULTS.flyToDurationMs,
    });
  }, [state, resources, mapRef]);
}
