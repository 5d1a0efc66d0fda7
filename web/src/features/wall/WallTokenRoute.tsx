import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { clearSession, writeSession } from '../../app/session/session.js';

interface PublicWall {
  name: string;
  company: { id: number; business_name: string };
}

/**
 * `/wall/:token`, the address an unattended screen opens: the wall token stands in for a user,
 * read only, for its one company; then the wall runs as for a signed-in user. A revoked or unknown
 * token says so.
 */
export function WallTokenRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    fetch(`/public/wall/${encodeURIComponent(token)}`)
      .then(async (response) => {
        if (!live) return;
        if (!response.ok) {
          const body = (await response.json().catch(() => ({}))) as { message?: string };
          return setError(body.message ?? `HTTP ${response.status}`);
        }
        const { data } = (await response.json()) as { data: PublicWall };
        clearSession();
        writeSession({
          sso_token: token,
          logged_user: { id: 0, username: 'wall', name: data.name },
          params: { Azienda: data.company.id },
          licenses: {},
          rules: [{ action: 'read', subject: 'all' }],
          rules_loaded: true,
        });
        void navigate('/wall', { replace: true });
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [token, navigate]);

  return error ? (
    <main className="center-page">
      <h1>{t('wall.title')}</h1>
      <p role="alert" className="error-text">
        {t('wall.token_invalid')}: {error}
      </p>
    </main>
  ) : (
    <main className="center-page" role="status">
      {t('common.loading')}
    </main>
  );
}
