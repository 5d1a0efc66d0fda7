import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  passageVehicleSchema,
  type PassagePageAnswer,
  type PassageVehicle,
} from '@fleetdeck/shared';
import { z } from 'zod';
import { OverloadError } from '../http/overload.js';

/** Upstream's envelope; the vehicles in it are checked a slice at a time. */
const envelopeSchema = z.object({ data: z.array(z.unknown()) });

/** Vehicles checked between two turns of the event loop (about 2 ms on the development VM). */
const SLICE = 250;

/**
 * Events of one answer the relay takes in by default: about 40 MB of upstream JSON, six times
 * the busiest 1 km circle over 10,000 trucks in a day; a 100 km circle over a big fleet can
 * answer millions, which kept and paged would hold the heap.
 */
export const MAX_PASSAGE_EVENTS = 1_000_000;

/** A vehicle of upstream's answer, its events in time order, with the time of the first. */
export interface TimedVehicle {
  vehicle: PassageVehicle;
  firstMs: number;
}

/**
 * Upstream's answer, validated and put in order: each vehicle's events by time, the vehicles by
 * their first event (then id). A busy area answers thousands of vehicles and over 100,000 events
 * (about 6 MB), so the vehicles are checked a slice at a time, giving the event loop back between
 * slices: live ticks and other requests go on while a big answer is read. Past `maxEvents`
 * events it stops with an `OverloadError` (503 in words): the search must be narrowed.
 */
export async function orderedPassages(
  body: unknown,
  maxEvents = MAX_PASSAGE_EVENTS,
): Promise<TimedVehicle[]> {
  const raw = envelopeSchema.parse(body).data;
  const out: TimedVehicle[] = [];
  let events = 0;
  for (let at = 0; at < raw.length; at += SLICE) {
    if (at > 0) await nextTurn();
    const slice = z.array(passageVehicleSchema).parse(raw.slice(at, at + SLICE));
    for (const vehicle of slice) {
      events += vehicle.events.length;
      if (events > maxEvents) {
        throw new OverloadError(
          `This search finds more than ${maxEvents} reports: narrow the period or the radius`,
        );
      }
      const timed = timeOrdered(vehicle);
      if (timed) out.push(timed);
    }
  }
  return out.sort((a, b) => a.firstMs - b.firstMs || a.vehicle.id - b.vehicle.id);
}

/**
 * The vehicle with its events in time order (sorted only when upstream did not); none without
 * events. A timestamp that is not a date makes the whole answer unusable, as any invalid field.
 */
function timeOrdered(vehicle: PassageVehicle): TimedVehicle | undefined {
  const times = vehicle.events.map((e) => Date.parse(e.timestamp));
  if (times.length === 0) return undefined;
  const bad = times.findIndex(Number.isNaN);
  if (bad >= 0) throw new Error(`vehicle ${vehicle.id}: events.${bad}.timestamp is not a date`);
  const inOrder = times.every((t, i) => i === 0 || t >= (times[i - 1] as number));
  if (inOrder) return { vehicle, firstMs: times[0] as number };
  const order = times.map((t, i) => [t, i] as const).sort((a, b) => a[0] - b[0]);
  const events = order.map(([, i]) => vehicle.events[i] as PassageVehicle['events'][number]);
  return { vehicle: { ...vehicle, events }, firstMs: (order[0] as readonly [number, number])[0] };
}

/** One page of the vehicles in `ids`, in the order given. */
export function passagePage(
  all: readonly TimedVehicle[],
  ids: ReadonlySet<number>,
  offset: number,
  limit: number,
): PassagePageAnswer {
  const mine = all.filter((t) => ids.has(t.vehicle.id));
  const end = offset + limit;
  return {
    data: mine.slice(offset, end).map((t) => t.vehicle),
    total: mine.length,
    next_offset: end < mine.length ? end : null,
  };
}
