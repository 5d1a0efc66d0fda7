import type { Layer } from '@deck.gl/core';
import type { TrafficCategory, UserConfig, VehiclesOnMap } from '@fleetdeck/shared';
import type { TrafficItem } from '../data/trafficFeatures.js';
import { drawMarkerAtlas } from './vehicles/atlas/drawAtlas.js';
import { cssColor } from './cssColor.js';
import { clusterLayers, type ClusterDatum } from './layers/clusters.js';
import { trafficLayer } from './layers/traffic.js';
import { labelData, StableLabels, vehicleLabelLayers } from './vehicles/vehicleLabels.js';
import { DIMMED_OPACITY } from './vehicles/vehicleDisplay.js';
import { vehicleMarkerLayers } from './vehicles/vehicleMarkers.js';
import type { VehicleLayerState } from './vehicles/vehicleStream.js';
import { overlaysAboveVehicles } from './mapOverlays.js';

/** Theme colours the layers read once (the page reloads on a colour mode change). */
function layerColours() {
  return {
    cluster: {
      fill: cssColor('--map-cluster', [21, 101, 192, 255]),
      text: cssColor('--map-cluster-text', [255, 255, 255, 255]),
    },
    severities: [1, 2, 3, 4, 5].map((level) => cssColor(`--severity-${level}`, [229, 57, 53, 255])),
  };
}

/** `fn` remembered for its last arguments (compared by identity). */
export function lastCall<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | undefined;
  return (...args: A): R => {
    if (last && last.args.length === args.length && last.args.every((a, i) => a === args[i]))
      return last.result;
    last = { args, result: fn(...args) };
    return last.result;
  };
}

/** What the map's deck.gl stack is made from. */
export interface MapLayerInputs {
  state: VehicleLayerState | undefined;
  config: UserConfig;
  traffic: readonly TrafficItem[];
  trafficOn: ReadonlySet<TrafficCategory>;
  /** Features' layers (mapOverlays$), drawn under the vehicles unless named above them. */
  overlays: readonly Layer[];
  /** The POI layer (poiLayer$): geofences, markers and clusters, under the features' layers. */
  pois: readonly Layer[];
  /** The vehicles' labels (a wall view may turn them off); drawn when left out. */
  labels?: boolean;
  /** The vehicles (markers, labels, clusters) drawn, dimmed or hidden; drawn when left out. */
  vehicles?: VehiclesOnMap;
}

/** The vehicles' layers as the display asks: the same ones, dimmed, or not drawn. */
export function displayedAs(layers: readonly Layer[], display: VehiclesOnMap): Layer[] {
  if (display === 'show') return [...layers];
  const props = display === 'hide' ? { visible: false } : { opacity: DIMMED_OPACITY };
  return layers.map((layer): Layer => layer.clone(props) as Layer);
}

/**
 * The deck.gl stack in drawing order: traffic, POIs, features' overlays, vehicle markers, labels,
 * clusters (dimmed or hidden as `vehicles` says), then the overlays a feature asked to draw above the vehicles (`setMapOverlay`). Each part is
 * made again only when its own inputs change; hidden parts stay in the stack with
 * `visible: false`. Called per vehicle update outside React (the map subscribes to the stream).
 */
export function mapLayerBuilder(): (inputs: MapLayerInputs) => Layer[] {
  const atlas = drawMarkerAtlas();
  const colours = layerColours();
  // Each state (a tick, a new mask or camera) is a new object: deck.gl gets the changed arrays.
  const markers = lastCall(
    (state: VehicleLayerState | undefined, size: UserConfig['vehicleMarkerSize']) =>
      state ? vehicleMarkerLayers({ buffers: state.drawn, atlas, size, visible: true }) : [],
  );
  const stableLabels = new StableLabels();
  const labels = lastCall(
    (state: VehicleLayerState | undefined, config: UserConfig, on: boolean) => {
      const data =
        on && state?.view && state.camera
          ? labelData(
              state.buffers,
              state.view.derived.byId,
              state.camera.bbox,
              config.vehicleMarkerAdditionalData,
            )
          : [];
      return vehicleLabelLayers(stableLabels.update(data), config, data.length > 0);
    },
  );
  const clusters = lastCall((data: ClusterDatum[] | undefined) =>
    clusterLayers(data ?? [], colours.cluster, (data?.length ?? 0) > 0),
  );
  const traffic = lastCall((items: readonly TrafficItem[], on: ReadonlySet<TrafficCategory>) =>
    trafficLayer(items, on, colours.severities),
  );
  return ({
    state,
    config,
    traffic: items,
    trafficOn,
    overlays,
    pois,
    labels: labelsOn = true,
    vehicles = 'show',
  }) => [
    traffic(items, trafficOn),
    ...pois,
    ...overlays.filter((layer) => !overlaysAboveVehicles.has(layer.id)),
    ...displayedAs(
      [
        ...markers(state, config.vehicleMarkerSize),
        ...labels(state, config, labelsOn),
        ...clusters(state?.clusters),
      ],
      vehicles,
    ),
    ...overlays.filter((layer) => overlaysAboveVehicles.has(layer.id)),
  ];
}
