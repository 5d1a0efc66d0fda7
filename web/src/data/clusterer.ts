import type { ClusterAnswer, ClusterRequest } from './clusterProtocol.js';
import {
  buildClusterIndex,
  queryClusters,
  type BBox,
  type ClusterInput,
  type ClusterResult,
} from './vehicleClusters.js';

/** Past this many vehicles the index is built in a Web Worker (its build costs tens of ms). */
export const WORKER_THRESHOLD = 5_000;

/** Builds the cluster index for the latest positions and answers for a view. */
export interface Clusterer {
  load(input: ClusterInput): void;
  /** Resolves with the clusters of the latest load, or undefined when a newer query overtook it. */
  query(bbox: BBox, zoom: number): Promise<ClusterResult | undefined>;
  dispose(): void;
}

/** Copies the live arrays: the buffers keep changing while a worker reads its copy. */
export function snapshotInput(positions: Float32Array, ids: Int32Array, length: number): ClusterInput {
  return { positions: positions.slice(0, length * 2), ids: ids.slice(0, length), length };
}

export function inThreadClusterer(): Clusterer {
  let index: ReturnType<typeof buildClusterIndex> | undefined;
  return {
    load: (input) => (index = buildClusterIndex(input)),
    query: (bbox, zoom) => Promise.resolve(index ? queryClusters(index, bbox, zoom) : undefined),
    dispose: () => (index = undefined),
  };
}

export function workerClusterer(
  worker: Worker = new Worker(new URL('./clusterWorker.ts', import.meta.url), { type: 'module' }),
): Clusterer {
  let next = 0;
  const pending = new Map<number, (result: ClusterResult | undefined) => void>();
  worker.onmessage = (event: MessageEvent<ClusterAnswer>) => {
    const { id, clusters, singles } = event.data;
    // Answers come in order: questions older than this one were overtaken and resolve empty.
    for (const [key, resolve] of pending) {
      if (key > id) break;
      resolve(key === id ? { clusters, singles } : undefined);
      pending.delete(key);
    }
  };
  const post = (request: ClusterRequest, transfer: Transferable[] = []) =>
    worker.postMessage(request, transfer);
  return {
    load: (input) => post({ type: 'load', ...input }, [input.positions.buffer, input.ids.buffer]),
    query: (bbox, zoom) =>
      new Promise((resolve) => {
        const id = ++next;
        pending.set(id, resolve);
        post({ type: 'query', id, bbox, zoom });
      }),
    dispose: () => {
      worker.terminate();
      for (const resolve of pending.values()) resolve(undefined);
      pending.clear();
    },
  };
}

/** In the worker when the fleet is large, in the page otherwise. */
export const clustererFor = (count: number): Clusterer =>
  count > WORKER_THRESHOLD ? workerClusterer() : inThreadClusterer();
