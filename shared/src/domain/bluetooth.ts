import { z } from 'zod';

export const bluetoothDeviceSchema = z.object({
  mac: z.string(),
  timestamp: z.string().nullish(),
  model: z.number().int(),
  type: z.number().int(),
  /** 0 disconnected, 1 connected. */
  status: z.union([z.literal(0), z.literal(1)]),
  battery_percentage: z.number().min(0).max(100).nullish(),
  vehicle: z.object({ plate: z.string() }).nullish(),
});
export type BluetoothDevice = z.infer<typeof bluetoothDeviceSchema>;

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
