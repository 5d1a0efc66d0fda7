export {
  EmbeddedRoutingProvider,
  type EmbeddedRoutingOptions,
  type SearchLocations,
} from './provider.js';
export { tollFactor } from './cost.js';
export { MAX_SNAP_M, RoadSnapper, type RoadSnap } from './snap.js';
