/**
 * The embedded routing provider (issue 16): `new EmbeddedRoutingProvider(roadGraph(DATA_DIR),
 * { searchLocations })` implements `RoutingProvider` on the bundled road graph.
 */
export {
  EmbeddedRoutingProvider,
  FAR_WAYPOINT_M,
  type EmbeddedRoutingOptions,
  type SearchLocations,
} from './provider.js';
export { tollFactor, TOLL_EXCLUDED_FACTOR } from './cost.js';
export { ALTERNATIVES } from './alternatives.js';
export { HULL } from './reachable.js';
export { MAX_SNAP_M, RoadSnapper, type RoadSnap } from './snap.js';
export { TRAFFIC_RADIUS_M } from './traffic.js';
