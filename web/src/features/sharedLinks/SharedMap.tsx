import { useEffect, useMemo, useRef, useState } from 'react';
import { NavigationControl, ScaleControl, type MapRef } from 'react-map-gl/maplibre';
import { autoFit, MAP_DEFAULTS } from '@fleetdeck/shared';
import { BaseMap } from '../../map/BaseMap.js';
import { offlineStyle } from '../../map/basemap.js';
import { cssColor } from '../../map/cssColor.js';
import { DeckLayers } from '../../map/DeckLayers.js';
import { sharedVehicleLayers, type SharedVehicle } from './sharedVehiclesLayer.js';

type Rgba = [number, number, number, number];
const [fitX, fitY] = MAP_DEFAULTS.fitBoundsPadding;
const FIT_PADDING = { top: fitY, bottom: fitY, left: fitX, right: fitX };
const rgba = (token: string, fallback: Rgba): Rgba => {
  const [r, g, b, a] = cssColor(token, fallback);
  return [r, g, b, a];
};

/**
 * The public view's map: the offline basemap and only the shared trucks, with their plates. One
 * truck is kept centred (part 1 §4 auto-fit); several are fitted once, then left to the viewer.
 */
export function SharedMap({ vehicles }: { vehicles: SharedVehicle[] }) {
  const style = useMemo(() => offlineStyle(), []);
  const [mapRef, setMapRef] = useState<MapRef | null>(null);
  const fitted = useRef(false);
  const colors = useMemo(
    () => ({
      moving: rgba('--status-moving', [46, 125, 50, 255]),
      stopped: rgba('--status-stopped', [198, 40, 40, 255]),
      text: rgba('--text', [27, 36, 48, 255]),
      halo: rgba('--surface', [255, 255, 255, 255]),
    }),
    [],
  );
  const layers = useMemo(() => sharedVehicleLayers(vehicles, colors), [vehicles, colors]);

  useEffect(() => {
    const map = mapRef?.getMap();
    const [first] = vehicles;
    if (!map || !first) return;
    const fit = autoFit({
      vehicles: vehicles.length,
      focused: false,
      stopped: false,
      sharedLink: true,
    });
    if (fit.kind === 'centre') {
      map.jumpTo({ center: first.position, zoom: Math.max(map.getZoom(), fit.minZoom) });
    } else if (!fitted.current) {
      const lngs = vehicles.map((v) => v.position[0]);
      const lats = vehicles.map((v) => v.position[1]);
      map.fitBounds(
        [
          [Math.min(...lngs), Math.min(...lats)],
          [Math.max(...lngs), Math.max(...lats)],
        ],
        // The status bar sits over the top edge: keep markers clear of it.
        { padding: { ...FIT_PADDING, top: FIT_PADDING.top + 40 }, duration: 0 },
      );
    }
    fitted.current = true;
  }, [mapRef, vehicles]);

  return (
    <BaseMap onMap={setMapRef} mapStyle={style}>
      <DeckLayers layers={layers} />
      <NavigationControl position="bottom-right" showCompass={false} />
      <ScaleControl position="bottom-left" unit="metric" />
    </BaseMap>
  );
}
