import { describe, expect, it } from 'vitest';
import { passagePageSchema, passageQuerySchema } from './passage.js';

const query = (over: Record<string, string> = {}) => ({
  start_date: '2026-11-25T00:00:00Z',
  end_date: '2026-11-26T00:00:00Z',
  lat: '44.4949',
  lon: '11.3426',
  radius: '1',
  ...over,
});
const fieldOf = (over: Record<string, string>) => {
  const parsed = passageQuerySchema().safeParse(query(over));
  return parsed.success ? undefined : parsed.error.issues[0]?.path.join('.');
};

describe('vehicle-passage query', () => {
  it('takes exactly 24 h, the radius bounds and numbers from the query string', () => {
    expect(passageQuerySchema().parse(query())).toMatchObject({ lat: 44.4949, lon: 11.3426 });
    expect(fieldOf({ radius: '0.1' })).toBeUndefined();
    expect(fieldOf({ radius: '100' })).toBeUndefined();
    // The form's 0.1 step is not the relay's business.
    expect(fieldOf({ radius: '0.15' })).toBeUndefined();
    expect(fieldOf({ end_date: '2026-11-26T01:00:00+01:00' })).toBeUndefined();
  });

  it.each([
    [{ end_date: '2026-11-26T00:00:00.001Z' }, 'end_date'],
    [{ end_date: '2026-11-24T23:00:00Z' }, 'end_date'],
    [{ start_date: 'ieri' }, 'start_date'],
    [{ radius: '0.05' }, 'radius'],
    [{ radius: '100.1' }, 'radius'],
    [{ lat: '91' }, 'lat'],
    [{ lat: '' }, 'lat'],
    [{ lon: 'est' }, 'lon'],
    [{ radius: '0x10' }, 'radius'],
    [{ radius: '1e1' }, 'radius'],
    [{ radius: '+4' }, 'radius'],
    [{ radius: ' 4' }, 'radius'],
    [{ lat: '44.' }, 'lat'],
  ])('refuses %o naming %s', (over, field) => expect(fieldOf(over)).toBe(field));

  it('pages 500 vehicles by default and at most 2000, in decimal digits', () => {
    expect(passagePageSchema.parse({})).toEqual({ offset: 0, limit: 500 });
    expect(passagePageSchema.parse({ offset: '1000', limit: '2000' })).toEqual({
      offset: 1000,
      limit: 2000,
    });
    expect(passagePageSchema.safeParse({ limit: '2001' }).success).toBe(false);
    expect(passagePageSchema.safeParse({ offset: '0x10' }).success).toBe(false);
    expect(passagePageSchema.safeParse({ limit: '' }).success).toBe(false);
  });

  it('keeps the search within the bounds given, naming the date', () => {
    const bounds = () => ({ now: Date.parse('2026-11-26T00:00:30Z'), retentionMs: 2 * 86_400_000 });
    expect(passageQuerySchema(bounds).safeParse(query()).success).toBe(true);
    const later = passageQuerySchema(bounds).safeParse(
      query({ start_date: '2026-11-26T00:01:00Z', end_date: '2026-11-26T12:00:00Z' }),
    );
    expect(later.error?.issues[0]?.path).toEqual(['end_date']);
    const earlier = passageQuerySchema(bounds).safeParse(
      query({ start_date: '2026-11-23T23:00:00Z', end_date: '2026-11-24T12:00:00Z' }),
    );
    expect(earlier.error?.issues[0]?.path).toEqual(['start_date']);
    // Begun before now: cut at the next minute, the numbers still read.
    const today = passageQuerySchema(bounds).parse(
      query({ start_date: '2026-11-25T12:00:00Z', end_date: '2026-11-26T11:59:59Z' }),
    );
    expect(today).toMatchObject({ end_date: '2026-11-26T00:01:00.000Z', lat: 44.4949, radius: 1 });
  });
});
