import { z } from 'zod';
import { PAGE_SIZES, SEARCH_DEFAULTS, decimalText, wholeText } from '@fleetdeck/shared';
import { CORRIDOR_MAX_POINTS, parseCorridor, type LngLat } from '@fleetdeck/shared/roads';
import type { ResourceQuery, ResourceService } from './resourceProvider.js';

/** `a,b`, `a` or `a[]=..`: a list of short ids. */
const idList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : value,
  z.array(z.string().min(1).max(60)).max(30),
);
const rating = z.object({ value: decimalText(0, 5) }).optional();

export const RESOURCE_KINDS = ['stations', 'parkings', 'pois'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** `GET /api/planner/service`: the spec's query (part 2 §7), `page` 0-based. */
export const resourceQuerySchema = z.object({
  lat: decimalText(-90, 90),
  lng: decimalText(-180, 180),
  radius: decimalText(0, 300)
    .refine((km) => km > 0, 'must be more than 0')
    .default(SEARCH_DEFAULTS.radiusKm),
  area: wholeText(1, 600).optional(),
  /** A route's line ("lng,lat;..."): search within `radius` km of it, in route order. */
  corridor: z
    .string()
    .max(CORRIDOR_MAX_POINTS * 24)
    .transform((text, ctx): LngLat[] => {
      const points = parseCorridor(text);
      if (points) return points;
      ctx.addIssue({
        code: 'custom',
        message: `must be 2 to ${CORRIDOR_MAX_POINTS} longitude,latitude pairs separated by ;`,
      });
      return z.NEVER;
    })
    .optional(),
  services: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()) : value),
    z.array(z.enum(RESOURCE_KINDS)).min(1).max(3).optional(),
  ),
  filters: z
    .object({
      services: idList.default([]),
      parking_filters: idList.default([]),
      reviews_rating: rating,
      security_rating: rating,
      verified: z.enum(['0', '1', 'true', 'false']).optional(),
    })
    .default({ services: [], parking_filters: [] }),
  page: wholeText(0, 10_000).default(0),
});
export type ResourceQueryInput = z.infer<typeof resourceQuerySchema>;

/** The provider's query for the stations and parkings asked for. */
export function toResourceQuery(
  input: ResourceQueryInput,
  kinds: readonly ResourceKind[],
): ResourceQuery {
  const f = input.filters;
  return {
    lat: input.lat,
    lng: input.lng,
    radiusKm: input.radius,
    ...(input.corridor
      ? { corridor: input.corridor }
      : input.area
        ? { area: { minutes: input.area } }
        : {}),
    services: kinds.filter((k): k is ResourceService => k !== 'pois'),
    stationServices: f.services,
    parkingFilters: f.parking_filters,
    minRating: f.reviews_rating?.value ?? 0,
    minSecurityRating: f.security_rating?.value ?? 0,
    verifiedOnly: f.verified === '1' || f.verified === 'true',
    page: input.page,
    perPage: PAGE_SIZES.resources,
  };
}
