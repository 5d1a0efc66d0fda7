import type { Logger } from 'pino';
import { parseOsmandFields, readingFromAvlRecord } from '@fleetdeck/shared';
import type { DeviceRecord, DeviceRecordStore } from './contracts.js';

type Sim = typeof import('@fleetdeck/sim');
type Fleet = InstanceType<Sim['FleetSimulator']>;
type Binding = ReturnType<Sim['deviceBindingsOf']>[number];

const HOUR_S = 3600;

/** A back-filled report as its device would have delivered it (same mapping as ingestion). */
function recordOf(sim: Sim, binding: Binding, point: Parameters<Sim['avlRecordOf']>[0]) {
  const reading =
    binding.protocol === 'osmand'
      ? parseOsmandFields(
          Object.fromEntries(sim.osmandFieldsOf(binding.deviceId, point)),
          Date.parse(point.date),
        ).reading
      : readingFromAvlRecord(sim.avlRecordOf(point));
  return {
    ...reading,
    deviceId: binding.deviceId,
    companyId: binding.companyId,
    truckId: binding.truckId,
  } satisfies DeviceRecord;
}

/**
 * Devices mode with the simulated fleet (`DEVICES_SIM_BACKFILL_HOURS`): the history the devices
 * would have stored over the last hours had the relay been running, written straight into the
 * record store, an hour of the whole fleet at a time (oldest first, `append`'s own batches), so
 * the analyser, the passage search and the plafond have a day to read at once. The records are
 * the simulator's reports (thinned to one a minute, every activity change kept) mapped exactly as
 * the Teltonika session and the OsmAnd endpoint map them; it runs beside the live reports
 * (a stored last point only moves forward, so an older record never replaces a live one).
 * `stop()` ends it between two hours.
 */
export function backfillSimulatedDevices(options: {
  sim: Sim;
  fleet: Fleet;
  bindings: readonly Binding[];
  store: DeviceRecordStore;
  hours: number;
  log: Logger;
}): { done: Promise<number>; stop(): void } {
  const { sim, fleet, bindings, store, log } = options;
  const nowS = fleet.now / 1000;
  const hours = Math.min(Math.max(options.hours, 0), sim.MAX_BACKFILL_HOURS);
  let stopped = false;
  const run = async (): Promise<number> => {
    const started = Date.now();
    let stored = 0;
    for (let fromS = nowS - hours * HOUR_S; fromS < nowS && !stopped; fromS += HOUR_S) {
      // The last second is the live report's, sent as the simulator starts.
      const window = { fromS, toS: Math.min(fromS + HOUR_S, nowS) - 1 };
      const records = bindings.flatMap((binding) =>
        sim
          .backfillReports(fleet, binding.truckId, window)
          .map((point) => recordOf(sim, binding, point)),
      );
      await store.append(records);
      stored += records.length;
    }
    log.info({ hours, stored, ms: Date.now() - started }, 'simulated devices history back-filled');
    return stored;
  };
  const done = hours > 0 ? run() : Promise.resolve(0);
  const settled = done.catch((error: unknown) => {
    log.warn({ err: error }, 'back-filling the simulated devices history failed');
    return 0;
  });
  return {
    done: settled,
    stop: () => {
      stopped = true;
    },
  };
}
