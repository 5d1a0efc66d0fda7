import type { BBox, ClusterInput, ClusterResult } from './vehicleClusters.js';

/** Messages to the cluster worker: a new set of positions, or a question about the view. */
export type ClusterRequest =
  | ({ type: 'load' } & ClusterInput)
  | { type: 'query'; id: number; bbox: BBox; zoom: number };

export type ClusterAnswer = { id: number } & ClusterResult;
