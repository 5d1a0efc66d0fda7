import { Subject } from 'rxjs';

/** Map actions asked for from outside the map (the command palette); the map carries them out. */
export type MapCommand = 'fit_all';

export const mapCommands$ = new Subject<MapCommand>();
