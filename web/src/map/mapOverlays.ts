import type { Layer } from '@deck.gl/core';
import { BehaviorSubject } from 'rxjs';

/**
 * Layers a feature draws on the live map (the passage search's circle), by feature: the map
 * draws them above traffic and below the vehicles. A feature sets its layers while it is shown
 * and clears them when it goes (an empty list).
 */
const overlays = new Map<string, readonly Layer[]>();

export const mapOverlays$ = new BehaviorSubject<readonly Layer[]>([]);

export function setMapOverlay(feature: string, layers: readonly Layer[]): void {
  if (layers.length === 0) overlays.delete(feature);
  else overlays.set(feature, layers);
  mapOverlays$.next([...overlays.values()].flat());
}
