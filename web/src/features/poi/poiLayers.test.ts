import { describe, expect, it } from 'vitest';
import { POI_TYPE_IDS } from '@fleetdeck/shared';
import {
  clusterPois,
  POI_CLUSTER_OPTIONS,
  poiClusterIndex,
  poiLayerBuilder,
  poiPoints,
  type PoiCamera,
} from './poiLayers.js';
import { nextPoiTypes, shownPoiTypes } from './poiMapSettings.js';
import { poiFixture } from '../../../test/poiRelay.js';

// Three POIs around Bologna's ring road (a few hundred metres apart) and one in Milan.
const pois = [
  poiFixture({ id: 1, description: 'A', lat: 44.5, lng: 11.34, radius: 200 }),
  poiFixture({ id: 2, description: 'B', lat: 44.502, lng: 11.343, radius: 0 }),
  poiFixture({ id: 3, description: 'C', lat: 44.498, lng: 11.338, radius: 50, color: '#ff0000' }),
  poiFixture({ id: 4, description: 'D', lat: 45.46, lng: 9.19 }),
];
const points = poiPoints(pois);
const at = (zoom: number): PoiCamera => ({ bbox: [8, 43, 13, 46], zoom });

describe('POI clustering on the map', () => {
  it('uses the spec radius (30 px) and clusters no more from zoom 18', () => {
    expect(POI_CLUSTER_OPTIONS).toEqual({ radius: 30, maxZoom: 17 });
  });

  it('gathers close POIs far out, and shows every POI from zoom 18', () => {
    const index = poiClusterIndex(points);
    const far = clusterPois(index, points, at(8));
    expect(far.clusters).toHaveLength(1);
    expect(far.clusters[0]?.count).toBe(3);
    expect(far.clusters[0]?.expansionZoom).toBeGreaterThan(8);
    expect(far.clusters[0]?.expansionZoom).toBeLessThanOrEqual(18);
    expect(far.singles.map((p) => p.id)).toEqual([4]);
    const close = clusterPois(index, points, at(18));
    expect(close.clusters).toEqual([]);
    expect(close.singles.map((p) => p.id).sort()).toEqual([1, 2, 3, 4]);
  });

  it('draws a geofence in metres for each POI with a radius, and markers in their colour', () => {
    const build = poiLayerBuilder({ cluster: [0, 0, 0, 255], clusterText: [255, 255, 255, 255] });
    const { layers, shown } = build({ points, camera: at(18), icons: null });
    expect(shown.geofences).toEqual([
      { id: 1, radius: 200 },
      { id: 3, radius: 50 },
    ]);
    expect(shown.markers.map((m) => m.id).sort()).toEqual([1, 2, 3, 4]);
    expect(shown.clusters).toEqual([]);
    const circles = layers.find((l) => l.id === 'poi-geofences');
    expect(circles?.props).toMatchObject({ radiusUnits: 'meters', stroked: true, filled: true });
    expect(points.find((p) => p.id === 3)?.colour).toEqual([255, 0, 0, 255]);
    // Type 1's default colour.
    expect(points.find((p) => p.id === 1)?.colour).toEqual([29, 78, 216, 255]);
  });
});

describe('the POI types drawn', () => {
  it('draws every type while none was chosen', () => {
    expect(shownPoiTypes({ poisForm: { types: [] } }).size).toBe(15);
    expect([...shownPoiTypes({ poisForm: { types: [3, 5] } })]).toEqual([3, 5]);
  });

  it('stores the types chosen, every type as the empty default, and keeps the last one', () => {
    const all = new Set(POI_TYPE_IDS);
    expect(nextPoiTypes(all, 3, false)).toEqual(POI_TYPE_IDS.filter((t) => t !== 3));
    expect(nextPoiTypes(new Set(POI_TYPE_IDS.filter((t) => t !== 3)), 3, true)).toEqual([]);
    expect(nextPoiTypes(new Set([5]), 7, true)).toEqual([5, 7]);
    expect(nextPoiTypes(new Set([5]), 5, false)).toBeUndefined();
  });
});
