import type { FleetSimulator } from '../fleetSimulator.js';
import type { UpstreamLastPoint } from '../lastpoint.js';

/** The longest back-fill the device simulator plays (a week: the simulator's own history). */
export const MAX_BACKFILL_HOURS = 168;
/** Back-filled reports are at least this far apart, phase starts (activity changes) aside. */
export const DEFAULT_BACKFILL_STEP_S = 60;

/**
 * The reports a simulated truck's device sent in [fromS, toS] (seconds; not before
 * `MAX_BACKFILL_HOURS` ago nor after the simulator's now): the simulator's reports in time order
 * (the same points its upstream history serves), thinned to one per `stepS` except each phase's
 * first (a change of activity or of moving is never dropped). A dead tracker's stop where it died.
 */
export function backfillReports(
  simulator: FleetSimulator,
  truckId: number,
  window: { fromS: number; toS: number },
  stepS = DEFAULT_BACKFILL_STEP_S,
): UpstreamLastPoint[] {
  const vehicle = simulator.vehicle(truckId);
  const nowS = simulator.now / 1000;
  const fromS = Math.max(window.fromS, nowS - MAX_BACKFILL_HOURS * 3600);
  const toS = Math.min(window.toS, nowS);
  if (!vehicle || toS < fromS) return [];
  const out: UpstreamLastPoint[] = [];
  // Thinning restarts with each window: a window's first report is always kept.
  let kept = -Infinity;
  simulator.forEachReport(vehicle, fromS, toS, (t, phase) => {
    if (t - kept < stepS && t !== phase.t0) return;
    const point = simulator.reportAt(vehicle, t);
    if (!point) return;
    kept = t;
    out.push(point);
  });
  return out;
}
