import type { AreaOf } from '../../languages.js';
import type { languageSettings as it } from '../it/languageSettings.js';

export const languageSettings: AreaOf<typeof it> = {
  'language_settings.title': 'Idioma y zona horaria',
  'language_settings.language': 'Idioma de la interfaz',
  'language_settings.infringement_nation': 'País de las infracciones',
  'language_settings.time_zone': 'Zona horaria',
  'language_settings.save': 'Guardar',
  'language_settings.dark_mode': 'Modo oscuro',
  'language_settings.reloading': 'Ajustes guardados, recargando…',
};
