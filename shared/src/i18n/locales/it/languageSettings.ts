/** Language settings screen. */
export const languageSettings = {
  'language_settings.title': 'Lingua e fuso orario',
  'language_settings.language': "Lingua dell'interfaccia",
  'language_settings.infringement_nation': 'Nazione delle infrazioni',
  'language_settings.time_zone': 'Fuso orario',
  'language_settings.save': 'Salva',
  'language_settings.dark_mode': 'Modalità scura',
  'language_settings.reloading': 'Impostazioni salvate, ricaricamento…',
};
