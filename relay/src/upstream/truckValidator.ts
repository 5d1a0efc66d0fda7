import { z } from 'zod';
import {
  describeIssues,
  isPlainObject,
  sameJson,
  truckSchema,
  ValidationError,
  type Json,
  type JsonObject,
  type Truck,
} from '@fleetdeck/shared';
import { compileFast, SLOW, type FastParser } from './fastSchema.js';

/**
 * The envelope only: each truck is validated below (its id with it), and only where it changed.
 * `z.unknown()` items keep the parsed objects themselves; a looser object schema would copy each.
 */
const envelope = z.object({ data: z.array(z.unknown()) });

/** Zod's issues of one truck, named from the answer's root (`data.3.lastpoint.lat: ...`). */
function describe(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[], out: string[]): void {
  for (const issue of issues) {
    out.push(`${[...prefix, ...issue.path].map(String).join('.')}: ${issue.message}`);
  }
}

/**
 * The truck schema's fields, when its output is exactly each known field of the input run through
 * that field's schema (a plain `z.object`: unknown keys dropped, no checks on the whole object).
 * Then a truck seen before can be checked field by field: only the fields whose raw JSON changed
 * are parsed again (for a moved truck, its last point), and the others keep their validated
 * objects, so the diff skips them by identity. Null when the schema is not of that kind, and every
 * changed truck is parsed whole.
 */
const truckFields: Array<[string, z.ZodType, FastParser | undefined]> | null = (() => {
  const def = truckSchema._zod.def;
  if ((def.checks ?? []).length > 0 || def.catchall !== undefined) return null;
  return Object.entries(truckSchema.shape as Record<string, z.ZodType>).map(
    ([key, schema]): [string, z.ZodType, FastParser | undefined] => [
      key,
      schema,
      compileFast(schema),
    ],
  );
})();

const truckFast = compileFast(truckSchema);

function parseTruck(raw: Json, index: number, issues: string[]): Truck | undefined {
  const result = truckSchema.safeParse(raw);
  if (result.success) return result.data;
  describe(result.error.issues, ['data', index], issues);
  return undefined;
}

/**
 * `raw` checked against the truck validated at the last poll, field by field (see truckFields).
 * A field is compared with its validated value, not with last poll's raw JSON: keeping the raw
 * answers alive doubled what survives each poll, and the young-generation GC that copies it was
 * most of the validation's CPU (docs/perf.md, third pass). This is sound because the truck schema
 * has no transforms or defaults: a validated value parses to itself, so a raw field equal to it
 * would parse to it too. A raw field that differs only by keys the schema strips is just parsed
 * again. The property test in truckValidator.test.ts checks every answer against a full parse.
 */
function recheck(
  before: Truck,
  raw: JsonObject,
  index: number,
  issues: string[],
): Truck | undefined {
  const old = before as JsonObject;
  const count = issues.length;
  let out: Record<string, unknown> | undefined;
  for (const [key, schema, fast] of truckFields ?? []) {
    const a = old[key];
    const b = raw[key];
    if (a === b || sameJson(a, b)) continue;
    // A moved truck's last point: its changed fields checked by hand against the schema's own
    // checks, the unchanged ones kept (fastSchema.ts); zod for anything else, and for errors.
    const quick = fast && b !== undefined ? fast(b, a) : SLOW;
    if (quick !== SLOW && quick !== undefined) {
      out ??= { ...before };
      out[key] = quick;
      continue;
    }
    const result = schema.safeParse(b);
    if (!result.success) {
      describe(result.error.issues, ['data', index, key], issues);
      continue;
    }
    out ??= { ...before };
    if (result.data === undefined) delete out[key];
    else out[key] = result.data;
  }
  if (issues.length > count) return undefined;
  return (out as Truck | undefined) ?? before;
}

/**
 * Validates `GET /trucks` answers incrementally. Most trucks are identical from one poll to the
 * next: a truck whose raw JSON equals the last poll's reuses the object validated then, and a
 * changed one has only its changed fields parsed again (zod over every truck cost more than the
 * diff itself, see docs/perf.md). Unchanged trucks and fields keep their identity, which lets the
 * diff skip them. A bad truck fails the whole poll with every bad field named
 * (`data.3.lastpoint.lat: ...`), as a full parse would, and leaves the state of the last good poll.
 * (Going below the top level was measured too: for the last point's ~25 fields zod's compiled
 * object parser is faster than walking them by name.)
 */
export class TruckValidator {
  private known = new Map<number, Truck>();

  constructor(private readonly label = 'upstream GET /trucks') {}

  /** A complete list: trucks missing from it are gone. */
  validate(body: unknown): Truck[] {
    return this.check(body, true);
  }

  /** Only the trucks that changed (an answer to `updated_since`): the others stay as they were. */
  validateChanges(body: unknown): Truck[] {
    return this.check(body, false);
  }

  /** Forgets every truck (the next answer is checked in full). */
  reset(): void {
    this.known = new Map();
  }

  private check(body: unknown, complete: boolean): Truck[] {
    const parsed = envelope.safeParse(body);
    if (!parsed.success) {
      throw new ValidationError(this.label, describeIssues(parsed.error.issues, this.label));
    }
    const seen: Truck[] = [];
    const trucks: Truck[] = [];
    const issues: string[] = [];
    const items = parsed.data.data;
    for (let i = 0; i < items.length; i++) {
      const raw = items[i] as Json;
      // The id only finds the truck of the last poll; it is validated with the rest.
      const id = isPlainObject(raw) ? raw.id : undefined;
      const before = typeof id === 'number' ? this.known.get(id) : undefined;
      // The whole truck through the compiled checks first (fastSchema.ts); what they cannot
      // decide goes field by field, and what is new goes through zod whole.
      const quick = before && truckFast ? truckFast(raw, before as unknown as Json) : SLOW;
      const truck =
        quick !== SLOW && quick !== undefined
          ? (quick as unknown as Truck)
          : before && truckFields && isPlainObject(raw)
            ? recheck(before, raw, i, issues)
            : parseTruck(raw, i, issues);
      if (!truck) continue;
      seen.push(truck);
      trucks.push(truck);
    }
    if (issues.length > 0) {
      throw new ValidationError(this.label, issues);
    }
    if (complete) this.known = new Map(seen.map((truck) => [truck.id, truck]));
    else for (const truck of seen) this.known.set(truck.id, truck);
    return trucks;
  }
}
