import { describe, expect, it } from 'vitest';
import { bluetoothBatteryClass, bluetoothDeviceSchema, truckEventSchema } from '@fleetdeck/shared';
import { bluetoothDevices, truckEvents } from './extras.js';
import { FleetSimulator } from './fleetSimulator.js';
import { PhaseKind, type Phase } from './model.js';
import {
  doorOpenAt,
  doorWarming,
  probeBattery,
  reeferTemperature,
  SET_POINT,
  silentSince,
} from './probes.js';

const START = Date.parse('2026-11-18T09:00:00Z');
const MIN = 60;

/** A stand-still plan: a rest, a 45-minute unloading from t=3600, then a long rest. */
function plan(): Phase[] {
  const phase = (t0: number, t1: number, kind: PhaseKind): Phase =>
    ({ t0, t1, kind }) as unknown as Phase;
  return [
    phase(0, 3600, PhaseKind.Break),
    phase(3600, 3600 + 45 * MIN, PhaseKind.Unload),
    phase(3600 + 45 * MIN, 20_000, PhaseKind.DailyRest),
  ];
}

describe('probe model', () => {
  it('opens the doors only while loading or unloading', () => {
    const phases = plan();
    expect(doorOpenAt(phases, 3000)).toBe(false);
    expect(doorOpenAt(phases, 3600 + 10 * MIN)).toBe(true);
    expect(doorOpenAt(phases, 3600 + 50 * MIN)).toBe(false);
  });

  it('warms the reefer while the door is open and recovers in 20 to 40 minutes', () => {
    const phases = plan();
    for (const frozen of [true, false]) {
      const setPoint = frozen ? SET_POINT.frozen : SET_POINT.chilled;
      const at = (t: number) => reeferTemperature(42, frozen, phases, t);
      const before = at(3500);
      const closed = 3600 + 45 * MIN;
      const peak = at(closed);
      expect(Math.abs(before - setPoint)).toBeLessThan(1.5);
      expect(peak - setPoint).toBeGreaterThan(4);
      // It climbs while open and falls every minute after closing, without a jump.
      expect(at(3600 + 20 * MIN)).toBeLessThan(peak);
      for (let t = closed; t < closed + 40 * MIN; t += MIN) {
        expect(Math.abs(at(t + MIN) - at(t))).toBeLessThan(frozen ? 2 : 1.2);
      }
      expect(at(closed + 10 * MIN)).toBeLessThan(peak - 2);
      expect(Math.abs(at(closed + 40 * MIN) - setPoint)).toBeLessThan(1.5);
    }
  });

  it('chains door openings: the second starts from what the first left', () => {
    const one: [number, number][] = [[0, 1200]];
    const two: [number, number][] = [
      [0, 1200],
      [1500, 1800],
    ];
    expect(doorWarming(two, 1800, 10)).toBeGreaterThan(doorWarming([[1500, 1800]], 1800, 10));
    expect(doorWarming(one, 1200, 10)).toBeCloseTo(doorWarming(two, 1200, 10));
    expect(doorWarming([], 1800, 10)).toBe(0);
  });

  it('drains batteries slowly, with some low and a few nearly flat', () => {
    const levels = Array.from({ length: 2000 }, (_, key) => probeBattery(key, 1.8e9));
    const share = (f: (p: number) => boolean) => levels.filter(f).length / levels.length;
    expect(share((p) => p <= 20)).toBeGreaterThan(0.05);
    expect(share((p) => p <= 20)).toBeLessThan(0.25);
    expect(share((p) => p <= 5)).toBeGreaterThan(0.005);
    expect(share((p) => p > 40)).toBeGreaterThan(0.6);
    // A day later most are a little lower, none higher unless the cell was replaced.
    const later = levels.map((_, key) => probeBattery(key, 1.8e9 + 86_400));
    const drops = later.map((p, key) => (levels[key] as number) - p);
    expect(drops.filter((d) => d >= 0 && d <= 2).length).toBeGreaterThan(1950);
  });

  it('has about 5 % of probes disconnected, silent for an hour or more', () => {
    const t = 1.8e9;
    const silent = Array.from({ length: 4000 }, (_, key) => silentSince(key, t));
    const off = silent.filter((s) => s !== null);
    expect(off.length / silent.length).toBeGreaterThan(0.02);
    expect(off.length / silent.length).toBeLessThan(0.09);
    for (const since of off) expect(t - since).toBeGreaterThanOrEqual(3600);
  });
});

describe('simulated probes', () => {
  const sim = new FleetSimulator(600, 3, START, { historyHours: 6 });

  it('serves valid, deterministic probes on trailers with every battery class', () => {
    const devices = bluetoothDevices(sim).map((d) => bluetoothDeviceSchema.parse(d));
    expect(bluetoothDevices(new FleetSimulator(600, 3, START, { historyHours: 6 }))).toEqual(
      bluetoothDevices(sim),
    );
    expect(new Set(devices.map((d) => d.mac)).size).toBe(devices.length);
    const classes = new Set(devices.map((d) => bluetoothBatteryClass(d)));
    expect(classes).toEqual(new Set(['good', 'warning', 'critical']));
    const temperatures = devices.filter((d) => d.model === 5);
    expect(temperatures.length).toBeGreaterThan(10);
    for (const d of temperatures) {
      expect(Math.abs((d.temperature as number) - (d.set_point as number))).toBeLessThan(11);
    }
    const plates = new Set(sim.fleet.vehicles.filter((v) => v.type === 3).map((v) => v.plate));
    expect(devices.every((d) => plates.has(d.vehicle?.plate ?? ''))).toBe(true);
  });

  it('reports door openings of probe trailers as truck events', () => {
    const now = sim.now / 1000;
    const events = truckEvents(sim, now - 12 * 3600, now).map((e) => truckEventSchema.parse(e));
    const trailers = new Set(
      sim.fleet.vehicles.filter((v) => v.type === 3 && v.refrigerated).map((v) => v.id),
    );
    const ofTrailers = events.filter((e) => trailers.has(e.truck_id));
    expect(ofTrailers.length).toBeGreaterThan(0);
    expect(ofTrailers.every((e) => e.event_type === 'door_open')).toBe(true);
    expect(new Set(events.map((e) => e.event_type))).toEqual(
      new Set(['door_open', 'engine_on', 'engine_off']),
    );
  });
});
