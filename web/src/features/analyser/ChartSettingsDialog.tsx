import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_CHART_ITEMS,
  isTelemetryDisabled,
  LIST_LIMITS,
  TELEMETRY_GROUPS,
  toggleTelemetry,
  type ChartItem,
} from '@fleetdeck/shared';
import { Dialog } from '../../ui/Dialog.js';
import { activeKeys } from './chartSeries.js';

interface ChartSettingsDialogProps {
  items: Record<string, ChartItem>;
  onSave: (items: Record<string, ChartItem>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The chart's settings: the telemetries grouped by movement, engine, vehicle, sensors, driver and
 * fuel data; at most 4 ticked (the others disabled), at least 1 (the last cannot be unticked);
 * save keeps them in the user's configuration, reset brings back the spec's defaults.
 */
export function ChartSettingsDialog({ items, onSave, onClose }: ChartSettingsDialogProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(() => activeKeys(items));
  const [source, setSource] = useState(items['activity']?.source ?? 'driver');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const keys = Object.keys(items);
  const save = (next: string[], nextSource: 'driver' | 'telemetry') => {
    setSaving(true);
    const chosen = Object.fromEntries(
      keys.map((k) => [
        k,
        {
          ...items[k]!,
          active: next.includes(k),
          ...(k === 'activity' ? { source: nextSource } : {}),
        },
      ]),
    );
    onSave(chosen).then(onClose, () => {
      setSaving(false);
      setError(t('analyser.chart_save_error'));
    });
  };
  return (
    <Dialog title={t('analyser.chart_settings')} open onClose={onClose}>
      <p className="muted">{t('analyser.max_telemetries', { max: LIST_LIMITS.maxTelemetries })}</p>
      <div className="chart-settings">
        {TELEMETRY_GROUPS.map((group) => {
          const inGroup = keys.filter((k) => items[k]?.group === group);
          if (inGroup.length === 0) return null;
          return (
            <fieldset key={group}>
              <legend>{t(`analyser.groups.${group}`)}</legend>
              {inGroup.map((k) => (
                <div key={k} className="chart-setting">
                  <label>
                    <input
                      type="checkbox"
                      checked={active.includes(k)}
                      disabled={isTelemetryDisabled(k, active)}
                      onChange={() => setActive((a) => toggleTelemetry(a, k))}
                    />
                    {t(items[k]!.title)}
                  </label>
                  {k === 'activity' && active.includes(k) && (
                    <select
                      aria-label={t('analyser.activity_source')}
                      value={source}
                      onChange={(e) => setSource(e.target.value as 'driver' | 'telemetry')}
                    >
                      <option value="driver">{t('analyser.activity_mode.driver')}</option>
                      <option value="telemetry">{t('analyser.activity_mode.telemetry')}</option>
                    </select>
                  )}
                </div>
              ))}
            </fieldset>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <footer className="dialog-actions">
        <button
          type="button"
          disabled={saving}
          onClick={() => save(activeKeys(DEFAULT_CHART_ITEMS), 'driver')}
        >
          {t('common.reset')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={saving}
          onClick={() => save(active, source)}
        >
          {t('common.save')}
        </button>
      </footer>
    </Dialog>
  );
}
