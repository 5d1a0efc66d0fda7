import { ROAD_CLASSES, type RoadGraph } from './graph.js';

export interface RoadFeatureProperties {
  ref: string;
  class: string;
  toll: boolean;
  tunnel: boolean;
}

export interface RoadsGeoJson {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    properties: RoadFeatureProperties;
    geometry: { type: 'LineString'; coordinates: [number, number][] };
  }[];
}

/**
 * Road lines for the basemap. Every `step`-th densified point is kept (the map needs far fewer
 * than the simulator), coordinates rounded to ~10 m.
 */
export function roadsGeoJson(g: RoadGraph, step = 3): RoadsGeoJson {
  const round = (v: number): number => Math.round(v * 1e4) / 1e4;
  const features: RoadsGeoJson['features'] = [];
  for (let e = 0; e < g.edgeCount; e++) {
    const lo = g.edgeGeom[e] as number;
    const hi = (g.edgeGeom[e + 1] as number) - 1;
    const coordinates: [number, number][] = [];
    for (let p = lo; p < hi; p += step) {
      coordinates.push([round(g.pointLng[p] as number), round(g.pointLat[p] as number)]);
    }
    coordinates.push([round(g.pointLng[hi] as number), round(g.pointLat[hi] as number)]);
    features.push({
      type: 'Feature',
      properties: {
        ref: g.refs[g.edgeRef[e] as number] ?? '',
        class: ROAD_CLASSES[g.edgeClass[e] as number] ?? 'regional',
        toll: g.edgeToll[e] === 1,
        tunnel: g.edgeTunnel[e] === 1,
      },
      geometry: { type: 'LineString', coordinates },
    });
  }
  return { type: 'FeatureCollection', features };
}
