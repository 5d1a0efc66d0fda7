import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { cssColor } from '../../../map/cssColor.js';
import { setMapOverlay } from '../../../map/mapOverlays.js';
import { focusedResourceAtom, resourceSearchAtom } from './resourceAtoms.js';
import { RESOURCE_LAYER_IDS, resourceLayers, type ResourceColours } from './resourceLayers.js';

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
  };
}

/**
 * The resources of the pages shown on the live map while the planner is open (a component that
 * draws through the map's overlays and renders nothing); the focused one highlighted.
 */
export function ResourcesOnMap() {
  const state = useAtomValue(resourceSearchAtom);
  const focused = useAtomValue(focusedResourceAtom);
  const [colours] = useState(resourceColours);
  const resources = useMemo(
    () =>
      state.status === 'done'
        ? Object.values(state.kinds).flatMap((a) => ('items' in a ? a.items : []))
        : [],
    [state],
  );
  useEffect(
    () =>
      setMapOverlay('planner-resources', resourceLayers(resources, focused, colours), [
        RESOURCE_LAYER_IDS.focused,
        RESOURCE_LAYER_IDS.label,
      ]),
    [resources, focused, colours],
  );
  useEffect(() => () => setMapOverlay('planner-resources', []), []);
  return null;
}
