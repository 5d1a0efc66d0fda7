import { useAtomValue, useSetAtom } from 'jotai';
import { AlertTriangle, Coffee } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  drivingLimitNeed,
  formatDateTime,
  formatMetresAsKm,
  formatZoned,
  showsPlafondViolation,
  type BanWaitStop,
  type FerryCrossingStop,
  type HandoverStop,
  type PlafondPreset,
  type RoutePlanResult,
  type ShadowWaypoint,
} from '@fleetdeck/shared';
import { userTimeZone } from '../../../app/session/session.js';
import { formatDuration } from '../plannerFormat.js';
import { crossingLabel } from '../savedRoutes/planEventLabels.js';
import { breaksStateAtom, loadBreaksAtom } from './breaksAtoms.js';
import { HandoverRow } from './HandoverRow.js';
import { plafondRequestAtom } from './plafondAtoms.js';
import './plafond.css';

/**
 * "Load breaks and rests" under a route's figures, then what it planned: the arrival with the
 * rests and without, the single-day preset's warning, and each break, rest and wait before a
 * driving ban with its place (the parking, or the point of the route), arrival and length.
 */
export function BreaksResult({ result }: { result: RoutePlanResult }) {
  const { t, i18n } = useTranslation();
  const state = useAtomValue(breaksStateAtom);
  const load = useSetAtom(loadBreaksAtom);
  const plafond = useAtomValue(plafondRequestAtom);
  const mine = state?.of === result ? state : null;
  if (result.shadowWaypoints && mine?.status === 'loaded')
    return <PlannedBreaks result={result} preset={mine.preset} rested={mine.rested} />;
  const loading = mine?.status === 'loading';
  const need = drivingLimitNeed(drivingSeconds(result), {
    configurableWorkingHoursPreset: plafond?.configurableWorkingHoursPreset ?? 'multiple_days',
    accumulatedDrivingTimeSinceLastBreak: plafond?.accumulatedDrivingTimeSinceLastBreak ?? 0,
    accumulatedDrivingTimeSinceLastDailyRest:
      plafond?.accumulatedDrivingTimeSinceLastDailyRest ?? 0,
  });
  return (
    <div className="planner-breaks">
      {need && (
        <div
          className="planner-alert"
          role="status"
          data-kind="warning"
          data-testid="planner-limit-need"
        >
          <AlertTriangle size={16} aria-hidden />
          <p>
            {t(need.due === 'break' ? 'planner.breaks.needs_break' : 'planner.breaks.needs_rest', {
              drive: formatDuration(drivingSeconds(result)),
              left: formatDuration(need.leftS),
            })}
          </p>
        </div>
      )}
      <button
        type="button"
        disabled={loading || plafond === null}
        aria-busy={loading}
        onClick={() => void load(i18n.language)}
      >
        <Coffee size={14} aria-hidden />
        {loading ? t('planner.breaks.loading') : t('planner.load_breaks')}
      </button>
      {plafond === null && <p className="error-text">{t('planner.plafond.fix_first')}</p>}
      {loading && (
        <progress className="planner-progress" aria-label={t('planner.breaks.loading')} />
      )}
      {mine?.status === 'error' && (
        <div className="planner-alert" role="alert" data-kind="danger">
          <AlertTriangle size={16} aria-hidden />
          <div>
            <strong>{t('planner.breaks.error')}</strong>
            {mine.message && <p>{mine.message}</p>}
          </div>
        </div>
      )}
    </div>
  );
}

/** The route's driving: its travel time without the jobs' service times and the ferries. */
function drivingSeconds(result: RoutePlanResult): number {
  const service = result.waypoints.reduce(
    (sum, w) => sum + Math.max(0, Date.parse(w.departure) - Date.parse(w.arrival)) / 1000,
    0,
  );
  // A result may come without its events (the view's tests build some so).
  const events: RoutePlanResult['events'] | undefined = result.events;
  const sailing = (events ?? []).reduce(
    (sum, e) => sum + (e.eventType === 'FerryEvent' ? e.durationS : 0),
    0,
  );
  return Math.max(0, result.travelTime - (Number.isFinite(service) ? service : 0) - sailing);
}

