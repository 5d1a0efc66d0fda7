/** Tags manager. */
export const tags = {
  'tags.title': 'Etichette',
  'tags.add': 'Aggiungi etichetta',
  'tags.name': 'Nome etichetta',
  'tags.rename': 'Rinomina',
  'tags.trucks_count': '{{count}} veicoli',
  'tags.empty': 'Nessuna etichetta',
  'tags.delete_confirm': 'Eliminare questa etichetta?',
  'tags.added': 'Etichetta aggiunta con successo',
  'tags.updated': 'Etichetta aggiornata con successo',
  'tags.deleted': 'Etichetta eliminata con successo',
  'tags.add_error': "Errore durante l'aggiunta dell'etichetta",
  'tags.update_error': "Errore durante l'aggiornamento dell'etichetta",
  'tags.delete_error': "Errore durante l'eliminazione dell'etichetta",
};
