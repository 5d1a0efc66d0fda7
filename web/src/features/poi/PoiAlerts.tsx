import { useAtomValue, useSetAtom } from 'jotai';
import { LogIn, LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, type MailOutboxEntry } from '@fleetdeck/shared';
import { userTimeZone } from '../../app/session/session.js';
import { focusedTruckIdAtom, selectedTruckIdAtom } from '../../map/selectionAtoms.js';
import { geofenceEventsAtom, outboxAtom, reloadOutboxAtom } from './poiAtoms.js';

const OUTBOX_REFRESH_MS = 5000;

/**
 * The alerts tab: the latest geofence crossings (live; a click follows the truck on the map) and
 * the alert e-mails as the outbox holds them, so a company without SMTP sees what would be sent.
 */
export function PoiAlerts() {
  const { t } = useTranslation();
  const [timeZone] = useState(userTimeZone);
  const events = useAtomValue(geofenceEventsAtom);
  const outbox = useAtomValue(outboxAtom);
  const reloadOutbox = useSetAtom(reloadOutboxAtom);
  const select = useSetAtom(selectedTruckIdAtom);
  const focus = useSetAtom(focusedTruckIdAtom);
  // The outbox while the tab is shown: at once, after each new crossing (its e-mail is queued
  // then) and every few seconds (a sender with SMTP moves e-mails from pending to sent).
  const newest = events[0]?.id;
  useEffect(() => {
    void reloadOutbox();
    const timer = setInterval(() => void reloadOutbox(), OUTBOX_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reloadOutbox, newest]);

  return (
    <div className="poi-alerts-tab">
      <section aria-labelledby="poi-events-title">
        <h3 id="poi-events-title">{t('manage_poi.events.title')}</h3>
        {events.length === 0 ? (
          <p className="muted">{t('manage_poi.events.empty')}</p>
        ) : (
          <ul className="poi-events">
            {events.map((event) => {
              const Icon = event.kind === 'entry' ? LogIn : LogOut;
              const text = t(
                event.kind === 'entry' ? 'manage_poi.events.entered' : 'manage_poi.events.left',
                { plate: event.plate, poi: event.poi_description },
              );
              return (
                <li key={event.id} data-kind={event.kind}>
                  <button
                    type="button"
                    className="poi-event"
                    title={t('manage_poi.events.focus', { plate: event.plate })}
                    onClick={() => {
                      select(event.truck_id);
                      focus(event.truck_id);
                    }}
                  >
                    <Icon size={16} aria-hidden />
                    <span>{text}</span>
                    <time dateTime={event.at} className="muted">
                      {formatDateTime(event.at, timeZone)}
                    </time>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="poi-outbox-title">
        <h3 id="poi-outbox-title">{t('manage_poi.outbox.title')}</h3>
        {outbox.status === 'loading' && <p className="muted">{t('common.loading')}</p>}
        {outbox.status === 'error' && (
          <p role="alert" className="error-text">
            {t('common.error_loading')}{' '}
            <button type="button" className="link-button" onClick={() => void reloadOutbox()}>
              {t('common.retry')}
            </button>
          </p>
        )}
        {outbox.status === 'ready' && outbox.entries.length === 0 && (
          <p className="muted">{t('manage_poi.outbox.empty')}</p>
        )}
        {outbox.status === 'ready' && outbox.entries.some((e) => e.status === 'pending') && (
          <p className="muted">{t('manage_poi.outbox.pending_hint')}</p>
        )}
        {outbox.status === 'ready' && outbox.entries.length > 0 && (
          <ul className="poi-outbox">
            {outbox.entries.map((entry) => (
              <OutboxRow key={entry.id} entry={entry} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function OutboxRow({ entry, timeZone }: { entry: MailOutboxEntry; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <li className="poi-mail" data-status={entry.status}>
      <div className="poi-mail-head">
        <strong>{entry.subject}</strong>
        <span className="poi-status" data-status={entry.status}>
          {t(`manage_poi.outbox.status.${entry.status}`)}
        </span>
      </div>
      <span className="muted">{t('manage_poi.outbox.to', { emails: entry.to.join(', ') })}</span>
      <span className="muted">
        <time dateTime={entry.created_at}>{formatDateTime(entry.created_at, timeZone)}</time>
        {' · '}
        {t('manage_poi.outbox.attempts', { count: entry.attempts })}
      </span>
      {entry.status === 'failed' && entry.last_error && (
        <span className="error-text">{entry.last_error}</span>
      )}
    </li>
  );
}
