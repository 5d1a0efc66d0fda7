/**
 * Field-level patches between two JSON-like values. A patch holds only what changed; nested plain
 * objects (a truck's `lastpoint`, its `details`) are patched field by field, anything else (arrays,
 * scalars, null) is replaced whole. Keys that disappeared are listed in `$unset` because JSON has
 * no way to carry `undefined`.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export interface Patch {
  [key: string]: Json | string[] | undefined;
  $unset?: string[];
}

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON values, without allocating (the relay runs it on every truck per poll). */
export function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  let keys = 0;
  for (const key in a) {
    keys += 1;
    if (!(key in b) || !sameJson(a[key], b[key])) return false;
  }
  for (const _key in b) keys -= 1;
  return keys === 0;
}

/**
 * The patch that turns `before` into `after`, or undefined when they are equal. Written for the
 * common case of an unchanged truck: no allocation until a difference is found (the relay diffs
 * every truck every tick; see docs/perf.md).
 */
export function diffObject(before: JsonObject, after: JsonObject): Patch | undefined {
  let patch: Patch | undefined;
  for (const key in after) {
    const b = after[key];
    const a = before[key];
    if (a === b) continue;
    if (isPlainObject(a) && isPlainObject(b)) {
      const inner = diffObject(a, b);
      if (inner) (patch ??= {})[key] = inner as JsonObject;
    } else if (b !== undefined && (!(key in before) || !sameJson(a, b))) {
      // A whole object (new, or replacing a non-object) must not be read as a nested patch.
      (patch ??= {})[key] = isPlainObject(b) ? { $replace: b } : b;
    }
  }
  let unset: string[] | undefined;
  for (const key in before) {
    if (before[key] !== undefined && after[key] === undefined) (unset ??= []).push(key);
  }
  if (unset) (patch ??= {}).$unset = unset;
  return patch;
}

/** True when `value` is exactly `{ $replace: ... }`, the form diffObject gives a whole new object. */
function isReplacement(value: JsonObject): boolean {
  if (!('$replace' in value)) return false;
  let keys = 0;
  for (const _key in value) keys += 1;
  return keys === 1;
}

/**
 * The value a patch entry leaves at a key that held `current`: a whole new object for a
 * replacement, the nested object patched for a nested patch, the value itself otherwise.
 */
export function patchedValue(current: Json | undefined, value: Json): Json {
  if (!isPlainObject(value)) return value;
  if (isReplacement(value)) return value.$replace ?? null;
  return applyPatch<JsonObject>(isPlainObject(current) ? current : {}, value);
}

/**
 * A new object: `target` with `patch` applied. `target` itself is not modified. Walks the patch
 * with for-in rather than Object.entries: the browser applies 2,000 of these per tick at 10,000
 * trucks and the relay one per changed truck per company (docs/perf.md).
 */
export function applyPatch<T extends object>(target: T, patch: Patch): T {
  return patchInto({ ...(target as unknown as JsonObject) }, patch) as unknown as T;
}

/**
 * `applyPatch` onto a new truck: `{ id }` with `patch` applied. Built from a literal rather than a
 * copy of one: V8 gives each copy of `{ id }` grown key by key its own hidden class, and every later
 * copy of such a truck then takes a slow path (docs/perf-history.md, 2026-11-29).
 */
export function newFromPatch(id: number, patch: Patch): JsonObject {
  return patchInto({ id }, patch);
}

/** Applies `patch` to `out` itself (an object of our own) and returns it. */
function patchInto(out: JsonObject, patch: Patch): JsonObject {
  for (const key in patch) {
    // `__proto__` would set the new object's prototype: never a field of ours.
    if (key === '$unset' || key === '__proto__') continue;
    out[key] = patchedValue(out[key], patch[key] as Json);
  }
  const unset = patch.$unset;
  if (unset) for (const key of unset) delete out[key];
  return out;
}
