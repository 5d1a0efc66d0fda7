import {
  computeAllowance,
  TACHO_ACTIVITY_CODES,
  toDriverPlafond,
  type ActivityPeriod,
} from '@fleetdeck/shared';
import type { FleetSimulator } from './fleetSimulator.js';
import type { SimDriver } from './model.js';

/** The driver's recorded periods up to now (a co-driver is available while the other drives). */
export function driverPeriods(sim: FleetSimulator, driver: SimDriver): ActivityPeriod[] {
  const v = sim.vehicle(driver.vehicleId);
  if (!v) return [];
  const now = sim.now / 1000;
  const out: ActivityPeriod[] = [];
  for (const p of sim.phasesFor(v, now)) {
    if (p.t0 >= now) break;
    let activity = TACHO_ACTIVITY_CODES[p.activity] ?? 'REST';
    if (driver.position === 2 && activity === 'DRIVE') activity = 'AVAILABILITY';
    const last = out[out.length - 1];
    const end = Math.min(p.t1, now);
    if (last && last.activity === activity && last.end === p.t0) last.end = end;
    else out.push({ start: p.t0, end, activity });
  }
  return out;
}

/** GET /drivers/{id}/plafond: the allowance computed by the shared EU 561/2006 engine. */
export function driverPlafond(sim: FleetSimulator, driver: SimDriver) {
  const v = sim.vehicle(driver.vehicleId);
  return toDriverPlafond(
    computeAllowance({
      periods: driverPeriods(sim, driver),
      now: sim.now / 1000,
      team: Boolean(v?.driver && v.codriver),
    }),
  );
}
