/**
 * A device's record mapped onto the product's fields, before the relay adds the binding's
 * device, company and truck (its `DeviceRecord`, relay/src/devices/contracts.ts).
 */
export interface DeviceReading {
  /** GPS time, ms since the epoch (UTC). */
  time: number;
  lat: number;
  lng: number;
  /** Metres. */
  altitude?: number;
  /** Degrees, 0 = north. */
  heading: number;
  /** GPS speed, km/h. */
  speed: number;
  satellites?: number;
  ignition?: boolean;
  movement?: boolean;
  externalVoltageMv?: number;
  batteryVoltageMv?: number;
  /** 0-5. */
  gsmSignal?: number;
  gnssStatus?: number;
  /** Metres, the device's total odometer. */
  odometerM?: number;
  /** Percent. */
  fuelLevelPct?: number;
  /** Litres used in total (FMS). */
  fuelUsedL?: number;
  /** Tachograph vehicle speed, km/h. */
  tachoSpeedKmh?: number;
  engineRpm?: number;
  drivers?: [DeviceReadingDriver, DeviceReadingDriver?];
  /** Every IO element as received, by AVL id (numbers; byte strings and huge values as hex). */
  io?: Record<number, number | string>;
}

/** Tachograph working state of one driver slot. */
export type DeviceReadingDriverState = 'rest' | 'availability' | 'work' | 'driving';

/** One tachograph driver slot. */
export interface DeviceReadingDriver {
  cardPresent: boolean;
  state?: DeviceReadingDriverState;
  cardId?: string;
}
