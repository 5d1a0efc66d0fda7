import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ICON_COLORS, ICON_TYPES, VEHICLE_IDENTIFICATIONS } from '@fleetdeck/shared';
import { CheckField, SelectField } from './fields.js';
import { updateUserConfigAtom, userConfigAtom } from './userConfigAtoms.js';

const IDENTIFICATION_KEYS = {
  default: 'settings.identification.default',
  plate: 'settings.identification.plate',
  customId: 'settings.identification.custom_id',
  driver: 'settings.identification.driver',
} as const;

type Identification = keyof typeof IDENTIFICATION_KEYS;

/** How a vehicle is named: default, plate, custom id or driver; optionally on the marker too. */
export function IdentificationSettings({ withMarkerCopy }: { withMarkerCopy?: boolean }) {
  const { t } = useTranslation();
  const config = useAtomValue(userConfigAtom);
  const update = useSetAtom(updateUserConfigAtom);
  return (
    <>
      <SelectField<Identification>
        label={t('settings.identification.label')}
        name="vehicleIdentification"
        value={config.vehicleIdentification ?? 'default'}
        options={(['default', ...VEHICLE_IDENTIFICATIONS] as const).map((v) => ({
          value: v,
          label: t(IDENTIFICATION_KEYS[v]),
        }))}
        onChange={(v) => void update({ vehicleIdentification: v === 'default' ? null : v })}
      />
      {withMarkerCopy && (
        <CheckField
          label={t('settings.copy_to_marker')}
          checked={config.copyIdentificationToMarker}
          onChange={(v) => void update({ copyIdentificationToMarker: v })}
        />
      )}
    </>
  );
}

/** Icon type and icon colour mode; optionally copied to the marker. */
export function IconSettings({ withMarkerCopy }: { withMarkerCopy?: boolean }) {
  const { t } = useTranslation();
  const config = useAtomValue(userConfigAtom);
  const update = useSetAtom(updateUserConfigAtom);
  return (
    <>
      <SelectField
        label={t('settings.icon_type.label')}
        name="iconType"
        value={config.iconType}
        options={ICON_TYPES.map((v) => ({ value: v, label: t(`settings.icon_type.${v}`) }))}
        onChange={(v) => void update({ iconType: v })}
      />
      {withMarkerCopy && (
        <CheckField
          label={t('settings.copy_to_marker')}
          checked={config.copyIconTypeToMarker}
          onChange={(v) => void update({ copyIconTypeToMarker: v })}
        />
      )}
      <SelectField
        label={t('settings.icon_color.label')}
        name="iconColor"
        value={config.iconColor}
        options={ICON_COLORS.map((v) => ({ value: v, label: t(`settings.icon_color.${v}`) }))}
        onChange={(v) => void update({ iconColor: v })}
      />
      {withMarkerCopy && (
        <CheckField
          label={t('settings.copy_to_marker')}
          checked={config.copyIconColorToMarker}
          onChange={(v) => void update({ copyIconColorToMarker: v })}
        />
      )}
    </>
  );
}
