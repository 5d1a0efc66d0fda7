import {
  plafondConfigToRequest,
  ROUTE_DEFAULTS,
  type DriverPlafond,
  type PlafondPreset,
  type PlafondRequest,
} from '@fleetdeck/shared';
import { fieldInstant, localDateTime } from '../plannerForm.js';

export const HOUR_FIELDS = [
  'drivingSinceBreak',
  'drivingSinceDailyRest',
  'travelSinceDailyRest',
] as const;
export type HourField = (typeof HOUR_FIELDS)[number];

/**
 * The plafond configuration step (part 2 §3) as typed: hours as text (a comma is a decimal
 * separator), the last time the driver worked as a local `YYYY-MM-DDTHH:mm` or empty.
 */
export interface PlafondForm extends Record<HourField, string> {
  preset: PlafondPreset;
  lastWorked: string;
  /** The driver the values were read from, when the planner opened from a vehicle. */
  from?: string;
}

/** Time on duty in a day (team crews: 21 h in 30), the most the form takes. */
export const MAX_HOURS = 30;
/** Continuous driving, the part of the day's driving since the last break. */
const CONTINUOUS_DRIVE_H = 4.5;

export function defaultPlafondForm(): PlafondForm {
  return {
    preset: ROUTE_DEFAULTS.plafondPreset,
    lastWorked: '',
    drivingSinceBreak: '0',
    drivingSinceDailyRest: '0',
    travelSinceDailyRest: '0',
  };
}

/** A field's problem: an i18n key and its values. */
export interface Problem {
  key: string;
  values?: Record<string, number>;
}

const hours = (text: string): number | null => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
};

/**
 * What is wrong with the form, per field, in words: hours from 0 to 30, the driving since the
 * break within the driving since the daily rest, that within the time on duty; a readable date.
 */
export function plafondProblems(
  form: PlafondForm,
): Partial<Record<HourField | 'lastWorked', Problem>> {
  const problems: Partial<Record<HourField | 'lastWorked', Problem>> = {};
  for (const field of HOUR_FIELDS) {
    const value = hours(form[field]);
    if (value === null || value < 0 || value > MAX_HOURS)
      problems[field] = { key: 'planner.plafond.hours_invalid', values: { max: MAX_HOURS } };
  }
  const sinceBreak = hours(form.drivingSinceBreak) ?? 0;
  const daily = hours(form.drivingSinceDailyRest) ?? 0;
  const travel = hours(form.travelSinceDailyRest) ?? 0;
  if (!problems.drivingSinceBreak && !problems.drivingSinceDailyRest && sinceBreak > daily)
    problems.drivingSinceBreak = { key: 'planner.plafond.break_over_daily' };
  if (!problems.drivingSinceDailyRest && !problems.travelSinceDailyRest && daily > travel)
    problems.drivingSinceDailyRest = { key: 'planner.plafond.daily_over_travel' };
  if (form.lastWorked !== '' && Number.isNaN(fieldInstant(form.lastWorked)))
    problems.lastWorked = { key: 'planner.plafond.date_invalid' };
  return problems;
}

/** The request's plafond (seconds); null while a field is wrong. */
export function toPlafondRequest(form: PlafondForm): PlafondRequest | null {
  if (Object.keys(plafondProblems(form)).length > 0) return null;
  return plafondConfigToRequest({
    configurableWorkingHoursPreset: form.preset,
    lastTimeTheDriverWorked: form.lastWorked
      ? new Date(fieldInstant(form.lastWorked)).toISOString()
      : null,
    accumulatedDrivingTimeSinceLastBreak: hours(form.drivingSinceBreak) ?? 0,
    accumulatedDrivingTimeSinceLastDailyRest: hours(form.drivingSinceDailyRest) ?? 0,
    accumulatedTravelTimeSinceLastDailyRest: hours(form.travelSinceDailyRest) ?? 0,
  });
}

/** Seconds as the form's hours, to the hundredth: 4200 s is `1.17`. */
export function hoursText(seconds: number): string {
  return String(Math.round((Math.max(0, seconds) / 3600) * 100) / 100);
}

const epoch = (iso: string | null | undefined) => {
  const ms = Date.parse(iso ?? '');
  return Number.isNaN(ms) ? null : ms / 1000;
};

/**
 * The preset for a vehicle's crew: a co-driver carded too means a team (part 2 §3 presets; EU
 * 561/2006 art. 8(5), multi-manning), else the preset the step had.
 */
export function crewPreset(drivers: number, preset: PlafondPreset): PlafondPreset {
  return drivers > 1 ? 'team_and_multiple_days' : preset;
}

/**
 * The form filled from a driver's live plafond (part 1 §3): driving since the break is what the
 * 4 h 30 leaves (dpv3), driving since the daily rest the day's driving (dpv5), a driver at rest
 * last worked when the rest began (dpv1), else at the reading, and the time on duty runs from the
 * working day's start (dpv4) to then. The preset is kept: the plafond does not say it.
 */
export function plafondFormFromDriver(
  plafond: DriverPlafond,
  driver: string,
  preset: PlafondPreset = ROUTE_DEFAULTS.plafondPreset,
): PlafondForm {
  const { view } = plafond;
  const now = epoch(plafond.plafond.detectionDate);
  const breakLeft = view.dpv3?.breakResidualDrive;
  const sinceBreak =
    breakLeft === null || breakLeft === undefined ? 0 : CONTINUOUS_DRIVE_H * 3600 - breakLeft;
  const daily = view.dpv5?.dailyDrive ?? plafond.plafond.totalDailyDrive ?? sinceBreak;
  const restSince = view.dpv1?.state === 'REST' ? epoch(view.dpv1.since) : null;
  const lastWorked = restSince ?? now;
  const dayStart = epoch(view.dpv4?.startWorkingDay);
  const travel = lastWorked !== null && dayStart !== null ? lastWorked - dayStart : daily;
  return {
    preset,
    lastWorked: lastWorked === null ? '' : localDateTime(new Date(lastWorked * 1000)),
    drivingSinceBreak: hoursText(sinceBreak),
    drivingSinceDailyRest: hoursText(Math.max(daily, sinceBreak)),
    travelSinceDailyRest: hoursText(Math.max(travel, daily, sinceBreak)),
    from: driver,
  };
}
