/** Sign-in and session-end pages, and the few shell labels the other areas do not carry. */
export const accounts = {
  'auth.sign_in_title': 'Accedi a FleetDeck',
  'auth.username': 'Nome utente',
  'auth.password': 'Password',
  'auth.sign_in': 'Accedi',
  'auth.invalid_credentials': 'Nome utente o password errati',
  'auth.too_many_attempts':
    'Troppi tentativi non riusciti per questo account: riprovare tra {{seconds}} s.',
  'auth.signed_out': 'Sei uscito',
  'auth.sign_in_again': 'Accedi di nuovo',
  'auth.sign_in_failed':
    'Accesso non riuscito: il fornitore di identità non ha confermato la richiesta',
  'shell.main_menu': 'Menu principale',
  'errors.not_configured_title': 'Account non configurato',
  'settings.identification.default': 'Predefinita',
  'settings.colour_mode': 'Modalità colore',
};
