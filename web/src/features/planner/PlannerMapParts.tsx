import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap } from 'react-map-gl/maplibre';
import { canUse } from '@fleetdeck/shared';
import { openPanelsAtom } from '../../app/panels.js';
import { fitInFreeView } from '../../map/freeView.js';
import { PAUSE_LAYER_IDS, plannerPauseLayers } from '../../map/layers/plannerPauses.js';
import { PLANNER_LAYER_IDS, plannerLayers } from '../../map/layers/plannerRoute.js';
import { overlayClicks, setMapOverlay } from '../../map/mapOverlays.js';
import { useMapPointRequest } from '../../map/useMapPointRequest.js';
import { useDimVehicles } from '../../map/vehicles/vehicleDisplay.js';
import { abilityAtom } from '../../permissions/abilityAtom.js';
import {
  plannerFormAtom,
  planStateAtom,
  selectOnMapAtom,
  setWaypointsAtom,
  shownRouteAtom,
} from './plannerAtoms.js';
import { pauseColours, shownPauses } from './plafond/pauseColours.js';
import { placedWaypoint } from './plannerForm.js';
import { ResourcesOnMap } from './resources/ResourcesOnMap.js';
import {
  boundsOf,
  coordinateLabel,
  plannerColours,
  plannerLayerInputs,
  routesOf,
} from './plannerMap.js';
import './plannerMap.css';

/**
 * The planner on the live map while its panel is open: the route, alternatives, waypoints and
 * isochrones (deck.gl, through the map's overlays), the map fitted to each new result, and the
 * select-on-map mode (the next click places the waypoint; the markers can be dragged; Esc leaves).
 */
export function PlannerMapParts() {
  const allowed = canUse(useAtomValue(abilityAtom), 'planner');
  const open = useAtomValue(openPanelsAtom).has('planner');
  return allowed && open ? <PlannerOnMap /> : null;
}

function PlannerOnMap() {
  const plan = useAtomValue(planStateAtom);
  const [shown, setShown] = useAtom(shownRouteAtom);
  const form = useAtomValue(plannerFormAtom);
  const selecting = useAtomValue(selectOnMapAtom);
  const [colours] = useState(plannerColours);
  const [pausePalette] = useState(pauseColours);
  const inputs = useMemo(
    () => plannerLayerInputs(plan, shown, form.waypoints, selecting !== null),
    [plan, shown, form.waypoints, selecting],
  );
  const pauses = useMemo(() => shownPauses(plan, shown), [plan, shown]);
  // The stages stay above vehicle markers and clusters: the user must see and drag them.
  useEffect(
    () =>
      setMapOverlay(
        'planner',
        [...plannerLayers(inputs, colours), ...plannerPauseLayers(pauses, pausePalette)],
        [PLANNER_LAYER_IDS.waypoints, PAUSE_LAYER_IDS.breaks, PAUSE_LAYER_IDS.rests],
      ),
    [inputs, colours, pauses, pausePalette],
  );
  useEffect(() => {
    overlayClicks.set(PLANNER_LAYER_IDS.alternatives, (object) =>
      setShown((object as { index: number }).index),
    );
    return () => {
      overlayClicks.delete(PLANNER_LAYER_IDS.alternatives);
      setMapOverlay('planner', []);
    };
  }, [setShown]);
  useFitResult();
  // A route or an area on the map: the trucks around dim so it reads.
  useDimVehicles('planner', plan.status === 'route' || plan.status === 'areas');
  useSelectOnMap();
  return (
    <>
      <ResourcesOnMap />
      {selecting !== null && <DraggableWaypoints />}
    </>
  );
}

/** Each new result is fitted in the free view (the routes, or the largest isochrone). */
function useFitResult(): void {
  const { current: mapRef } = useMap();
  const plan = useAtomValue(planStateAtom);
  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const lines =
      plan.status === 'route'
        ? routesOf(plan.result).map((r) => r.coordinates)
        : plan.status === 'areas'
          ? plan.result.polygons.map((p) => p.ring)
          : [];
    const bounds = boundsOf(lines);
    if (!bounds) return;
    // In the part of the map the panels and cards leave free.
    fitInFreeView(map, bounds);
  }, [plan, mapRef]);
}

/** Select-on-map: each click on the map places the waypoint; Esc leaves the mode. */
function useSelectOnMap(): void {
  const [selecting, setSelecting] = useAtom(selectOnMapAtom);
  const form = useAtomValue(plannerFormAtom);
  const setWaypoints = useSetAtom(setWaypointsAtom);
  const onPoint = useMemo(
    () =>
      selecting === null
        ? null
        : ([lng, lat]: [number, number]) => {
            const waypoints = [...form.waypoints];
            const waypoint = waypoints[selecting];
            if (!waypoint) return;
            waypoints[selecting] = placedWaypoint(waypoint, coordinateLabel(lat, lng), {
              lat,
              lng,
            });
            setWaypoints(waypoints);
          },
    [selecting, form.waypoints, setWaypoints],
  );
  const leave = useCallback(() => setSelecting(null), [setSelecting]);
  useMapPointRequest(onPoint, leave);
}

/** In select-on-map mode the waypoints are markers that can be dragged to a new place. */
function DraggableWaypoints() {
  const { t } = useTranslation();
  const form = useAtomValue(plannerFormAtom);
  const setWaypoints = useSetAtom(setWaypointsAtom);
  return form.waypoints.map((waypoint, i) => {
    const at = waypoint.coordinate?.referenceCoordinate;
    if (!at) return null;
    return (
      <Marker
        key={waypoint.id}
        longitude={at.x}
        latitude={at.y}
        draggable
        onDragEnd={(event) => {
          const { lat, lng } = event.lngLat;
          const waypoints = [...form.waypoints];
          waypoints[i] = placedWaypoint(waypoint, coordinateLabel(lat, lng), { lat, lng });
          setWaypoints(waypoints);
        }}
      >
        <span
          className="planner-marker"
          data-waypoint={i + 1}
          title={t('planner.drag_waypoint', { n: i + 1 })}
        >
          {i + 1}
        </span>
      </Marker>
    );
  });
}
