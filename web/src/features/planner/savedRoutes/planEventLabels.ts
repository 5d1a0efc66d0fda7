import type { TFunction } from 'i18next';
import {
  formatMetresAsKm,
  formatZoned,
  planStopsOf,
  type NavPlanEvent,
  type PlanStopOf,
  type RoutePlanResult,
} from '@fleetdeck/shared';

/** What the stop is, as the result's breaks table names it. */
function what(t: TFunction, p: PlanStopOf): string {
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
  plan: Pick<RoutePlanResult, 'shadowWaypoints' | 'banWaits'>,
  timeZone: string,
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
      label: `${what(t, p)} · ${place} · ${from} - ${to}`,
      x: stop.x,
      y: stop.y,
      arrival: stop.arrival,
      departure: stop.departure,
    };
  });
}
