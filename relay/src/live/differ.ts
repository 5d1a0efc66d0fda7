import type { z } from 'zod';
import {
  diffObject,
  isPlainObject,
  sameJson,
  truckSchema,
  type JsonObject,
  type Patch,
} from '@fleetdeck/shared';

/** Gives the same patch as `diffObject` (shared/protocol/patch.ts), or undefined when equal. */
export type Differ = (before: JsonObject, after: JsonObject) => Patch | undefined;

/**
 * The keys of an object schema, each with the keys of its own object schema when it has one
 * (null: a scalar, an array, a union, or an object open to any key).
 */
export interface KeyTree {
  [key: string]: KeyTree | null;
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  catchall?: unknown;
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The key tree of a closed object schema (through optional/nullable/catch), else null. */
export function keyTreeOf(schema: z.ZodType): KeyTree | null {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'catch') {
    return def.innerType ? keyTreeOf(def.innerType) : null;
  }
  if (def.type !== 'object' || def.catchall !== undefined || !def.shape) return null;
  const tree: KeyTree = {};
  for (const [key, field] of Object.entries(def.shape)) tree[key] = keyTreeOf(field);
  return tree;
}

/**
 * A differ for objects with the keys of `tree`, with the key names written in. `diffObject` reads
 * every field with a key held in a variable, which is a slow lookup for V8 on a truck of 50
 * fields; here each read is a property load at a known name (as the compiled checks of
 * fastSchema.ts do). An object with any other key goes to `diffObject`, so the answer is always
 * diffObject's (the property test in truckDiff.test.ts compares them).
 */
export function compileDiffer(tree: KeyTree): Differ {
  const keys = Object.keys(tree);
  const nested = keys.map((key) => {
    const sub = tree[key];
    return sub ? compileDiffer(sub) : diffObject;
  });
  const body = keys
    .map((key, i) => {
      const k = JSON.stringify(key);
      return `
    a = before[${k}];
    b = after[${k}];
    if (a !== undefined) beforeLeft -= 1;
    if (b !== undefined) afterLeft -= 1;
    if (a !== b) {
      if (b === undefined) (unset ??= []).push(${k});
      else if (isPlainObject(a) && isPlainObject(b)) {
        inner = nested[${i}](a, b);
        if (inner !== undefined) (patch ??= {})[${k}] = inner;
      } else if (!sameJson(a, b)) (patch ??= {})[${k}] = isPlainObject(b) ? { $replace: b } : b;
    }`;
    })
    .join('');
  // The source is built from the schema's own keys only (JSON-quoted), never from input data.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const make = new Function(
    'diffObject',
    'isPlainObject',
    'sameJson',
    'nested',
    `return function compiledDiff(before, after) {
    // Defined keys on each side: the known keys below must account for all of them.
    let beforeLeft = 0;
    let afterLeft = 0;
    for (const key in before) if (before[key] !== undefined) beforeLeft += 1;
    for (const key in after) if (after[key] !== undefined) afterLeft += 1;
    let patch, unset, a, b, inner;${body}
    // A key outside the schema on either side: the generic diff decides.
    if (beforeLeft !== 0 || afterLeft !== 0) return diffObject(before, after);
    if (unset !== undefined) (patch ??= {}).$unset = unset;
    return patch;
  };`,
  ) as (
    diff: typeof diffObject,
    plain: typeof isPlainObject,
    same: typeof sameJson,
    nested: Differ[],
  ) => Differ;
  return make(diffObject, isPlainObject, sameJson, nested);
}

const truckTree = keyTreeOf(truckSchema);

/** The diff of two validated trucks (what FleetHub runs on every changed truck of a poll). */
export const diffTruck: Differ = truckTree ? compileDiffer(truckTree) : diffObject;
