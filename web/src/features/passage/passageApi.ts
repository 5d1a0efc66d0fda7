import { passagePageAnswerSchema, type PassageVehicle } from '@fleetdeck/shared';
import { apiJson } from '../../app/session/api.js';
import { passageQuery, type PassageSearch } from './passageForm.js';

/**
 * `GET /geofleet/vehiclepassage`, every page: the relay answers a busy area a page of vehicles at
 * a time, in order of their first event. `signal` stops it (Cancel).
 */
export async function searchPassages(
  search: PassageSearch,
  signal?: AbortSignal,
): Promise<PassageVehicle[]> {
  const vehicles: PassageVehicle[] = [];
  let offset: number | null = 0;
  while (offset !== null) {
    const body = await apiJson<unknown>(
      `/geofleet/vehiclepassage?${passageQuery(search, offset)}`,
      signal ? { signal } : {},
    );
    const page = passagePageAnswerSchema.parse(body);
    vehicles.push(...page.data);
    if (page.next_offset !== null && page.next_offset <= offset)
      throw new Error(`vehiclepassage: next_offset ${page.next_offset} does not move on`);
    offset = page.next_offset;
  }
  return vehicles;
}
