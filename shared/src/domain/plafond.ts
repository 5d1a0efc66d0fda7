import { z } from 'zod';
import { REST_READINGS } from '../tachograph/types.js';

export const PLAFOND_STATES = ['DRIVE', 'REST', 'WORK', 'AVAILABILITY', 'BLOCK'] as const;
export type PlafondState = (typeof PLAFOND_STATES)[number];
/** Same values as the tachograph engine's `NextRestType`. */
export const NEXT_REST_TYPES = ['SESSION', 'DAILY', 'WEEKLY'] as const;

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

/**
 * Views 1 to 3 are not described by the spec; these are the shapes the tachograph engine fills
 * (current activity, next activity, driving left), kept open for other upstreams.
 */
export const dpv1Schema = z.looseObject({ state: z.enum(PLAFOND_STATES).nullish(), since: str });
export const dpv2Schema = z.looseObject({
  state: z.enum(PLAFOND_STATES).nullish(),
  restType: z.enum(NEXT_REST_TYPES).nullish(),
  splitFirstPartDone: z.boolean().nullish(),
});
export const dpv3Schema = z.looseObject({ residualDrive: num, breakResidualDrive: num });

/** The rest under way (FleetDeck's engine): its reading now and the next one if it goes on. */
export const restInProgressSchema = z.looseObject({
  since: str,
  duration: num,
  countsAs: z.enum(REST_READINGS),
  reducedAllowed: z.boolean().nullish(),
  next: z.looseObject({ becomes: z.enum(REST_READINGS), in: z.number(), at: z.string() }).nullish(),
});

export const driverPlafondSchema = z.object({
  view: z.object({
    dpv1: dpv1Schema.nullish(),
    dpv2: dpv2Schema.nullish(),
    dpv3: dpv3Schema.nullish(),
    dpv4: dpv4Schema.nullish(),
    dpv5: dpv5Schema.nullish(),
    dpv6: dpv6Schema.nullish(),
    dpv7: dpv7Schema.nullish(),
    dpv8: dpv8Schema.nullish(),
    dpv9: dpv9Schema.nullish(),
    restInProgress: restInProgressSchema.nullish(),
  }),
  plafond: plafondSchema,
});
export type DriverPlafond = z.infer<typeof driverPlafondSchema>;

/** `GET /drivers/plafond`: keyed by driver id. */
export const driversPlafondResponseSchema = z.object({
  data: z.record(z.string(), driverPlafondSchema),
});
