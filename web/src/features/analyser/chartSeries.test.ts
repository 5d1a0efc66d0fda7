import { describe, expect, it } from 'vitest';
import { DEFAULT_CHART_ITEMS, type RouteFeature } from '@fleetdeck/shared';
import { routeColumns } from '@fleetdeck/shared/routeColumns';
import { activityBands, chartSeries, telemetryActivityBands } from './chartSeries.js';
import { valueAt } from './readings.js';

const report = (minute: number, speed: number, fuel: number): RouteFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [9, 45] },
  properties: {
    date: `2026-11-25T08:${String(minute).padStart(2, '0')}:00Z`,
    speed,
    fuel_total: fuel,
    altitude: 100 + minute,
  },
});

describe('the telemetry chart series', () => {
  const features = routeColumns([
    report(0, 50, 1000.4),
    report(1, 80, 1000.9),
    report(2, 0, 1001.6),
  ]);

  it('draws the active measured telemetries; consumption as litres burnt since the start', () => {
    const series = chartSeries(features, DEFAULT_CHART_ITEMS);
    expect(series.map((s) => s.key)).toEqual(['speed', 'altitude', 'consumption']);
    expect(series[0]!.values).toEqual([50, 80, 0]);
    expect(series[2]!.values).toEqual([0, 0.5, 1.2]);
  });

  it('leaves out the inactive ones and keeps gaps where a report has no value', () => {
    const items = {
      ...DEFAULT_CHART_ITEMS,
      altitude: { ...DEFAULT_CHART_ITEMS['altitude']!, active: false },
      engine_rpm: { ...DEFAULT_CHART_ITEMS['engine_rpm']!, active: true },
    };
    const series = chartSeries(features, items);
    expect(series.map((s) => s.key)).toEqual(['speed', 'engine_rpm', 'consumption']);
    expect(series[1]!.values).toEqual([null, null, null]);
  });

  it('reads a value at the cursor: the last report at or before it', () => {
    const [speed] = chartSeries(features, DEFAULT_CHART_ITEMS);
    expect(valueAt(speed!, Date.parse('2026-11-25T08:01:30Z'))).toBe(80);
    expect(valueAt(speed!, Date.parse('2026-11-25T08:02:00Z'))).toBe(0);
    expect(valueAt(speed!, Date.parse('2026-11-25T07:59:00Z'))).toBeNull();
  });

  it('takes the driver activity band from the timeline activity items', () => {
    expect(
      activityBands([
        {
          type: 'moving',
          start_date: '2026-11-25T08:00:00Z',
          end_date: '2026-11-25T09:00:00Z',
          duration: 3600,
        },
        {
          type: 'activity',
          activity: 3,
          start_date: '2026-11-25T08:00:00Z',
          end_date: '2026-11-25T08:30:00Z',
          duration: 1800,
        },
      ]),
    ).toEqual([
      {
        start: Date.parse('2026-11-25T08:00:00Z'),
        end: Date.parse('2026-11-25T08:30:00Z'),
        activity: 3,
      },
    ]);
  });

  it("reads the tracker's activity from the route reports when the band is set to telemetry", () => {
    const reading = (minute: number, activity: number): RouteFeature => ({
      ...report(minute, 0, 1000),
      properties: { ...report(minute, 0, 1000).properties, activity },
    });
    expect(
      telemetryActivityBands(
        routeColumns([reading(0, 3), reading(1, 3), reading(2, 0), reading(3, 0)]),
      ),
    ).toEqual([
      {
        start: Date.parse('2026-11-25T08:00:00Z'),
        end: Date.parse('2026-11-25T08:02:00Z'),
        activity: 3,
      },
      {
        start: Date.parse('2026-11-25T08:02:00Z'),
        end: Date.parse('2026-11-25T08:03:00Z'),
        activity: 0,
      },
    ]);
  });
});
