import { z } from 'zod';
import { PAGE_SIZES, savedRouteSchema, type SavedRoute } from '@fleetdeck/shared';
import { apiJson } from '../../../app/session/api.js';

const storedRouteSchema = savedRouteSchema.extend({ _id: z.string() });
/** A saved trip as the relay answers it: the body it was saved with and its id. */
export type StoredRoute = z.infer<typeof storedRouteSchema>;

const pageSchema = z.object({
  data: z.array(storedRouteSchema),
  meta: z.object({ items: z.number().int().min(0) }),
});
const oneSchema = z.object({ data: storedRouteSchema });

/** One page (1-based, as the modal counts) of the company's saved trips, and how many there are. */
export async function fetchSavedRoutes(
  page: number,
): Promise<{ routes: StoredRoute[]; items: number }> {
  const query = new URLSearchParams({
    paginate: String(PAGE_SIZES.savedRoutes),
    page: String(page - 1),
  });
  const answer = pageSchema.parse(await apiJson<unknown>(`/route?${query.toString()}`));
  return { routes: answer.data, items: answer.meta.items };
}

export async function createSavedRoute(route: SavedRoute): Promise<StoredRoute> {
  const answer = await apiJson<unknown>('/route', { method: 'POST', body: JSON.stringify(route) });
  return oneSchema.parse(answer).data;
}

export async function deleteSavedRoute(id: string): Promise<void> {
  await apiJson<unknown>(`/route/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
