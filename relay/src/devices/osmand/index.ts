export {
  OSMAND_BODY_LIMIT,
  osmandRouter,
  type OsmandEndpoint,
  type OsmandMetrics,
  type OsmandRouterOptions,
} from './router.js';
