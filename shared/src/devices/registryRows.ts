/** The protocols a device may speak. */
export type DeviceProtocol = 'teltonika' | 'osmand';

/** A device of a company, bound to one of its vehicles, as `GET /api/devices` answers it. */
export interface DeviceRow {
  device_id: string;
  protocol: DeviceProtocol;
  truck_id: number;
  plate: string;
  label: string | null;
  created_at: string;
}

/** A device the relay refused because no company has bound it (`GET /api/devices/unknown`). */
export interface UnknownDeviceRow {
  device_id: string;
  protocol: DeviceProtocol;
  /** Where it connected from: helpdesk staff only (the relay leaves it out for the others). */
  remote?: string;
  first_seen: string;
  last_seen: string;
  attempts: number;
}
