/// <reference lib="webworker" />
import type { ClusterAnswer, ClusterRequest } from './clusterProtocol.js';
import { buildClusterIndex, queryClusters } from './vehicleClusters.js';

// The index of a large fleet takes tens of milliseconds to build: here, off the main thread.
let index: ReturnType<typeof buildClusterIndex> | undefined;

self.onmessage = (event: MessageEvent<ClusterRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    index = buildClusterIndex(request);
    return;
  }
  if (!index) return;
  const result = queryClusters(index, request.bbox, request.zoom);
  const answer: ClusterAnswer = { id: request.id, ...result };
  (self as unknown as Worker).postMessage(answer, [result.clusters.buffer, result.singles.buffer]);
};
