// Per-truck derivations the client runs for every changed truck on each tick (status colour,
// alerts, marker label): how long a whole fleet takes, i.e. the worst tick.
import {
  markerColour,
  vehicleAlerts,
  vehicleMarkerLabel,
  vehicleStatus,
  type Truck,
} from '@fleetdeck/shared';
import { FleetSimulator } from '@fleetdeck/sim';

type TimeIt = (label: string, runs: number, fn: () => void) => number;

/** Simulator trucks with the telemetry the rules read, so every alert branch is exercised. */
function enriched(count: number): Truck[] {
  const sim = new FleetSimulator(count, 42, Date.parse('2026-03-10T10:00:00Z'));
  sim.step(1);
  return sim.list().map((t, i) =>
    t.lastpoint
      ? {
          ...t,
          details: { custom_id: `Unit ${i} of the northern fleet` },
          lastpoint: {
            ...t.lastpoint,
            activity: i % 5,
            updated_at: t.lastpoint.date,
            driver: {
              id: i % 9 === 0 ? 1 : i + 2,
              name: 'Mario',
              surname: 'Rossi',
              state: { id: i % 6 },
            },
            telemetry: {
              battery_level: i % 100,
              external_voltage: (i % 30) * 500,
              gnss_status: i % 6,
              gsm_signal: i % 6,
              tacho_overspeed: i % 50 === 0,
              tacho_timestamp: t.lastpoint.date,
              device_timestamp: t.lastpoint.date,
            },
          },
        }
      : t,
  );
}

export function benchDomainRules(timeIt: TimeIt): void {
  const now = Date.parse('2026-03-10T10:00:30Z');
  for (const count of [10_000, 50_000]) {
    const trucks = enriched(count);
    console.log(`\n${count} trucks, rules derived for every truck (a tick where all changed)`);
    timeIt('vehicleStatus', 10, () => trucks.forEach((t) => vehicleStatus(t, now)));
    timeIt('vehicleAlerts', 10, () => trucks.forEach((t) => vehicleAlerts(t, now)));
    timeIt('markerColour (driver_status mode)', 10, () =>
      trucks.forEach((t) => markerColour(t, 'driver_status', now, { '2': '#ff0000' })),
    );
    timeIt('vehicleMarkerLabel (custom id)', 10, () =>
      trucks.forEach((t) => vehicleMarkerLabel(t, 'customId')),
    );
  }
}
