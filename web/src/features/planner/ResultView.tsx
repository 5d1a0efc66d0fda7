import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { AlertTriangle, Pencil, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { adrLetter } from '@fleetdeck/shared/roads';
import {
  formatEur,
  formatMetresAsKm,
  formatWithUnit,
  ROUTE_SPEED_LEGEND,
  trafficDelayDisplay,
  type RoutePlanResult,
  type RouteSummary,
} from '@fleetdeck/shared';
import { editRouteAtom, planStateAtom, resetPlannerAtom, shownRouteAtom } from './plannerAtoms.js';
import { EventViewer } from './EventViewer.js';
import { BreaksResult } from './plafond/BreaksResult.js';
import { formatDuration } from './plannerFormat.js';
import { routesOf } from './plannerMap.js';
import { SavedRouteResultActions } from './savedRoutes/SavedRouteResultActions.js';

/** The result panel (part 2 §2): a route's figures, its alerts and events, or the isochrones. */
export function ResultView() {
  const { t } = useTranslation();
  const plan = useAtomValue(planStateAtom);
  const edit = useSetAtom(editRouteAtom);
  const reset = useSetAtom(resetPlannerAtom);
  return (
    <div className="planner-result" aria-live="polite">
      <div className="planner-result-actions">
        <button type="button" onClick={() => reset()}>
          <RotateCcw size={14} aria-hidden />
          {t('planner.reset_route')}
        </button>
        <button type="button" onClick={edit}>
          <Pencil size={14} aria-hidden />
          {t('planner.edit_route')}
        </button>
        <SavedRouteResultActions />
      </div>
      {plan.status === 'route' && <RouteResult result={plan.result} />}
      {plan.status === 'areas' && <AreasLegend minutes={plan.minutes} />}
    </div>
  );
}

function RouteResult({ result }: { result: RoutePlanResult }) {
  const { t } = useTranslation();
  const [shown, setShown] = useAtom(shownRouteAtom);
  const routes = routesOf(result);
  const route = routes[shown] ?? result;
  return (
    <>
      {routes.length > 1 && (
        <div className="planner-routes" role="radiogroup" aria-label={t('planner.result.routes')}>
          {routes.map((r, i) => (
            <button
              key={i}
              type="button"
              role="radio"
              aria-checked={i === shown}
              className="planner-route-choice"
              data-route={i}
              onClick={() => setShown(i)}
            >
              <span
                className="planner-swatch"
                data-swatch={i === 0 ? 'best' : `alt-${i}`}
                aria-hidden
              />
              {i === 0 ? t('planner.result.best') : t('planner.result.alternative', { n: i })}
              <span className="muted">
                {formatMetresAsKm(r.distance)} · {formatDuration(r.travelTime)}
              </span>
            </button>
          ))}
        </div>
      )}
      <RouteFigures route={route} />
      {shown === 0 && <BreaksResult result={result} />}
      <RouteAlerts route={route} message={shown === 0 ? result.message : null} />
      <SpeedLegend />
      <EventViewer result={result} route={route} main={shown === 0} />
    </>
  );
}

function RouteFigures({ route }: { route: RouteSummary }) {
  const { t, i18n } = useTranslation();
  const delay = trafficDelayDisplay(route.trafficDelay);
  const costs = route.monetaryCostsReport;
  const eur = (amount: number) => formatEur(amount, i18n.language);
  const co2 = route.emissions.carbonDioxide;
  return (
    <>
      <dl className="planner-figures">
        <div>
          <dt>{t('planner.result.distance')}</dt>
          <dd data-testid="planner-distance">{formatMetresAsKm(route.distance)}</dd>
        </div>
        <div>
          <dt>{t('planner.result.duration')}</dt>
          <dd data-testid="planner-duration">
            {formatDuration(route.travelTime)}
            {delay !== 'hidden' && (
              <span className="planner-delay" data-level={delay}>
                {t('planner.result.traffic_delay', { delay: formatDuration(route.trafficDelay) })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('planner.result.co2')}</dt>
          <dd data-testid="planner-co2">{formatWithUnit(co2, 'kg', 1)}</dd>
        </div>
      </dl>
      <h4 className="planner-subtitle">
        {t('planner.result.costs')} <span className="muted">({t('planner.result.estimated')})</span>
      </h4>
      <dl className="planner-figures" data-testid="planner-costs">
        <div>
          <dt>{t('planner.result.toll_cost')}</dt>
          <dd>{eur(costs.tollCost)}</dd>
        </div>
        <div>
          <dt>{t('planner.result.km_cost')}</dt>
          <dd>{eur(costs.distanceCost)}</dd>
        </div>
        <div>
          <dt>{t('planner.result.working_cost')}</dt>
          <dd>{eur(costs.workingTimeCost)}</dd>
        </div>
        <div className="planner-total">
          <dt>{t('planner.result.total_cost')}</dt>
          <dd data-testid="planner-total">{eur(costs.totalCost)}</dd>
        </div>
      </dl>
      {route.toll.summary.countries.length > 0 && (
        <table className="planner-table" data-testid="planner-toll-countries">
          <caption>{t('planner.result.toll_by_country')}</caption>
          <tbody>
            {route.toll.summary.countries.map((c) => (
              <tr key={c.countryCode}>
                <th scope="row">{c.countryCode}</th>
                <td>{eur(c.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function RouteAlerts({ route, message }: { route: RouteSummary; message: string | null }) {
  const { t } = useTranslation();
  if (route.violatedSections.length === 0 && !message) return null;
  return (
    <section className="planner-alert" data-kind="warning" aria-label={t('planner.result.alerts')}>
      <AlertTriangle size={16} aria-hidden />
      <div>
        <strong>{t('planner.result.alerts')}</strong>
        {message && <p>{message}</p>}
        <ul>
          {route.violatedSections.map((s, i) => (
            <li key={i}>
              {t(`planner.violation.${s.reason}`, {
                road: s.roadName || t('planner.unnamed_road'),
                // ADR sections carry the categories' ranks: shown as their letters.
                limit: s.reason === 'adr' ? adrLetter(s.limit) : s.limit,
                value: s.reason === 'adr' ? adrLetter(s.value) : s.value,
              })}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The route's colours by speed (part 2 §9 bands), for reading the map. */
function SpeedLegend() {
  const { t } = useTranslation();
  return (
    <ul className="planner-legend" aria-label={t('planner.legend.speed')}>
      {ROUTE_SPEED_LEGEND.map(([band, range]) => (
        <li key={band}>
          <span className="planner-swatch" data-swatch={band} aria-hidden />
          {range} Km/h
        </li>
      ))}
    </ul>
  );
}

/** The isochrones drawn: one colour per time, nearest first, as on the map. */
function AreasLegend({ minutes }: { minutes: number[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('planner.calc_type.reachable_areas')}>
      <h4 className="planner-subtitle">{t('planner.calc_type.reachable_areas')}</h4>
      <ul className="planner-legend" data-testid="planner-areas-legend">
        {minutes.map((m, i) => (
          <li key={m}>
            <span className="planner-swatch" data-swatch={`iso-${i + 1}`} aria-hidden />
            {t('planner.area_within', { time: formatDuration(m * 60) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
