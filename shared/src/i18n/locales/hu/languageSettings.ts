import type { AreaOf } from '../../languages.js';
import type { languageSettings as it } from '../it/languageSettings.js';

export const languageSettings: AreaOf<typeof it> = {
  'language_settings.title': 'Nyelv és időzóna',
  'language_settings.language': 'Felület nyelve',
  'language_settings.infringement_nation': 'Szabálysértések országa',
  'language_settings.time_zone': 'Időzóna',
  'language_settings.save': 'Mentés',
  'language_settings.dark_mode': 'Sötét mód',
  'language_settings.reloading': 'Beállítások mentve, újratöltés…',
};
