import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMISSION_KINDS,
  formatEmission,
  formatEur,
  formatMetresAsKm,
  type RouteEvent,
  type RoutePlanResult,
  type RouteSummary,
} from '@fleetdeck/shared';
import { placeName } from '@fleetdeck/shared/roads';
import { Tabs } from '../../ui/Tabs.js';
import { emissionUnit, formatDuration } from './plannerFormat.js';

type EventTab = 'manoeuvres' | 'emissions' | 'segments' | 'tolls';

/**
 * The event viewer (part 2 §2): manoeuvres, emissions, segments and, only when the route has
 * toll sections, tolls. Manoeuvres and segments are the best route's (an alternative carries
 * its figures, not its turn-by-turn events).
 */
export function EventViewer({
  result,
  route,
  main,
}: {
  result: RoutePlanResult;
  route: RouteSummary;
  main: boolean;
}) {
  const { t } = useTranslation();
  const tabs: EventTab[] = [
    ...(main ? (['manoeuvres'] as const) : []),
    'emissions',
    ...(main ? (['segments'] as const) : []),
    ...(route.toll.sections.length > 0 ? (['tolls'] as const) : []),
  ];
  const [picked, setPicked] = useState<EventTab>(tabs[0] ?? 'emissions');
  const selected = tabs.includes(picked) ? picked : (tabs[0] ?? 'emissions');
  return (
    <Tabs
      label={t('planner.events.title')}
      tabs={tabs.map((key) => ({ key, label: t(`planner.events.${key}`) }))}
      selected={selected}
      onSelect={setPicked}
      className="tabs planner-events"
    >
      {selected === 'manoeuvres' && <Manoeuvres events={result.events} />}
      {selected === 'emissions' && <Emissions route={route} />}
      {selected === 'segments' && <Segments result={result} />}
      {selected === 'tolls' && <Tolls route={route} />}
    </Tabs>
  );
}

function Manoeuvres({ events }: { events: RouteEvent[] }) {
  const { t, i18n } = useTranslation();
  const rows = events.filter(
    (e) =>
      e.eventType === 'ManeuverEvent' ||
      e.eventType === 'FerryEvent' ||
      (e.eventType === 'CountryEvent' && e.kind === 'ENTER'),
  );
  if (rows.length === 0) return <p className="muted">{t('planner.events.none')}</p>;
  return (
    // It scrolls once a route has its junctions: reachable from the keyboard, named.
    <ol className="planner-event-list" tabIndex={0} aria-label={t('planner.events.manoeuvres')}>
      {rows.map((e, i) => (
        <li
          key={i}
          data-kind={e.eventType === 'FerryEvent' ? 'ferry' : undefined}
          data-ferry-kind={e.eventType === 'FerryEvent' ? e.kind : undefined}
        >
          <span className="planner-event-at">{formatMetresAsKm(e.distanceFromStart)}</span>
          <span>
            {e.eventType === 'FerryEvent' ? (
              t(
                e.kind === 'rail_shuttle' ? 'planner.events.rail_shuttle' : 'planner.events.ferry',
                {
                  from: placeName(e.fromPort, e.fromCountry, i18n.language),
                  to: placeName(e.toPort, e.toCountry, i18n.language),
                  duration: formatDuration(e.durationS),
                  boarding: formatDuration(e.boardingS),
                },
              )
            ) : e.eventType === 'ManeuverEvent' ? (
              <>
                {t(`planner.direction.${e.direction}`, {
                  road: e.roadName || t('planner.unnamed_road'),
                })}
                {e.junction && (
                  <span className="muted">
                    {' · '}
                    {t(`planner.junction.${e.junction.kind}`, {
                      place: e.junction.name,
                      roads: e.junction.roads.join('/'),
                    })}
                  </span>
                )}
              </>
            ) : e.eventType === 'CountryEvent' ? (
              t('planner.events.enter_country', { country: e.countryCode })
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Emissions({ route }: { route: RouteSummary }) {
  const { t } = useTranslation();
  return (
    <table className="planner-table">
      <tbody>
        {EMISSION_KINDS.map((kind) => (
          <tr key={kind}>
            <th scope="row">{t(`planner.emissions.${kind}`)}</th>
            <td>
              {formatEmission(route.emissions[kind], kind)} {emissionUnit(kind)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Segments({ result }: { result: RoutePlanResult }) {
  const { t } = useTranslation();
  return (
    <table className="planner-table">
      <thead>
        <tr>
          <th scope="col">{t('planner.events.segment')}</th>
          <th scope="col">{t('planner.result.distance')}</th>
          <th scope="col">{t('planner.result.duration')}</th>
        </tr>
      </thead>
      <tbody>
        {result.legs.map((leg, i) => (
          <tr key={i} data-violated={leg.violated || undefined}>
            <th scope="row">
              {i + 1} → {i + 2}
              {leg.violated && (
                <span className="planner-badge">{t('planner.events.violated')}</span>
              )}
            </th>
            <td>{formatMetresAsKm(leg.distance)}</td>
            <td>{formatDuration(leg.travelTime)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Tolls({ route }: { route: RouteSummary }) {
  const { i18n } = useTranslation();
  return (
    <table className="planner-table">
      <tbody>
        {route.toll.sections.map((s, i) => (
          <tr key={i}>
            <th scope="row">
              <span className="muted">{s.country}</span> {s.displayName}
              {s.operator && <span className="muted planner-toll-operator">{s.operator}</span>}
            </th>
            <td>{formatMetresAsKm(s.distanceM)}</td>
            <td>{formatEur(s.cost.amount, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
