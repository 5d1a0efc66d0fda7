import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NavigationControl,
  Popup,
  ScaleControl,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import {
  clockFor,
  DRIVER_ACTIVITIES,
  LOCALE_DEFAULTS,
  type ActivityFeature,
} from '@fleetdeck/shared';
import { DeckLayers } from '../../map/DeckLayers.js';
import type { DeckControl } from '../../map/deckOverMap.js';
import { BaseMap } from '../../map/BaseMap.js';
import { fitInFreeView } from '../../map/freeView.js';
import { useBaseLayer } from '../../map/useBasemap.js';
import { useAddress } from '../vehicle/useAddress.js';
import { ReplayMarkers } from './replayMarkers.js';
import { nextStopOf, type StopGroup } from './stopGroups.js';
import {
  REPLAY_TEXT_MS,
  ReplayFrame,
  throttled,
  type ReplayClock,
  type ReplayTruck,
} from './replay.js';
import {
  ACTIVITIES_LAYER_ID,
  ROUTE_LAYER_ID,
  routeLayers,
  STOPS_LAYER_ID,
  type NumberedStop,
  type ReplayedVehicle,
  type RoutePath,
} from './routeLayers.js';
import '../../map/map.css';

interface AnalyserMapProps {
  path: RoutePath | undefined;
  stops: readonly NumberedStop[];
  activities: readonly ActivityFeature[];
  section: [number, number][] | undefined;
  selectedStop: number | undefined;
  onStop: (n: number) => void;
  /** Position mode: the last point, shown and centred instead of a route. */
  position: [number, number] | undefined;
  /** The shared cursor's place on the route. */
  cursor: [number, number] | undefined;
  /** Trucks drawn when there is no replay instant (Position mode: the last point). */
  vehicles: readonly ReplayedVehicle[];
  /** The replay: its clock and the trucks it moves (the analysed one first). */
  replay: { clock: ReplayClock; trucks: readonly ReplayTruck[] } | undefined;
  companions: readonly RoutePath[];
  /** Keep the replayed truck in view. */
  follow: boolean;
  /** Receives the function that takes the map's picture of this truck alone (the PDF report). */
  snapshot?: { current: (() => Promise<HTMLCanvasElement>) | undefined };
  timeZone: string;
}

interface RoutePoint {
  index: number;
  lng: number;
  lat: number;
}

/**
 * The analyser's map: the route by speed, start and finish, numbered stops and activity markers
 * over the product's basemap. Hovering the route highlights it; a click on it opens a popup with
 * the nearest report (time, speed, address); a click on a stop selects it on the timeline.
 */
