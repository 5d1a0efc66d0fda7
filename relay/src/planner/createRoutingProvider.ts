import type { RoadGraph } from '@fleetdeck/shared/roads';
import { EmbeddedRoutingProvider } from './embedded/index.js';
import { loadBundledLocationSearch, type PlacesSource } from './places/locationSearch.js';
import type { RoutingProvider } from './routingProvider.js';
import { ValhallaRoutingProvider } from './valhalla/valhallaProvider.js';

export interface RoutingConfig {
  ROUTING_URL?: string | undefined;
  ROUTING_TIMEOUT_MS: number;
}

/**
 * `ROUTING_URL` set: the Valhalla server there; unset: the embedded engine on the bundled road
 * graph. Both search text with our place index.
 */
export function createRoutingProvider(
  config: RoutingConfig,
  graph: () => RoadGraph,
  places: PlacesSource = loadBundledLocationSearch,
): RoutingProvider {
  if (config.ROUTING_URL)
    return new ValhallaRoutingProvider(
      { baseUrl: config.ROUTING_URL, timeoutMs: config.ROUTING_TIMEOUT_MS },
      places,
    );
  return new EmbeddedRoutingProvider(graph(), {
    searchLocations: async (text, near, limit) => (await places()).search({ text, near, limit }),
  });
}
