import {
  DEFAULT_CHART_ITEMS,
  type ChartItem,
  type TimelineItem,
  type UserConfig,
} from '@fleetdeck/shared';
import type { RouteColumns, TelemetryKey } from '@fleetdeck/shared/routeColumns';
import type { Samples } from './readings.js';

/** One telemetry over time: epoch ms and the value there (null where the report has none). */
export interface ChartSeries extends Samples {
  key: string;
  item: ChartItem;
  times: number[];
  values: (number | null)[];
}

/** The colour token of each driver activity code (0 rest … 4 no driver), for bands and rows. */
export const ACTIVITY_TOKENS = [
  '--activity-rest',
  '--activity-availability',
  '--activity-work',
  '--activity-driving',
  '--activity-none',
] as const;

/** A driver activity period for the chart's band. */
export interface ActivityBand {
  start: number;
  end: number;
  activity: number;
}

/** The chart's telemetries as saved by the user, else the spec's defaults. */
export function chartItems(config: UserConfig): Record<string, ChartItem> {
  return { ...DEFAULT_CHART_ITEMS, ...(config.chart.items ?? {}) };
}

/** The active telemetries' keys in the defaults' order (activity, then the measured ones). */
export function activeKeys(items: Record<string, ChartItem>): string[] {
  return Object.keys(items).filter((k) => items[k]?.active);
}

/** The series of the active measured telemetries (the activity item is the band, not a line). */
export function chartSeries(route: RouteColumns, items: Record<string, ChartItem>): ChartSeries[] {
  const times = Array.from(route.times);
  return activeKeys(items)
    .filter((key): key is TelemetryKey => key !== 'activity' && key in route.telemetry)
    .map((key) => {
      const column = route.telemetry[key];
      const first = key === 'consumption' ? column.find((v) => !Number.isNaN(v)) : undefined;
      const values = Array.from(column, (v) =>
        Number.isNaN(v) ? null : first === undefined ? v : Math.round((v - first) * 10) / 10,
      );
      return { key, item: items[key]!, times, values };
    });
}

/** The driver's activity periods from the timeline, for the band under the lines. */
export function activityBands(timeline: readonly TimelineItem[]): ActivityBand[] {
  return timeline
    .filter((i) => i.type === 'activity')
    .map((i) => ({
      start: Date.parse(i.start_date),
      end: Date.parse(i.end_date),
      activity: i.activity ?? 4,
    }));
}

/**
 * The same band from the tracker's reading in each route report (the chart's activity item set to
 * telemetry): a period runs from a report to the next with another activity.
 */
export function telemetryActivityBands(route: RouteColumns): ActivityBand[] {
  const out: ActivityBand[] = [];
  const activity = route.telemetry.activity;
  for (let i = 0; i < route.count; i++) {
    const raw = activity[i]!;
    const t = route.times[i]!;
    if (Number.isNaN(raw) || !Number.isFinite(t)) continue;
    const last = out[out.length - 1];
    if (last) last.end = t;
    if (!last || last.activity !== raw) out.push({ start: t, end: t, activity: raw });
  }
  return out;
}
