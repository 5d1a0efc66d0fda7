import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue, useSetAtom } from 'jotai';
import { z } from 'zod';
import {
  canSaveLanguageSettings,
  isLanguageSaveSuccess,
  languageConfigSchema,
  type LanguageConfig,
} from '@fleetdeck/shared';
import { apiFetch, apiJson } from '../../app/session/api.js';
import { clearParamsAndRules, readSession } from '../../app/session/session.js';
import { Dialog } from '../../ui/Dialog.js';
import { CheckField, SelectField } from './fields.js';
import { colorModeSettingAtom, updateColorModeAtom } from './userConfigAtoms.js';

const configAnswer = z.object({ data: languageConfigSchema });

export const RELOAD_AFTER_SAVE_MS = 1000;

/**
 * Interface language, infringement nation and time zone. Save sends only what is set (nothing when
 * empty); on 200 or 204 the params and the rules-loaded flag are cleared and the page reloads after
 * one second; a failure ends the loading and is only logged (spec part 1, sections 4, 5, 8).
 */
export function LanguageSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<LanguageConfig | null>(null);
  const [values, setValues] = useState(() => {
    const { params } = readSession();
    return {
      lingua: params.Lingua ?? '',
      timeZone: params.tz ?? '',
      infringNation: params.infringment_nation ?? '',
    };
  });
  const [saving, setSaving] = useState(false);
  const setColorMode = useSetAtom(updateColorModeAtom);
  const mode = useAtomValue(colorModeSettingAtom) ?? document.documentElement.dataset['theme'];
  const dark = mode?.endsWith('dark') ?? false;

  useEffect(() => {
    if (!open || options) return;
    apiJson('/golia/config')
      .then((answer) => setOptions(configAnswer.parse(answer).data))
      .catch((error: unknown) => console.warn('language configuration failed to load', error));
  }, [open, options]);

  const save = async (): Promise<void> => {
    const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
    if (!canSaveLanguageSettings(body)) return;
    setSaving(true);
    try {
      const response = await apiFetch('/users/me/config', {
        method: 'PUT',
        body: JSON.stringify(body),
      });
      if (!isLanguageSaveSuccess(response.status)) throw new Error(`HTTP ${response.status}`);
      clearParamsAndRules();
      setTimeout(() => window.location.reload(), RELOAD_AFTER_SAVE_MS);
    } catch (error) {
      console.warn('saving the language settings failed', error);
      setSaving(false);
    }
  };

  return (
    <Dialog
      title={t('language_settings.title')}
      open={open}
      onClose={onClose}
      className="language-dialog"
    >
      {!options ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <form
          className="tab-grid"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <SelectField
            label={t('language_settings.language')}
            name="lingua"
            value={values.lingua}
            options={options.languages.map((l) => ({
              value: l.TRANSLATION_LANGUAGE,
              label: l.DESCRIZIONE,
            }))}
            onChange={(lingua) => setValues((v) => ({ ...v, lingua }))}
          />
          <SelectField
            label={t('language_settings.infringement_nation')}
            name="infringNation"
            value={values.infringNation}
            options={options.infringment_nations.map((n) => ({ value: n.CODE, label: n.NAME }))}
            onChange={(infringNation) => setValues((v) => ({ ...v, infringNation }))}
          />
          <SelectField
            label={t('language_settings.time_zone')}
            name="timeZone"
            value={values.timeZone}
            options={options.timezones.map((z) => ({ value: z.timeZone, label: z.timeZone }))}
            onChange={(timeZone) => setValues((v) => ({ ...v, timeZone }))}
          />
          <CheckField
            label={t('language_settings.dark_mode')}
            checked={dark}
            onChange={(on) => void setColorMode(on ? 'dark' : 'light')}
          />
          <div className="dialog-actions">
            <button type="submit" className="primary" disabled={saving}>
              {saving ? t('language_settings.reloading') : t('language_settings.save')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
