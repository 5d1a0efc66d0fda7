import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CheckField, FieldGroup, SelectField } from './fields.js';
import { COLOR_MODES, type UserConfig } from './tempUserConfig.js';
import { updateUserConfigAtom, userConfigAtom } from './userConfigAtoms.js';

type Identification = NonNullable<UserConfig['vehicleIdentification']> | 'default';

/** Colour mode, vehicle identification, icon type and icon colour (each optionally on markers). */
export function GeneralTab() {
  const { t } = useTranslation();
  const config = useAtomValue(userConfigAtom);
  const update = useSetAtom(updateUserConfigAtom);
  const mode =
    config.colorMode ?? (document.documentElement.dataset['theme'] as UserConfig['colorMode']);

  return (
    <div className="tab-grid">
      <FieldGroup legend={t('settings.color_mode')}>
        <div className="segmented" role="radiogroup" aria-label={t('settings.color_mode')}>
          {COLOR_MODES.map((m) => (
            <label key={m} className="segment">
              <input
                type="radio"
                name="colorMode"
                value={m}
                checked={mode === m}
                onChange={() => void update({ colorMode: m })}
              />
              <span>{t(`settings.${m}`)}</span>
            </label>
          ))}
        </div>
      </FieldGroup>
      <FieldGroup legend={t('settings.vehicle_identification')}>
        <SelectField<Identification>
          label={t('settings.vehicle_identification')}
          name="vehicleIdentification"
          value={config.vehicleIdentification ?? 'default'}
          options={[
            { value: 'default', label: t('settings.identification_default') },
            { value: 'plate', label: t('fields.plate') },
            { value: 'customId', label: t('fields.custom_id') },
            { value: 'driver', label: t('settings.driver') },
          ]}
          onChange={(v) => void update({ vehicleIdentification: v === 'default' ? null : v })}
        />
        <CheckField
          label={t('settings.copy_to_marker')}
          checked={config.copyIdentificationToMarker}
          onChange={(v) => void update({ copyIdentificationToMarker: v })}
        />
      </FieldGroup>
      <FieldGroup legend={t('settings.icon_type')}>
        <SelectField
          label={t('settings.icon_type')}
          value={config.iconType}
          options={[
            { value: 'truck', label: t('settings.icon_truck') },
            { value: 'driver_activity', label: t('settings.icon_driver_activity') },
          ]}
          onChange={(v) => void update({ iconType: v })}
        />
        <CheckField
          label={t('settings.copy_to_marker')}
          checked={config.copyIconTypeToMarker}
          onChange={(v) => void update({ copyIconTypeToMarker: v })}
        />
      </FieldGroup>
      <FieldGroup legend={t('settings.icon_color')}>
        <SelectField
          label={t('settings.icon_color')}
          value={config.iconColor}
          options={[
            { value: 'truck_status', label: t('settings.color_truck_status') },
            { value: 'driver_activity', label: t('settings.color_driver_activity') },
            { value: 'driver_status', label: t('settings.color_driver_status') },
          ]}
          onChange={(v) => void update({ iconColor: v })}
        />
        <CheckField
          label={t('settings.copy_to_marker')}
          checked={config.copyIconColorToMarker}
          onChange={(v) => void update({ copyIconColorToMarker: v })}
        />
      </FieldGroup>
    </div>
  );
}
