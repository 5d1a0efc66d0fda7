import { describe, expect, it } from 'vitest';
import { featureCollectionSchema, parseRouteAnswer, routeFeatureSchema } from './analyser.js';

const zodRoute = featureCollectionSchema(routeFeatureSchema);
const feature = (i: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [9 + i / 1000, 45] },
  properties: { speed: i % 130, tacho_speed: null, date: `2026-11-25T08:00:${i % 60}Z`, rpm: 1200 },
});
const answer = () => ({ type: 'FeatureCollection', features: [0, 1, 2].map(feature) });

/** Each way of breaking one answer, as a change to a fresh copy. */
const breakages: [string, (a: ReturnType<typeof answer>) => unknown][] = [
  ['not an object', () => 'nope'],
  ['another type', (a) => ({ ...a, type: 'Feature' })],
  ['no features', (a) => ({ type: a.type })],
  ['a feature not a Feature', (a) => (((a.features[1] as { type: string }).type = 'X'), a)],
  ['a feature null', (a) => (((a.features as unknown[])[2] = null), a)],
  [
    'no geometry',
    (a) => (delete (a.features[0] as Partial<ReturnType<typeof feature>>).geometry, a),
  ],
  ['three coordinates', (a) => (a.features[0]!.geometry.coordinates.push(1), a)],
  [
    'a coordinate as text',
    (a) => (((a.features[1]!.geometry.coordinates as unknown[])[0] = '9'), a),
  ],
  ['a polygon', (a) => ((a.features[1]!.geometry.type = 'Polygon'), a)],
  [
    'speed as text',
    (a) => (((a.features[2]!.properties as Record<string, unknown>).speed = '50'), a),
  ],
  [
    'fuel as text',
    (a) => (((a.features[2]!.properties as Record<string, unknown>).fuel_total = 'x'), a),
  ],
  [
    'date as a number',
    (a) => (((a.features[0]!.properties as Record<string, unknown>).date = 5), a),
  ],
  ['no properties', (a) => (((a.features[0] as Record<string, unknown>).properties = null), a)],
];

describe('parseRouteAnswer, the plain check of route.json', () => {
  it('takes what the schema takes, features in order with their properties', () => {
    const lines = answer();
    (lines.features as unknown[]).push({
      type: 'Feature',
      geometry: {
        type: 'LineString',
        coordinates: [
          [9, 45],
          [9.1, 45.1],
        ],
      },
      properties: {},
    });
    const parsed = parseRouteAnswer(lines);
    expect(parsed).toHaveLength(4);
    expect(parsed.map((f) => f.geometry)).toEqual(
      zodRoute.parse(lines).features.map((f) => f.geometry),
    );
    expect(parsed[1]!.properties.speed).toBe(1);
  });

  it.each(breakages)('refuses %s as the schema does, naming where', (_, breakIt) => {
    const broken = breakIt(answer());
    expect(zodRoute.safeParse(broken).success).toBe(false);
    expect(() => parseRouteAnswer(broken)).toThrow(/^route\.json: /);
  });

  it('names the feature and field that are wrong', () => {
    const a = answer();
    (a.features[2]!.properties as Record<string, unknown>).speed = '50';
    expect(() => parseRouteAnswer(a)).toThrow('features[2].properties.speed');
  });
});
