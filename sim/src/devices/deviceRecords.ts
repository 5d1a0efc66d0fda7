import type { AvlIoElement, AvlRecord } from '@fleetdeck/shared';
import type { UpstreamDriver, UpstreamLastPoint } from '../lastpoint.js';

/** Knots per km/h: OsmAnd sends its speed in knots. */
const KMH_TO_KNOTS = 1 / 1.852;

/** The FMB AVL ids the simulated trackers send (docs/devices.md, "IO table"). */
export const SIM_IO = {
  ignition: 239,
  movement: 240,
  gsmSignal: 21,
  gnssStatus: 69,
  externalVoltageMv: 66,
  batteryVoltageMv: 67,
  odometerM: 16,
  fuelUsedDl: 83,
  engineRpm: 85,
  fuelLevelPct: 89,
  tachoSpeedKmh: 191,
  driver1State: 184,
  driver2State: 185,
  driver1Card: 187,
  driver2Card: 188,
  driver1IdHigh: 195,
  driver1IdLow: 196,
  driver2IdHigh: 197,
  driver2IdLow: 198,
} as const;

/** A Li-ion backup battery: the sim's percent as millivolts (0 % 3300 mV, 100 % 4200 mV). */
export const batteryMvOf = (percent: number): number => Math.round(3300 + percent * 9);

const clamp = (value: number, max: number): number => Math.max(0, Math.min(max, Math.round(value)));

/** 8 ASCII characters as one unsigned 64-bit value (a tachograph card id half). */
function asciiWord(text: string): bigint {
  let value = 0n;
  for (let i = 0; i < 8; i += 1) value = (value << 8n) | BigInt(text.charCodeAt(i) & 0x7f || 0x20);
  return value;
}

/** The tachograph elements of one driver slot: working state, card presence, card id halves. */
function driverIo(
  driver: UpstreamDriver | null,
  state: number,
  ids: { state: number; card: number; high: number; low: number },
): AvlIoElement[] {
  const present = driver !== null && driver.card !== '';
  const out: AvlIoElement[] = [
    { id: ids.state, size: 1, value: state },
    { id: ids.card, size: 1, value: present ? 1 : 0 },
  ];
  if (present) {
    const card = driver.card.padEnd(16, ' ').slice(0, 16);
    out.push({ id: ids.high, size: 8, value: asciiWord(card.slice(0, 8)) });
    out.push({ id: ids.low, size: 8, value: asciiWord(card.slice(8)) });
  }
  return out;
}

/**
 * A simulated truck's last point as its Teltonika tracker records it: the GPS element and the IO
 * elements (ignition, movement, GSM, GNSS, voltages, odometer, fuel, engine, tachograph speed and
 * both driver slots from the sim's driver activity; a co-driver is available while one drives).
 */
export function avlRecordOf(point: UpstreamLastPoint): AvlRecord {
  const telemetry = point.telemetry;
  const io: AvlIoElement[] = [
    { id: SIM_IO.ignition, size: 1, value: point.ignition ? 1 : 0 },
    { id: SIM_IO.movement, size: 1, value: point.speed > 0 ? 1 : 0 },
    { id: SIM_IO.gsmSignal, size: 1, value: clamp(telemetry.gsm_signal, 5) },
    { id: SIM_IO.gnssStatus, size: 1, value: clamp(telemetry.gnss_status, 255) },
    { id: SIM_IO.externalVoltageMv, size: 2, value: clamp(telemetry.external_voltage, 65_535) },
    { id: SIM_IO.batteryVoltageMv, size: 2, value: batteryMvOf(telemetry.battery_level) },
    { id: SIM_IO.odometerM, size: 4, value: clamp(point.odometer * 1000, 2 ** 32 - 1) },
    { id: SIM_IO.engineRpm, size: 2, value: clamp(point.rpm_engine, 65_535) },
    { id: SIM_IO.tachoSpeedKmh, size: 1, value: clamp(point.tacho_speed, 255) },
  ];
  if (point.fuel_level !== null)
    io.push({ id: SIM_IO.fuelLevelPct, size: 1, value: clamp(point.fuel_level, 100) });
  if (point.fuel_total !== null)
    io.push({ id: SIM_IO.fuelUsedDl, size: 4, value: clamp(point.fuel_total * 10, 2 ** 32 - 1) });
  if (point.activity !== null) {
    const codriverState = point.activity === 3 ? 1 : point.activity;
    io.push(
      ...driverIo(point.driver, point.activity, {
        state: SIM_IO.driver1State,
        card: SIM_IO.driver1Card,
        high: SIM_IO.driver1IdHigh,
        low: SIM_IO.driver1IdLow,
      }),
      ...driverIo(point.codriver, point.codriver ? codriverState : 0, {
        state: SIM_IO.driver2State,
        card: SIM_IO.driver2Card,
        high: SIM_IO.driver2IdHigh,
        low: SIM_IO.driver2IdLow,
      }),
    );
  }
  const fix = telemetry.gnss_status >= 2;
  return {
    timestamp: Date.parse(point.date),
    priority: 0,
    longitude: point.lng,
    latitude: point.lat,
    altitude: Math.round(point.altitude),
    angle: Math.round(point.heading) % 360,
    // A tunnel keeps the sim's dead-reckoned speed, so the device feed shows what the upstream does.
    satellites: fix ? 9 : 0,
    speed: clamp(point.speed, 65_535),
    eventIoId: 0,
    io,
  };
}

/** A simulated truck's last point as Traccar Client's OsmAnd query sends it. */
export function osmandFieldsOf(deviceId: string, point: UpstreamLastPoint): URLSearchParams {
  return new URLSearchParams({
    id: deviceId,
    timestamp: String(Math.round(Date.parse(point.date) / 1000)),
    lat: String(point.lat),
    lon: String(point.lng),
    speed: String(Math.round(point.speed * KMH_TO_KNOTS * 100) / 100),
    bearing: String(Math.round(point.heading) % 360),
    altitude: String(Math.round(point.altitude)),
    accuracy: '5',
    batt: String(clamp(point.telemetry.battery_level, 100)),
  });
}
