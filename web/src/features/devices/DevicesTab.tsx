import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClock } from '../../i18n/useClock.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { ErrorWithRetry } from '../../ui/ErrorWithRetry.js';
import { useReloadable } from '../../ui/useReloadable.js';
import {
  addDevice,
  listDevices,
  removeDevice,
  type DeviceProtocol,
  type DeviceRow,
} from './devicesApi.js';
import { UnknownDevices } from './UnknownDevices.js';
import {
  EMPTY_TARGET,
  targetOf,
  VehicleTargetFields,
  type TargetDraft,
} from './VehicleTargetFields.js';
import './devices.css';

const PROTOCOLS: readonly DeviceProtocol[] = ['teltonika', 'osmand'];

/** What the status line says after a change (a removal can be undone from it). */
type Notice =
  | { kind: 'added'; device: string }
  | { kind: 'removed'; row: DeviceRow }
  | { kind: 'restored'; device: string };

/**
 * "Dispositivi": the company's trackers and phones bound to its vehicles (issue 49), for those who
 * manage the company. Add one (device id, protocol, a new plate or an existing vehicle), remove
 * one after a confirmation (undo from the status line), and bind a refused device from the
 * unknown list.
 */
export function DevicesTab() {
  const { t } = useTranslation();
  const clock = useClock();
  const devices = useReloadable(listDevices);
  const { data: rows, error: loadError, reload, attempt } = devices;
  const [deviceId, setDeviceId] = useState('');
  const [protocol, setProtocol] = useState<DeviceProtocol>('teltonika');
  const [label, setLabel] = useState('');
  const [target, setTarget] = useState<TargetDraft>(EMPTY_TARGET);
  const [formError, setFormError] = useState<string>();
  const [notice, setNotice] = useState<Notice>();
  const [removing, setRemoving] = useState<DeviceRow>();

  const add = async (): Promise<void> => {
    const where = targetOf(target);
    if (!where || !deviceId.trim()) return;
    setFormError(undefined);
    try {
      await addDevice(
        { device_id: deviceId.trim(), protocol, ...(label.trim() ? { label: label.trim() } : {}) },
        where,
      );
      setNotice({ kind: 'added', device: deviceId.trim() });
      setDeviceId('');
      setLabel('');
      setTarget(EMPTY_TARGET);
      reload();
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    }
  };

  const remove = async (row: DeviceRow): Promise<void> => {
    try {
      await removeDevice(row);
      setNotice({ kind: 'removed', row });
    } catch (error) {
      devices.setError(error instanceof Error ? error.message : String(error));
    }
    reload();
  };

  /** Binds a removed device again to the same vehicle. */
  const undo = async (row: DeviceRow): Promise<void> => {
    try {
      await addDevice(
        {
          device_id: row.device_id,
          protocol: row.protocol,
          ...(row.label ? { label: row.label } : {}),
        },
        { truck_id: row.truck_id },
      );
      setNotice({ kind: 'restored', device: row.device_id });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    }
    reload();
  };

  return (
    <div className="devices-tab">
      <p className="muted">{t('devices.info')}</p>
      <section className="devices-section" aria-labelledby="devices-list-title">
        <h3 id="devices-list-title">{t('devices.list_title')}</h3>
        {loadError && (
          <ErrorWithRetry what={t('devices.load_failed')} detail={loadError} onRetry={reload} />
        )}
        {rows === undefined && !loadError && <p className="muted">{t('common.loading')}</p>}
        {rows?.length === 0 && <p className="muted">{t('devices.none')}</p>}
        {rows && rows.length > 0 && (
          <ul className="devices-list" aria-label={t('devices.list_title')}>
            {rows.map((row) => (
              <li key={`${row.protocol}:${row.device_id}`} data-device={row.device_id}>
                <div className="device-row">
                  <span>
                    <strong>{row.device_id}</strong>{' '}
                    <span className="muted">
                      {t(`devices.protocol_${row.protocol}`)} · {row.plate}
                      {row.label ? ` · ${row.label}` : ''} · {clock.date(row.created_at)}
                    </span>
                  </span>
                  <button type="button" onClick={() => setRemoving(row)}>
                    {t('devices.remove')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p role="status" className="message">
          {notice?.kind === 'added' && t('devices.added', { device: notice.device })}
          {notice?.kind === 'restored' && t('devices.restored', { device: notice.device })}
          {notice?.kind === 'removed' && (
            <>
              {t('devices.removed', { device: notice.row.device_id })}{' '}
              <button type="button" className="link-button" onClick={() => void undo(notice.row)}>
                {t('devices.undo')}
              </button>
            </>
          )}
        </p>
      </section>

      <form
        className="devices-section device-add"
        aria-labelledby="devices-add-title"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <h3 id="devices-add-title">{t('devices.add_title')}</h3>
        <label className="field">
          <span>{t('devices.protocol')}</span>
          <select value={protocol} onChange={(e) => setProtocol(e.target.value as DeviceProtocol)}>
            {PROTOCOLS.map((p) => (
              <option key={p} value={p}>
                {t(`devices.protocol_${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('devices.device_id')}</span>
          <input
            type="text"
            maxLength={64}
            inputMode={protocol === 'teltonika' ? 'numeric' : 'text'}
            aria-describedby="device-id-hint"
            value={deviceId}
            onChange={(e) => setDeviceId(e.target.value)}
          />
        </label>
        <p id="device-id-hint" className="muted">
          {t(protocol === 'teltonika' ? 'devices.hint_teltonika' : 'devices.hint_osmand')}
        </p>
        <VehicleTargetFields draft={target} onChange={setTarget} name="device-add-target" />
        <label className="field">
          <span>{t('devices.label')}</span>
          <input
            type="text"
            maxLength={60}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
          />
        </label>
        <div className="dialog-actions">
          <button
            type="submit"
            className="primary"
            disabled={!deviceId.trim() || !targetOf(target)}
          >
            {t('devices.add')}
          </button>
        </div>
        {formError && (
          <p role="alert" className="error-text">
            {formError}
          </p>
        )}
      </form>

      <UnknownDevices
        reload={attempt}
        onBound={(device) => {
          setNotice({ kind: 'added', device });
          reload();
        }}
      />

      <ConfirmDialog
        open={removing !== undefined}
        title={t('devices.remove_title')}
        message={t('devices.remove_confirm', {
          device: removing?.device_id ?? '',
          plate: removing?.plate ?? '',
        })}
        onAnswer={(yes) => {
          const row = removing;
          setRemoving(undefined);
          if (yes && row) void remove(row);
        }}
      />
    </div>
  );
}
