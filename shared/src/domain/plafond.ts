import { z } from 'zod';

export const PLAFOND_STATES = ['DRIVE', 'REST', 'WORK', 'AVAILABILITY', 'BLOCK'] as const;
export type PlafondState = (typeof PLAFOND_STATES)[number];
export const NEXT_REST_TYPES = ['SESSION', 'DAILY', 'WEEKLY'] as const;
export type NextRestType = (typeof NEXT_REST_TYPES)[number];

const num = z.number().nullish();
const str = z.string().nullish();

/** The allowance block of a driver plafond (part 1 §3). */
export const plafondSchema = z.object({
  detectionDate: str,
  dailyPlafondDrive: num,
  totalDailyDrive: num,
  detectionState: z.enum(PLAFOND_STATES).nullish(),
  drivePlafond: num,
  driveTypeNextRest: z.enum(NEXT_REST_TYPES).nullish(),
  driveBonus: num,
  restBonus: num,
  restPlafond: num,
  inRest: z.boolean().nullish(),
});
export type Plafond = z.infer<typeof plafondSchema>;

/** View 4: working day. */
export const dpv4Schema = z.looseObject({
  residualHours: num,
  residualMinutes: num,
  percWorkingDay: num,
  bonus: num,
  residualWorkingDay: num,
  startWorkingDay: str,
  endWorkingDay: str,
});
/** View 5: daily driving. */
export const dpv5Schema = z.looseObject({
  plafondDailyHours: num,
  plafondDailyMinutes: num,
  percDrivingDay: num,
  bonus: num,
  residualDrive: num,
  dailyDrive: num,
});
/** View 6: weekly driving. */
export const dpv6Schema = z.looseObject({
  plafondWeeklyHours: num,
  plafondWeeklyMinutes: num,
  percDrivingWeekly: num,
});
/** View 7: bi-weekly driving. */
export const dpv7Schema = z.looseObject({
  plafondBiWeeklyHours: num,
  plafondBiWeeklyMinutes: num,
  percDrivingBiWeekly: num,
  biweeklyDrive: num,
  residualDrive: num,
});
const restPeriodSchema = z.looseObject({
  duration: num,
  nextStartPeriod: str,
  periodStart: str,
  periodEnd: str,
});
/** View 8: last weekly rest. */
export const dpv8Schema = restPeriodSchema.extend({ nextDurationHours: num });
/** View 9: rests to compensate. */
export const dpv9Schema = z.array(restPeriodSchema.extend({ recoveryHours: num }));

/** Views 1 to 3 are not described by the spec: kept as open objects. */
const openView = z.looseObject({});

export const driverPlafondSchema = z.object({
  view: z.object({
    dpv1: openView.nullish(),
    dpv2: openView.nullish(),
    dpv3: openView.nullish(),
    dpv4: dpv4Schema.nullish(),
    dpv5: dpv5Schema.nullish(),
    dpv6: dpv6Schema.nullish(),
    dpv7: dpv7Schema.nullish(),
    dpv8: dpv8Schema.nullish(),
    dpv9: dpv9Schema.nullish(),
  }),
  plafond: plafondSchema,
});
export type DriverPlafond = z.infer<typeof driverPlafondSchema>;

/** `GET /drivers/plafond`: keyed by driver id. */
export const driversPlafondResponseSchema = z.object({
  data: z.record(z.string(), driverPlafondSchema),
});
