import { useSetAtom } from 'jotai';
import { AlertTriangle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../ui/CloseButton.js';
import { Dialog } from '../../../ui/Dialog.js';
import { freightLogin, FreightLoginError } from './resourceApi.js';
import { freightLoginsAtom } from './resourceAtoms.js';
import type { FreightBoardId } from './resourceModel.js';

/**
 * Sign-in to a freight exchange (part 2 §2, §5, §7): username and password both required, login
 * and cancel; the exchange's first error in an alert that can be dismissed.
 */
export function FreightLoginDialog({
  board,
  onClose,
  onSignedIn,
}: {
  board: FreightBoardId;
  onClose: () => void;
  onSignedIn?: () => void;
}) {
  const { t } = useTranslation();
  const setLogins = useSetAtom(freightLoginsAtom);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (username.trim() === '' || password === '') return setMissing(true);
    setMissing(false);
    setError(null);
    setBusy(true);
    freightLogin(board, username.trim(), password).then(
      () => {
        setLogins((logins) => ({ ...logins, [board]: username.trim() }));
        onClose();
        onSignedIn?.();
      },
      (failure: unknown) => {
        setBusy(false);
        if (failure instanceof FreightLoginError)
          setError(failure.code?.startsWith('freight.') ? t(failure.code) : failure.message);
        else {
          console.warn('freight login failed', failure);
          setError(t('resources.network_error'));
        }
      },
    );
  };
  return (
    <Dialog
      title={t('freight.login_to', { board: t(`resources.kind.${board}`) })}
      open
      onClose={onClose}
      className="freight-login"
    >
      <form className="planner-fields" onSubmit={submit} noValidate>
        {error && (
          <div className="planner-alert" role="alert" data-kind="danger">
            <AlertTriangle size={16} aria-hidden />
            <p>{error}</p>
            <CloseButton onClick={() => setError(null)} label={t('freight.dismiss_error')} />
          </div>
        )}
        <label>
          {t('freight.username')}
          <input
            autoComplete="username"
            required
            aria-invalid={(missing && username.trim() === '') || undefined}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </label>
        <label>
          {t('freight.password')}
          <input
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={(missing && password === '') || undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        {missing && <p className="error-text">{t('freight.required')}</p>}
        <div className="dialog-actions">
          <button type="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="primary" aria-busy={busy} disabled={busy}>
            {t('freight.login_button')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
