import type { SegmentLimit } from './corridors.js';

/**
 * Limits on regional links (both towns must be regional towns): low railway underpasses, weight-
 * limited mountain roads, narrow old bridges. The planner routes trucks around them.
 */
export const REGIONAL_LIMITS: SegmentLimit[] = [
  {
    from: 'Bergamo/IT',
    to: 'Lecco/IT',
    heightM: 3.6,
    note: 'railway underpass at Calolziocorte',
  },
  {
    from: 'Casale Monferrato/IT',
    to: 'Asti/IT',
    weightT: 24,
    note: 'old bridge over the Po with a weight limit',
  },
  {
    from: 'Belluno/IT',
    to: 'Pordenone/IT',
    widthM: 2.3,
    note: 'narrow mountain road through the Alpago',
  },
];

/** Regional roads: towns at least this populous join a proximity graph with their neighbours. */
export const REGIONAL = {
  minPopulation: 30_000,
  neighbours: 3,
  maxKm: 70,
  /** Countries of the network's towns; regional links never leave this set. */
  countries: ['IT', 'FR', 'CH', 'AT', 'DE', 'SI', 'SM', 'MC', 'LI'],
  bbox: { minLat: 36.5, maxLat: 48.9, minLng: 4.5, maxLng: 16.7 },
  /**
   * ZTL-like restricted cores: the regional links into a city this populous (Milan, Rome, Naples,
   * Turin, Munich) admit delivery vans only; articulated trucks stay on the motorways that reach
   * the city's node.
   */
  urbanCore: { minPopulation: 800_000, limits: { lengthM: 12, weightT: 18 } },
  /** In the object so the cached graph's source hash covers them. */
  limits: REGIONAL_LIMITS,
} as const;
