import { z } from 'zod';
import { driverSchema } from './driver.js';

/** Tracker telemetry inside a last point (part 1 §3). */
export const telemetrySchema = z.object({
  battery_level: z.number().nullish(),
  external_voltage: z.number().nullish(),
  gnss_status: z.number().int().nullish(),
  gsm_signal: z.number().int().nullish(),
  tacho_overspeed: z.union([z.boolean(), z.number()]).nullish(),
  tacho_timestamp: z.string().nullish(),
  device_timestamp: z.string().nullish(),
  /** Tracker data mode code (see `dataMode`) and tachograph source code (see `tachographSource`). */
  data_mode: z.number().int().nullish().catch(undefined),
  tacho_source: z.number().int().nullish().catch(undefined),
});
export type Telemetry = z.infer<typeof telemetrySchema>;

/**
 * Last known position and state of a vehicle (part 1 §3). The six fields the simulator has always
 * sent are required; everything else is optional so older upstreams keep parsing.
 */
export const lastPointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  heading: z.number(),
  speed: z.number(),
  date: z.string(),
  ignition: z.number().int(),
  updated_at: z.string().nullish(),
  tacho_speed: z.number().nullish(),
  altitude: z.number().nullish(),
  rpm_engine: z.number().nullish(),
  fuel_level: z.number().nullish(),
  fuel_total: z.number().nullish(),
  odometer: z.number().nullish(),
  gps_odometer: z.number().nullish(),
  daily_distance: z.number().nullish(),
  /** 0 rest, 1 availability, 2 work, 3 driving; anything else means no driver. */
  activity: z.number().int().nullish(),
  driver: driverSchema.nullish(),
  codriver: driverSchema.nullish(),
  last_driver: driverSchema.nullish(),
  last_driver_date: z.string().nullish(),
  rfid: z.object({ name: z.string().nullish(), surname: z.string().nullish() }).nullish(),
  provenience: z.object({ web_label: z.string().nullish(), icon: z.string().nullish() }).nullish(),
  company: z.number().int().nullish(),
  telemetry: telemetrySchema.nullish(),
  /**
   * CAN readings some trackers add (part 1 §3, vehicle attributes shown in details). A reading of
   * an unexpected shape is dropped rather than failing the whole truck.
   */
  adblue_level: z.number().nullish().catch(undefined),
  adblue_litres: z.number().nullish().catch(undefined),
  coolant_temperature: z.number().nullish().catch(undefined),
  pto: z.union([z.boolean(), z.number()]).nullish().catch(undefined),
  clutch_pedal: z.union([z.boolean(), z.number()]).nullish().catch(undefined),
  brake_pedal: z.union([z.boolean(), z.number()]).nullish().catch(undefined),
  accelerator_pedal: z.union([z.boolean(), z.number()]).nullish().catch(undefined),
  /** Up to two temperature probes, each with its id; degrees Celsius. */
  temperature_sensors: z
    .array(z.object({ id: z.string().nullish(), value: z.number().nullish() }))
    .max(2)
    .nullish()
    .catch(undefined),
  /** Digital inputs 1..5. */
  digital_inputs: z.array(z.boolean().nullable()).max(5).nullish().catch(undefined),
});
export type LastPoint = z.infer<typeof lastPointSchema>;

export const digitalOutputSchema = z.object({ enable: z.boolean(), value: z.boolean() });
export type DigitalOutput = z.infer<typeof digitalOutputSchema>;

export const trackerConfigSchema = z.object({
  dout_1: digitalOutputSchema.nullish(),
  dout_2: digitalOutputSchema.nullish(),
});

/** `details` is open-ended upstream; the named keys are the ones the product reads. */
export const truckDetailsSchema = z.looseObject({
  custom_id: z.string().nullish(),
  company: z.number().int().nullish(),
  secondary_company: z.number().int().nullish(),
  profile_id: z.number().int().nullish(),
  trailer_id: z.number().int().nullish(),
  chassis: z.string().nullish().catch(undefined),
  brand: z.string().nullish().catch(undefined),
  model: z.string().nullish().catch(undefined),
  body: z.string().nullish().catch(undefined),
  /** Tonnes. */
  weight: z.number().nullish().catch(undefined),
  /** Metres. */
  length: z.number().nullish().catch(undefined),
  width: z.number().nullish().catch(undefined),
  height: z.number().nullish().catch(undefined),
});

export const truckCategorySchema = z.object({
  id: z.number().int().nullish(),
  name: z.string().nullish(),
  icon: z.string().nullish(),
});

/** A tag on a truck: upstreams send either the tag object or just its id. */
export const truckTagSchema = z.union([
  z.object({ id: z.number().int(), name: z.string() }),
  z.number().int(),
]);

/** Type 3 is a unit without a driver, such as a trailer. */
export const DRIVERLESS_TRUCK_TYPE = 3;

export const truckSchema = z.object({
  id: z.number().int(),
  plate: z.string(),
  type: z.number().int().optional(),
  category: truckCategorySchema.nullish(),
  details: truckDetailsSchema.nullish(),
  tags: z.array(truckTagSchema).nullish(),
  id_golia: z.number().int().nullish(),
  on_focus: z.boolean().nullish(),
  on_activity: z.boolean().nullish(),
  pinned: z.boolean().nullish(),
  visible: z.boolean().nullish(),
  visible_on_map: z.boolean().nullish(),
  /** Upstream's own reading of the vehicle state: moving, engine_on or ignition. */
  activity_type: z.string().nullish(),
  tracker_configuration: trackerConfigSchema.nullish(),
  lastpoint: lastPointSchema.nullable(),
});
export type Truck = z.infer<typeof truckSchema>;

/** Upstream `GET /trucks` answer: `{data: [...]}`. */
export const trucksResponseSchema = z.object({ data: z.array(truckSchema) });
