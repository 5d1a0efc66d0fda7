import { z } from 'zod';
import { batteryLevel, type BatteryLevel } from '../rules/telemetry.js';

export const bluetoothDeviceSchema = z.object({
  mac: z.string(),
  timestamp: z.string().nullish(),
  model: z.number().int(),
  type: z.number().int(),
  /** 0 disconnected, 1 connected. */
  status: z.union([z.literal(0), z.literal(1)]),
  battery_percentage: z.number().min(0).max(100).nullish(),
  vehicle: z.object({ plate: z.string() }).nullish(),
  /** A temperature probe's last reading, °C. */
  temperature: z.number().min(-60).max(80).nullish(),
  /** A door probe's last reading. */
  door_open: z.boolean().nullish(),
  /** A temperature probe's set point, °C (-20 frozen, +3 chilled), when upstream knows it. */
  set_point: z.number().min(-60).max(80).nullish(),
});
export type BluetoothDevice = z.infer<typeof bluetoothDeviceSchema>;

/** The relay's `GET /api/geofleet/bluetooth_accessories`: the company's devices. */
export const bluetoothAnswerSchema = z.object({ data: z.array(bluetoothDeviceSchema) });

export type BluetoothProbeKind = 'door_probe' | 'temperature_probe' | 'unknown';

/** Type 6 is a probe; model 4 a door probe, model 5 a temperature probe. */
export function bluetoothProbeKind(
  device: Pick<BluetoothDevice, 'type' | 'model'>,
): BluetoothProbeKind {
  if (device.type !== 6) return 'unknown';
  if (device.model === 4) return 'door_probe';
  if (device.model === 5) return 'temperature_probe';
  return 'unknown';
}

/** The spec's battery classes (part 2 sections 4 and 9); no reading, no class. */
export function bluetoothBatteryClass(
  device: Pick<BluetoothDevice, 'battery_percentage'>,
): BatteryLevel | undefined {
  const percent = device.battery_percentage;
  return percent === null || percent === undefined ? undefined : batteryLevel(percent);
}

/** Degrees either side of the set point a reefer normally stays within. */
export const REEFER_BAND_C = 2;
