import type { Layer } from '@deck.gl/core';
import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import { passageCircleMetres } from '@fleetdeck/shared';
import { cssColor } from '../../map/cssColor.js';
import { lastCall } from '../../map/mapLayers.js';
import type { Rgba } from '../../map/vehicles/vehicleBuffers.js';

type LngLat = [number, number];

/** What the passage search shows on the live map. */
export interface PassageMapState {
  /** The chosen address; nothing is drawn without one. */
  centre: LngLat | undefined;
  radiusKm: number;
  /** The selected passage's track, when it has loaded. */
  track: readonly LngLat[] | undefined;
}

export interface PassageColours {
  area: Rgba;
  track: Rgba;
  marker: Rgba;
}

/** The colour mode's tokens (the page reloads on a mode change). */
export function passageColours(read = cssColor): PassageColours {
  return {
    area: read('--accent', [21, 101, 192, 255]),
    track: read('--route-highlight', [255, 109, 0, 255]),
    marker: read('--danger', [198, 40, 40, 255]),
  };
}

const WHITE: Rgba = [255, 255, 255, 255];
const alpha = ([r, g, b]: Rgba, a: number): Rgba => [r, g, b, a];
const NOTHING: LngLat[] = [];

/**
 * The search on the map, as deck.gl layers: the circle in metres on the ground (drawn by the GPU,
 * the radius an attribute updated alone), the selected passage's track with its reports, and the
 * address's marker on top. Hidden layers stay in the stack (`visible: false`); data arrays are
 * the same objects until the centre or the track change.
 */
export function passageLayerBuilder(colours: PassageColours): (state: PassageMapState) => Layer[] {
  const centreData = lastCall((centre: LngLat | undefined) => (centre ? [centre] : NOTHING));
  const trackPath = lastCall((track: readonly LngLat[] | undefined) =>
    track && track.length > 1 ? [track] : [],
  );
  return ({ centre, radiusKm, track }) => {
    const at = centreData(centre);
    const metres = passageCircleMetres(radiusKm);
    return [
      new ScatterplotLayer<LngLat>({
        id: 'passage-circle',
        data: at,
        visible: at.length > 0,
        getPosition: (d) => d,
        getRadius: metres,
        radiusUnits: 'meters',
        filled: true,
        stroked: true,
        getFillColor: alpha(colours.area, 40),
        getLineColor: alpha(colours.area, 230),
        getLineWidth: 2,
        lineWidthUnits: 'pixels',
        updateTriggers: { getRadius: metres },
      }),
      new PathLayer<readonly LngLat[]>({
        id: 'passage-track',
        data: trackPath(track),
        visible: (track?.length ?? 0) > 1,
        getPath: (d) => d as LngLat[],
        getColor: colours.track,
        getWidth: 5,
        widthUnits: 'pixels',
        capRounded: true,
        jointRounded: true,
      }),
      new ScatterplotLayer<LngLat>({
        id: 'passage-track-reports',
        data: (track ?? NOTHING) as LngLat[],
        visible: (track?.length ?? 0) > 0,
        getPosition: (d) => d,
        getRadius: 4,
        radiusUnits: 'pixels',
        getFillColor: colours.track,
        stroked: true,
        getLineColor: WHITE,
        getLineWidth: 1,
        lineWidthUnits: 'pixels',
      }),
      new ScatterplotLayer<LngLat>({
        id: 'passage-marker',
        data: at,
        visible: at.length > 0,
        getPosition: (d) => d,
        getRadius: 7,
        radiusUnits: 'pixels',
        getFillColor: colours.marker,
        stroked: true,
        getLineColor: WHITE,
        getLineWidth: 2,
        lineWidthUnits: 'pixels',
      }),
    ];
  };
}
