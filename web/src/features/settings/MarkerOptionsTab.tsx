import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { SelectField } from './fields.js';
import { opacityForDisplay, opacityForStorage } from './tempUserConfig.js';
import { updateUserConfigAtom, userConfigAtom } from './userConfigAtoms.js';

type Additional = 'none' | 'speed' | 'altitude' | 'rpm_engine';

/** Marker size, font size and colours, opacity (steps of 10) and the extra data line. */
export function MarkerOptionsTab() {
  const { t } = useTranslation();
  const config = useAtomValue(userConfigAtom);
  const update = useSetAtom(updateUserConfigAtom);
  const shownOpacity = opacityForDisplay(config.vehicleMarkerOpacity);

  return (
    <div className="tab-grid">
      <SelectField
        label={t('settings.marker_size')}
        value={config.vehicleMarkerSize}
        options={[
          { value: 'small', label: t('settings.size_small') },
          { value: 'medium', label: t('settings.size_medium') },
          { value: 'large', label: t('settings.size_large') },
        ]}
        onChange={(v) => void update({ vehicleMarkerSize: v })}
      />
      <SelectField
        label={t('settings.font_size')}
        value={config.vehicleMarkerFontSize}
        options={(['8px', '10px', '12px'] as const).map((v) => ({ value: v, label: v }))}
        onChange={(v) => void update({ vehicleMarkerFontSize: v })}
      />
      <label className="field">
        <span>{t('settings.font_color')}</span>
        <input
          type="color"
          value={config.vehicleMarkerFontColor}
          onChange={(e) => void update({ vehicleMarkerFontColor: e.target.value })}
        />
      </label>
      <label className="field">
        <span>{t('settings.background_color')}</span>
        <input
          type="color"
          value={config.vehicleMarkerBackgroundColor}
          onChange={(e) => void update({ vehicleMarkerBackgroundColor: e.target.value })}
        />
      </label>
      <label className="field">
        <span>
          {t('settings.opacity')}: {shownOpacity} %
        </span>
        <input
          type="range"
          min={0}
          max={100}
          step={10}
          value={shownOpacity}
          onChange={(e) =>
            void update({ vehicleMarkerOpacity: opacityForStorage(Number(e.target.value)) })
          }
        />
      </label>
      <SelectField<Additional>
        label={t('settings.additional_data')}
        value={config.vehicleMarkerAdditionalData ?? 'none'}
        options={[
          { value: 'none', label: t('settings.additional_none') },
          { value: 'speed', label: t('fields.speed') },
          { value: 'altitude', label: t('fields.altitude') },
          { value: 'rpm_engine', label: t('fields.rpm_engine') },
        ]}
        onChange={(v) => void update({ vehicleMarkerAdditionalData: v === 'none' ? null : v })}
      />
    </div>
  );
}
