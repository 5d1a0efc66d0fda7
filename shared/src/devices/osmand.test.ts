import { describe, expect, it } from 'vitest';
import { OsmandFieldError, parseOsmandFields, parseOsmandJson } from './osmand.js';

const NOW = Date.UTC(2026, 11, 3, 9, 0);

function fieldOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof OsmandFieldError) return error.field;
    throw error;
  }
  return 'none';
}

describe('parseOsmandFields', () => {
  it('reads the query Traccar Client sends (speed in knots, timestamp in seconds)', () => {
    const position = parseOsmandFields(
      {
        id: '123456',
        timestamp: '1764752400',
        lat: '48.8566',
        lon: '2.3522',
        speed: '10',
        bearing: '180.5',
        altitude: '35',
        accuracy: '5',
        batt: '87',
      },
      NOW,
    );
    expect(position).toEqual({
      deviceId: '123456',
      reading: {
        time: 1_764_752_400_000,
        lat: 48.8566,
        lng: 2.3522,
        heading: 180.5,
        speed: 18.5,
        altitude: 35,
      },
    });
  });

  it('takes an ISO timestamp, location=lat,lon, and the receive time when no timestamp', () => {
    const iso = parseOsmandFields(
      { deviceid: 'phone-1', location: '1.5,2.5', timestamp: '2026-12-03T08:00:00Z' },
      NOW,
    );
    expect(iso.reading).toMatchObject({ lat: 1.5, lng: 2.5, time: Date.UTC(2026, 11, 3, 8) });
    expect(parseOsmandFields({ id: 'a', lat: '0', lon: '0' }, NOW).reading.time).toBe(NOW);
  });

  it('names the bad field', () => {
    expect(fieldOf(() => parseOsmandFields({ lat: '1', lon: '1' }, NOW))).toBe('id');
    expect(fieldOf(() => parseOsmandFields({ id: 'a b', lat: '1', lon: '1' }, NOW))).toBe('id');
    expect(fieldOf(() => parseOsmandFields({ id: 'a', lat: '91', lon: '1' }, NOW))).toBe('lat');
    expect(fieldOf(() => parseOsmandFields({ id: 'a', lat: '1' }, NOW))).toBe('lon');
    expect(fieldOf(() => parseOsmandFields({ id: 'a', lat: '1', lon: 'x' }, NOW))).toBe('lon');
    expect(
      fieldOf(() => parseOsmandFields({ id: 'a', lat: '1', lon: '1', speed: '-3' }, NOW)),
    ).toBe('speed');
    expect(
      fieldOf(() => parseOsmandFields({ id: 'a', lat: '1', lon: '1', timestamp: 'soon' }, NOW)),
    ).toBe('timestamp');
    expect(fieldOf(() => parseOsmandFields({ id: ['a', 'b'], lat: '1', lon: '1' }, NOW))).toBe(
      'id',
    );
  });
});

describe('parseOsmandJson', () => {
  const body = {
    device_id: '987654',
    location: {
      timestamp: '2026-12-03T08:59:00.000Z',
      coords: {
        latitude: 52.52,
        longitude: 13.405,
        speed: 10,
        heading: 270,
        altitude: 34,
        accuracy: 4,
      },
      is_moving: true,
      battery: { level: 0.5, is_charging: false },
    },
  };

  it('reads the newer client JSON (speed in m/s)', () => {
    expect(parseOsmandJson(body, NOW)).toEqual({
      deviceId: '987654',
      reading: {
        time: Date.UTC(2026, 11, 3, 8, 59),
        lat: 52.52,
        lng: 13.405,
        heading: 270,
        speed: 36,
        altitude: 34,
        movement: true,
      },
    });
  });

  it('names the bad field by its path', () => {
    expect(fieldOf(() => parseOsmandJson({ ...body, device_id: undefined }, NOW))).toBe(
      'device_id',
    );
    expect(fieldOf(() => parseOsmandJson({ device_id: 'a' }, NOW))).toBe('location');
    const badLat = {
      ...body,
      location: { ...body.location, coords: { latitude: 'x', longitude: 1 } },
    };
    expect(fieldOf(() => parseOsmandJson(badLat, NOW))).toBe('location.coords.latitude');
    expect(fieldOf(() => parseOsmandJson('[]', NOW))).toBe('body');
  });
});
