import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { CLUSTER_STRIDE, type ClusterResult } from '../../data/vehicleClusters.js';
import type { Rgba } from '../vehicles/vehicleBuffers.js';

export interface ClusterDatum {
  position: [number, number];
  count: number;
  clusterId: number;
  expansionZoom: number;
}

export const CLUSTER_LAYER_ID = 'clusters';

/** Unpacks the clusterer's result (few hundred clusters at most: objects are fine here). */
export function clusterData(result: ClusterResult | undefined): ClusterDatum[] {
  if (!result) return [];
  const out: ClusterDatum[] = [];
  const c = result.clusters;
  for (let i = 0; i + CLUSTER_STRIDE <= c.length; i += CLUSTER_STRIDE) {
    out.push({
      position: [c[i] ?? 0, c[i + 1] ?? 0],
      count: c[i + 2] ?? 0,
      clusterId: c[i + 3] ?? 0,
      expansionZoom: c[i + 4] ?? 0,
    });
  }
  return out;
}

/** Disc radius grows with the log of the count: 14 px for 2, about 30 px for 10,000. */
export const clusterRadiusPx = (count: number): number => 12 + 4.5 * Math.log10(Math.max(2, count));

/** Counts shown in full up to 9,999, then as thousands (12k). */
export const clusterCountText = (count: number): string =>
  count < 10_000 ? String(count) : `${Math.round(count / 1000)}k`;

export function clusterLayers(
  data: readonly ClusterDatum[],
  colours: { fill: Rgba; text: Rgba },
  visible: boolean,
): [ScatterplotLayer<ClusterDatum>, TextLayer<ClusterDatum>] {
  return [
    new ScatterplotLayer<ClusterDatum>({
      id: CLUSTER_LAYER_ID,
      data,
      getPosition: (d) => d.position,
      getRadius: (d) => clusterRadiusPx(d.count),
      radiusUnits: 'pixels',
      getFillColor: [colours.fill[0], colours.fill[1], colours.fill[2], 220],
      stroked: true,
      getLineColor: [255, 255, 255, 230],
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      pickable: true,
      visible,
    }),
    new TextLayer<ClusterDatum>({
      id: 'cluster-counts',
      data,
      getPosition: (d) => d.position,
      getText: (d) => clusterCountText(d.count),
      getSize: 13,
      getColor: [...colours.text],
      fontFamily: 'Inter Variable, system-ui, sans-serif',
      fontWeight: 600,
      characterSet: '0123456789k',
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
      visible,
    }),
  ];
}
