import type { RouteFeature } from './analyser.js';

// Without zod: the route worker (web) imports this module alone, and stays small.

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isPair = (v: unknown): boolean =>
  Array.isArray(v) && v.length === 2 && typeof v[0] === 'number' && typeof v[1] === 'number';
const ROUTE_NUMBERS = ['speed', 'tacho_speed', 'fuel_total'] as const;

/**
 * A `route.json` answer checked as `featureCollectionSchema(routeFeatureSchema)` checks it, in one
 * plain loop: a 3-day route holds about 10,000 features, and zod spent about 40 ms of the
 * analyser's main thread on them. Throws naming the first feature and field that is wrong.
 */
export function parseRouteAnswer(body: unknown): RouteFeature[] {
  const fail = (where: string): never => {
    throw new Error(`route.json: ${where}`);
  };
  if (!isRecord(body) || body['type'] !== 'FeatureCollection') fail('not a FeatureCollection');
  const features = (body as Record<string, unknown>)['features'];
  if (!Array.isArray(features)) return fail('features is not a list');
  for (let i = 0; i < features.length; i++) {
    const f: unknown = features[i];
    if (!isRecord(f) || f['type'] !== 'Feature') fail(`features[${i}] is not a Feature`);
    const { geometry: g, properties: p } = f as Record<string, unknown>;
    const ok =
      isRecord(g) &&
      (g['type'] === 'Point'
        ? isPair(g['coordinates'])
        : g['type'] === 'LineString' &&
          Array.isArray(g['coordinates']) &&
          (g['coordinates'] as unknown[]).every(isPair));
    if (!ok) fail(`features[${i}].geometry`);
    if (!isRecord(p)) return fail(`features[${i}].properties`);
    for (const key of ROUTE_NUMBERS) {
      const v = p[key];
      if (v != null && typeof v !== 'number') fail(`features[${i}].properties.${key}`);
    }
    if (p['date'] != null && typeof p['date'] !== 'string') fail(`features[${i}].properties.date`);
  }
  return features as RouteFeature[];
}
