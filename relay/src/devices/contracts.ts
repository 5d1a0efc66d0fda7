/**
 * The seams of device ingestion (issue 49): trackers that report straight to the relay (Teltonika
 * Codec 8 / 8 Extended over TCP, OsmAnd over HTTP). Three parts meet here and only here:
 * - ingestion (devices/teltonika, devices/osmand) decodes frames into `DeviceRecord`s;
 * - the registry (devices/registry) says which company's truck a device reports for;
 * - the history store (devices/history) keeps the records and answers the upstream calls from them.
 */

import type {
  DeviceProtocol,
  DeviceReading,
  DeviceReadingDriver,
  DeviceReadingDriverState,
} from '@fleetdeck/shared';

/** The protocols a device may speak. */
export type { DeviceProtocol };

/** Tachograph working state of one driver slot (the spec's activity codes). */
export type DriverWorkingState = DeviceReadingDriverState;

/** One driver slot as the tachograph reports it through the tracker. */
export type DeviceDriverSlot = DeviceReadingDriver;

/** A device bound to a truck of a company. */
export interface DeviceBinding {
  /** IMEI (Teltonika) or the OsmAnd `id`, as the device sends it. */
  deviceId: string;
  protocol: DeviceProtocol;
  companyId: number;
  truckId: number;
  /**
   * The tracker model when known ("FMC650", "FMB920"...): Teltonika's FMx6 family numbers its IO
   * elements differently (shared `teltonikaFamilyOf`); absent means the FMB list. Added by ingestion.
   */
  model?: string;
}

/**
 * One position record, decoded and mapped onto the product's fields (docs/devices.md), with the
 * binding's device, company and truck added by ingestion.
 */
export interface DeviceRecord extends DeviceReading {
  deviceId: string;
  companyId: number;
  truckId: number;
}

/** Which truck a device reports for; an unknown device is refused and listed for an administrator. */
export interface DeviceRegistry {
  /** The binding of a device, or undefined when no company has bound it. Cheap (cached). */
  lookup(protocol: DeviceProtocol, deviceId: string): Promise<DeviceBinding | undefined>;
  /** Remembers a refused device so an administrator can bind it (bounded: newest kept). */
  reportUnknown(protocol: DeviceProtocol, deviceId: string, remoteAddress: string): Promise<void>;
}

/** A truck fed by a device, as the registry binds it (what the history helper reads). */
export interface DeviceTruck {
  companyId: number;
  truckId: number;
  plate: string;
  label?: string;
  deviceId: string;
  protocol: DeviceProtocol;
}

/** Every device-fed truck of every company (implemented by the registry). */
export interface DeviceFleet {
  trucks(): Promise<readonly DeviceTruck[]>;
}

/** Where records go. `append` resolves only once they are durably stored (then they are acked). */
export interface DeviceRecordStore {
  /** Idempotent per (deviceId, time): a record sent twice (a lost ack) is stored once. */
  append(records: readonly DeviceRecord[]): Promise<void>;
}
