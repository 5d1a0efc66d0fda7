import { Subject } from 'rxjs';

/** Map actions asked for from outside the map (the palette, the wall); the map carries them out. */
export type MapCommand = 'fit_all' | { type: 'fly'; lng: number; lat: number; zoom: number };

export const mapCommands$ = new Subject<MapCommand>();
