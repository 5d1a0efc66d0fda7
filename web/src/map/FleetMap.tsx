import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BehaviorSubject, combineLatest } from 'rxjs';
import {
  NavigationControl,
  ScaleControl,
  type MapLayerMouseEvent,
  type MapRef,
} from 'react-map-gl/maplibre';
import {
  canUse,
  MAP_DEFAULTS,
  TRAFFIC_CATEGORIES,
  type TrafficCategory,
  type UserConfig,
  type VehiclesOnMap,
} from '@fleetdeck/shared';
import { useIsMobile } from '../app/useIsMobile.js';
import { trafficAtom } from '../data/liveAtoms.js';
import { trafficItems, type TrafficItem } from '../data/trafficFeatures.js';
import { PlannerMapParts } from '../features/planner/PlannerMapParts.js';
import { PoiMapParts } from '../features/poi/PoiMapParts.js';
import { nextPoiTypes, poiLayerOnAtom, shownPoiTypes } from '../features/poi/poiMapSettings.js';
import { updateUserConfigAtom, userConfigAtom } from '../features/settings/userConfigAtoms.js';
import { abilityAtom } from '../permissions/abilityAtom.js';
import { BaseMap } from './BaseMap.js';
import { useBaseLayer } from './useBasemap.js';
import { AddressSearch, type Place } from './controls/AddressSearch.js';
import { MapControls } from './controls/MapControls.js';
import { UpstreamBanner } from './controls/UpstreamBanner.js';
import { VehicleMenu, type VehicleMenuAt } from './controls/VehicleMenu.js';
import { DeckLayers } from './DeckLayers.js';
import type { DeckControl } from './deckOverMap.js';
import { CLUSTER_LAYER_ID, type ClusterDatum } from './layers/clusters.js';
import { VEHICLE_LAYER_ID } from './vehicles/vehicleMarkers.js';
import { mapCommands$ } from './mapCommands.js';
import {
  mapOverlays$,
  mapPointRequest$,
  overlayClicks,
  POI_CLUSTER_LAYER_ID,
  POI_MARKER_LAYER_ID,
  poiClicks$,
  poiLayer$,
} from './mapOverlays.js';
import { exposeMapState, noteFrame } from './mapState.js';
import { focusedTruckIdAtom, selectedTruckIdAtom, toggleFocusAtom } from './selectionAtoms.js';
import { fitInFreeView } from './freeView.js';
import { useAutoFit } from './useAutoFit.js';
import { useCameraFeed } from './useCamera.js';
import { mapLayerBuilder } from './mapLayers.js';
import { mapView$, type MapView } from './mapView.js';
import { chooseWhileDimmed, useDimState, vehicleDisplay } from './vehicles/vehicleDisplay.js';
import { vehicleLayer$, type VehicleLayerState } from './vehicles/vehicleStream.js';
import './map.css';

/**
 * The live map: offline basemap (or a configured online one), vehicles, clusters and traffic.
 * `pixelScale` is for a map shown enlarged by CSS `zoom` (the wall on a 4K screen): both canvases
 * then draw that many more pixels, so the enlarged map stays sharp. `view` (a wall view) sets
 * which trucks are drawn and which layers instead of the user's own settings.
 */
