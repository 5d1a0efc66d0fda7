import type { RoadGraph } from '@fleetdeck/shared/roads';
import { EmbeddedRoutingProvider } from './embedded/index.js';
import { bundledLocationSearch, type LocationSearch } from './places/locationSearch.js';
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
  places: () => LocationSearch = bundledLocationSearch,
): RoutingProvider {
  if (config.ROUTING_URL)
    return new ValhallaRoutingProvider(
      { baseUrl: config.ROUTING_URL, timeoutMs: config.ROUTING_TIMEOUT_MS },
      places,
    );
  return new EmbeddedRoutingProvider(graph(), {
    searchLocations: (text, near, limit) => Promise.resolve(places().search({ text, near, limit })),
  });
}
