import Supercluster, { type PointFeature } from 'supercluster';
import { CLUSTERING, type TruckId } from '@fleetdeck/shared';

/** Vehicle positions as the clusterer takes them: lng, lat pairs and the id of each slot. */
export interface ClusterInput {
  positions: Float32Array;
  ids: Int32Array;
  length: number;
}

/**
 * Clusters in view, packed: per cluster lng, lat, count, cluster id, expansion zoom
 * (`CLUSTER_STRIDE` numbers), so results cross from a worker without copying objects.
 */
export interface ClusterResult {
  clusters: Float64Array;
  /** Vehicles in view that no cluster holds. */
  singles: Int32Array;
}
export const CLUSTER_STRIDE = 5;

export type BBox = [west: number, south: number, east: number, north: number];

/** Clustering applies when the user has it on and the map is further out than zoom 18 (§9). */
export const clusteringActive = (enabled: boolean, zoom: number): boolean =>
  enabled && zoom < CLUSTERING.disableAtZoom;

type Props = { id: TruckId };

export function buildClusterIndex(input: ClusterInput): Supercluster<Props> {
  const features: PointFeature<Props>[] = [];
  for (let i = 0; i < input.length; i++) {
    features.push({
      type: 'Feature',
      properties: { id: input.ids[i] ?? -1 },
      geometry: { type: 'Point', coordinates: [input.positions[i * 2] ?? 0, input.positions[i * 2 + 1] ?? 0] },
    });
  }
  return new Supercluster<Props>({
    radius: CLUSTERING.radius,
    maxZoom: CLUSTERING.disableAtZoom - 1,
  }).load(features);
}

export function queryClusters(index: Supercluster<Props>, bbox: BBox, zoom: number): ClusterResult {
  const found = index.getClusters(bbox, Math.floor(zoom));
  let clusterCount = 0;
  for (const f of found) if ('cluster' in f.properties) clusterCount += 1;
  const clusters = new Float64Array(clusterCount * CLUSTER_STRIDE);
  const singles = new Int32Array(found.length - clusterCount);
  let c = 0;
  let s = 0;
  for (const f of found) {
    const p = f.properties;
    if ('cluster' in p) {
      const [lng = 0, lat = 0] = f.geometry.coordinates;
      clusters.set(
        [lng, lat, p.point_count, p.cluster_id, index.getClusterExpansionZoom(p.cluster_id)],
        c++ * CLUSTER_STRIDE,
      );
    } else {
      singles[s++] = p.id;
    }
  }
  return { clusters, singles };
}

/** The bbox clusters are asked for: the view grown by half on each side, so a pan shows no holes. */
export function paddedBBox([west, south, east, north]: BBox): BBox {
  const dx = (east - west) / 2;
  const dy = (north - south) / 2;
  return [
    Math.max(-180, west - dx),
    Math.max(-85, south - dy),
    Math.min(180, east + dx),
    Math.min(85, north + dy),
  ];
}
