import { z } from 'zod';
import { resourceSchema } from '@fleetdeck/shared';
import { apiFetch } from '../../../app/session/api.js';
import { call } from '../plannerApi.js';
import type { FreightBoardId, KindResults } from './resourceModel.js';

const found = z.array(
  resourceSchema.and(
    z.looseObject({ distance: z.number().optional(), along: z.number().optional() }),
  ),
);

const serviceAnswer = z.object({
  data: z.object({ stations: found, parkings: found, pois: found.optional() }),
  meta: z.object({
    sample: z.boolean(),
    items: z.object({
      stations: z.number().int(),
      parkings: z.number().int(),
      pois: z.number().int().optional(),
    }),
  }),
});

/** One kind of the planner service (`GET /planner/service`), a page of it. */
export async function searchService(
  kind: 'fuel' | 'parking' | 'poi',
  query: string,
  page: number,
  signal: AbortSignal,
): Promise<KindResults> {
  const answer = serviceAnswer.parse(await call<unknown>(`/planner/service?${query}`, { signal }));
  const list = { fuel: 'stations', parking: 'parkings', poi: 'pois' } as const;
  return {
    items: answer.data[list[kind]] ?? [],
    total: answer.meta.items[list[kind]] ?? 0,
    page,
    // The company's own POIs are real whatever the provider.
    sample: kind !== 'poi' && answer.meta.sample,
  };
}

const dictionaryAnswer = z.object({
  data: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type DictionaryEntry = z.infer<typeof dictionaryAnswer>['data'][number];

/** A filter dictionary: `parking/filters` or `station/services`. */
export async function fetchDictionary(
  path: 'parking/filters' | 'station/services',
): Promise<DictionaryEntry[]> {
  return dictionaryAnswer.parse(await call<unknown>(`/planner/service/${path}`)).data;
}

const offersAnswer = z.object({
  content: found,
  meta: z.object({ items: z.number().int(), sample: z.boolean() }),
});

/** A page of a freight exchange's offers. */
export async function searchOffers(
  board: FreightBoardId,
  query: string,
  page: number,
  signal: AbortSignal,
): Promise<KindResults> {
  const answer = offersAnswer.parse(
    await call<unknown>(`/freight/${board}/offers?${query}`, { signal }),
  );
  return {
    items: answer.content,
    total: answer.meta.items,
    page,
    sample: answer.meta.sample,
  };
}

const loginState = z.object({
  data: z.object({ username: z.string().nullable(), loggedIn: z.boolean() }),
});
export type FreightLoginState = z.infer<typeof loginState>['data'];

export async function fetchFreightLogin(board: FreightBoardId): Promise<FreightLoginState> {
  return loginState.parse(await call<unknown>(`/freight/${board}/login`)).data;
}

const loginRefusal = z.object({
  errors: z.array(z.object({ message: z.string(), code: z.string().optional() })).min(1),
});

/** The first error of a refused sign-in: its code (to translate) and the exchange's words. */
export class FreightLoginError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'FreightLoginError';
  }
}

/** Signs in to an exchange; a refusal throws its first error (part 2 §7). */
export async function freightLogin(
  board: FreightBoardId,
  username: string,
  password: string,
): Promise<void> {
  const response = await apiFetch(`/freight/${board}/login`, {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  if (response.ok) return;
  const body: unknown = await response.json().catch(() => null);
  const refusal = loginRefusal.safeParse(body);
  if (refusal.success) {
    const [first] = refusal.data.errors;
    throw new FreightLoginError(first?.message ?? '', first?.code);
  }
  const said = z.object({ message: z.string() }).safeParse(body);
  throw new FreightLoginError(said.success ? said.data.message : `HTTP ${response.status}`);
}

export async function freightLogout(board: FreightBoardId): Promise<void> {
  const response = await apiFetch(`/freight/${board}/login`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`freight logout: HTTP ${response.status}`);
}

const searchesAnswer = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      lat: z.number(),
      lng: z.number(),
      radiusKm: z.number(),
    }),
  ),
});
export type SavedFreightSearch = z.infer<typeof searchesAnswer>['data'][number];

/** The signed-in user's saved searches on an exchange. */
export async function fetchSavedSearches(board: FreightBoardId): Promise<SavedFreightSearch[]> {
  return searchesAnswer.parse(await call<unknown>(`/freight/${board}/searches`)).data;
}
