import type { Layer } from '@deck.gl/core';
import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { ShadowWaypoint } from '@fleetdeck/shared';
import type { Rgba } from '../vehicles/vehicleBuffers.js';

type LngLat = [number, number];

export const PAUSE_LAYER_IDS = {
  breaks: 'planner-breaks',
  rests: 'planner-rests',
} as const;

export interface PauseColours {
  break: Rgba;
  rest: Rgba;
  glyph: Rgba;
}

interface Marker {
  position: LngLat;
  glyph: string;
}

const BREAK_GLYPH = '‖';
const REST_GLYPH = '☾';

const markers = (pauses: readonly ShadowWaypoint[], kind: ShadowWaypoint['kind']): Marker[] =>
  pauses
    .filter((p) => p.kind === kind)
    .map((p) => ({ position: [p.x, p.y], glyph: kind === 'break' ? BREAK_GLYPH : REST_GLYPH }));

/**
 * The breaks and rests of a driving-time plan (shadow waypoints) on the map, told apart by shape
 * as well as colour: a break is a round marker with a pause glyph, a daily rest a square one with
 * a moon. Without pauses both layers stay with `visible: false`.
 */
export function plannerPauseLayers(
  pauses: readonly ShadowWaypoint[],
  colours: PauseColours,
): Layer[] {
  const breaks = markers(pauses, 'break');
  const rests = markers(pauses, 'daily_rest');
  return [
    new ScatterplotLayer<Marker>({
      id: PAUSE_LAYER_IDS.breaks,
      data: breaks,
      visible: breaks.length > 0,
      getPosition: (d) => d.position,
      getRadius: 10,
      radiusUnits: 'pixels',
      getFillColor: colours.break,
      stroked: true,
      getLineColor: colours.glyph,
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
    }),
    new TextLayer<Marker>({
      id: PAUSE_LAYER_IDS.rests,
      data: [...breaks, ...rests],
      visible: breaks.length + rests.length > 0,
      getPosition: (d) => d.position,
      getText: (d) => d.glyph,
      getSize: 13,
      getColor: colours.glyph,
      // Rests on a square plate; breaks on the round marker below.
      background: true,
      getBackgroundColor: (d) => (d.glyph === REST_GLYPH ? colours.rest : [0, 0, 0, 0]),
      backgroundPadding: [5, 3],
      getBorderColor: (d) => (d.glyph === REST_GLYPH ? colours.glyph : [0, 0, 0, 0]),
      getBorderWidth: 2,
      fontFamily: 'Inter Variable, DejaVu Sans, system-ui, sans-serif',
      fontWeight: 700,
      characterSet: [BREAK_GLYPH, REST_GLYPH],
      getTextAnchor: 'middle',
      getAlignmentBaseline: 'center',
    }),
  ];
}
