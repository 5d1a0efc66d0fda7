import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import {
  PLANNER_LAYER_IDS,
  plannerLayers,
  type PlannerColours,
  type PlannerLayerInputs,
} from '../../../map/layers/plannerRoute.js';
import type { Rgba } from '../../../map/vehicles/vehicleBuffers.js';
import { resourceKey, resourceTitle, type FoundResource } from './resourceModel.js';

/** Ids of the resource markers' layers (the planner's prefix: drawn with its overlays). */
export const RESOURCE_LAYER_IDS = {
  markers: 'planner-resources',
  focused: 'planner-resource-focused',
  label: 'planner-resource-label',
  areas: 'planner-resource-areas',
} as const;

export interface ResourceColours {
  fuel: Rgba;
  parking: Rgba;
  poi: Rgba;
  freight: Rgba;
  outline: Rgba;
  focus: Rgba;
  text: Rgba;
  /** The planner's colours: the areas are drawn as its isochrones. */
  planner: PlannerColours;
}

interface Marker {
  position: [number, number];
  colour: Rgba;
  label: string;
}

const colourOf = (r: FoundResource, c: ResourceColours): Rgba =>
  r.type === 'fuel' || r.type === 'parking' || r.type === 'poi' ? c[r.type] : c.freight;

/**
 * A search's reachable areas, then the resources listed, as dots coloured by kind; the focused one
 * larger, ringed, with its label (20 characters). Layers with nothing to draw stay with `visible: false`.
 */
export function resourceLayers(
  resources: readonly FoundResource[],
  focused: string | null,
  areas: PlannerLayerInputs['isochrones'],
  colours: ResourceColours,
): Layer[] {
  // The areas look like the planner's own isochrones: its layer, under another id.
  const drawn = plannerLayers(
    {
      route: null,
      others: [],
      ferries: [],
      waypoints: [],
      isochrones: areas,
      waypointsDraggable: false,
    },
    colours.planner,
  )
    .filter((layer) => layer.id === PLANNER_LAYER_IDS.isochrones)
    .map((layer) => layer.clone({ id: RESOURCE_LAYER_IDS.areas }) as Layer);
  const markers: Marker[] = resources.map((r) => ({
    position: [r.coordinate.x, r.coordinate.y],
    colour: colourOf(r, colours),
    label: resourceTitle(r.marker_label ?? r.name),
  }));
  const hit = resources.findIndex((r) => resourceKey(r) === focused);
  const focus = hit >= 0 && markers[hit] ? [markers[hit]] : [];
  return [
    ...drawn,
    new ScatterplotLayer<Marker>({
      id: RESOURCE_LAYER_IDS.markers,
      data: markers,
      visible: markers.length > 0,
      getPosition: (d) => d.position,
      getRadius: 7,
      radiusUnits: 'pixels',
      getFillColor: (d) => d.colour,
      stroked: true,
      getLineColor: colours.outline,
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
    }),
    new ScatterplotLayer<Marker>({
      id: RESOURCE_LAYER_IDS.focused,
      data: focus,
      visible: focus.length > 0,
      getPosition: (d) => d.position,
      getRadius: 12,
      radiusUnits: 'pixels',
      getFillColor: (d) => d.colour,
      stroked: true,
      getLineColor: colours.focus,
      getLineWidth: 4,
      lineWidthUnits: 'pixels',
    }),
    new TextLayer<Marker>({
      id: RESOURCE_LAYER_IDS.label,
      data: focus,
      visible: focus.length > 0,
      getPosition: (d) => d.position,
      getText: (d) => d.label,
      getSize: 13,
      getColor: colours.text,
      getPixelOffset: [0, -24],
      background: true,
      getBackgroundColor: colours.outline,
      backgroundPadding: [4, 2],
      fontFamily: 'Inter Variable, system-ui, sans-serif',
      fontWeight: 600,
      characterSet: 'auto',
    }),
  ];
}
