import { companyTagSchema, type CompanyTag } from '@fleetdeck/shared';
import { apiJson } from '../../app/session/api.js';

const one = (answer: { data: unknown }): CompanyTag => companyTagSchema.parse(answer.data);

/** The relay's tag calls (spec part 2 section 7, and the truck assignments of issue 18). */
export const tagsApi = {
  list: async (): Promise<CompanyTag[]> =>
    companyTagSchema.array().parse((await apiJson<{ data: unknown }>('/tags')).data),
  add: async (name: string): Promise<CompanyTag> =>
    one(await apiJson('/tags', { method: 'POST', body: JSON.stringify({ tag: name }) })),
  rename: async (id: number, name: string): Promise<CompanyTag> =>
    one(await apiJson(`/tags/${id}`, { method: 'PUT', body: JSON.stringify({ tag: name }) })),
  remove: (id: number): Promise<unknown> => apiJson(`/tags/${id}`, { method: 'DELETE' }),
  /** The company's tags on one truck, all at once. */
  setTruckTags: (truckId: number, tagIds: number[]): Promise<unknown> =>
    apiJson(`/trucks/${truckId}/tags`, {
      method: 'PUT',
      body: JSON.stringify({ tag_ids: tagIds }),
    }),
  /** One tag on (assigned) or off many trucks. */
  assign: async (tagId: number, truckIds: number[], assigned: boolean): Promise<CompanyTag> =>
    one(
      await apiJson(`/tags/${tagId}/trucks`, {
        method: 'POST',
        body: JSON.stringify({ truck_ids: truckIds, assigned }),
      }),
    ),
};
