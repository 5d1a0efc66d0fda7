import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trucksResponseSchema } from '@fleetdeck/shared';
import { TruckValidator } from './truckValidator.js';

const point = { lat: 45, lng: 9, heading: 0, speed: 0, date: '2026-03-10T10:00:00Z', ignition: 0 };
const truck = (id: number, lat = 45) => ({
  id,
  plate: `P${id}`,
  details: { company: 1, note: 'kept: details is open' },
  unknown_field: 'dropped like a full parse drops it',
  lastpoint: { ...point, lat },
});

/** What a full parse of the whole answer gives: the trucks, or the error message. */
function fullParse(body: unknown): { trucks: unknown } | { error: string } {
  const result = trucksResponseSchema.safeParse(body);
  if (result.success) return { trucks: result.data.data };
  const issues = result.error.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
  return { error: `upstream GET /trucks: ${issues.join('; ')}` };
}

function outcome(run: () => unknown): { trucks: unknown } | { error: string } {
  try {
    return { trucks: run() };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Mostly `good`, now and then `bad` (a poll with one bad truck fails whole, so keep them rare). */
const rarely = <T, U>(good: fc.Arbitrary<T>, bad: U) =>
  fc.oneof({ arbitrary: good, weight: 30 }, { arbitrary: fc.constant(bad), weight: 1 });

// Raw trucks as an upstream might send them: valid most of the time, with the odd bad field,
// missing field, unknown field and null last point, so every branch of the field-wise check runs.
// A known truck's fields are compared with their validated values, so the answers also hold what
// validation changes: keys it strips (`extra`, `category.note`) and values its `.catch` drops
// (`details.brand: 5`, `lastpoint.adblue_level: 'bad'`).
const rawTruckArb = (id: number) =>
  fc.record(
    {
      id: fc.constant(id),
      plate: rarely(fc.constantFrom('AA000AA', 'BB111BB'), 7),
      type: rarely(fc.constantFrom(1, 3), 2.5),
      category: fc.option(
        fc.record(
          { id: fc.constantFrom(1, 2), note: fc.constantFrom('x', 'y') },
          { requiredKeys: [] },
        ),
      ),
      details: fc.option(
        fc.record(
          {
            company: fc.constantFrom(1, 2),
            note: fc.constantFrom('x', 'y'),
            brand: fc.constantFrom('b', 5),
          },
          { requiredKeys: [] },
        ),
      ),
      tags: fc.array(fc.oneof(fc.constantFrom(1, 2), fc.constant({ id: 3, name: 't' })), {
        maxLength: 2,
      }),
      extra: fc.constantFrom('a', 'b'),
      lastpoint: fc.option(
        fc.record(
          {
            lat: rarely(fc.constantFrom(44, 45, 46), 120),
            lng: fc.constantFrom(9, 10),
            heading: fc.constantFrom(0, 90),
            speed: fc.constantFrom(0, 50),
            date: fc.constantFrom('2026-03-10T10:00:00Z', '2026-03-10T10:00:01Z'),
            ignition: rarely(fc.constantFrom(0, 1), 0.5),
            driver: fc.option(fc.record({ id: fc.constantFrom(5, 6), name: fc.constant('A') })),
            adblue_level: fc.constantFrom(3, 'bad'),
            // Optional nullable fields, a nested object with a bad value now and then, a key
            // the schema does not know (stripped): the compiled checks (fastSchema.ts) see them.
            altitude: fc.option(fc.constantFrom(100, 200), { nil: null }),
            activity: rarely(fc.constantFrom(0, 3), 2.5),
            telemetry: fc.option(
              fc.record(
                {
                  battery_level: rarely(fc.constantFrom(50, 60), 'low'),
                  gnss_status: fc.constantFrom(0, 1),
                },
                { requiredKeys: [] },
              ),
              { nil: null },
            ),
            unknown_field: fc.constantFrom('u', 'v'),
          },
          { requiredKeys: ['lng', 'heading', 'speed', 'date', 'ignition'] },
        ),
      ),
    },
    { requiredKeys: ['id', 'lastpoint'] },
  );

// Each poll lists some of five trucks; the same id often comes back changed in a field or two.
const pollArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 5 })
  .chain((ids) => fc.tuple(...ids.map(rawTruckArb)))
  .map((trucks) => ({ data: trucks }));

describe('TruckValidator', () => {
  it('gives what a full parse gives, poll after poll', () => {
    const validator = new TruckValidator();
    for (const body of [
      { data: [truck(1), truck(2)] },
      { data: [truck(1), truck(2, 46)] },
      { data: [truck(2, 46), truck(3)] },
    ]) {
      expect(validator.validate(body)).toEqual(trucksResponseSchema.parse(body).data);
    }
  });

  it('gives what a full parse gives for any sequence of whole and partial answers', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(pollArb, fc.boolean()), { maxLength: 8 }), (polls) => {
        const validator = new TruckValidator();
        for (const [body, partial] of polls) {
          const incremental = outcome(() =>
            partial ? validator.validateChanges(body) : validator.validate(body),
          );
          expect(incremental).toStrictEqual(fullParse(body));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reuses the validated object of an unchanged truck and of its unchanged fields', () => {
    const validator = new TruckValidator();
    const [a1, b1] = validator.validate({ data: [truck(1), truck(2)] });
    const [a2, b2] = validator.validate({ data: [truck(1), truck(2, 46)] });
    expect(a2).toBe(a1);
    expect(b2).not.toBe(b1);
    expect(b2?.lastpoint?.lat).toBe(46);
    // Only the last point was parsed again: details is the object of the first poll.
    expect(b2?.details).toBe(b1?.details);
  });

  it('keeps the trucks a partial answer leaves out, and a whole list drops them', () => {
    const validator = new TruckValidator();
    const [a1] = validator.validate({ data: [truck(1), truck(2)] });
    validator.validateChanges({ data: [truck(2, 46)] });
    // Truck 1 was not in the partial answer: it is still known, so an unchanged copy is reused.
    expect(validator.validate({ data: [truck(1)] })[0]).toBe(a1);
    const [b] = validator.validateChanges({ data: [truck(2, 46)] });
    expect(b?.lastpoint?.lat).toBe(46); // truck 2 was dropped by the whole list: parsed again
  });

  it('names every bad field with its index, and keeps the last good poll', () => {
    const validator = new TruckValidator();
    const good = validator.validate({ data: [truck(1)] });
    expect(() =>
      validator.validate({
        data: [truck(1, 120), { ...truck(2), plate: 7 }],
      }),
    ).toThrow(/^upstream GET \/trucks: data\.0\.lastpoint\.lat: .*; data\.1\.plate: /);
    expect(() => validator.validate({ data: [{ plate: 'x' }] })).toThrow(/data\.0\.id/);
    // The failed polls did not replace the cache: an unchanged truck still reuses its object.
    expect(validator.validate({ data: [truck(1)] })[0]).toBe(good[0]);
  });
});
