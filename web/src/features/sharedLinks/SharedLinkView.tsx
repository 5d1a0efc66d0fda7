import { CalendarX2, Clock, Link2Off, WifiOff } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { SHARED_LINK_VALIDITY_KEYS } from '@fleetdeck/shared';
import { fetchPublicLink, type PublicLinkState } from './sharedLinksApi.js';
import { sharedView$, type SharedView } from './sharedLive.js';
import { SharedMap } from './SharedMap.js';
import './sharedLinks.css';
import { useClock } from '../../i18n/useClock.js';

/**
 * `/view-shared-link/:token`, no login: the shared trucks live on the map inside the link's
 * window; before it "not yet available", after it (or once revoked) "no longer exists", and a
 * view range (`?from=&to=`, unix s) outside the link's range the invalid-date-range message.
 */
export function SharedLinkView() {
  const { t } = useTranslation();
  const clock = useClock();
  const { token = '' } = useParams();
  const { search } = useLocation();
  const [link, setLink] = useState<PublicLinkState | null>(null);
  const [view, setView] = useState<SharedView | null>(null);

  useEffect(() => {
    let current = true;
    fetchPublicLink(token, search).then(
      (state) => current && setLink(state),
      () => current && setLink({ kind: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [token, search]);

  useEffect(() => {
    if (link?.kind !== 'valid') return;
    const subscription = sharedView$(token).subscribe(setView);
    return () => subscription.unsubscribe();
  }, [link, token]);

  if (!link) return <Message text={t('common.loading')} />;
  if (link.kind !== 'valid') return <Refusal kind={link.kind} />;
  if (view?.ended) return <Refusal kind={view.ended} />;

  const exp = view?.exp ?? link.link.exp;
  const state = view?.connection ?? 'connecting';
  return (
    <main className="shared-view" data-positions={positionsProbe(view)}>
      <SharedMap vehicles={view?.vehicles ?? []} />
      <header className="status-bar" aria-live="polite">
        <strong>{t('sharedlinks.view.title')}</strong>
        <span data-testid="shared-plates">
          {link.link.trucks.map((truck) => truck.plate).join(', ')}
        </span>
        <span className="muted">
          {t('sharedlinks.view.valid_until', {
            date: clock.dateTime(exp * 1000),
          })}
        </span>
        <span className="status-dot" data-state={state} aria-hidden />
        <span>{t(state)}</span>
      </header>
    </main>
  );
}

/** What the map was handed, for the e2e test: `[[id, lng, lat], ...]`. */
function positionsProbe(view: SharedView | null): string {
  return JSON.stringify((view?.vehicles ?? []).map((v) => [v.id, ...v.position]));
}

function Refusal({ kind }: { kind: Exclude<PublicLinkState['kind'], 'valid'> }) {
  const { t } = useTranslation();
  if (kind === 'error')
    return <Message icon={<WifiOff aria-hidden />} text={t('errors.network')} refusal={kind} />;
  const icon = {
    not_yet_available: <Clock aria-hidden />,
    no_longer_exists: <Link2Off aria-hidden />,
    invalid_range: <CalendarX2 aria-hidden />,
  }[kind];
  return <Message icon={icon} text={t(SHARED_LINK_VALIDITY_KEYS[kind])} refusal={kind} />;
}

function Message({ text, icon, refusal }: { text: string; icon?: ReactNode; refusal?: string }) {
  const { t } = useTranslation();
  return (
    <main className="center-page shared-view-message" data-refusal={refusal}>
      {icon && <div className="shared-view-icon">{icon}</div>}
      <h1>{t('app_name')}</h1>
      <p role="status">{text}</p>
    </main>
  );
}
