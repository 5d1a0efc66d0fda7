import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { DELAYS_MS, isValidPassageRadius, VEHICLE_PASSAGE } from '@fleetdeck/shared';
import { circleBounds } from '../../map/freeView.js';
import { mapCommands$ } from '../../map/mapCommands.js';
import { setMapOverlay } from '../../map/mapOverlays.js';
import { useDimVehicles } from '../../map/vehicles/vehicleDisplay.js';
import { useDebounced } from '../../ui/useDebounced.js';
import { passageFormAtom, selectedPassageAtom } from './passageAtoms.js';
import { radiusKm } from './passageForm.js';
import { passageColours, passageLayerBuilder } from './passageLayers.js';

/**
 * The search on the live map while the panel is open: circle and marker at the chosen address
 * (the circle redrawn 300 ms after the radius last changed, at the last valid radius, and framed
 * whole in the free part of the map), the vehicles dimmed, and the selected passage's track. Closed, or unmounted, it leaves nothing on the map.
 */
export function usePassageMap(open: boolean): void {
  const form = useAtomValue(passageFormAtom);
  const selected = useAtomValue(selectedPassageAtom);
  const typed = useDebounced(radiusKm(form.radius), DELAYS_MS.passageCircleRedraw);
  const [drawn, setDrawn] = useState<number>(VEHICLE_PASSAGE.radiusDefaultKm);
  if (isValidPassageRadius(typed) && typed !== drawn) setDrawn(typed);
  const [build] = useState(() => passageLayerBuilder(passageColours()));
  const place = form.place;
  const centre = useMemo(
    (): [number, number] | undefined => (place ? [place.lng, place.lat] : undefined),
    [place],
  );
  const track = selected?.track.state === 'ready' ? selected.track.points : undefined;

  useEffect(() => {
    setMapOverlay('passage', open && centre ? build({ centre, radiusKm: drawn, track }) : []);
  }, [open, centre, drawn, track, build]);
  // The spec's zoom 15 on the address, further out when the whole circle would not fit in the
  // part of the map the panel and cards leave free; at each new address or radius.
  useEffect(() => {
    if (open && centre)
      mapCommands$.next({
        type: 'fit',
        bounds: circleBounds(centre, drawn),
        maxZoom: VEHICLE_PASSAGE.mapZoom,
      });
  }, [open, centre, drawn]);
  useEffect(() => () => setMapOverlay('passage', []), []);
  // The circle on the map: the trucks around dim so it reads.
  useDimVehicles('passage', open && centre !== undefined);
}
