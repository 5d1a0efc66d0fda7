import { useEffect, useState } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { Camera } from './useClusters.js';

/** The settled camera (bounds and zoom), updated when a move ends rather than every frame. */
export function useCamera(map: MaplibreMap | undefined): Camera | undefined {
  const [camera, setCamera] = useState<Camera | undefined>(undefined);
  useEffect(() => {
    if (!map) return;
    const read = (): void => {
      const b = map.getBounds();
      setCamera({
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
  return camera;
}
