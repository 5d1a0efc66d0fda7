import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClock } from '../../i18n/useClock.js';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.js';
import { useReloadable } from '../../ui/useReloadable.js';
import { bindUnknownDevice, listUnknownDevices, type UnknownDeviceRow } from './devicesApi.js';
import {
  EMPTY_TARGET,
  targetOf,
  VehicleTargetFields,
  type TargetDraft,
} from './VehicleTargetFields.js';

const keyOf = (row: { protocol: string; device_id: string }) => `${row.protocol}:${row.device_id}`;

/**
 * The devices the relay refused because no company bound them, newest first, each with "bind":
 * the vehicle fields open under the row and binding moves it to the company's devices.
 */
export function UnknownDevices({
  reload,
  onBound,
}: {
  /** Moves when the list must be read again. */
  reload: number;
  onBound: (deviceId: string) => void;
}) {
  const { t } = useTranslation();
  const clock = useClock();
  const { data: rows, error: loadError, reload: retry } = useReloadable(listUnknownDevices, reload);
  const [binding, setBinding] = useState<string>();
  const [draft, setDraft] = useState<TargetDraft>(EMPTY_TARGET);
  const [bindError, setBindError] = useState<string>();

  const bind = async (row: UnknownDeviceRow): Promise<void> => {
    const target = targetOf(draft);
    if (!target) return;
    setBindError(undefined);
    try {
      await bindUnknownDevice(row, target);
      setBinding(undefined);
      setDraft(EMPTY_TARGET);
      onBound(row.device_id);
      retry();
    } catch (error) {
      setBindError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <section className="devices-section" aria-labelledby="unknown-devices-title">
      <h3 id="unknown-devices-title">{t('devices.unknown_title')}</h3>
      <p className="muted">{t('devices.unknown_info')}</p>
      {loadError && (
        <ErrorWithRetry what={t('devices.unknown_failed')} detail={loadError} onRetry={retry} />
      )}
      {rows === undefined && !loadError && <p className="muted">{t('common.loading')}</p>}
      {rows?.length === 0 && <p className="muted">{t('devices.unknown_none')}</p>}
      {rows && rows.length > 0 && (
        <ul className="devices-list" aria-label={t('devices.unknown_title')}>
          {rows.map((row) => (
            <li key={keyOf(row)} data-device={row.device_id}>
              <div className="device-row">
                <span>
                  <strong>{row.device_id}</strong>{' '}
                  <span className="muted">
                    {t(`devices.protocol_${row.protocol}`)} ·{' '}
                    {row.remote === undefined
                      ? t('devices.unknown_seen_no_remote', {
                          time: clock.dateTime(row.last_seen),
                          attempts: row.attempts,
                        })
                      : t('devices.unknown_seen', {
                          time: clock.dateTime(row.last_seen),
                          remote: row.remote,
                          attempts: row.attempts,
                        })}
                  </span>
                </span>
                {binding !== keyOf(row) && (
                  <button
                    type="button"
                    onClick={() => {
                      setBinding(keyOf(row));
                      setDraft(EMPTY_TARGET);
                      setBindError(undefined);
                    }}
                  >
                    {t('devices.bind')}
                  </button>
                )}
              </div>
              {binding === keyOf(row) && (
                <form
                  className="device-bind"
                  aria-label={t('devices.bind_title', { device: row.device_id })}
                  onSubmit={(e) => {
                    e.preventDefault();
                    void bind(row);
                  }}
                >
                  <VehicleTargetFields
                    draft={draft}
                    onChange={setDraft}
                    name={`bind-${keyOf(row)}`}
                  />
                  <div className="dialog-actions">
                    <button type="button" onClick={() => setBinding(undefined)}>
                      {t('common.cancel')}
                    </button>
                    <button type="submit" className="primary" disabled={!targetOf(draft)}>
                      {t('devices.bind')}
                    </button>
                  </div>
                  {bindError && (
                    <p role="alert" className="error-text">
                      {bindError}
                    </p>
                  )}
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
