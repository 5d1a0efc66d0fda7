import type { RoadGraph } from '@fleetdeck/shared/roads';
import { FleetSimulator, type UpstreamTruck } from '../fleetSimulator.js';
import { deviceIdOfTruck, protocolOfTruck, type SimDeviceProtocol } from './deviceIds.js';
import { avlRecordOf, osmandFieldsOf } from './deviceRecords.js';
import { TeltonikaDevice } from './teltonikaDevice.js';

/** A simulated device bound to its truck: what the relay's registry is seeded with. */
export interface SimDeviceBinding {
  deviceId: string;
  protocol: SimDeviceProtocol;
  companyId: number;
  truckId: number;
  plate: string;
}

/**
 * The devices of the simulated fleet: per truck a Teltonika tracker (IMEI from the truck id) or,
 * every `osmandEvery`-th truck, a phone speaking OsmAnd; bound to the truck's own company.
 */
export function deviceBindingsOf(
  trucks: readonly { id: number; plate: string; details: { company: number } }[],
  osmandEvery = 10,
): SimDeviceBinding[] {
  return trucks.map((truck) => {
    const protocol = protocolOfTruck(truck.id, osmandEvery);
    return {
      deviceId: deviceIdOfTruck(truck.id, protocol),
      protocol,
      companyId: truck.details.company,
      truckId: truck.id,
      plate: truck.plate,
    };
  });
}

export interface DeviceSimulatorOptions {
  /** The relay's Teltonika listener. */
  host: string;
  port: number;
  /** The relay's OsmAnd endpoint (positions are POSTed as query fields, as Traccar Client does). */
  osmandUrl: string;
  /** The simulated fleet: the same count, seed and start as the upstream simulator give the same trucks and routes. */
  trucks: number;
  seed: number;
  startMs?: number;
  graph?: RoadGraph;
  infringingShare?: number;
  /** Every n-th truck reports over OsmAnd (0: none). Default 10. */
  osmandEvery?: number;
  /** How often the fleet steps and the due reports go out. Default 1000 ms. */
  tickMs?: number;
  /** A running fleet to play instead of a new one. */
  simulator?: FleetSimulator;
  /** The trackers' first reconnect delay (doubling, with jitter). Default 1000 ms. */
  backoffMs?: number;
}

/** The running device simulator. */
export interface DeviceSimulator {
  readonly simulator: FleetSimulator;
  readonly bindings: readonly SimDeviceBinding[];
  /** Trackers whose IMEI the relay accepted on the open connection. */
  online(): number;
  /** Records acknowledged by the relay, and OsmAnd positions it accepted. */
  readonly sent: { teltonikaAcked: number; osmandAccepted: number; osmandRefused: number };
  close(): Promise<void>;
}

/**
 * Plays the simulated fleet as devices reporting to a relay: every tick the fleet steps in real
 * time and each truck whose report is due sends it, its Teltonika tracker as a Codec 8 Extended
 * record over TCP (acknowledged before it is dropped; reconnecting with backoff), its phone as
 * an OsmAnd HTTP post. The relay is expected to hold `bindings` in its device registry.
 */
export function startDeviceSimulator(options: DeviceSimulatorOptions): DeviceSimulator {
  const simulator =
    options.simulator ??
    new FleetSimulator(options.trucks, options.seed, options.startMs ?? Date.now(), {
      ...(options.graph ? { graph: options.graph } : {}),
      ...(options.infringingShare !== undefined
        ? { infringingShare: options.infringingShare }
        : {}),
    });
  const trucks = simulator.list();
  const bindings = deviceBindingsOf(trucks, options.osmandEvery ?? 10);
  const sent = { teltonikaAcked: 0, osmandAccepted: 0, osmandRefused: 0 };
  const trackers = new Map<number, TeltonikaDevice>();
  const phones = new Map<number, string>();
  for (const binding of bindings) {
    if (binding.protocol === 'osmand') {
      phones.set(binding.truckId, binding.deviceId);
      continue;
    }
    const device = new TeltonikaDevice({
      host: options.host,
      port: options.port,
      imei: binding.deviceId,
      backoffMs: options.backoffMs ?? 1000,
      onAck: (records) => {
        sent.teltonikaAcked += records;
      },
    });
    trackers.set(binding.truckId, device);
    device.start();
  }
  // A phone posts one position at a time; a newer one replaces a position still waiting.
  const phoneBusy = new Set<number>();
  const phoneNext = new Map<number, URLSearchParams>();
  const post = (truckId: number, fields: URLSearchParams): void => {
    if (phoneBusy.has(truckId)) return void phoneNext.set(truckId, fields);
    phoneBusy.add(truckId);
    fetch(`${options.osmandUrl}?${fields.toString()}`, { method: 'POST' })
      .then(
        async (response) => {
          await response.arrayBuffer().catch(() => undefined);
          if (response.ok) sent.osmandAccepted += 1;
          else sent.osmandRefused += 1;
        },
        () => {
          sent.osmandRefused += 1;
        },
      )
      .finally(() => {
        phoneBusy.delete(truckId);
        const next = phoneNext.get(truckId);
        phoneNext.delete(truckId);
        if (next && !closed) post(truckId, next);
      });
  };

  const report = (changed: readonly UpstreamTruck[]): void => {
    for (const truck of changed) {
      if (!truck.lastpoint) continue;
      const tracker = trackers.get(truck.id);
      if (tracker) tracker.push(avlRecordOf(truck.lastpoint));
      const phone = phones.get(truck.id);
      if (phone) post(truck.id, osmandFieldsOf(phone, truck.lastpoint));
    }
  };
  let closed = false;
  let revision = simulator.revision;
  let last = Date.now();
  report(trucks);
  const timer = setInterval(() => {
    const now = Date.now();
    simulator.step((now - last) / 1000);
    last = now;
    const changed = simulator.listChanged(revision);
    revision = simulator.revision;
    report(changed);
  }, options.tickMs ?? 1000);
  timer.unref();

  return {
    simulator,
    bindings,
    sent,
    online: () => [...trackers.values()].filter((device) => device.online).length,
    close: () => {
      closed = true;
      clearInterval(timer);
      for (const device of trackers.values()) device.close();
      return Promise.resolve();
    },
  };
}