export function FleetMap({ pixelScale = 1, view }: { pixelScale?: number; view?: MapView } = {}) {
  const mobile = useIsMobile();
  const config = useAtomValue(userConfigAtom);
  const updateConfig = useSetAtom(updateUserConfigAtom);
  const ability = useAtomValue(abilityAtom);
  const traffic = useAtomValue(trafficAtom);
  const [mapRef, setMapRef] = useState<MapRef | null>(null);
  const map = mapRef?.getMap();

  const { base, style } = useBaseLayer();
  useCameraFeed(map);
  // The vehicle streams read the view (the mask, the clustering) while this map shows it.
  // A new view replaces the last at once (no pass without a mask between two views).
  useEffect(() => mapView$.next(view), [view]);
  useEffect(() => () => mapView$.next(undefined), []);
  const layers = view?.layers;
  const trafficAllowed = canUse(ability, 'info_layers');
  const trafficOn = useMemo(() => {
    if (!trafficAllowed) return new Set<TrafficCategory>();
    if (layers) return new Set<TrafficCategory>(layers.traffic ? TRAFFIC_CATEGORIES : []);
    return new Set(config.infoLayers as TrafficCategory[]);
  }, [config.infoLayers, trafficAllowed, layers]);
  const items = useMemo(() => trafficItems(traffic), [traffic]);
  // POIs (desktop: the POI feature loads them): the switch and the types drawn.
  const poisAllowed = canUse(ability, 'poi') && !mobile;
  const [poisOn, setPoisOn] = useAtom(poiLayerOnAtom);
  const poiTypes = useMemo(() => shownPoiTypes(config), [config]);
  const [deck, setDeck] = useState<DeckControl | null>(null);
  const state = useRef<VehicleLayerState | undefined>(undefined);
  const drawnSeq = useRef(-1);
  const noteDrawn = useCallback(() => noteFrame(drawnSeq.current), []);
  // The settings and traffic the layers are made from, as a stream beside the vehicles'.
  const labels = layers?.labels ?? true;
  const poisShown = layers?.pois ?? true;
  const dim = useDimState();
  // A wall view draws its trucks as they are.
  const vehicles = view ? 'show' : vehicleDisplay(config.vehiclesOnMap, dim);
  const [settings$] = useState(
    () =>
      new BehaviorSubject<{
        config: UserConfig;
        traffic: readonly TrafficItem[];
        trafficOn: ReadonlySet<TrafficCategory>;
        labels: boolean;
        poisShown: boolean;
        vehicles: VehiclesOnMap;
      }>({ config, traffic: items, trafficOn, labels, poisShown, vehicles }),
  );
  useEffect(() => {
    settings$.next({ config, traffic: items, trafficOn, labels, poisShown, vehicles });
  }, [settings$, config, items, trafficOn, labels, poisShown, vehicles]);
  // Vehicle updates reach deck.gl without React: a tick renders no component.
  useEffect(() => {
    if (!deck) return;
    const build = mapLayerBuilder();
    const subscription = combineLatest([
      vehicleLayer$,
      settings$,
      mapOverlays$,
      poiLayer$,
    ]).subscribe(([vehicles, settings, overlays, pois]) => {
      state.current = vehicles;
      drawnSeq.current = vehicles.seq;
      const { poisShown: poisOnView, ...inputs } = settings;
      const built = build({
        state: vehicles,
        ...inputs,
        overlays,
        pois: poisOnView ? pois.layers : [],
      });
      deck.setLayers(built);
      exposeMapState(
        vehicles.buffers.length,
        vehicles.buffers,
        vehicles.seq,
        vehicles.clusters,
        map,
        built,
      );
    });
    return () => subscription.unsubscribe();
  }, [deck, settings$, map]);

  const selected = useAtomValue(selectedTruckIdAtom);
  const select = useSetAtom(selectedTruckIdAtom);
  const focusedId = useAtomValue(focusedTruckIdAtom);
  const toggleFocus = useSetAtom(toggleFocusAtom);
  const fitAll = useAutoFit(map, vehicleLayer$, focusedId, !mobile);
  useEffect(() => {
    const subscription = mapCommands$.subscribe((command) => {
      if (command === 'fit_all') fitAll();
      else if (command.type === 'fit') {
        if (map)
          fitInFreeView(
            map,
            command.bounds,
            command.maxZoom === undefined ? {} : { maxZoom: command.maxZoom },
          );
      } else
        map?.flyTo({
          center: [command.lng, command.lat],
          zoom: command.zoom,
          duration: MAP_DEFAULTS.flyToDurationMs,
        });
    });
    return () => subscription.unsubscribe();
  }, [fitAll, map]);

  const pick = useCallback(
    (event: MapLayerMouseEvent) =>
      deck?.pickObject({
        x: event.point.x,
        y: event.point.y,
        radius: 4,
        layerIds: [
          CLUSTER_LAYER_ID,
          VEHICLE_LAYER_ID,
          POI_CLUSTER_LAYER_ID,
          POI_MARKER_LAYER_ID,
          ...overlayClicks.keys(),
        ],
      }),
    [deck],
  );
  const onClick = useCallback(
    (event: MapLayerMouseEvent) => {
      // A click in a popup (the POI's) is the popup's.
      if ((event.originalEvent.target as Element | null)?.closest?.('.maplibregl-popup')) return;
      // Picking a point on the map (the POI form's "select on map") takes the click first.
      const pointRequest = mapPointRequest$.value;
      if (pointRequest) return pointRequest([event.lngLat.lng, event.lngLat.lat]);
      const info = pick(event);
      const onPoi = !!info && info.index >= 0 && info.layer?.id === POI_MARKER_LAYER_ID;
      // The POI clicked opens its popup; any other click closes it.
      poiClicks$.next(onPoi ? (info.object as { id: number }).id : null);
      if (!info || info.index < 0 || onPoi) return;
      const overlayClick = info.layer ? overlayClicks.get(info.layer.id) : undefined;
      if (overlayClick) return overlayClick(info.object);
      if (info.layer?.id === CLUSTER_LAYER_ID || info.layer?.id === POI_CLUSTER_LAYER_ID) {
        const cluster = info.object as ClusterDatum;
        map?.flyTo({
          center: cluster.position,
          zoom: cluster.expansionZoom,
          duration: MAP_DEFAULTS.flyToDurationMs,
        });
      } else {
        const id = state.current?.drawn.idAt(info.index);
        if (id !== undefined) select(id);
      }
    },
    [map, select, pick],
  );
  // A vehicle's menu on a right-click (or a long press) on its marker; the map's own elsewhere.
  const [menu, setMenu] = useState<VehicleMenuAt>();
  const closeMenu = useCallback(() => setMenu(undefined), []);
  const onContextMenu = useCallback(
    (event: MapLayerMouseEvent) => {
      const info = pick(event);
      const id =
        info && info.index >= 0 && info.layer?.id === VEHICLE_LAYER_ID
          ? state.current?.drawn.idAt(info.index)
          : undefined;
      if (id === undefined) return setMenu(undefined);
      event.preventDefault();
      event.originalEvent.preventDefault();
      setMenu({ id, x: event.point.x, y: event.point.y });
    },
    [pick],
  );
  useEffect(() => {
    if (!map || !menu) return;
    map.once('movestart', closeMenu);
    return () => void map.off('movestart', closeMenu);
  }, [map, menu, closeMenu]);

  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = (): void => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const goTo = useCallback(
    (place: Place) =>
      map?.flyTo({
        center: [place.lng, place.lat],
        zoom: Math.max(map.getZoom(), MAP_DEFAULTS.resetZoom),
        duration: MAP_DEFAULTS.flyToDurationMs,
      }),
    [map],
  );

  return (
    <>
      <BaseMap
        onMap={setMapRef}
        mapStyle={style}
        onClick={onClick}
        onContextMenu={onContextMenu}
        {...(pixelScale !== 1 ? { pixelRatio: window.devicePixelRatio * pixelScale } : {})}
      >
        <DeckLayers
          onControl={setDeck}
          onAfterRender={noteDrawn}
          {...(pixelScale !== 1 ? { pixelRatio: window.devicePixelRatio * pixelScale } : {})}
        />
        {!mobile && <NavigationControl position="bottom-right" showCompass={false} />}
        <ScaleControl position="bottom-left" unit="metric" />
        {menu && <VehicleMenu at={menu} onClose={closeMenu} />}
        <PoiMapParts />
        {!mobile && <PlannerMapParts />}
      </BaseMap>
      <UpstreamBanner />
      <AddressSearch onPlace={goTo} />
      <MapControls
        onFitAll={fitAll}
        canFocus={selected !== undefined || focusedId !== undefined}
        focused={focusedId !== undefined}
        onToggleFocus={() => {
          const id = focusedId ?? selected;
          if (id !== undefined) toggleFocus(id);
        }}
        baseLayers={base.choices}
        activeLayer={base.active}
        onLayer={(layer) => void updateConfig({ activeMap: layer })}
        trafficAllowed={trafficAllowed}
        traffic={trafficOn}
        onTraffic={(category, on) => {
          const next = new Set(trafficOn);
          if (on) next.add(category);
          else next.delete(category);
          void updateConfig({ infoLayers: [...next] });
        }}
        pois={
          poisAllowed
            ? {
                on: poisOn,
                onSwitch: setPoisOn,
                types: poiTypes,
                onType: (type, on) => {
                  const types = nextPoiTypes(poiTypes, type, on);
                  if (types) void updateConfig({ poisForm: { types } });
                },
              }
            : undefined
        }
        vehicles={{
          value: vehicles,
          dimmedForResult: dim.requests.size > 0 && vehicles === 'dim',
          onChoose: (choice) => {
            chooseWhileDimmed(choice);
            void updateConfig({ vehiclesOnMap: choice });
          },
        }}
        mobile={mobile}
        fullscreen={fullscreen}
        onFullscreen={() => {
          const screen = map?.getContainer().closest('.map-screen');
          if (document.fullscreenElement) void document.exitFullscreen();
          else void screen?.requestFullscreen();
        }}
      />
    </>
  );
}
