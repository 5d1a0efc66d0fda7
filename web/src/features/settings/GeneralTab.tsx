import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { COLOR_MODE_LABELS, COLOR_MODES } from '../../app/theme.js';
import { IconSettings, IdentificationSettings } from './VehicleLookFields.js';
import { FieldGroup } from './fields.js';
import { colorModeSettingAtom, updateColorModeAtom } from './userConfigAtoms.js';

/** Colour mode, vehicle identification, icon type and icon colour (each optionally on markers). */
export function GeneralTab() {
  const { t } = useTranslation();
  const setting = useAtomValue(colorModeSettingAtom);
  const setMode = useSetAtom(updateColorModeAtom);
  const mode = setting ?? document.documentElement.dataset['theme'];

  return (
    <div className="tab-grid">
      <FieldGroup legend={t('settings.colour_mode')}>
        <div className="segmented" role="radiogroup" aria-label={t('settings.colour_mode')}>
          {COLOR_MODES.map((m) => (
            <label key={m} className="segment">
              <input
                type="radio"
                name="colorMode"
                value={m}
                checked={mode === m}
                onChange={() => void setMode(m)}
              />
              <span>{t(COLOR_MODE_LABELS[m])}</span>
            </label>
          ))}
        </div>
      </FieldGroup>
      <FieldGroup legend={t('settings.identification.label')}>
        <IdentificationSettings withMarkerCopy />
      </FieldGroup>
      <FieldGroup legend={t('settings.icon_type.label')}>
        <IconSettings withMarkerCopy />
      </FieldGroup>
    </div>
  );
}
