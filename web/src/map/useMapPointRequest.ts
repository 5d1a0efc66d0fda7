import { useEffect } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { mapPointRequest$ } from './mapOverlays.js';

/**
 * "Select on map" (inside the map): while `onPoint` is set, the next click on the map is handed
 * to it and the pointer is a crosshair; Esc calls `onLeave` (it leaves the mode, not the panel).
 */
export function useMapPointRequest(
  onPoint: ((lngLat: [number, number]) => void) | null,
  onLeave: () => void,
): void {
  const { current: mapRef } = useMap();
  const map = mapRef?.getMap();
  useEffect(() => {
    if (!onPoint) return;
    mapPointRequest$.next(onPoint);
    const canvas = map?.getCanvas();
    if (canvas) canvas.style.cursor = 'crosshair';
    const onKey = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onLeave();
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      mapPointRequest$.next(null);
      if (canvas) canvas.style.cursor = '';
      window.removeEventListener('keydown', onKey, true);
    };
  }, [onPoint, onLeave, map]);
}
