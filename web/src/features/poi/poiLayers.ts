import type { Layer } from '@deck.gl/core';
import { IconLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import Supercluster from 'supercluster';
import { CLUSTERING, MAP_DEFAULTS, type Poi, type PoiTypeId } from '@fleetdeck/shared';
import { paddedBBox, type BBox } from '../../data/vehicleClusters.js';
import { hexToRgba } from '../../map/cssColor.js';
import { lastCall } from '../../map/mapLayers.js';
import { POI_CLUSTER_LAYER_ID, POI_MARKER_LAYER_ID } from '../../map/mapOverlays.js';
import type { PoiShown } from '../../map/mapProbe.js';
import type { Rgba } from '../../map/vehicles/vehicleBuffers.js';
import type { PoiIconAtlas } from './poiIcons.js';
import { poiColour } from './poiForm.js';

type LngLat = [number, number];

/** A POI as the map draws it. */
export interface PoiPoint {
  id: number;
  position: LngLat;
  colour: Rgba;
  type: PoiTypeId;
  /** Metres; a geofence circle is drawn above zero. */
  radius: number;
}

export interface PoiClusterDatum {
  position: LngLat;
  count: number;
  clusterId: number;
  expansionZoom: number;
}

/**
 * POI clustering (spec part 2 §9): a cluster gathers POIs within 30 px, and from zoom 18 none is
 * clustered (the index's last clustered zoom is 17).
 */
export const POI_CLUSTER_OPTIONS = {
  radius: CLUSTERING.poiMaxRadius,
  maxZoom: CLUSTERING.disableAtZoom - 1,
} as const;

const GREY: Rgba = [138, 143, 152, 255];

export function poiPoints(pois: readonly Poi[]): PoiPoint[] {
  return pois.map((poi) => ({
    id: poi.id,
    position: [poi.lng, poi.lat],
    colour: hexToRgba(poiColour(poi)) ?? GREY,
    type: poi.type as PoiTypeId,
    radius: poi.radius,
  }));
}

type ClusterProps = { index: number };

export function poiClusterIndex(points: readonly PoiPoint[]): Supercluster<ClusterProps> {
  return new Supercluster<ClusterProps>(POI_CLUSTER_OPTIONS).load(
    points.map((p, index) => ({
      type: 'Feature',
      properties: { index },
      geometry: { type: 'Point', coordinates: p.position },
    })),
  );
}

/** The camera the clusters are asked for: the settled one, or the default view before any. */
export interface PoiCamera {
  bbox: BBox;
  zoom: number;
}
const WORLD: BBox = [-180, -85, 180, 85];

/** The POIs in (or near) view at a zoom: clusters, and the POIs no cluster holds. */
export function clusterPois(
  index: Supercluster<ClusterProps>,
  points: readonly PoiPoint[],
  camera: PoiCamera | undefined,
): { clusters: PoiClusterDatum[]; singles: PoiPoint[] } {
  const zoom = Math.floor(camera?.zoom ?? MAP_DEFAULTS.zoom);
  const bbox = camera ? paddedBBox(camera.bbox) : WORLD;
  const clusters: PoiClusterDatum[] = [];
  const singles: PoiPoint[] = [];
  for (const found of index.getClusters(bbox, zoom)) {
    const p = found.properties;
    if ('cluster' in p && p.cluster) {
      const [lng = 0, lat = 0] = found.geometry.coordinates;
      clusters.push({
        position: [lng, lat],
        count: p.point_count,
        clusterId: p.cluster_id,
        expansionZoom: Math.min(
          index.getClusterExpansionZoom(p.cluster_id),
          CLUSTERING.disableAtZoom,
        ),
      });
    } else {
      const point = points[(p as ClusterProps).index];
      if (point) singles.push(point);
    }
  }
  return { clusters, singles };
}

export interface PoiLayerInputs {
  points: readonly PoiPoint[];
  camera: PoiCamera | undefined;
  /** The types' icons, null until drawn. */
  icons: PoiIconAtlas | null;
}

export interface PoiLayerColours {
  cluster: Rgba;
  clusterText: Rgba;
}

const WHITE: Rgba = [255, 255, 255, 255];
const alpha = ([r, g, b]: Rgba, a: number): Rgba => [r, g, b, a];
export const POI_MARKER_RADIUS_PX = 11;

/**
 * The POIs on the live map as deck.gl layers, bottom to top: geofence circles (metres on the
 * ground, drawn by the GPU, for every POI with a radius), then clusters or markers: a disc in the
 * POI's colour with its type's icon in white. Clusters show their count; the index is built again
 * only when the POIs change, the clusters when the camera settles.
 */
export function poiLayerBuilder(
  colours: PoiLayerColours,
): (inputs: PoiLayerInputs) => { layers: Layer[]; shown: PoiShown } {
  const indexOf = lastCall(poiClusterIndex);
  const circlesOf = lastCall((points: readonly PoiPoint[]) => points.filter((p) => p.radius > 0));
  return ({ points, camera, icons }) => {
    const { clusters, singles } = clusterPois(indexOf(points), points, camera);
    const circles = circlesOf(points);
    const layers: Layer[] = [
      new ScatterplotLayer<PoiPoint>({
        id: 'poi-geofences',
        data: circles,
        getPosition: (d) => d.position,
        getRadius: (d) => d.radius,
        radiusUnits: 'meters',
        filled: true,
        stroked: true,
        getFillColor: (d) => alpha(d.colour, 46),
        getLineColor: (d) => alpha(d.colour, 220),
        getLineWidth: 2,
        lineWidthUnits: 'pixels',
      }),
      new ScatterplotLayer<PoiPoint>({
        id: POI_MARKER_LAYER_ID,
        data: singles,
        getPosition: (d) => d.position,
        getRadius: POI_MARKER_RADIUS_PX,
        radiusUnits: 'pixels',
        getFillColor: (d) => d.colour,
        stroked: true,
        getLineColor: WHITE,
        getLineWidth: 2,
        lineWidthUnits: 'pixels',
        pickable: true,
      }),
      new IconLayer<PoiPoint>({
        id: 'poi-icons',
        data: icons ? singles : [],
        visible: icons !== null,
        // deck.gl takes a canvas as an atlas (its props type names only URLs and textures).
        ...(icons
          ? { iconAtlas: icons.canvas as unknown as string, iconMapping: icons.mapping }
          : {}),
        getPosition: (d) => d.position,
        getIcon: (d) => String(d.type),
        getSize: 13,
        sizeUnits: 'pixels',
        getColor: WHITE,
      }),
      new ScatterplotLayer<PoiClusterDatum>({
        id: POI_CLUSTER_LAYER_ID,
        data: clusters,
        getPosition: (d) => d.position,
        getRadius: (d) => 13 + 3 * Math.log10(Math.max(2, d.count)),
        radiusUnits: 'pixels',
        getFillColor: colours.cluster,
        stroked: true,
        getLineColor: WHITE,
        getLineWidth: 2,
        lineWidthUnits: 'pixels',
        pickable: true,
      }),
      new TextLayer<PoiClusterDatum>({
        id: 'poi-cluster-counts',
        data: clusters,
        getPosition: (d) => d.position,
        getText: (d) => String(d.count),
        getSize: 12,
        getColor: [...colours.clusterText],
        fontFamily: 'Inter Variable, system-ui, sans-serif',
        fontWeight: 700,
        characterSet: '0123456789',
        getTextAnchor: 'middle',
        getAlignmentBaseline: 'center',
      }),
    ];
    return {
      layers,
      shown: {
        markers: singles.map((p) => ({ id: p.id, position: p.position })),
        clusters: clusters.map((c) => ({ position: c.position, count: c.count })),
        geofences: circles.map((p) => ({ id: p.id, radius: p.radius })),
      },
    };
  };
}
