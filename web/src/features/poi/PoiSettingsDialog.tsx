import { useSetAtom } from 'jotai';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog.js';
import { fetchPoiSettings, savePoiSettings } from './poiApi.js';
import { showPoiToastAtom } from './poiAtoms.js';
import { cleanEmails } from './poiForm.js';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready' };

/** An input of the list: its text, and a key that stays with it when one above is removed. */
interface EmailRow {
  key: number;
  value: string;
}
let nextKey = 0;
const row = (value: string): EmailRow => ({ key: ++nextKey, value });

/**
 * The alert recipients (spec part 2 §2, §5, §8): the company's addresses, one e-mail input each
 * with its remove button, an add button; blank ones are dropped on save. They receive the alerts
 * of POIs whose notification names no recipients.
 */
export function PoiSettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useSetAtom(showPoiToastAtom);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [emails, setEmails] = useState<EmailRow[]>([]);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const list = useRef<HTMLUListElement>(null);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetchPoiSettings().then(
      (settings) => {
        if (!current) return;
        const saved = settings.emailAddresses;
        setEmails((saved.length > 0 ? saved : ['']).map(row));
        setLoad({ status: 'ready' });
      },
      (error: unknown) => {
        console.warn('POI settings failed to load', error);
        if (current) setLoad({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  // A new input takes the focus.
  const focusLast = useRef(false);
  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [emails]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const clean = cleanEmails(emails.map((e) => e.value));
    setSaving(true);
    setFailed(false);
    savePoiSettings(clean).then(
      () => {
        toast({ kind: 'success', key: 'add_emails_success' });
        onClose();
      },
      (error: unknown) => {
        console.warn('POI settings not saved', error);
        setFailed(true);
        setSaving(false);
      },
    );
  };

  return (
    <Dialog title={t('manage_poi.settings.title')} open onClose={onClose} className="poi-settings">
      <p className="muted">{t('manage_poi.settings.hint')}</p>
      {load.status === 'loading' && <p role="status">{t('common.loading')}</p>}
      {load.status === 'error' && (
        <p role="alert" className="error-text">
          {t('common.error_loading')}{' '}
          <button type="button" className="link-button" onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {load.status === 'ready' && (
        <form onSubmit={submit} aria-busy={saving}>
          <ul ref={list} className="poi-emails">
            {emails.map((email, i) => (
              <li key={email.key}>
                <label className="visually-hidden" htmlFor={`${id}-${i}`}>
                  {`${t('manage_poi.settings.email')} ${i + 1}`}
                </label>
                <input
                  id={`${id}-${i}`}
                  type="email"
                  autoComplete="email"
                  placeholder={t('manage_poi.settings.email')}
                  value={email.value}
                  onChange={(event) => {
                    const value = event.target.value;
                    setEmails((all) => all.map((e) => (e.key === email.key ? { ...e, value } : e)));
                  }}
                />
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`${t('manage_poi.settings.remove_email')} ${i + 1}`}
                  title={t('manage_poi.settings.remove_email')}
                  onClick={() => setEmails((all) => all.filter((e) => e.key !== email.key))}
                >
                  <Trash2 size={16} aria-hidden />
                </button>
              </li>
            ))}
          </ul>
          {emails.length === 0 && <p className="muted">{t('manage_poi.settings.empty')}</p>}
          <button
            type="button"
            className="poi-add-email"
            onClick={() => {
              focusLast.current = true;
              setEmails((all) => [...all, row('')]);
            }}
          >
            <Plus size={16} aria-hidden />
            {t('manage_poi.settings.add_email')}
          </button>
          <div className="dialog-actions">
            {failed && (
              <p role="alert" className="error-text poi-settings-error">
                {t('manage_poi.messages.add_emails_error')}
              </p>
            )}
            <button type="button" onClick={onClose}>
              {t('common.cancel')}
            </button>
            <button type="submit" className="primary" aria-disabled={saving || undefined}>
              {t('common.save')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
