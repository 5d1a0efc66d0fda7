import type { TourTimeline } from './routeTimeline.js';

/**
 * A test route through `stops` ([lng, lat]) with the given driving seconds per leg and service
 * seconds per stop: straight lines with a point every 5 minutes of driving, at `kmh`.
 */
export function straightRoute(
  stops: readonly [number, number][],
  legDriveS: readonly number[],
  serviceS: readonly number[] = [],
  kmh = 80,
): TourTimeline {
  const points: TourTimeline['points'] = [];
  const tourStops: TourTimeline['stops'] = [];
  let driveS = 0;
  stops.forEach(([x, y], i) => {
    tourStops.push({ waypointIndex: i, driveS, serviceS: serviceS[i] ?? 0 });
    if (i === 0) points.push({ x, y, driveS: 0, distanceM: 0 });
    const next = stops[i + 1];
    const leg = legDriveS[i];
    if (!next || leg === undefined) return;
    const steps = Math.max(1, Math.ceil(leg / 300));
    for (let k = 1; k <= steps; k++) {
      const f = k / steps;
      points.push({
        x: x + (next[0] - x) * f,
        y: y + (next[1] - y) * f,
        driveS: driveS + leg * f,
        distanceM: ((driveS + leg * f) * kmh) / 3.6,
      });
    }
    driveS += leg;
  });
  return { points, stops: tourStops };
}
