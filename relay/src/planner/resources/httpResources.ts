import { z, type ZodType } from 'zod';
import { coordinateSchema, fuelReferenceSchema, parkingReferenceSchema } from '@fleetdeck/shared';
import { corridorParam } from '@fleetdeck/shared/roads';
import {
  ResourceProviderError,
  type FilterOption,
  type ResourceContext,
  type ResourcePage,
  type ResourceProvider,
  type ResourceQuery,
} from './resourceProvider.js';

const listed = {
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  coordinate: coordinateSchema,
  flag: z.string().nullish(),
  city: z.string().nullish(),
};
/** The spec's items: id, coordinate, name, flag, city, with the reference nested or beside them. */
const stationSchema = z.looseObject({ ...listed, reference: fuelReferenceSchema.nullish() });
const parkingSchema = z.looseObject({ ...listed, reference: parkingReferenceSchema.nullish() });
const searchAnswer = z.object({
  data: z.object({
    stations: z.array(stationSchema).default([]),
    parkings: z.array(parkingSchema).default([]),
  }),
  meta: z
    .looseObject({
      items: z.object({ stations: z.number().int(), parkings: z.number().int() }).partial(),
    })
    .partial()
    .nullish(),
});
const dictionaryAnswer = z.object({
  data: z.array(
    z.looseObject({
      id: z.union([z.string(), z.number()]),
      label: z.string().nullish(),
      name: z.string().nullish(),
    }),
  ),
});

/** The reference read from an item's own fields, when the service does not nest it. */
function flatReference<T>(schema: ZodType<T>, item: unknown): T {
  const parsed = schema.safeParse(item);
  if (!parsed.success) throw new ResourceProviderError('the planner service answered oddly');
  return parsed.data;
}

/** The query of part 2 §7 for `GET {url}/service`. */
export function serviceParams(query: ResourceQuery): URLSearchParams {
  const params = new URLSearchParams({ lat: String(query.lat), lng: String(query.lng) });
  // A service that does not know the corridor searches around the reference point instead.
  if (query.corridor) params.set('corridor', corridorParam(query.corridor));
  if (query.area) params.set('area', String(query.area.minutes));
  else params.set('radius', String(query.radiusKm));
  params.set('services', query.services.join(','));
  for (const s of query.stationServices) params.append('filters[services][]', s);
  for (const f of query.parkingFilters) params.append('filters[parking_filters][]', f);
  if (query.minRating > 0) params.set('filters[reviews_rating][value]', String(query.minRating));
  if (query.minSecurityRating > 0)
    params.set('filters[security_rating][value]', String(query.minSecurityRating));
  if (query.verifiedOnly) params.set('filters[verified]', '1');
  params.set('page', String(query.page));
  params.set('paginate', String(query.perPage));
  return params;
}

/**
 * A planner service by `PLANNER_SERVICE_URL`: the spec's `/service`, `/service/parking/filters`
 * and `/service/station/services`, told the company in `X-Company`; answers are checked and
 * turned into the embedded provider's shapes (its data is real: `sample` is false).
 */
export class HttpResourceProvider implements ResourceProvider {
  readonly name = 'http';
  private readonly base: URL;

  constructor(
    url: string,
    private readonly timeoutMs = 5000,
  ) {
    this.base = new URL(url.endsWith('/') ? url : `${url}/`);
  }

  async search(query: ResourceQuery, context: ResourceContext): Promise<ResourcePage> {
    const parsed = searchAnswer.safeParse(await this.get('service', context, serviceParams(query)));
    if (!parsed.success) throw new ResourceProviderError('the planner service answered oddly');
    const { data, meta } = parsed.data;
    const stations = data.stations.slice(0, query.perPage).map((s) => ({
      ...s,
      type: 'fuel' as const,
      flag: s.flag ?? null,
      city: s.city ?? null,
      reference: s.reference ?? flatReference(fuelReferenceSchema, s),
    }));
    const parkings = data.parkings.slice(0, query.perPage).map((p) => ({
      ...p,
      type: 'parking' as const,
      flag: p.flag ?? null,
      city: p.city ?? null,
      reference: p.reference ?? flatReference(parkingReferenceSchema, p),
    }));
    return {
      stations,
      parkings,
      items: {
        stations: meta?.items?.stations ?? data.stations.length,
        parkings: meta?.items?.parkings ?? data.parkings.length,
      },
      sample: false,
    };
  }

  parkingFilters(context: ResourceContext): Promise<FilterOption[]> {
    return this.dictionary('service/parking/filters', context);
  }

  stationServices(context: ResourceContext): Promise<FilterOption[]> {
    return this.dictionary('service/station/services', context);
  }

  private async dictionary(path: string, context: ResourceContext): Promise<FilterOption[]> {
    const parsed = dictionaryAnswer.safeParse(await this.get(path, context));
    if (!parsed.success) throw new ResourceProviderError(`${path}: unexpected answer`);
    return parsed.data.data.map((e) => ({ id: String(e.id), label: e.label ?? e.name ?? '' }));
  }

  private async get(
    path: string,
    context: ResourceContext,
    params?: URLSearchParams,
  ): Promise<unknown> {
    const url = new URL(path, this.base);
    if (params) url.search = params.toString();
    const signals = [
      AbortSignal.timeout(this.timeoutMs),
      ...(context.signal ? [context.signal] : []),
    ];
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'x-company': String(context.company) },
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      throw new ResourceProviderError(`${path}: the planner service did not answer`, {
        cause: error,
      });
    }
    if (!response.ok)
      throw new ResourceProviderError(`${path}: the planner service answered ${response.status}`);
    return response.json().catch(() => {
      throw new ResourceProviderError(`${path}: the planner service answered no JSON`);
    });
  }
}
