import type { DeviceProtocol, DeviceRow, UnknownDeviceRow } from '@fleetdeck/shared';
import { apiFetch, apiJson } from '../../app/session/api.js';

export type { DeviceProtocol, DeviceRow, UnknownDeviceRow } from '@fleetdeck/shared';

/** Where a device goes: a new vehicle with its plate, or one of the company's vehicles. */
export type DeviceTarget = { plate: string } | { truck_id: number };

/** A refused call, with the relay's own words (they name the field). */
export class DeviceCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DeviceCallError';
  }
}

async function send<T>(path: string, method: string, body?: unknown): Promise<T | undefined> {
  const response = await apiFetch(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (response.status === 204) return undefined;
  const parsed = (await response.json().catch(() => ({}))) as {
    data?: T;
    message?: string;
    field?: string;
  };
  if (!response.ok)
    throw new DeviceCallError(
      response.status,
      parsed.message ?? `${method} ${path}: HTTP ${response.status}`,
      parsed.field,
    );
  return parsed.data;
}

/** The company's devices. */
export const listDevices = async (): Promise<DeviceRow[]> =>
  (await apiJson<{ data: DeviceRow[] }>('/devices')).data;

/** The refused devices (administrators only). */
export const listUnknownDevices = async (): Promise<UnknownDeviceRow[]> =>
  (await apiJson<{ data: UnknownDeviceRow[] }>('/devices/unknown')).data;

/** Binds a device id to a vehicle of the company. */
export const addDevice = async (
  device: { device_id: string; protocol: DeviceProtocol; label?: string },
  target: DeviceTarget,
): Promise<DeviceRow | undefined> => send<DeviceRow>('/devices', 'POST', { ...device, ...target });

/** Binds a device of the unknown list to a vehicle of the company. */
export const bindUnknownDevice = async (
  device: { device_id: string; protocol: DeviceProtocol },
  target: DeviceTarget,
): Promise<DeviceRow | undefined> =>
  send<DeviceRow>(
    `/devices/unknown/${device.protocol}/${encodeURIComponent(device.device_id)}/bind`,
    'POST',
    target,
  );

/** Unbinds one of the company's devices. */
export const removeDevice = async (device: {
  device_id: string;
  protocol: DeviceProtocol;
}): Promise<void> => {
  await send(`/devices/${device.protocol}/${encodeURIComponent(device.device_id)}`, 'DELETE');
};
