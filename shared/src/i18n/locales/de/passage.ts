import type { AreaOf } from '../../languages.js';
import type { passage as it } from '../it/passage.js';

export const passage: AreaOf<typeof it> = {
  'vehicle_passage.title': 'Fahrzeugdurchfahrt',
  'vehicle_passage.address': 'Adresse',
  'vehicle_passage.radius': 'Radius (km)',
  'vehicle_passage.time_interval': 'Zeitraum',
  'vehicle_passage.search': 'Suchen',
  'vehicle_passage.cancel_search': 'Suche abbrechen',
  'vehicle_passage.edit_search': 'Suche bearbeiten',
  'vehicle_passage.back_to_results': 'Zurück zu den Ergebnissen',
  'vehicle_passage.no_vehicles_found': 'Keine Fahrzeuge gefunden',
  'vehicle_passage.long_loading': 'Die Suche kann einige Minuten dauern',
  'vehicle_passage.error_searching': 'Fehler bei der Suche',
  'vehicle_passage.interval_too_long': 'Der Zeitraum darf 24 Stunden nicht überschreiten',
  'vehicle_passage.events': '{{count}} Durchfahrten',
};
