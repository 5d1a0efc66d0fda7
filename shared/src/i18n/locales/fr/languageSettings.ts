import type { AreaOf } from '../../languages.js';
import type { languageSettings as it } from '../it/languageSettings.js';

export const languageSettings: AreaOf<typeof it> = {
  'language_settings.title': 'Langue et fuseau horaire',
  'language_settings.language': "Langue de l'interface",
  'language_settings.infringement_nation': 'Pays des infractions',
  'language_settings.time_zone': 'Fuseau horaire',
  'language_settings.save': 'Enregistrer',
  'language_settings.dark_mode': 'Mode sombre',
  'language_settings.reloading': 'Paramètres enregistrés, rechargement…',
};
