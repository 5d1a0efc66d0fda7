import { useEffect, useRef, useState } from 'react';
import {
  clustererFor,
  snapshotInput,
  WORKER_THRESHOLD,
  type Clusterer,
} from '../data/clusterer.js';
import { clusteringActive, paddedBBox, type BBox } from '../data/vehicleClusters.js';
import { clusterData, type ClusterDatum } from './layers/clusters.js';
import type { VehicleBuffersState } from './vehicleAtoms.js';

export interface Camera {
  bbox: BBox;
  zoom: number;
}

export interface ClusterState {
  clusters: ClusterDatum[];
  /** Bumped whenever the shown mask of the buffers changed, so layers re-upload it. */
  version: number;
}

/**
 * Clusters the vehicles for the camera: the index is rebuilt once per fleet update (in a worker
 * past `WORKER_THRESHOLD` vehicles) and asked again when the camera settles. Vehicles inside a
 * cluster are hidden through the buffers' shown mask.
 */
export function useClusters(
  state: VehicleBuffersState | undefined,
  enabled: boolean,
  camera: Camera | undefined,
): ClusterState {
  const [result, setResult] = useState<ClusterState>({ clusters: [], version: 0 });
  const clusterer = useRef<{ instance: Clusterer; worker: boolean } | undefined>(undefined);
  const loaded = useRef(-1);

  useEffect(() => () => clusterer.current?.instance.dispose(), []);

  useEffect(() => {
    const buffers = state?.buffers;
    if (!buffers || !camera) return;
    if (!clusteringActive(enabled, camera.zoom)) {
      buffers.setSingles(undefined);
      // Deferred like a worker's answer: the layers pick the cleared mask up on the next render.
      void Promise.resolve().then(() =>
        setResult((r) => ({ clusters: [], version: r.version + 1 })),
      );
      return;
    }
    const worker = buffers.length > WORKER_THRESHOLD;
    if (clusterer.current?.worker !== worker) {
      clusterer.current?.instance.dispose();
      clusterer.current = { instance: clustererFor(buffers.length), worker };
      loaded.current = -1;
    }
    const { instance } = clusterer.current;
    if (loaded.current !== state.version) {
      instance.load(snapshotInput(buffers.positions, buffers.ids, buffers.length));
      loaded.current = state.version;
    }
    let cancelled = false;
    void instance.query(paddedBBox(camera.bbox), camera.zoom).then((answer) => {
      if (cancelled || !answer) return;
      buffers.setSingles(new Set(answer.singles));
      setResult((r) => ({ clusters: clusterData(answer), version: r.version + 1 }));
    });
    return () => {
      cancelled = true;
    };
  }, [state, enabled, camera]);

  return result;
}
