import {
  calendarDay,
  canSearchPassage,
  checkPassageInterval,
  DAY_END,
  DAY_START,
  isValidPassageRadius,
  rangeToInstants,
  VEHICLE_PASSAGE,
  type DateRangeState,
} from '@fleetdeck/shared';

/** A chosen address: a geocoder's answer, or coordinates typed as text. */
export interface PassagePlace {
  label: string;
  lat: number;
  lng: number;
}

/** The search form as the user fills it: the radius as typed, the interval as the picker holds it. */
export interface PassageForm {
  /** What is typed in the address field. */
  text: string;
  /** The address chosen for that text; null until one is chosen. */
  place: PassagePlace | null;
  radius: string;
  range: DateRangeState;
}

/** A search the relay can run: the place, the radius in km and the interval as UTC instants. */
export interface PassageSearch {
  place: PassagePlace;
  radiusKm: number;
  start: string;
  end: string;
}

export type PassageFormProblem =
  'address' | 'radius' | 'interval_missing' | 'interval_invalid' | 'too_long';

export type PassageFormCheck =
  { ok: true; search: PassageSearch } | { ok: false; problem: PassageFormProblem };

/** The picker's range for the current day in the user's zone (spec: the default interval). */
export function defaultPassageRange(nowMs: number, timeZone: string): DateRangeState {
  const day = calendarDay(nowMs, timeZone) ?? new Date(nowMs).toISOString().slice(0, 10);
  return { start: day, end: day, startTime: DAY_START, endTime: DAY_END };
}

export function defaultPassageForm(nowMs: number, timeZone: string): PassageForm {
  return {
    text: '',
    place: null,
    radius: String(VEHICLE_PASSAGE.radiusDefaultKm),
    range: defaultPassageRange(nowMs, timeZone),
  };
}

/** The interval as instants in the user's zone (the end minute included to its last ms). */
export function passageInstants(range: DateRangeState, timeZone: string) {
  const instants = rangeToInstants(range, timeZone);
  return instants && { start: instants.start.toISOString(), end: instants.end.toISOString() };
}

/** The radius field in km; NaN when it is blank or not a number. */
export const radiusKm = (text: string): number => (text.trim() === '' ? NaN : Number(text));

/** The search button is enabled with an address, a start and an end (spec part 2 section 5). */
export function canSearch(form: PassageForm): boolean {
  return canSearchPassage({
    address: form.place?.label ?? null,
    start: form.range.start,
    end: form.range.end,
  });
}

/**
 * The form checked before any request: a chosen address, a radius of 0.1 to 100 km in steps of
 * 0.1, and an interval that ends after it starts and spans at most 24 hours.
 */
export function checkPassageForm(form: PassageForm, timeZone: string): PassageFormCheck {
  if (!form.place) return { ok: false, problem: 'address' };
  const radius = radiusKm(form.radius);
  if (!isValidPassageRadius(radius)) return { ok: false, problem: 'radius' };
  const instants = passageInstants(form.range, timeZone);
  const interval = checkPassageInterval(instants?.start ?? null, instants?.end ?? null);
  if (interval === 'missing') return { ok: false, problem: 'interval_missing' };
  if (interval === 'invalid') return { ok: false, problem: 'interval_invalid' };
  if (interval === 'too_long' || !instants) return { ok: false, problem: 'too_long' };
  return { ok: true, search: { place: form.place, radiusKm: radius, ...instants } };
}

/** The relay's query for one page of the answer. */
export function passageQuery(search: PassageSearch, offset: number): string {
  return new URLSearchParams({
    start_date: search.start,
    end_date: search.end,
    lat: String(search.place.lat),
    lon: String(search.place.lng),
    radius: String(search.radiusKm),
    offset: String(offset),
  }).toString();
}
