import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, apiJson } from '../../app/session/api.js';
import { useClock } from '../../i18n/useClock.js';

interface WallTokenRow {
  id: string;
  name: string;
  created_at: string;
  revoked_at: string | null;
}

/**
 * Wall screens of the company: a read-only address per unattended screen (shown once, when made),
 * revocable at any time.
 */
export function WallTokensSection() {
  const { t } = useTranslation();
  const clock = useClock();
  const [rows, setRows] = useState<WallTokenRow[]>();
  const [name, setName] = useState('');
  const [made, setMade] = useState<string>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    apiJson<{ data: WallTokenRow[] }>('/wall-tokens').then(
      (body) => live && setRows(body.data),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const create = async (): Promise<void> => {
    setError(undefined);
    const response = await apiFetch('/wall-tokens', {
      method: 'POST',
      body: JSON.stringify({ name }),
    });
    const body = (await response.json().catch(() => ({}))) as {
      data?: { token: string };
      message?: string;
    };
    if (!response.ok || !body.data) return setError(body.message ?? `HTTP ${response.status}`);
    setMade(`${window.location.origin}/wall/${body.data.token}`);
    setName('');
    setAttempt((n) => n + 1);
  };
  const revoke = async (id: string): Promise<void> => {
    const response = await apiFetch(`/wall-tokens/${id}`, { method: 'DELETE' });
    if (!response.ok) setError(`HTTP ${response.status}`);
    setAttempt((n) => n + 1);
  };

  return (
    <section className="wall-tokens" aria-label={t('wall.tokens')}>
      <h3>{t('wall.tokens')}</h3>
      <p className="muted">{t('wall.tokens_info')}</p>
      {rows === undefined && !error && <p className="muted">{t('common.loading')}</p>}
      {rows && rows.length === 0 && <p className="muted">{t('wall.tokens_none')}</p>}
      {rows && rows.length > 0 && (
        <ul>
          {rows.map((row) => (
            <li key={row.id} data-revoked={row.revoked_at !== null || undefined}>
              <span>
                <strong>{row.name}</strong>{' '}
                <span className="muted">
                  {clock.date(row.created_at)}
                  {row.revoked_at && ` · ${t('wall.token_revoked')}`}
                </span>
              </span>
              {!row.revoked_at && (
                <button type="button" onClick={() => void revoke(row.id)}>
                  {t('wall.token_revoke')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="wall-token-new">
        <input
          type="text"
          maxLength={80}
          aria-label={t('wall.token_name')}
          placeholder={t('wall.token_name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="button" disabled={name.trim() === ''} onClick={() => void create()}>
          {t('wall.token_create')}
        </button>
      </div>
      {made && (
        <p className="wall-token-made" role="status">
          {t('wall.token_made')} <code data-testid="wall-token-url">{made}</code>{' '}
          <button type="button" onClick={() => void navigator.clipboard?.writeText(made)}>
            {t('wall.token_copy')}
          </button>
        </p>
      )}
      {error && (
        <p role="alert" className="error-text">
          {error}
        </p>
      )}
    </section>
  );
}
