import {
  bluetoothAnswerSchema,
  truckEventsAnswerSchema,
  type BluetoothDevice,
  type TruckEvent,
  type TruckId,
} from '@fleetdeck/shared';
import { apiJson } from '../../app/session/api.js';

/** `GET /geofleet/bluetooth_accessories`: the company's probes. */
export async function fetchDevices(): Promise<BluetoothDevice[]> {
  return bluetoothAnswerSchema.parse(await apiJson<unknown>('/geofleet/bluetooth_accessories'))
    .data;
}

/** `GET /trucks/:id/events?since=`: a vehicle's door and engine events, newest first. */
export async function fetchTruckEvents(
  id: TruckId,
  since: Date,
  signal?: AbortSignal,
): Promise<TruckEvent[]> {
  const path = `/trucks/${id}/events?since=${encodeURIComponent(since.toISOString())}`;
  return truckEventsAnswerSchema.parse(await apiJson<unknown>(path, signal ? { signal } : {})).data;
}
