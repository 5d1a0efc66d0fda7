import { useAtom } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributionControl, Map, type MapProps, type MapRef } from 'react-map-gl/maplibre';
import { MAP_DEFAULTS } from '@fleetdeck/shared';
import { failedStylesAtom, styleKey, type MapStyle } from './baseLayers.js';
import {
  loadBasemapData,
  loadRoads,
  loadWater,
  OFFLINE_STYLE_NAME,
  offlineStyle,
} from './basemap.js';
import { LabelImages } from './labels/labelImages.js';
import { shownLabels } from './labels/labelProbe.js';
import { watchOnlineStyle } from './labels/onlineFallback.js';
import { loadPlaces } from './labels/placeLabels.js';
import { maplibregl } from './mapLib.js';

type BaseMapProps = Omit<MapProps, 'mapLib' | 'mapStyle' | 'ref'> & {
  mapStyle: MapStyle;
  /** The map once made (null when it goes). */
  onMap: (map: MapRef | null) => void;
  children?: ReactNode;
};

/**
 * Every map of the product: MapLibre filling its box, opening on the spec's default view, with
 * the offline data (land, lakes and rivers, borders, roads, place names in the interface language) loaded into the
 * style once it is there, and again after a base layer switch. An online style that fails (its
 * style or tiles, or no answer in time) gives way to the offline map with a notice in words.
 */
export function BaseMap({ mapStyle, onMap, children, ...props }: BaseMapProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [mapRef, setMapRef] = useState<MapRef | null>(null);
  const [failed, setFailed] = useAtom(failedStylesAtom);
  const offline = useMemo(() => offlineStyle(), []);
  const key = styleKey(mapStyle, OFFLINE_STYLE_NAME);
  const fellBack = key !== undefined && failed.has(key);
  const online = key !== undefined && !fellBack;
  const shown = fellBack ? offline : mapStyle;
  const pixelRatio = props.pixelRatio ?? window.devicePixelRatio;
  const images = useMemo(() => new LabelImages(pixelRatio), [pixelRatio]);
  useEffect(() => onMap(mapRef), [mapRef, onMap]);
  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map || !online || key === undefined) return;
    return watchOnlineStyle(map, () => {
      console.warn(`online map "${key}" did not load: showing the offline map`);
      setFailed((current) => new Set(current).add(key));
    });
  }, [mapRef, online, key, setFailed]);
  const [placesIn, setPlacesIn] = useState(false);
  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    let stopKeeping: (() => void) | undefined;
    let ended = false;
    const load = (): void => {
      if (!map.getSource('land')) return;
      loadBasemapData(map).catch((error: unknown) =>
        console.error('basemap failed to load', error),
      );
      loadRoads(map).catch((error: unknown) => console.error('roads failed to load', error));
      loadWater(map).catch((error: unknown) =>
        console.error('lakes and rivers failed to load', error),
      );
      loadPlaces(map, language).then(
        (stop) => {
          stopKeeping?.();
          if (ended) return stop();
          stopKeeping = stop;
          setPlacesIn(true);
        },
        (error: unknown) => console.error('place names failed to load', error),
      );
    };
    // The style may be there before this runs (its sources can take data at once); the next
    // one (a base layer switch) says so with 'style.load'.
    // Labels' images are made when a tile asks for them (the map keeps the resolver across
    // style changes).
    map.setMissingStyleImageResolver((id) => {
      images.resolve(map, id);
      return Promise.resolve();
    });
    load();
    map.on('style.load', load);
    return () => {
      ended = true;
      stopKeeping?.();
      map.off('style.load', load);
      map.setMissingStyleImageResolver(null);
    };
  }, [mapRef, language, images]);
  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    // After a move the labels are final only once MapLibre has cut the new view's tiles and
    // placed their symbols: until then it answers from the last view's placement.
    let idleSinceMove = true;
    const idle = (): void => {
      idleSinceMove = true;
    };
    window.__fleetdeckBasemap = {
      style: key ?? 'offline',
      fellBack,
      settled: () => placesIn && idleSinceMove && map.loaded() && !map.isMoving(),
      labels: () => shownLabels(map, images),
      // As a user's move: the auto-fit leaves the camera where it was put.
      jumpTo: (center, zoom) => {
        idleSinceMove = false;
        map.jumpTo({ center, zoom }, { originalEvent: new Event('probe') });
        map.once('idle', idle);
      },
      project: (lngLat) => {
        const box = map.getContainer().getBoundingClientRect();
        const at = map.project(lngLat);
        const inBox = at.x >= 0 && at.y >= 0 && at.x <= box.width && at.y <= box.height;
        return inBox ? { x: box.left + at.x, y: box.top + at.y } : undefined;
      },
    };
    return () => {
      map.off('idle', idle);
    };
  }, [mapRef, key, fellBack, placesIn, images]);
  return (
    <Map
      ref={setMapRef}
      mapLib={maplibregl}
      initialViewState={{
        latitude: MAP_DEFAULTS.center.lat,
        longitude: MAP_DEFAULTS.center.lng,
        zoom: MAP_DEFAULTS.zoom,
      }}
      mapStyle={shown}
      style={{ position: 'absolute', inset: 0 }}
      attributionControl={false}
      {...props}
    >
      {/* The offline data's credit (GeoNames, Natural Earth, OpenStreetMap) is in the README:
          on a phone MapLibre's control lay over the scale. */}
      {online && <AttributionControl compact position="bottom-right" />}
      {fellBack && (
        <p className="basemap-notice" role="status">
          {t('map.online_unavailable')}
        </p>
      )}
      {children}
    </Map>
  );
}
