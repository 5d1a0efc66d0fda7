import {
  calendarDay,
  formatZoned,
  passageMinutes,
  passagesOf,
  type PassageGroup,
  type PassageVehicle,
} from '@fleetdeck/shared';

/** A vehicle as the results list shows it: its passages through the circle in time order. */
export interface PassageRow {
  id: number;
  plate: string;
  passages: PassageGroup[];
}

/**
 * The relay's vehicles as the list shows them: each vehicle's events grouped into passages
 * (passagesOf), vehicles without a readable event left out, ordered by their first entry and
 * then by plate (two trucks of a convoy enter in the same second).
 */
export function passageRows(vehicles: readonly PassageVehicle[]): PassageRow[] {
  return vehicles
    .map((v) => ({ id: v.id, plate: v.plate, passages: passagesOf(v.events) }))
    .filter((row) => row.passages.length > 0)
    .sort(
      (a, b) =>
        Date.parse(a.passages[0]!.start) - Date.parse(b.passages[0]!.start) ||
        a.plate.localeCompare(b.plate),
    );
}

/** The route analyser of that truck over that passage, widened to whole minutes. */
export function analyserPath(id: number, passage: PassageGroup, timeZone: string): string {
  const { start, end } = passageMinutes(passage, timeZone);
  return `/analyser/${id}?${new URLSearchParams({ start, end }).toString()}`;
}

/** Whether every instant of the interval falls on one calendar day in the user's zone. */
export function isOneDay(start: string, end: string, timeZone: string): boolean {
  return calendarDay(start, timeZone) === calendarDay(end, timeZone);
}

/**
 * A passage time to the second in the user's zone: the time alone when the search covers one
 * day (the date is in the interval above the list), else with the day and month.
 */
export function clockLabel(iso: string, timeZone: string, withDate: boolean): string {
  return formatZoned(iso, withDate ? 'DD/MM HH:mm:ss' : 'HH:mm:ss', timeZone);
}

/** A passage's identity within one search (a vehicle's passages never share a start). */
export const passageKey = (id: number, passage: PassageGroup) => `${id} ${passage.start}`;
