import { useAtomValue, useSetAtom } from 'jotai';
import type { MapLibreOverlay } from '@deck.gl/maplibre';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  Map,
  NavigationControl,
  ScaleControl,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import { MAP_DEFAULTS } from '@fleetdeck/shared';
import { loadBasemapData, loadRoads, offlineStyle } from './basemap.js';
import { DeckOverlay } from './DeckOverlay.js';
import { vehiclesLayer } from './layers/vehiclesLayer.js';
import { maplibregl } from './mapLib.js';
import { exposeMapState } from './mapState.js';
import { selectedTruckIdAtom } from './selectionAtoms.js';
import { vehicleBuffersAtom } from './vehicleAtoms.js';

/** The full-screen live map: offline basemap plus every vehicle drawn by deck.gl. */
export function FleetMap() {
  const vehicles = useAtomValue(vehicleBuffersAtom);
  const style = useMemo(() => offlineStyle(), []);
  const [mapRef, setMapRef] = useState<MapRef | null>(null);
  const vehicleLayer = useMemo(() => vehiclesLayer(vehicles.buffers), [vehicles]);
  const layers = useMemo(() => [vehicleLayer], [vehicleLayer]);

  const select = useSetAtom(selectedTruckIdAtom);
  const overlayRef = useRef<MapLibreOverlay | null>(null);
  const onClick = useCallback(
    (event: MapLayerMouseEvent) => {
      const info = overlayRef.current?.pickObject({
        x: event.point.x,
        y: event.point.y,
        radius: 6,
        layerIds: ['vehicles'],
      });
      if (info && info.index >= 0) select(vehicles.buffers.idAt(info.index));
    },
    [select, vehicles.buffers],
  );

  useEffect(() => {
    exposeMapState(vehicleLayer, vehicles.buffers, vehicles.seq, mapRef?.getMap());
  }, [vehicleLayer, vehicles, mapRef]);

  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const load = (): void => {
      loadBasemapData(map).catch((error: unknown) =>
        console.error('basemap failed to load', error),
      );
      loadRoads(map).catch((error: unknown) => console.error('roads failed to load', error));
    };
    if (map.isStyleLoaded()) load();
    else map.once('load', load);
  }, [mapRef]);

  return (
    <Map
      ref={setMapRef}
      mapLib={maplibregl}
      initialViewState={{
        latitude: MAP_DEFAULTS.center.lat,
        longitude: MAP_DEFAULTS.center.lng,
        zoom: MAP_DEFAULTS.zoom,
      }}
      mapStyle={style}
      style={{ position: 'absolute', inset: 0 }}
      attributionControl={false}
      onClick={onClick}
    >
      <DeckOverlay interleaved layers={layers} overlayRef={overlayRef} />
      <NavigationControl position="bottom-right" showCompass={false} />
      <ScaleControl position="bottom-left" unit="metric" />
    </Map>
  );
}
