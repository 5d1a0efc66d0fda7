/** What a screen says when the credential it streams with ends (live `auth:ended`). */
export const credentials = {
  'credentials.title': 'Sessione terminata',
  'credentials.title_wall': 'Schermo revocato',
  'credentials.signed_out': "Questa sessione è stata chiusa (qui o in un'altra finestra).",
  'credentials.session_expired': 'La sessione ha raggiunto la sua durata massima.',
  'credentials.user_disabled': 'Questo account è stato disattivato da un amministratore.',
  'credentials.company_removed': 'Questo account non ha più accesso a questa azienda.',
  'credentials.wall_revoked': "L'accesso di questo schermo a parete è stato revocato.",
  'credentials.wall_hint':
    'Un amministratore può creare un nuovo indirizzo da «Configura la parete», sezione «Schermi a parete».',
  'credentials.data_removed': 'I dati in diretta sono stati tolti da questo schermo.',
  'credentials.sign_in': 'Accedi di nuovo',
};
