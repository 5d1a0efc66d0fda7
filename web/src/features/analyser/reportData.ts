import {
  timelineRecap,
  type InfringementDto,
  type TimelineItem,
  type TimelineRecap,
} from '@fleetdeck/shared';
import { plainSpaces } from './reportLayout.js';

/** The recap the screen shows: the trips and stops of the timeline summed. */
export function shownRecap(items: readonly TimelineItem[]): TimelineRecap {
  return timelineRecap(items.filter((i) => i.type === 'moving' || i.type === 'stop'));
}

/** The drivers named on the timeline, each once, in the order they drove. */
export function timelineDrivers(items: readonly TimelineItem[]): string[] {
  const names = items
    .filter((i) => i.type === 'driver')
    .map((i) => plainSpaces([i.name, i.last_name].filter(Boolean).join(' ')))
    .filter(Boolean);
  return [...new Set(names)];
}

/** A driver as the company's list has them (`/geofleet/drivers`). */
export interface KnownDriver {
  id: number;
  name?: string | null | undefined;
  surname?: string | null | undefined;
  card?: string | null | undefined;
}

/**
 * The company's drivers who drove on the timeline, each once, with the name the report gives
 * them: found by their card, else by their name (the timeline has no driver ids).
 */
export function drivenBy(
  items: readonly TimelineItem[],
  known: readonly KnownDriver[],
): { id: number; name: string }[] {
  const full = (...parts: (string | null | undefined)[]) =>
    plainSpaces(parts.filter(Boolean).join(' '));
  const out = new Map<number, string>();
  for (const i of items) {
    if (i.type !== 'driver') continue;
    const name = full(i.name, i.last_name);
    const found =
      (i.card ? known.find((d) => d.card === i.card) : undefined) ??
      (name
        ? known.find((d) => full(d.name, d.surname).toLowerCase() === name.toLowerCase())
        : undefined);
    if (found && !out.has(found.id)) out.set(found.id, name || full(found.name, found.surname));
  }
  return [...out].map(([id, name]) => ({ id, name }));
}

/** An infringement as the report lists it. */
export interface ReportInfringement {
  /** When it happened, epoch ms. */
  at: number;
  driver: string;
  infringement: InfringementDto;
}

/**
 * The infringements the engine found that happened within the range (both ends included), of
 * every driver, in time order; one judged twice (a crew's two answers) is listed once.
 */
export function rangeInfringements(
  found: readonly { driver: string; infringements: readonly InfringementDto[] }[],
  start: number,
  end: number,
): ReportInfringement[] {
  const seen = new Set<string>();
  const out: ReportInfringement[] = [];
  for (const { driver, infringements } of found)
    for (const f of infringements) {
      const at = Date.parse(f.at);
      const key = `${driver} ${f.rule} ${f.at}`;
      if (!(at >= start && at <= end) || seen.has(key)) continue;
      seen.add(key);
      out.push({ at, driver, infringement: f });
    }
  return out.sort((a, b) => a.at - b.at || a.driver.localeCompare(b.driver));
}
