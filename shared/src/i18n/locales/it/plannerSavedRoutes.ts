/** Saved routes modal, save-route modal and navigator export of the planner. */
export const plannerSavedRoutes = {
  'planner.savedroutes.loading': 'Caricamento dei percorsi salvati…',
  'planner.savedroutes.load_error': 'Impossibile caricare i percorsi salvati',
  'planner.savedroutes.choose': 'Scegliere un percorso salvato',
  'planner.savedroutes.stages': 'Tappe ({{count}})',
  'planner.savedroutes.delete_route': 'Elimina il percorso «{{title}}»',
  'planner.savedroutes.delete_title': 'Elimina percorso',
  'planner.savedroutes.title_required':
    'Il titolo è obbligatorio: scrivere un nome per il percorso',
  'planner.savedroutes.save_hint':
    'Saranno salvati le tappe, il veicolo, le opzioni e i costi stimati del percorso mostrato.',
  'planner.savedroutes.pages': 'Pagine dei percorsi salvati',
  'planner.options': 'Opzioni',
  'planner.export.gpx': 'GPX 1.1 (percorso e tappe)',
  'planner.export.itn': 'Itinerario TomTom (.itn)',
};
