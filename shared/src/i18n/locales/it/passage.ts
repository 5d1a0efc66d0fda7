/** Vehicle-passage search. */
export const passage = {
  'vehicle_passage.title': 'Passaggio veicoli',
  'vehicle_passage.address': 'Indirizzo',
  'vehicle_passage.radius': 'Raggio (km)',
  'vehicle_passage.time_interval': 'Intervallo di tempo',
  'vehicle_passage.search': 'Cerca',
  'vehicle_passage.cancel_search': 'Annulla ricerca',
  'vehicle_passage.edit_search': 'Modifica ricerca',
  'vehicle_passage.back_to_results': 'Torna ai risultati',
  'vehicle_passage.no_vehicles_found': 'Nessun veicolo trovato',
  'vehicle_passage.long_loading': 'La ricerca potrebbe richiedere alcuni minuti',
  'vehicle_passage.error_searching': 'Errore durante la ricerca',
  'vehicle_passage.interval_too_long': "L'intervallo di tempo non può superare le 24 ore",
  'vehicle_passage.events': '{{count}} passaggi',
};
