import { MAP_DEFAULTS } from '@fleetdeck/shared';

export type LngLat = [number, number];

/** What the camera should do; the map runs it with fly-to 1 s and padding 50 (part 1 §9). */
export type CameraCommand =
  | { kind: 'fit'; bounds: [LngLat, LngLat] }
  | { kind: 'centre'; at: LngLat; zoom: number }
  | { kind: 'follow'; at: LngLat; zoom?: number };

export interface AutoFitInput {
  /** Positions of the vehicles on the map. */
  positions: readonly LngLat[];
  /** Position of the focused vehicle, when one is focused and drawn. */
  focused: LngLat | undefined;
  /** True on the first step of a focus (the map flies in); false while following it. */
  focusStarted: boolean;
  /**
   * The zoom the focus flew to, until the user moves the map: a follow step that interrupts the
   * flight (a tick within its second) still reaches it instead of stopping half way.
   */
  followZoom?: number | undefined;
  currentZoom: number;
  desktop: boolean;
  /** The user moved the map, or the view is a shared link: no automatic fit. */
  stopped: boolean;
}

/** The smallest box holding every position, or undefined with none. */
export function boundsOf(positions: readonly LngLat[]): [LngLat, LngLat] | undefined {
  if (positions.length === 0) return undefined;
  let [west, south] = positions[0] ?? [0, 0];
  let [east, north] = [west, south];
  for (const [lng, lat] of positions) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/**
 * The spec's auto-fit (part 1 §4): a focused vehicle wins (zoom at least 18 on desktop, then the
 * map follows it); else, unless stopped, several vehicles are fitted and one alone is centred at
 * zoom at least 13.
 */
export function autoFitCommand(input: AutoFitInput): CameraCommand | undefined {
  const { focused, positions, currentZoom } = input;
  if (focused) {
    if (!input.focusStarted) {
      return input.followZoom === undefined || input.followZoom <= currentZoom
        ? { kind: 'follow', at: focused }
        : { kind: 'follow', at: focused, zoom: input.followZoom };
    }
    const min = input.desktop ? MAP_DEFAULTS.focusMinZoom : MAP_DEFAULTS.singleVehicleMinZoom;
    return { kind: 'centre', at: focused, zoom: Math.max(currentZoom, min) };
  }
  if (input.stopped) return undefined;
  const [only] = positions;
  if (positions.length === 1 && only) {
    return {
      kind: 'centre',
      at: only,
      zoom: Math.max(currentZoom, MAP_DEFAULTS.singleVehicleMinZoom),
    };
  }
  const bounds = boundsOf(positions);
  return bounds ? { kind: 'fit', bounds } : undefined;
}
