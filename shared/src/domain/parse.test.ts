import { describe, expect, it } from 'vitest';
import { createSharedLinkSchema } from './sharedLink.js';
import { parseOrThrow, parseResult, ValidationError } from './parse.js';
import { truckSchema, trucksResponseSchema } from './truck.js';

describe('parseOrThrow', () => {
  it('returns the parsed value', () => {
    const t = parseOrThrow(truckSchema, { id: 1, plate: 'AB', lastpoint: null }, 'truck');
    expect(t.plate).toBe('AB');
  });

  it('names every failing path', () => {
    const bad = {
      data: [
        { id: 1, plate: 'AB', lastpoint: null },
        { id: 'x', plate: 'CD', lastpoint: { lat: 95, lng: 9, heading: 0, speed: 0, date: 'd' } },
      ],
    };
    try {
      parseOrThrow(trucksResponseSchema, bad, 'trucks');
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      const issues = (e as ValidationError).issues;
      expect(issues.map((i) => i.split(':')[0])).toEqual([
        'data.1.id',
        'data.1.lastpoint.lat',
        'data.1.lastpoint.ignition',
      ]);
      expect((e as ValidationError).message).toMatch(/^trucks: data\.1\.id: /);
    }
  });

  it('names the label when the root itself is wrong, and refinements by their field', () => {
    expect(parseResult(truckSchema, 'nope', 'truck')).toEqual({
      ok: false,
      issues: [expect.stringMatching(/^truck: /)],
    });
    const r = parseResult(createSharedLinkSchema, {
      truck_id: [1],
      start_at: 100,
      expire_at: 100,
      tz: 'Europe/Rome',
    });
    expect(r).toEqual({ ok: false, issues: ['expire_at: must lie after start_at'] });
  });
});