function PlannedBreaks({
  result,
  preset,
  rested,
}: {
  result: RoutePlanResult;
  preset: PlafondPreset;
  rested: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [timeZone] = useState(userTimeZone);
  const pauses = result.shadowWaypoints ?? [];
  const violated = showsPlafondViolation(result.violatedPlafond ?? false, preset);
  // A single day that does not fit comes with the day's stops only (the relay's answer).
  const stops: PlanStopRow[] = [
    ...pauses.map((pause) => ({ pause })),
    ...(result.banWaits ?? []).map((wait) => ({ wait })),
    ...(result.ferryCrossings ?? []).map((ferry) => ({ ferry })),
    ...(result.handovers ?? []).map((handover) => ({ handover })),
  ].sort((a, b) => arrivalOf(a).localeCompare(arrivalOf(b)));
  return (
    <section className="planner-breaks" aria-label={t('planner.breaks.title')}>
      <h4 className="planner-subtitle">{t('planner.breaks.title')}</h4>
      {rested && <p className="muted">{t('planner.breaks.rested_driver')}</p>}
      <dl className="planner-figures">
        {result.etaWithRests && (
          <div>
            <dt>{t('planner.breaks.eta_with')}</dt>
            <dd data-testid="planner-eta-with-rests">
              {formatDateTime(result.etaWithRests, timeZone)}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('planner.breaks.eta_without')}</dt>
          <dd data-testid="planner-eta-without-rests">
            {formatDateTime(result.etaWithoutRests, timeZone)}
          </dd>
        </div>
      </dl>
      {violated && (
        <div
          className="planner-alert"
          role="alert"
          data-kind="warning"
          data-testid="planner-single-day-no-fit"
        >
          <AlertTriangle size={16} aria-hidden />
          <div>
            <strong>{t('planner.breaks.single_day_no_fit')}</strong>
            {/* The spec's warning (part 2 §8) names the limits the plan over days would break. */}
            <p>{t('planner.violated_plafond')}</p>
            {result.dayReachM !== undefined && (
              <p data-testid="planner-single-day-reach">
                {t('planner.breaks.single_day_reach', {
                  reach: formatMetresAsKm(result.dayReachM, i18n.language),
                  total: formatMetresAsKm(result.distance, i18n.language),
                })}
              </p>
            )}
          </div>
        </div>
      )}
      {stops.length === 0 ? (
        <p className="muted">{t('planner.breaks.none')}</p>
      ) : (
        <table className="planner-table planner-breaks-table" data-testid="planner-breaks">
          <thead>
            <tr>
              <th scope="col">{t('planner.breaks.place')}</th>
              <th scope="col">{t('planner.breaks.arrival')}</th>
              <th scope="col">{t('planner.breaks.duration')}</th>
            </tr>
          </thead>
          <tbody>
            {stops.map((stop, i) =>
              stop.pause ? (
                <PauseRow key={i} pause={stop.pause} timeZone={timeZone} />
              ) : stop.wait ? (
                <BanWaitRow key={i} wait={stop.wait} timeZone={timeZone} />
              ) : stop.ferry ? (
                <FerryRow key={i} ferry={stop.ferry} timeZone={timeZone} />
              ) : (
                <HandoverRow key={i} handover={stop.handover} timeZone={timeZone} />
              ),
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}

function PauseRow({ pause, timeZone }: { pause: ShadowWaypoint; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <tr data-kind={pause.kind} data-rest={pause.rest} data-arrival={pause.arrival}>
      <th scope="row">
        <span className="planner-pause-glyph" data-kind={pause.kind} aria-hidden>
          {pause.kind === 'break' ? '‖' : '☾'}
        </span>
        {t(`planner.breaks.rest.${pause.rest}`)}
        <StopPlace stop={pause} />
        {pause.continuesRestS !== undefined && (
          <span className="muted planner-pause-continues" data-testid="planner-pause-continues">
            {t('planner.breaks.continues', { taken: formatDuration(pause.continuesRestS) })}
          </span>
        )}
      </th>
      <StopTimes stop={pause} timeZone={timeZone} />
    </tr>
  );
}

type PlanStopRow =
  | { pause: ShadowWaypoint; wait?: never; ferry?: never; handover?: never }
  | { wait: BanWaitStop; pause?: never; ferry?: never; handover?: never }
  | { ferry: FerryCrossingStop; pause?: never; wait?: never; handover?: never }
  | { handover: HandoverStop; pause?: never; wait?: never; ferry?: never };
const arrivalOf = (stop: PlanStopRow) =>
  stop.handover ? stop.handover.at : (stop.pause ?? stop.wait ?? stop.ferry).arrival;

/** A ferry crossed: its ports, and the daily rest on board (Art. 9) when the plan takes it there. */
function FerryRow({ ferry, timeZone }: { ferry: FerryCrossingStop; timeZone: string }) {
  const { t, i18n } = useTranslation();
  return (
    <tr data-kind="ferry" data-ferry-kind={ferry.kind} data-arrival={ferry.arrival}>
      <th scope="row">
        <span className="planner-pause-glyph" data-kind="ferry" aria-hidden>
          {ferry.kind === 'rail_shuttle' ? '🚆' : '⛴'}
        </span>
        {crossingLabel(t, ferry, i18n.language)}
        {ferry.dailyRest && (
          <span className="muted planner-pause-continues" data-testid="planner-ferry-rest">
            {ferry.restAshoreS > 0
              ? t('planner.breaks.ferry_rest_ashore', {
                  ashore: formatDuration(ferry.restAshoreS),
                })
              : t('planner.breaks.ferry_rest')}
          </span>
        )}
      </th>
      <StopTimes stop={ferry} timeZone={timeZone} />
    </tr>
  );
}

/** A wait before a driving ban: the country and the ban, where, and until when (user's zone). */
function BanWaitRow({ wait, timeZone }: { wait: BanWaitStop; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <tr data-kind="ban_wait" data-ban={wait.ban} data-arrival={wait.arrival}>
      <th scope="row">
        <span className="planner-pause-glyph" data-kind="ban_wait" aria-hidden>
          !
        </span>
        {t('planner.breaks.ban_wait', {
          country: wait.country,
          ban: t(`planner.breaks.ban.${wait.ban}`),
        })}
        <StopPlace stop={wait} />
        <span className="muted planner-pause-continues" data-testid="planner-ban-until">
          {t('planner.breaks.ban_until', {
            until: formatZoned(wait.departure, 'DD/MM HH:mm', timeZone),
          })}
        </span>
      </th>
      <StopTimes stop={wait} timeZone={timeZone} />
    </tr>
  );
}

/** Where a stop is: the parking chosen, or the point of the route. */
function StopPlace({ stop }: { stop: ShadowWaypoint | BanWaitStop }) {
  const { t } = useTranslation();
  return (
    <span className="muted planner-pause-place" data-parking={stop.parkingName ? true : undefined}>
      {stop.parkingName ??
        t('planner.breaks.route_point', { km: formatMetresAsKm(stop.distanceFromStart) })}
    </span>
  );
}

/** A stop's arrival (user's zone) and length, as the table's two cells. */
function StopTimes({
  stop,
  timeZone,
}: {
  stop: ShadowWaypoint | BanWaitStop | FerryCrossingStop;
  timeZone: string;
}) {
  return (
    <>
      <td>
        <time dateTime={stop.arrival}>{formatZoned(stop.arrival, 'DD/MM HH:mm', timeZone)}</time>
      </td>
      <td>{formatDuration(stop.durationS)}</td>
    </>
  );
}
