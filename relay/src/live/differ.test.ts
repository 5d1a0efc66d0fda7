import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, diffObject, type JsonObject, type Patch } from '@fleetdeck/shared';
import { compileDiffer, diffTruck, keyTreeOf } from './differ.js';
import { z } from 'zod';

/** A patch with its `$unset` lists sorted (the two differs may list them in another order). */
function normal(patch: Patch | undefined): unknown {
  if (patch === undefined) return undefined;
  return JSON.parse(
    JSON.stringify(patch, (key, value: unknown) =>
      key === '$unset' && Array.isArray(value) ? [...(value as string[])].sort() : value,
    ),
  ) as unknown;
}

const scalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom('a', 'b'),
);
const small = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 2 }),
  fc.dictionary(fc.constantFrom('x', 'y'), scalar, { maxKeys: 2 }),
);
const driver = fc.option(
  fc.record({ id: fc.constantFrom(1, 2), name: fc.constantFrom('A', 'B') }, { requiredKeys: [] }),
);
// Trucks with the schema's keys (some missing, some of another kind than the schema says) and now
// and then a key outside the schema, at the top or inside the last point.
const truckArb = fc.record(
  {
    id: fc.constantFrom(1, 2),
    plate: fc.constantFrom('P1', 'P2'),
    type: small,
    category: fc.option(
      fc.record(
        { id: fc.constantFrom(1, 2), name: fc.constantFrom('c', 'd') },
        { requiredKeys: [] },
      ),
    ),
    details: fc.option(
      fc.record({ company: fc.constantFrom(1, 2), note: small }, { requiredKeys: [] }),
    ),
    tags: fc.option(fc.array(fc.constantFrom(1, 2), { maxLength: 2 })),
    lastpoint: fc.option(
      fc.record(
        {
          lat: fc.constantFrom(45, 45.5),
          lng: fc.constantFrom(9, 9.5),
          speed: fc.constantFrom(0, 50),
          date: fc.constantFrom('T1', 'T2'),
          driver,
          telemetry: fc.option(
            fc.record({ gsm_signal: fc.constantFrom(1, 2) }, { requiredKeys: [] }),
          ),
          digital_inputs: fc.option(fc.array(fc.boolean(), { maxLength: 2 })),
          not_in_schema: small,
        },
        { requiredKeys: [] },
      ),
    ),
    not_in_schema: small,
  },
  { requiredKeys: ['id'] },
);

describe('compiled truck differ', () => {
  it('gives diffObject’s patch for any two trucks, and the patch turns one into the other', () => {
    fc.assert(
      fc.property(truckArb, truckArb, (a, b) => {
        const before = a as unknown as JsonObject;
        // Half the time `after` shares before's objects where it keeps them, as validated trucks do.
        const after = { ...before, ...(b as unknown as JsonObject) };
        for (const [x, y] of [
          [before, after],
          [before, b as unknown as JsonObject],
        ] as const) {
          const patch = diffTruck(x, y);
          expect(normal(patch)).toEqual(normal(diffObject(x, y)));
          if (patch) expect(applyPatch(x, patch)).toEqual(JSON.parse(JSON.stringify(y)));
          else expect(JSON.parse(JSON.stringify(x))).toEqual(JSON.parse(JSON.stringify(y)));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('patches nested objects field by field and lists removed fields', () => {
    const before = { id: 1, plate: 'A', lastpoint: { lat: 45, lng: 9, speed: 3 }, tags: [1] };
    const after = { id: 1, plate: 'A', lastpoint: { lat: 46, lng: 9 }, tags: [1] };
    expect(diffTruck(before, after)).toEqual({ lastpoint: { lat: 46, $unset: ['speed'] } });
    expect(diffTruck(before, { ...before })).toBeUndefined();
  });

  it('reads only the keys of closed object schemas as nested', () => {
    const schema = z.object({
      a: z.number(),
      b: z.object({ c: z.string() }).nullish(),
      d: z.looseObject({ e: z.number() }),
      f: z.array(z.number()),
    });
    expect(keyTreeOf(schema)).toEqual({ a: null, b: { c: null }, d: null, f: null });
    const diff = compileDiffer({ a: null, b: { c: null } });
    expect(diff({ a: 1, b: { c: 'x' } }, { a: 2, b: { c: 'x' } })).toEqual({ a: 2 });
    // A key the tree does not know: the generic differ answers.
    expect(diff({ a: 1 }, { a: 1, z: 3 })).toEqual({ z: 3 });
    expect(diff({ a: 1, z: 3 }, { a: 1 })).toEqual({ $unset: ['z'] });
    expect(diff({ a: 1, y: 3 }, { a: 1, z: 3 })).toEqual({ z: 3, $unset: ['y'] });
  });
});
