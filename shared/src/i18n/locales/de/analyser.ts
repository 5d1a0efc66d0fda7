import type { AreaOf } from '../../languages.js';
import type { analyser as it } from '../it/analyser.js';

export const analyser: AreaOf<typeof it> = {
  'analyser.title': 'Fahrtanalyse',
  'analyser.position': 'Position',
  'analyser.route': 'Fahrt',
  'analyser.date_filter': 'Nach Datum filtern',
  'analyser.print': 'Als PDF drucken',
  'analyser.recap': 'Zusammenfassung',
  'analyser.timeline': 'Zeitleiste',
  'analyser.stop_separation': 'Haltetrennung (Minuten)',
  'analyser.stop_n': 'Halt {{n}}',
  'analyser.start': 'Start',
  'analyser.finish': 'Ziel',
  'analyser.moving': 'In Fahrt',
  'analyser.inherited_stop': 'Vorheriger Halt',
  'analyser.total_duration': 'Gesamtdauer',
  'analyser.total_distance': 'Gesamtstrecke',
  'analyser.total_gps_distance': 'GPS-Gesamtstrecke',
  'analyser.total_fuel': 'Verbrauchter Kraftstoff',
  'analyser.no_data': 'Keine Daten verfügbar',
  'analyser.no_data_description':
    'Das Fahrzeug hat im gewählten Zeitraum keine Positionen aufgezeichnet',
  'analyser.contact_support': 'Support kontaktieren',
  'analyser.loading_error': 'Fehler beim Laden der Daten',
  'analyser.chart_settings': 'Diagrammeinstellungen',
  'analyser.max_telemetries': 'Höchstens {{max}} Telemetriewerte',
  'analyser.activity_mode.driver': 'Fahreraktivität',
  'analyser.activity_mode.telemetry': 'Telemetrie',
};
