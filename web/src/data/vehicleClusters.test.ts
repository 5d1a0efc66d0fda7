import { describe, expect, it } from 'vitest';
import {
  buildClusterIndex,
  clusteringActive,
  CLUSTER_STRIDE,
  queryClusters,
} from './vehicleClusters.js';

/** Ten vehicles within a few metres of Milan and one in Rome. */
function input() {
  const points: [number, number][] = Array.from({ length: 10 }, (_, i) => [9.19 + i * 1e-5, 45.46]);
  points.push([12.49, 41.89]);
  return {
    positions: new Float32Array(points.flat()),
    ids: new Int32Array(points.map((_, i) => i + 1)),
    length: points.length,
  };
}

const EUROPE: [number, number, number, number] = [-10, 35, 30, 60];

describe('vehicle clusters', () => {
  it('groups close vehicles with their count and keeps the lone one as a single', () => {
    const result = queryClusters(buildClusterIndex(input()), EUROPE, 6);
    expect(result.clusters.length / CLUSTER_STRIDE).toBe(1);
    expect(result.clusters[2]).toBe(10);
    expect(result.clusters[4]).toBeGreaterThan(6); // expansion zoom
    expect([...result.singles]).toEqual([11]);
  });

  it('never clusters from zoom 18, nor when the user turned it off', () => {
    expect(clusteringActive(true, 17.9)).toBe(true);
    expect(clusteringActive(true, 18)).toBe(false);
    expect(clusteringActive(false, 5)).toBe(false);
    const result = queryClusters(buildClusterIndex(input()), EUROPE, 18);
    expect(result.clusters.length).toBe(0);
    expect(result.singles.length).toBe(11);
  });
});
