import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFast, inlineTest, SLOW } from './fastSchema.js';

const schemas: Record<string, z.ZodType> = {
  'lat range': z.number().min(-90).max(90),
  'exclusive range': z.number().gt(0).lt(10),
  integer: z.number().int(),
  'nullish integer': z.number().int().nullish(),
  'optional number': z.number().optional(),
  'caught number': z.number().nullish().catch(undefined),
  string: z.string(),
  'nullable boolean': z.boolean().nullable(),
};
const values: unknown[] = [
  -90,
  90,
  -90.0001,
  90.0001,
  0,
  10,
  1e-9,
  9.999,
  1.5,
  2 ** 53,
  2 ** 53 - 1,
  -3,
  '',
  'x',
  true,
  false,
  null,
  undefined,
  {},
  [],
  Infinity,
];

/** Zod's answer for the fast paths: valid and parsed to the very same value. */
const zodKeeps = (schema: z.ZodType, value: unknown): boolean => {
  const result = schema.safeParse(value);
  return result.success && Object.is(result.data, value);
};

describe('compiled scalar checks', () => {
  it.each(Object.entries(schemas))(
    '%s: the inline test and the parser agree with zod',
    (_, schema) => {
      const source = inlineTest(schema);
      expect(source).toBeDefined();
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const test = new Function('b', `return ${source ?? 'false'};`) as (b: unknown) => boolean;
      const parse = compileFast(schema);
      for (const value of values) {
        expect([value, test(value)]).toEqual([value, zodKeeps(schema, value)]);
        // The parser answers SLOW (zod decides) for anything the test refuses.
        if (parse && value !== undefined && value !== null)
          expect([value, parse(value as never, undefined) !== SLOW]).toEqual([value, test(value)]);
      }
    },
  );

  it('writes no test for kinds it does not know', () => {
    expect(inlineTest(z.string().min(2))).toBeUndefined();
    expect(inlineTest(z.union([z.boolean(), z.number()]))).toBeUndefined();
    expect(inlineTest(z.number().multipleOf(5))).toBeUndefined();
    expect(inlineTest(z.object({ a: z.number() }))).toBeUndefined();
  });
});
