import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLOR_MODE_LABELS, COLOR_MODES } from '../../app/theme.js';
import { IconSettings, IdentificationSettings } from './VehicleLookFields.js';
import { FieldGroup } from './fields.js';
import {
  colorModeSettingAtom,
  updateColorModeAtom,
  updateUserConfigAtom,
  userConfigAtom,
} from './userConfigAtoms.js';

/** The sound and the browser notification for serious alerts, each off until the user asks. */
function AlertSignals() {
  const { t } = useTranslation();
  const config = useAtomValue(userConfigAtom);
  const update = useSetAtom(updateUserConfigAtom);
  const [denied, setDenied] = useState(
    typeof Notification !== 'undefined' && Notification.permission === 'denied',
  );
  const setNotifications = async (on: boolean): Promise<void> => {
    if (on && typeof Notification !== 'undefined' && Notification.permission !== 'granted') {
      const answer = await Notification.requestPermission();
      setDenied(answer === 'denied');
      if (answer !== 'granted') return;
    }
    await update({ alertNotifications: on });
  };
  return (
    <FieldGroup legend={t('handling.signals')}>
      <label>
        <input
          type="checkbox"
          name="alertSound"
          checked={config.alertSound}
          onChange={(e) => void update({ alertSound: e.target.checked })}
        />{' '}
        {t('handling.sound')}
      </label>
      <label>
        <input
          type="checkbox"
          name="alertNotifications"
          checked={config.alertNotifications}
          onChange={(e) => void setNotifications(e.target.checked)}
        />{' '}
        {t('handling.notifications')}
      </label>
      {denied && (
        <p role="alert" className="error-text">
          {t('handling.notifications_denied')}
        </p>
      )}
    </FieldGroup>
  );
}

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
      <AlertSignals />
      <FieldGroup legend={t('settings.identification.label')}>
        <IdentificationSettings withMarkerCopy />
      </FieldGroup>
      <FieldGroup legend={t('settings.icon_type.label')}>
        <IconSettings withMarkerCopy />
      </FieldGroup>
    </div>
  );
}
