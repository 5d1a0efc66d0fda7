import type { z } from 'zod';
import { isPlainObject, sameJson, type Json } from '@fleetdeck/shared';

/** What a fast parser answers when it cannot decide: zod parses the value (and names any error). */
export const SLOW: unique symbol = Symbol('slow');

/**
 * Checks a raw JSON value against the schema it was compiled from, given the value validated at
 * the last poll: the value itself when it is valid and parses to itself, or SLOW. Never an error
 * of its own: whatever it does not know for sure (a failing check, a union, an array, a check
 * kind it was not written for) is SLOW, and zod decides.
 */
export type FastParser = (
  raw: Json | undefined,
  before: Json | undefined,
) => Json | undefined | typeof SLOW;

interface Def {
  type: string;
  innerType?: z.ZodType;
  checks?: Array<{ _zod: { def: Record<string, unknown> } }>;
  catchall?: unknown;
  shape?: Record<string, z.ZodType>;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A test for a number schema's checks, or undefined when one of them is of an unknown kind. */
function numberTest(def: Def): ((v: number) => boolean) | undefined {
  const tests: Array<(v: number) => boolean> = [];
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    const value = c['value'] as number;
    if (c['check'] === 'greater_than')
      tests.push(c['inclusive'] ? (v) => v >= value : (v) => v > value);
    else if (c['check'] === 'less_than')
      tests.push(c['inclusive'] ? (v) => v <= value : (v) => v < value);
    else if (c['check'] === 'number_format' && c['format'] === 'safeint')
      tests.push(Number.isSafeInteger);
    else return undefined;
  }
  return (v) => Number.isFinite(v) && tests.every((test) => test(v));
}

/**
 * The fast parser of `schema`, or undefined when it is of a kind not covered: numbers with
 * range and integer checks, strings and booleans without checks, optional, nullable and catch
 * wrappers, and plain objects (no catch-all, no checks) of those; an object's field of any other
 * kind is taken as is only when it equals, as JSON, the value validated at the last poll (a
 * validated value parses to itself: the truck schema has no transforms or defaults).
 */
export function compileFast(schema: z.ZodType): FastParser | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'number': {
      const test = numberTest(def);
      return test && ((raw) => (typeof raw === 'number' && test(raw) ? raw : SLOW));
    }
    case 'string':
      return (def.checks ?? []).length > 0
        ? undefined
        : (raw) => (typeof raw === 'string' ? raw : SLOW);
    case 'boolean':
      return (def.checks ?? []).length > 0
        ? undefined
        : (raw) => (typeof raw === 'boolean' ? raw : SLOW);
    case 'optional':
    case 'nullable':
    case 'catch': {
      const inner = def.innerType && compileFast(def.innerType);
      if (!inner) return undefined;
      // A catch only matters for a value its inner schema refuses, and those are SLOW already.
      if (def.type === 'catch') return inner;
      const empty = def.type === 'optional' ? undefined : null;
      return (raw, before) => (raw === empty ? raw : inner(raw, before));
    }
    case 'object':
      return compileObject(def);
    default:
      return undefined;
  }
}

/**
 * The test of a scalar schema as a JavaScript expression over `b` (true: `b` is valid and parses
 * to itself), or undefined when the schema is not a plain scalar with known checks. Written into
 * the object parser, it spares a call per field. Only the schema's own numbers are written in.
 */
export function inlineTest(schema: z.ZodType): string | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'number': {
      const parts = ["typeof b === 'number'", 'Number.isFinite(b)'];
      for (const check of def.checks ?? []) {
        const c = check._zod.def;
        const value = c['value'];
        const bound = typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
        if (c['check'] === 'greater_than' && bound !== null)
          parts.push(`b ${c['inclusive'] ? '>=' : '>'} ${bound}`);
        else if (c['check'] === 'less_than' && bound !== null)
          parts.push(`b ${c['inclusive'] ? '<=' : '<'} ${bound}`);
        else if (c['check'] === 'number_format' && c['format'] === 'safeint')
          parts.push('Number.isSafeInteger(b)');
        else return undefined;
      }
      return `(${parts.join(' && ')})`;
    }
    case 'string':
    case 'boolean':
      return (def.checks ?? []).length > 0 ? undefined : `(typeof b === '${def.type}')`;
    case 'optional':
    case 'nullable':
    case 'catch': {
      const inner = def.innerType && inlineTest(def.innerType);
      if (!inner) return undefined;
      if (def.type === 'catch') return inner;
      return `(b === ${def.type === 'optional' ? 'undefined' : 'null'} || ${inner})`;
    }
    default:
      return undefined;
  }
}

function compileObject(def: Def): FastParser | undefined {
  if (def.catchall !== undefined || (def.checks ?? []).length > 0 || !def.shape) return undefined;
  const fields = Object.entries(def.shape).map(([key, schema]) => ({
    key,
    parse: compileFast(schema),
    test: inlineTest(schema),
    required: !isOptional(schema),
  }));
  // One function per object schema with the field names written in (as zod's own compiled
  // parsers do): each read is then a property load at a known name, not a lookup by a key held in
  // a variable, and a last point has ~35 of them. The names are the schema's own (JSON-quoted).
  const body = fields
    .map(({ key, parse, test, required }, i) => {
      const k = JSON.stringify(key);
      // A scalar is tested in place; anything else by its own parser.
      const check = test
        ? `if (!${test}) return SLOW; v = b;`
        : parse
          ? `v = parsers[${i}](b, a); if (v === SLOW || v === undefined) return SLOW;`
          : 'return SLOW;';
      // Scalars are equal by ===; only objects and arrays need the deep comparison.
      const same = test ? 'a === b' : 'a === b || sameJson(a, b)';
      return `
    b = raw[${k}];
    if (b !== undefined) {
      a = old === undefined ? undefined : old[${k}];
      if (a !== undefined && (${same})) v = a;
      else { ${check} }
      out[${k}] = v;
      count += 1;
      if (v !== a) same = false;
    } else {
      ${required ? 'return SLOW;' : ''}
      if (old !== undefined && old[${k}] !== undefined) same = false;
    }`;
    })
    .join('');
  // The source is built above from the schema's own keys only, never from input data.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const make = new Function(
    'SLOW',
    'sameJson',
    'isPlainObject',
    'parsers',
    `return function fastObject(raw, before) {
    if (!isPlainObject(raw)) return SLOW;
    const old = isPlainObject(before) ? before : undefined;
    const out = {};
    let same = old !== undefined;
    let count = 0;
    let a, b, v;${body}
    if (same) {
      let n = 0;
      for (const key in old) if (old[key] !== undefined) n += 1;
      if (n === count) return old;
    }
    return out;
  };`,
  ) as (
    slow: typeof SLOW,
    same: typeof sameJson,
    plain: typeof isPlainObject,
    parsers: Array<FastParser | undefined>,
  ) => FastParser;
  return make(
    SLOW,
    sameJson,
    isPlainObject,
    fields.map((f) => f.parse),
  );
}

function isOptional(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'optional') return true;
  return (def.type === 'catch' || def.type === 'nullable') && def.innerType !== undefined
    ? isOptional(def.innerType)
    : false;
}
