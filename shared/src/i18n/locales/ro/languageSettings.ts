import type { AreaOf } from '../../languages.js';
import type { languageSettings as it } from '../it/languageSettings.js';

export const languageSettings: AreaOf<typeof it> = {
  'language_settings.title': 'Limbă și fus orar',
  'language_settings.language': 'Limba interfeței',
  'language_settings.infringement_nation': 'Țara abaterilor',
  'language_settings.time_zone': 'Fus orar',
  'language_settings.save': 'Salvează',
  'language_settings.dark_mode': 'Mod întunecat',
  'language_settings.reloading': 'Setări salvate, se reîncarcă…',
};
