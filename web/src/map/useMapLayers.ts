import { useMemo } from 'react';
import type { Layer } from '@deck.gl/core';
import type { TrafficCategory, UserConfig } from '@fleetdeck/shared';
import type { TrafficItem } from '../data/trafficFeatures.js';
import { drawMarkerAtlas } from './atlas/drawAtlas.js';
import { cssColor } from './cssColor.js';
import { clusterLayers } from './layers/clusters.js';
import { trafficLayer } from './layers/traffic.js';
import { labelData, vehicleLabelLayers } from './layers/vehicleLabels.js';
import { vehicleMarkerLayers } from './layers/vehicleMarkers.js';
import type { Camera, ClusterState } from './useClusters.js';
import type { VehicleBuffersState } from './vehicleAtoms.js';

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
  state: VehicleBuffersState | undefined,
  clusters: ClusterState,
  camera: Camera | undefined,
  config: UserConfig,
  traffic: readonly TrafficItem[],
  trafficOn: ReadonlySet<TrafficCategory>,
): Layer[] {
  const atlas = useMemo(() => drawMarkerAtlas(), []);
  const colours = useMemo(() => layerColours(), []);
  const size = config.vehicleMarkerSize;
  const version = state?.version;
  const maskVersion = clusters.version;

  const markers = useMemo(
    () =>
      state ? vehicleMarkerLayers({ buffers: state.buffers, atlas, size, visible: true }) : [],
    // A new version (tick or cluster mask) hands deck.gl new wrappers so it uploads the arrays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state, version, maskVersion, atlas, size],
  );
  const labels = useMemo(() => {
    const data =
      state?.view && camera
        ? labelData(
            state.buffers,
            state.view.derived.byId,
            camera.bbox,
            config.vehicleMarkerAdditionalData,
          )
        : [];
    return vehicleLabelLayers(data, config, data.length > 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, maskVersion, camera, config]);
  const clusterStack = useMemo(
    () => clusterLayers(clusters.clusters, colours.cluster, clusters.clusters.length > 0),
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