export function AnalyserMap(props: AnalyserMapProps) {
  const { path, stops, activities, section, selectedStop, onStop, position, cursor, timeZone } =
    props;
  const { vehicles, replay, companions, follow, snapshot } = props;
  const [mapRef, setMapRef] = useState<MapRef | null>(null);
  const map = mapRef?.getMap();
  const { style } = useBaseLayer();
  const [deck, setDeck] = useState<DeckControl | null>(null);
  // The replayed trucks, on a 2D canvas above the route's.
  const [markers, setMarkers] = useState<ReplayMarkers | null>(null);
  useEffect(() => {
    if (!map) return;
    const made = new ReplayMarkers(map);
    setMarkers(made);
    return () => {
      made.remove();
      setMarkers(null);
    };
  }, [map]);
  const [hover, setHover] = useState(false);
  // A performance mark at the first frame that shows a new route (the analyser bench reads it).
  const shownPath = useRef<RoutePath | undefined>(undefined);
  const drawnPath = useRef<RoutePath | undefined>(undefined);
  useEffect(() => {
    shownPath.current = path;
  }, [path]);
  const mapShown = useRef(false);
  const noteDrawn = useCallback(() => {
    // The map's first frame (the bench tells the route's time from the map's own start-up).
    if (!mapShown.current) performance.mark('analyser-map-ready');
    mapShown.current = true;
    const current = shownPath.current;
    if (!current || current === drawnPath.current) return;
    drawnPath.current = current;
    performance.mark('analyser-route-drawn', { detail: current.positions.length });
  }, []);
  // The zoom the stops are grouped at, in quarter steps (a zoom's frames group them once).
  const [zoom, setZoom] = useState(0);
  useEffect(() => {
    if (!map) return;
    const note = () => setZoom(Math.round(map.getZoom() * 4) / 4);
    note();
    map.on('zoomend', note);
    return () => {
      map.off('zoomend', note);
    };
  }, [map]);
  const [popup, setPopup] = useState<RoutePoint>();
  const [activityPopup, setActivityPopup] = useState<ActivityFeature>();

  const layers = useMemo(
    () =>
      routeLayers({
        path,
        stops,
        activities,
        section,
        routeState: popup ? 'selected' : hover ? 'hover' : 'normal',
        selectedStop,
        cursor,
        companions,
        zoom,
      }),
    [path, stops, activities, section, popup, hover, selectedStop, cursor, companions, zoom],
  );

  // The report's picture shows this truck alone: its route, stops and activities, without the
  // trucks replayed with it, the cursor or a selection; the screen's layers come back after.
  useEffect(() => {
    if (!snapshot) return;
    snapshot.current = deck
      ? async () => {
          deck.setLayers(
            routeLayers({
              path,
              stops,
              activities,
              section: undefined,
              routeState: 'normal',
              selectedStop: undefined,
              cursor: undefined,
              companions: [],
              zoom,
            }),
          );
          try {
            return await deck.snapshot();
          } finally {
            deck.setLayers(layers);
          }
        }
      : undefined;
  }, [snapshot, deck, path, stops, activities, layers, zoom]);

  useEffect(() => {
    if (path && path !== drawnPath.current) performance.mark('analyser-route-layers');
    deck?.setLayers(layers);
  }, [deck, layers, path]);

  // The trucks are drawn on their own 2D canvas above the route's, from the replay's clock when it
  // has an instant: a replay frame draws only them (no WebGL canvas is drawn again), here,
  // without rendering this component (or the screen) again. Following moves the map only when
  // the truck leaves the middle half of the view, so the basemap is not drawn again on every
  // replay frame.
  useEffect(() => {
    if (!markers) return;
    const frame = new ReplayFrame();
    // The labels' text follows every REPLAY_TEXT_MS, taken in the same call that gives the
    // chart's readings their instant (one ticker calls both): the truck and the cursor then say
    // the same speed, where a label taken on the next frame was a frame's replay time later (ten
    // seconds of the route at 600x). A frame already drawn at that instant is not drawn again.
    let textDue = true;
    let drawnAt: number | undefined;
    const draw = () => {
      const t = replay?.clock.get();
      const playing = replay && t !== undefined;
      if (playing && t === drawnAt && !textDue) return;
      drawnAt = t;
      if (playing) frame.update(t, replay.trucks);
      const moving = playing ? frame.vehicles : vehicles;
      markers.set(moving, !playing || textDue);
      textDue = false;
      const main = moving[0];
      if (!map || !follow || !main || !playing) return;
      const p = map.project(main.position);
      // The size of the map's drawing buffer, not of its box: reading layout here would force
      // it on each frame.
      const ratio = map.getPixelRatio();
      const w = map.getCanvas().width / ratio;
      const h = map.getCanvas().height / ratio;
      if (p.x < w / 4 || p.x > (3 * w) / 4 || p.y < h / 4 || p.y > (3 * h) / 4)
        map.easeTo({ center: main.position, duration: 300 });
    };
    draw();
    if (!replay) return;
    const stopText = throttled(
      replay.clock,
      REPLAY_TEXT_MS,
    )(() => {
      textDue = true;
      draw();
    });
    const stopDraw = replay.clock.subscribe(draw);
    return () => {
      stopText();
      stopDraw();
    };
  }, [markers, map, vehicles, replay, follow]);

  // A new route (or the selected section) is framed whole, and framed again when the map's box
  // changes size (the timeline appearing below it) until the user moves the map.
  useEffect(() => {
    if (!map) return;
    const points = section && section.length > 1 ? section : path?.positions;
    if (!points || points.length === 0) {
      if (position) map.jumpTo({ center: position, zoom: 13 });
      return;
    }
    let [w, s, e, n] = [180, 90, -180, -90];
    for (const [lng, lat] of points) {
      w = Math.min(w, lng);
      e = Math.max(e, lng);
      s = Math.min(s, lat);
      n = Math.max(n, lat);
    }
    // In the part of the map that the cards over it leave free.
    const fit = () =>
      fitInFreeView(
        map,
        [
          [w, s],
          [e, n],
        ],
        { maxZoom: 15, duration: 0 },
      );
    fit();
    let moved = false;
    const onUserMove = (event: { originalEvent?: unknown }) => {
      if (event.originalEvent) moved = true;
    };
    const onResize = () => {
      if (!moved) fit();
    };
    map.on('movestart', onUserMove);
    map.on('resize', onResize);
    return () => {
      map.off('movestart', onUserMove);
      map.off('resize', onResize);
    };
  }, [map, path, section, position]);

  const pick = useCallback(
    (event: MapLayerMouseEvent, layerIds: string[]) =>
      deck?.pickObject({ x: event.point.x, y: event.point.y, radius: 6, layerIds }),
    [deck],
  );
  const onMove = useCallback(
    (event: MapLayerMouseEvent) => {
      const over = !!pick(event, [ROUTE_LAYER_ID, STOPS_LAYER_ID, ACTIVITIES_LAYER_ID])?.layer;
      setHover((h) => (h === over ? h : over));
      if (map) map.getCanvas().style.cursor = over ? 'pointer' : '';
    },
    [pick, map],
  );
  const onClick = useCallback(
    (event: MapLayerMouseEvent) => {
      const info = pick(event, [STOPS_LAYER_ID, ACTIVITIES_LAYER_ID, ROUTE_LAYER_ID]);
      setActivityPopup(undefined);
      if (info?.layer?.id === STOPS_LAYER_ID) {
        // Stops drawn as one marker: each click selects the next of them.
        onStop(nextStopOf(info.object as StopGroup, selectedStop));
        return;
      }
      if (info?.layer?.id === ACTIVITIES_LAYER_ID) {
        setPopup(undefined);
        setActivityPopup(info.object as ActivityFeature);
        return;
      }
      if (info?.layer?.id !== ROUTE_LAYER_ID || !path || !map) {
        setPopup(undefined);
        return;
      }
      // The report nearest the click, on screen.
      let best = -1;
      let bestD = Infinity;
      path.positions.forEach(([lng, lat], i) => {
        const p = map.project([lng, lat]);
        const d = (p.x - event.point.x) ** 2 + (p.y - event.point.y) ** 2;
        if (d < bestD) [best, bestD] = [i, d];
      });
      const at = path.positions[best];
      if (at) setPopup({ index: best, lng: at[0], lat: at[1] });
    },
    [pick, onStop, path, map, selectedStop],
  );

  return (
    <div className="analyser-map">
      <BaseMap onMap={setMapRef} mapStyle={style} onClick={onClick} onMouseMove={onMove}>
        <DeckLayers onControl={setDeck} onAfterRender={noteDrawn} inMap />
        <NavigationControl position="bottom-right" showCompass={false} />
        <ScaleControl position="bottom-left" unit="metric" />
        {popup && path && (
          <Popup
            longitude={popup.lng}
            latitude={popup.lat}
            onClose={() => setPopup(undefined)}
            closeOnClick={false}
            maxWidth="280px"
          >
            <RoutePointInfo path={path} point={popup} timeZone={timeZone} />
          </Popup>
        )}
        {activityPopup && (
          <Popup
            longitude={activityPopup.geometry.coordinates[0]}
            latitude={activityPopup.geometry.coordinates[1]}
            onClose={() => setActivityPopup(undefined)}
            closeOnClick={false}
            maxWidth="280px"
          >
            <ActivityInfo feature={activityPopup} timeZone={timeZone} />
          </Popup>
        )}
      </BaseMap>
    </div>
  );
}

