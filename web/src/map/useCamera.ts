import { useEffect } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { mapCamera$ } from './vehicles/vehicleStream.js';

/** Feeds the vehicle stream the settled camera (bounds and zoom) whenever a move ends. */
export function useCameraFeed(map: MaplibreMap | undefined): void {
  useEffect(() => {
    if (!map) return;
    const read = (): void => {
      const b = map.getBounds();
      mapCamera$.next({
        bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
        zoom: map.getZoom(),
      });
    };
    read();
    map.on('moveend', read);
    return () => {
      map.off('moveend', read);
    };
  }, [map]);
}
