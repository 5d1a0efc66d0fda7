import { isPlainObject, type Json, type JsonObject, type Patch } from './patch.js';

/**
 * What a shared-link viewer may see of a truck: where it is and whether it moves. Drivers, cards,
 * telemetry, company details and tags stay with the fleet's own users.
 */
const TRUCK_FIELDS = new Set(['id', 'plate', 'type', 'category']);
const LASTPOINT_FIELDS = new Set([
  'lat',
  'lng',
  'heading',
  'speed',
  'date',
  'updated_at',
  'ignition',
]);

function pick(source: JsonObject, fields: ReadonlySet<string>): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (fields.has(key) && value !== undefined) out[key] = value;
  }
  const unset = (source as Patch).$unset;
  if (unset) {
    const kept = unset.filter((key) => fields.has(key));
    if (kept.length > 0) out['$unset'] = kept;
  }
  return out;
}

function publicLastpoint(value: Json): Json {
  if (!isPlainObject(value)) return value;
  const replaced = value['$replace'];
  if (Object.keys(value).length === 1 && isPlainObject(replaced)) {
    return { $replace: pick(replaced, LASTPOINT_FIELDS) };
  }
  return pick(value, LASTPOINT_FIELDS);
}

/**
 * The public part of a truck or of a truck's patch (a diff upsert): same shape, other fields
 * dropped. A patch that touched only private fields keeps just its id.
 */
export function publicTruck<T extends object>(truckOrPatch: T): T {
  const out = pick(truckOrPatch as unknown as JsonObject, TRUCK_FIELDS);
  const lastpoint = (truckOrPatch as unknown as JsonObject)['lastpoint'];
  if (lastpoint !== undefined) out['lastpoint'] = publicLastpoint(lastpoint);
  return out as unknown as T;
}
