import { Subject } from 'rxjs';

/**
 * Map actions asked for from outside the map (the palette, the wall, panels); the map carries them
 * out. `fit` frames a box in the part of the map that the panels and cards leave free.
 */
export type MapCommand =
  | 'fit_all'
  | { type: 'fly'; lng: number; lat: number; zoom: number }
  | { type: 'fit'; bounds: [[number, number], [number, number]]; maxZoom?: number };

export const mapCommands$ = new Subject<MapCommand>();
