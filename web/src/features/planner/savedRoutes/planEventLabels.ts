import type { TFunction } from 'i18next';
import { placeName } from '@fleetdeck/shared/roads';
import {
  formatMetresAsKm,
  formatZoned,
  planStopsOf,
  type FerryCrossingStop,
  type NavPlanEvent,
  type PlanStopOf,
  type RoutePlanResult,
} from '@fleetdeck/shared';

/**
 * A crossing as the breaks table and the exports name it: a ferry, or the Channel Tunnel's rail
 * shuttle (a train, not a ship), with its ports in the user's language.
 */
export function crossingLabel(
  t: TFunction,
  crossing: Pick<FerryCrossingStop, 'kind' | 'fromPort' | 'fromCountry' | 'toPort' | 'toCountry'>,
  language: string,
): string {
  return t(
    crossing.kind === 'rail_shuttle' ? 'planner.breaks.rail_shuttle' : 'planner.breaks.ferry',
    {
      from: placeName(crossing.fromPort, crossing.fromCountry, language),
      to: placeName(crossing.toPort, crossing.toCountry, language),
    },
  );
}

/** What the stop is, as the result's breaks table names it. */
function what(t: TFunction, p: PlanStopOf, language: string): string {
  if (p.type === 'ferry') return crossingLabel(t, p.stop, language);
  if (p.type === 'handover')
    return t('planner.breaks.handover', {
      driver: t(p.stop.driver === 1 ? 'plafond.driver_1' : 'plafond.driver_2'),
    });
  if (p.type === 'ban_wait')
    return t('planner.breaks.ban_wait', {
      country: p.stop.country,
      ban: t(`planner.breaks.ban.${p.stop.ban}`),
    });
  return t(`planner.breaks.rest.${p.type}`);
}

/**
 * The plan's breaks, rests and waits as export events: the label says what, where (the parking,
 * or the route's km) and from when to when in the user's zone, since an ITN line carries nothing
 * but a name (in Latin-1: an ASCII hyphen, not a dash).
 */
export function planEventsForExport(
  t: TFunction,
  plan: Pick<RoutePlanResult, 'shadowWaypoints' | 'banWaits' | 'ferryCrossings' | 'handovers'>,
  timeZone: string,
  language = 'en',
): NavPlanEvent[] {
  return planStopsOf(plan).map((p) => {
    const { stop } = p;
    const place =
      stop.parkingName ??
      t('planner.breaks.route_point', { km: formatMetresAsKm(stop.distanceFromStart) });
    const from = formatZoned(stop.arrival, 'DD/MM HH:mm', timeZone);
    const to = formatZoned(stop.departure, 'DD/MM HH:mm', timeZone);
    return {
      type: p.type,
      label: `${what(t, p, language)} · ${place} · ${from} - ${to}`,
      x: stop.x,
      y: stop.y,
      arrival: stop.arrival,
      departure: stop.departure,
    };
  });
}
