import { useMemo } from 'react';
import type { Layer } from '@deck.gl/core';
import type { TrafficCategory, UserConfig } from '@fleetdeck/shared';
import type { TrafficItem } from '../data/trafficFeatures.js';
import { drawMarkerAtlas } from './vehicles/atlas/drawAtlas.js';
import { cssColor } from './cssColor.js';
import { clusterLayers } from './layers/clusters.js';
import { trafficLayer } from './layers/traffic.js';
import { labelData, vehicleLabelLayers } from './vehicles/vehicleLabels.js';
import { vehicleMarkerLayers } from './vehicles/vehicleMarkers.js';
import type { VehicleLayerState } from './vehicles/vehicleStream.js';

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

/**
 * The deck.gl stack in drawing order: traffic, vehicle markers, labels, clusters. Each part is
 * rebuilt only when its inputs change; hidden parts stay in the stack with `visible: false`.
 */
export function useMapLayers(
  state: VehicleLayerState | undefined,
  config: UserConfig,
  traffic: readonly TrafficItem[],
  trafficOn: ReadonlySet<TrafficCategory>,
): Layer[] {
  const atlas = useMemo(() => drawMarkerAtlas(), []);
  const colours = useMemo(() => layerColours(), []);
  const size = config.vehicleMarkerSize;

  // Each state (a tick, a new mask or camera) is a new object: deck.gl gets the changed arrays.
  const markers = useMemo(
    () =>
      state ? vehicleMarkerLayers({ buffers: state.buffers, atlas, size, visible: true }) : [],
    [state, atlas, size],
  );
  const labels = useMemo(() => {
    const data =
      state?.view && state.camera
        ? labelData(
            state.buffers,
            state.view.derived.byId,
            state.camera.bbox,
            config.vehicleMarkerAdditionalData,
          )
        : [];
    return vehicleLabelLayers(data, config, data.length > 0);
  }, [state, config]);
  const clusters = state?.clusters;
  const clusterStack = useMemo(
    () => clusterLayers(clusters ?? [], colours.cluster, (clusters?.length ?? 0) > 0),
    [clusters, colours],
  );
  const trafficStack = useMemo(
    () => trafficLayer(traffic, trafficOn, colours.severities),
    [traffic, trafficOn, colours],
  );
  return useMemo(
    () => [trafficStack, ...markers, ...labels, ...clusterStack],
    [trafficStack, markers, labels, clusterStack],
  );
}
