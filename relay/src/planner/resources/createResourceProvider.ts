import type { RoadGraph } from '@fleetdeck/shared/roads';
import type { RelayConfig } from '../../config/env.js';
import { EmbeddedResourceProvider } from './embeddedResources.js';
import { HttpResourceProvider } from './httpResources.js';
import type { ResourceProvider } from './resourceProvider.js';

/** The planner service by `PLANNER_SERVICE_URL`, else the embedded sample data. */
export function createResourceProvider(
  config: Pick<RelayConfig, 'PLANNER_SERVICE_URL' | 'UPSTREAM_TIMEOUT_MS'>,
  graph: () => RoadGraph,
): ResourceProvider {
  return config.PLANNER_SERVICE_URL
    ? new HttpResourceProvider(config.PLANNER_SERVICE_URL, config.UPSTREAM_TIMEOUT_MS)
    : new EmbeddedResourceProvider(graph);
}
