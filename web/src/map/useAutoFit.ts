import { useCallback, useEffect, useRef } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { MAP_DEFAULTS, type TruckId } from '@fleetdeck/shared';
import { autoFitCommand, type CameraCommand, type LngLat } from './autoFit.js';
import { fitInFreeView } from './freeView.js';
import type { VehicleBuffers } from './vehicles/vehicleBuffers.js';
import type { Observable } from 'rxjs';
import type { VehicleBuffersState } from './vehicles/vehicleStream.js';

const MOTION = { duration: MAP_DEFAULTS.flyToDurationMs };

export function runCamera(map: MaplibreMap, command: CameraCommand): void {
  if (command.kind === 'fit') {
    fitInFreeView(map, command.bounds, { maxZoom: MAP_DEFAULTS.focusMinZoom });
  } else if (command.kind === 'centre') {
    map.flyTo({ center: command.at, zoom: command.zoom, ...MOTION });
  } else {
    map.easeTo({
      center: command.at,
      ...(command.zoom === undefined ? {} : { zoom: command.zoom }),
      ...MOTION,
    });
  }
}

/** The vehicles the map may draw: a wall view fits its own trucks, not the fleet. */
function positions(buffers: VehicleBuffers): LngLat[] {
  const out: LngLat[] = [];
  for (let i = 0; i < buffers.length; i++) {
    if (buffers.passes[i] !== 1) continue;
    out.push([buffers.positions[i * 2] ?? 0, buffers.positions[i * 2 + 1] ?? 0]);
  }
  return out;
}

/**
 * Runs the spec's auto-fit as the fleet and the focus change: fits (or centres) when a fleet
 * first appears unless the user has moved the map since; flies to a newly focused vehicle and
 * follows it as it moves. Returns `fitAll` for the button, which also resumes auto-fit.
 */
export function useAutoFit(
  map: MaplibreMap | undefined,
  state$: Observable<VehicleBuffersState>,
  focusedId: TruckId | undefined,
  desktop: boolean,
): () => void {
  const stopped = useRef(false);
  const fitted = useRef(false);
  const focus = useRef<{ id: TruckId; at: LngLat } | undefined>(undefined);
  /** The focus flight's zoom, forgotten once the user moves the map. */
  const followZoom = useRef<number | undefined>(undefined);
  const latest = useRef<VehicleBuffersState | undefined>(undefined);
  /** The fleet view of the last state: a camera change re-emits the same one. */
  const lastView = useRef<VehicleBuffersState['view']>(undefined);

  useEffect(() => {
    if (!map) return;
    const onStart = (event: { originalEvent?: unknown }): void => {
      if (event.originalEvent) {
        stopped.current = true;
        followZoom.current = undefined;
      }
    };
    map.on('movestart', onStart);
    return () => {
      map.off('movestart', onStart);
    };
  }, [map]);

  // Per vehicle update, outside React: the stream replays its last state on subscription, so a
  // new focus is acted on at once.
  useEffect(() => {
    if (!map) return;
    const subscription = state$.subscribe((state) => {
      latest.current = state;
      const { buffers, view } = state;
      // A new snapshot fits again; the same view, re-emitted for a camera change (the fit's own
      // move ends synchronously when a new one interrupts it), must not start another fit.
      if (view !== lastView.current && view?.update.full) fitted.current = false;
      lastView.current = view;
      const at = focusedId === undefined ? undefined : buffers.positionOf(focusedId);
      const started = at !== undefined && focus.current?.id !== focusedId;
      const moved =
        at !== undefined &&
        !started &&
        (focus.current?.at[0] !== at[0] || focus.current?.at[1] !== at[1]);
      focus.current = at && focusedId !== undefined ? { id: focusedId, at } : undefined;
      if (at && !started && !moved) return;
      if (!at && fitted.current) return;
      const command = autoFitCommand({
        positions: at ? [] : positions(buffers),
        focused: at,
        focusStarted: started,
        followZoom: followZoom.current,
        currentZoom: map.getZoom(),
        desktop,
        stopped: stopped.current,
      });
      if (!command) return;
      if (started && command.kind === 'centre') followZoom.current = command.zoom;
      if (!at) fitted.current = true;
      runCamera(map, command);
    });
    return () => subscription.unsubscribe();
  }, [map, state$, focusedId, desktop]);

  return useCallback(() => {
    const state = latest.current;
    if (!map || !state) return;
    stopped.current = false;
    const command = autoFitCommand({
      positions: positions(state.buffers),
      focused: undefined,
      focusStarted: false,
      currentZoom: map.getZoom(),
      desktop,
      stopped: false,
    });
    if (command) runCamera(map, command);
  }, [map, desktop]);
}