function RoutePointInfo({
  path,
  point,
  timeZone,
}: {
  path: RoutePath;
  point: RoutePoint;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const address = useAddress(point.lat, point.lng);
  const time = path.times[point.index];
  return (
    <div className="analyser-popup" data-testid="route-popup">
      <strong>
        {time !== undefined && Number.isFinite(time)
          ? clockFor(i18n.language, timeZone).dateTime(time)
          : LOCALE_DEFAULTS.missingValue}
      </strong>
      <span>{t('analyser.speed_kmh', { speed: Math.round(path.speeds[point.index] ?? 0) })}</span>
      <span>{address?.display_name ?? '…'}</span>
    </div>
  );
}

/** A rest or work marker's popup: the activity, its period and where it was. */
function ActivityInfo({ feature, timeZone }: { feature: ActivityFeature; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [lng, lat] = feature.geometry.coordinates;
  const address = useAddress(lat, lng);
  const format = (iso: string) => clockFor(i18n.language, timeZone).dateTime(iso);
  const { activity, start_date: start, end_date: end } = feature.properties;
  return (
    <div className="analyser-popup" data-testid="activity-popup">
      <strong>{t(`driver_activity.${DRIVER_ACTIVITIES[activity] ?? 'no_driver'}`)}</strong>
      <span>
        {format(start)} – {format(end)}
      </span>
      <span>{address?.display_name ?? '…'}</span>
    </div>
  );
}
