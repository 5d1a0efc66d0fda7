import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  MARKER_ADDITIONAL_DATA,
  MARKER_FONT_SIZES,
  TABLE_COLUMN_KEYS,
  invertOpacity,
} from '@fleetdeck/shared';
import { CheckField, FieldGroup, SelectField } from './fields.js';
import { updateUserConfigAtom, userConfigAtom } from './userConfigAtoms.js';

const SIZES = ['small', 'medium', 'large'] as const;

/** Marker size, font size and colours, opacity (steps of 10) and the extra data line. */
export function MarkerOptionsTab() {
  const { t } = useTranslation();
  const config = useAtomValue(userConfigAtom);
  const update = useSetAtom(updateUserConfigAtom);
  const shownOpacity = invertOpacity(config.vehicleMarkerOpacity);
  const extra = config.vehicleMarkerAdditionalData;

  return (
    <div className="tab-grid">
      <SelectField
        label={t('settings.marker.size')}
        value={config.vehicleMarkerSize}
        options={SIZES.map((v) => ({ value: v, label: t(`settings.marker.${v}`) }))}
        onChange={(v) => void update({ vehicleMarkerSize: v })}
      />
      <SelectField
        label={t('settings.marker.font_size')}
        value={config.vehicleMarkerFontSize}
        options={SIZES.map((v) => ({ value: v, label: `${MARKER_FONT_SIZES[v]} px` }))}
        onChange={(v) => void update({ vehicleMarkerFontSize: v })}
      />
      <label className="field">
        <span>{t('settings.marker.font_colour')}</span>
        <input
          type="color"
          value={config.vehicleMarkerFontColor}
          onChange={(e) => void update({ vehicleMarkerFontColor: e.target.value })}
        />
      </label>
      <label className="field">
        <span>{t('settings.marker.background_colour')}</span>
        <input
          type="color"
          value={config.vehicleMarkerBackgroundColor}
          onChange={(e) => void update({ vehicleMarkerBackgroundColor: e.target.value })}
        />
      </label>
      <label className="field">
        <span>
          {t('settings.marker.opacity')}: {shownOpacity} %
        </span>
        <input
          type="range"
          min={0}
          max={100}
          step={10}
          value={shownOpacity}
          onChange={(e) =>
            void update({ vehicleMarkerOpacity: invertOpacity(Number(e.target.value)) })
          }
        />
      </label>
      <FieldGroup legend={t('settings.marker.additional_data')}>
        {MARKER_ADDITIONAL_DATA.map((item) => (
          <CheckField
            key={item}
            label={t(TABLE_COLUMN_KEYS[item])}
            checked={extra.includes(item)}
            onChange={(on) =>
              void update({
                vehicleMarkerAdditionalData: on
                  ? [...extra.filter((x) => x !== item), item]
                  : extra.filter((x) => x !== item),
              })
            }
          />
        ))}
      </FieldGroup>
    </div>
  );
}
