import { ALERT_SEVERITY } from '../constants/app.js';

/** Traffic alerts are kept only from severity 2 up. */
export const isTrafficAlertShown = (severity: number) => severity >= ALERT_SEVERITY.minShown;

/** Severity clamped to the five colour levels. */
export function severityLevel(severity: number): 1 | 2 | 3 | 4 | 5 {
  return Math.min(ALERT_SEVERITY.levels, Math.max(1, Math.round(severity))) as 1 | 2 | 3 | 4 | 5;
}

export const TRAFFIC_CATEGORIES = [
  'alerts',
  'services',
  'natural_events',
  'events',
  'traffic',
  'accidents',
  'works',
] as const;
export type TrafficCategory = (typeof TRAFFIC_CATEGORIES)[number];

/**
 * The spec names the categories but not the codes: ours are grouped by hundreds (1xx alerts,
 * 2xx services, 3xx natural events, 4xx events, 5xx traffic, 6xx accidents, 7xx works); any
 * other code is an alert.
 */
export function trafficCategory(typeCode: number | string): TrafficCategory {
  const n = Math.floor(Number(typeCode) / 100);
  return TRAFFIC_CATEGORIES[n - 1] ?? 'alerts';
}
