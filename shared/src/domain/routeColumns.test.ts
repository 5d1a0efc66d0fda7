import { describe, expect, it } from 'vitest';
import { decodeRouteColumns, encodeRouteColumns, routeColumns } from './routeColumns.js';

const report = (minute: number, properties: Record<string, unknown>, point = true) => ({
  geometry: point
    ? { type: 'Point', coordinates: [9 + minute / 100, 45.5] }
    : { type: 'LineString', coordinates: [[9, 45]] },
  properties: { date: `2026-11-25T08:0${minute}:00Z`, ...properties },
});

const buffer = (bytes: Uint8Array) =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

describe('route columns in binary', () => {
  it('come back as they went: times, points, every telemetry, gaps as NaN', () => {
    const columns = routeColumns([
      report(0, { speed: 50.25, odometer: 123456.7, activity: 3 }),
      report(1, { speed: null, weight: 24000 }, false),
      report(2, { speed: 88, rpm_engine: 1500 }),
    ]);
    const back = decodeRouteColumns(buffer(encodeRouteColumns(columns)));
    expect(back.count).toBe(3);
    expect([...back.times]).toEqual([...columns.times]);
    for (const key of Object.keys(columns.telemetry) as (keyof typeof columns.telemetry)[])
      expect([...back.telemetry[key]], key).toEqual([...columns.telemetry[key]]);
    expect([...back.points.lngLat]).toEqual([9, 45.5, 9.02, 45.5]);
    expect([...back.points.times]).toEqual([...columns.points.times]);
    expect([...back.points.speeds]).toEqual([50.25, 88]);
    expect([...back.pointIndex]).toEqual([0, 2]);
  });

  it('leaves out the telemetries no report has (smaller than the GeoJSON)', () => {
    const reports = Array.from({ length: 1000 }, (_, i) =>
      report(i % 10, { speed: i % 90, fuel_total: 1000 + i / 10 }),
    );
    const bytes = encodeRouteColumns(routeColumns(reports));
    // times, lng, lat, speed, consumption: 5 columns of 4 bytes per report, and a short header.
    expect(bytes.byteLength).toBeLessThan(5 * 4 * 1000 + 400);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(reports).length / 4);
  });

  it('sends as float64 a column no scale keeps exactly, and every value comes back the same', () => {
    const reports = [0, 1, 2].map((i) =>
      report(i, { speed: 10 + i / 3, altitude: 100.25 * i, fuel_total: 2 ** 40 + i }),
    );
    const columns = routeColumns(reports);
    const bytes = encodeRouteColumns(columns);
    const back = decodeRouteColumns(buffer(bytes));
    expect([...back.telemetry.speed]).toEqual([10, 10 + 1 / 3, 10 + 2 / 3]);
    expect([...back.telemetry.altitude]).toEqual([0, 100.25, 200.5]);
    expect([...back.telemetry.consumption]).toEqual([2 ** 40, 2 ** 40 + 1, 2 ** 40 + 2]);
    const head = new DataView(bytes.buffer).getUint32(0, true);
    const header = String.fromCharCode(...bytes.subarray(4, 4 + head));
    expect(header).toContain('{"name":"speed"}');
    expect(header).toContain('{"name":"altitude","offset":0,"scale":100}');
  });

  it('refuses a cut or wrong answer, saying what is wrong', () => {
    const bytes = encodeRouteColumns(routeColumns([report(0, { speed: 1 })]));
    expect(() => decodeRouteColumns(buffer(bytes.subarray(0, bytes.length - 8)))).toThrow(
      'route columns: length does not match its header',
    );
    expect(() => decodeRouteColumns(new ArrayBuffer(2))).toThrow('route columns: too short');
    const noJson = new Uint8Array(16);
    noJson.set([4, 0, 0, 0, 0x7b, 0x7b, 0x7b, 0x7b]);
    expect(() => decodeRouteColumns(buffer(noJson))).toThrow('route columns: header is not JSON');
  });
});
