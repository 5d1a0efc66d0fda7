import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertKey, NOTE_MAX, type AlertCode, type AlertHandlingState } from '@fleetdeck/shared';
import { ApiError, apiFetch, apiJson } from '../../app/session/api.js';
import type { DerivedTruck } from '../../data/derivedFleet.js';
import { Dialog } from '../../ui/Dialog.js';
import { alertHandlingAtom } from './alertHandlingAtoms.js';
import './alerts.css';
import { useClock } from '../../i18n/useClock.js';

interface HistoryEntry {
  code: AlertCode;
  state: AlertHandlingState | 'cleared';
  by: { name: string } | null;
  note: string | null;
  at: string;
}

/**
 * Acknowledge or resolve some of a truck's raised alerts, with a note: each alert with who is on it,
 * the unhandled ones chosen by default, and the truck's handling history below.
 */
export function HandleAlertsDialog({
  truck,
  onClose,
}: {
  truck: DerivedTruck;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const records = useAtomValue(alertHandlingAtom);
  const codes = truck.alerts.map((a) => a.code);
  const unhandled = codes.filter((c) => !records.has(alertKey(truck.id, c)));
  const [chosen, setChosen] = useState<ReadonlySet<AlertCode>>(
    () => new Set(unhandled.length > 0 ? unhandled : codes),
  );
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [history, setHistory] = useState<HistoryEntry[]>();
  const clock = useClock();
  const when = (iso: string): string => clock.dateTime(iso);

  useEffect(() => {
    let live = true;
    apiJson<{ data: HistoryEntry[] }>(`/alerts/handling/history/${truck.id}`)
      .then((body) => live && setHistory(body.data))
      .catch(() => live && setHistory([]));
    return () => {
      live = false;
    };
  }, [truck.id, records]);

  const save = async (state: AlertHandlingState): Promise<void> => {
    if (chosen.size === 0) return setError(t('handling.choose'));
    setSaving(true);
    setError(undefined);
    try {
      for (const code of chosen) {
        const response = await apiFetch('/alerts/handling', {
          method: 'POST',
          body: JSON.stringify({
            truck_id: truck.id,
            code,
            state,
            ...(note.trim() ? { note } : {}),
          }),
        });
        if (response.status === 409) throw new Error(t('handling.not_raised'));
        if (!response.ok) {
          const body = (await response.json().catch(() => ({}))) as { message?: string };
          throw new ApiError(response.status, body.message ?? `HTTP ${response.status}`);
        }
      }
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={t('handling.title', { plate: truck.truck.plate })}
      open
      onClose={onClose}
      className="handle-alerts-dialog"
    >
      <fieldset className="handle-alerts" disabled={saving}>
        <ul>
          {codes.map((code) => {
            const record = records.get(alertKey(truck.id, code));
            return (
              <li key={code}>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.has(code)}
                    onChange={(e) => {
                      const next = new Set(chosen);
                      if (e.target.checked) next.add(code);
                      else next.delete(code);
                      setChosen(next);
                    }}
                  />
                  {t(`alerts.${code}`)}
                </label>
                <span className="handling-state" data-state={record?.state ?? 'new'}>
                  {record
                    ? `${t(`handling.state_${record.state}`, { names: record.by.name })} · ${when(record.at)}`
                    : t('handling.state_new')}
                </span>
                {record?.note && <span className="muted handling-note">{record.note}</span>}
              </li>
            );
          })}
        </ul>
        <label className="handling-note-field">
          {t('handling.note')}
          <textarea
            value={note}
            maxLength={NOTE_MAX}
            rows={3}
            placeholder={t('handling.note_placeholder')}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        {error && (
          <p role="alert" className="error-text">
            {t('handling.error')}: {error}
          </p>
        )}
        <div className="dialog-actions">
          {saving && (
            <span className="muted" role="status">
              {t('handling.saving')}
            </span>
          )}
          <button type="button" onClick={() => void save('acknowledged')}>
            {t('handling.acknowledge')}
          </button>
          <button type="button" className="primary" onClick={() => void save('resolved')}>
            {t('handling.resolve')}
          </button>
        </div>
      </fieldset>
      <h3 className="handling-history-title">{t('handling.history')}</h3>
      {history === undefined ? (
        <p className="muted">{t('common.loading')}</p>
      ) : history.length === 0 ? (
        <p className="muted">{t('handling.history_empty')}</p>
      ) : (
        <ol className="handling-history">
          {[...history].reverse().map((h, i) => (
            <li key={i}>
              <time dateTime={h.at}>{when(h.at)}</time> · {t(`alerts.${h.code}`)} ·{' '}
              {h.state === 'cleared'
                ? t('handling.history_cleared')
                : t(`handling.history_${h.state}`, { name: h.by?.name ?? '' })}
              {h.note && <span className="muted"> · {h.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </Dialog>
  );
}
