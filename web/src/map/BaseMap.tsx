import { useEffect, useState, type ReactNode } from 'react';
import { Map, type MapProps, type MapRef } from 'react-map-gl/maplibre';
import { MAP_DEFAULTS } from '@fleetdeck/shared';
import type { MapStyle } from './baseLayers.js';
import { loadBasemapData, loadRoads } from './basemap.js';
import { maplibregl } from './mapLib.js';

type BaseMapProps = Omit<MapProps, 'mapLib' | 'mapStyle' | 'ref'> & {
  mapStyle: MapStyle;
  /** The map once made (null when it goes). */
  onMap: (map: MapRef | null) => void;
  children?: ReactNode;
};

/**
 * Every map of the product: MapLibre filling its box, opening on the spec's default view, with
 * the offline data (land, borders, roads) loaded into the style once it is there, and again
 * after a base layer switch.
 */
export function BaseMap({ mapStyle, onMap, children, ...props }: BaseMapProps) {
  const [mapRef, setMapRef] = useState<MapRef | null>(null);
  useEffect(() => onMap(mapRef), [mapRef, onMap]);
  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    const load = (): void => {
      if (!map.getSource('land')) return;
      loadBasemapData(map).catch((error: unknown) =>
        console.error('basemap failed to load', error),
      );
      loadRoads(map).catch((error: unknown) => console.error('roads failed to load', error));
    };
    // The first style may finish before this runs; a later base layer switch reloads it.
    if (map.isStyleLoaded()) load();
    else map.once('load', load);
    map.on('style.load', load);
    return () => {
      map.off('load', load);
      map.off('style.load', load);
    };
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
      mapStyle={mapStyle}
      style={{ position: 'absolute', inset: 0 }}
      attributionControl={false}
      {...props}
    >
      {children}
    </Map>
  );
}
