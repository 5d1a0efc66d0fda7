import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_CODES, formatHm, VEHICLE_STATUSES } from '@fleetdeck/shared';
import { apiJson } from '../../app/session/api.js';
import { derivedFleetAtom, fleetAtom } from '../../data/fleetAtoms.js';
import { plafondFeedAtom } from '../../data/liveAtoms.js';
import { alertHandlingAtom } from '../alerts/alertHandlingAtoms.js';
import { truckHandling } from '../alerts/alertHandlingStore.js';
import { useRowsThatFit } from './useRowsThatFit.js';
import { drivingSoon, fleetCounters } from './wallData.js';

/** Driving time "running out": the next 45 minutes, a break's length. */
const DRIVING_SOON_S = 45 * 60;
/** Rows a list tile shows until its box is measured. */
const LIST_ROWS = 8;

/**
 * A name on one line, cut with an ellipsis where the tile is too narrow; the whole of it in the
 * tooltip (a wall has no hover, but whoever walks up to it with a mouse can read it).
 */
function Name({ text, as: Tag = 'span' }: { text: string; as?: 'span' | 'dt' }) {
  return (
    <Tag className="wall-name" title={text}>
      {text}
    </Tag>
  );
}

export function CountersTile() {
  const { t } = useTranslation();
  const derived = useAtomValue(derivedFleetAtom);
  const counters = useMemo(
    () => fleetCounters(derived?.derived.byId.values() ?? []),
    // The fleet's derivations change in place: recount on each new view.
    [derived],
  );
  return (
    <section className="wall-tile wall-counters" aria-label={t('wall.tile_counters')}>
      <h2>
        {t('wall.tile_counters')} · {t('wall.vehicles', { count: counters.total })}
      </h2>
      <dl className="wall-status">
        {VEHICLE_STATUSES.map((s) => (
          <div key={s} data-status={s}>
            <Name as="dt" text={t(`vehicle.status.${s}`)} />
            <dd className="figure" data-testid={`wall-status-${s}`}>
              {counters.byStatus[s]}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="wall-alert-kinds">
        {ALERT_CODES.filter((c) => counters.byAlert[c] > 0).map((c) => (
          <div key={c}>
            <Name as="dt" text={t(`alerts.${c}`)} />
            <dd className="figure">{counters.byAlert[c]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * A tile listing the first rows of a queue, as many as its box holds (the grid sizes it, not its
 * rows), its length in the title and what is left below.
 */
function ListTile<T>(props: {
  className: string;
  title: string;
  empty: string;
  items: readonly T[];
  row: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const { items } = props;
  const tile = useRef<HTMLElement>(null);
  const rows = useRowsThatFit(tile, LIST_ROWS);
  return (
    <section ref={tile} className={`wall-tile ${props.className}`} aria-label={props.title}>
      <h2>
        {props.title} · <span className="figure">{items.length}</span>
      </h2>
      {items.length === 0 ? (
        <p className="wall-empty">{props.empty}</p>
      ) : (
        <ol>{items.slice(0, rows).map(props.row)}</ol>
      )}
      {items.length > rows && (
        <p className="wall-more">{t('wall.more', { count: items.length - rows })}</p>
      )}
    </section>
  );
}

export function AlertQueueTile() {
  const { t } = useTranslation();
  const derived = useAtomValue(derivedFleetAtom);
  const records = useAtomValue(alertHandlingAtom);
  const queue = useMemo(() => {
    const list = [...(derived?.derived.byId.values() ?? [])].filter(
      (d) =>
        d.alerts.length > 0 &&
        truckHandling(
          d.id,
          d.alerts.map((a) => a.code),
          records,
        ).state === 'new',
    );
    return list.sort(
      (a, b) => b.alerts.length - a.alerts.length || a.listLabel.localeCompare(b.listLabel),
    );
  }, [derived, records]);
  return (
    <ListTile
      className="wall-alerts"
      title={t('wall.tile_alerts')}
      empty={t('wall.no_alerts')}
      items={queue}
      row={(d) => (
        <li key={d.id} data-truck-id={d.id}>
          <strong>{d.truck.plate}</strong>
          <Name text={d.alerts.map((a) => t(`alerts.${a.code}`)).join(', ')} />
        </li>
      )}
    />
  );
}

export function DrivingTile() {
  const { t } = useTranslation();
  const fleet = useAtomValue(fleetAtom);
  const feed = useAtomValue(plafondFeedAtom);
  // The stream pushes the plafond once a minute (and on connecting, which may come before this
  // tile): the relay's cached copy fills the tile until the next push.
  const [initial, setInitial] = useState<Record<string, unknown>>();
  useEffect(() => {
    let live = true;
    apiJson<{ data?: Record<string, unknown> }>('/drivers/plafond?driving=true').then(
      (body) => live && setInitial(body.data ?? {}),
      (error: unknown) => console.warn('plafond not loaded', error),
    );
    return () => {
      live = false;
    };
  }, []);
  const plafond = feed?.data ?? initial;
  const soon = useMemo(
    () => drivingSoon(plafond ?? {}, fleet?.trucks.values() ?? [], DRIVING_SOON_S),
    [plafond, fleet],
  );
  return (
    <ListTile
      className="wall-driving"
      title={t('wall.tile_driving')}
      empty={t('wall.no_driving')}
      items={soon}
      row={(x) => (
        <li key={x.truckId}>
          <strong>{x.plate}</strong>
          <Name text={x.driver} />
          <span className="figure">{t('wall.left', { time: formatHm(x.left) })}</span>
        </li>
      )}
    />
  );
}
