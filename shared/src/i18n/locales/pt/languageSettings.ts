import type { AreaOf } from '../../languages.js';
import type { languageSettings as it } from '../it/languageSettings.js';

export const languageSettings: AreaOf<typeof it> = {
  'language_settings.title': 'Idioma e fuso horário',
  'language_settings.language': 'Idioma da interface',
  'language_settings.infringement_nation': 'País das infrações',
  'language_settings.time_zone': 'Fuso horário',
  'language_settings.save': 'Guardar',
  'language_settings.dark_mode': 'Modo escuro',
  'language_settings.reloading': 'Definições guardadas, a recarregar…',
};
