import type { TruckId } from './fleetDiff.js';

/**
 * What the map page publishes as `window.__fleetdeck`: what it hands deck.gl, for e2e tests and
 * for people debugging in the console.
 */
export interface MapProbe {
  drawn: number;
  seq: number;
  positionOf(id: TruckId): [number, number] | undefined;
  ids(): TruckId[];
  /** Where a vehicle is on screen (page pixels), or undefined when it is not drawn. */
  screenPositionOf(id: TruckId): { x: number; y: number } | undefined;
}
