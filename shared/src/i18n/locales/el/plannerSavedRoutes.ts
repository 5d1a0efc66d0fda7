import type { AreaOf } from '../../languages.js';
import type { plannerSavedRoutes as it } from '../it/plannerSavedRoutes.js';

export const plannerSavedRoutes: AreaOf<typeof it> = {
  'planner.savedroutes.loading': 'Φόρτωση αποθηκευμένων διαδρομών…',
  'planner.savedroutes.load_error': 'Δεν ήταν δυνατή η φόρτωση των αποθηκευμένων διαδρομών',
  'planner.savedroutes.choose': 'Επιλέξτε αποθηκευμένη διαδρομή',
  'planner.savedroutes.stages': 'Στάσεις ({{count}})',
  'planner.savedroutes.delete_route': 'Διαγραφή της διαδρομής «{{title}}»',
  'planner.savedroutes.delete_title': 'Διαγραφή διαδρομής',
  'planner.savedroutes.title_required':
    'Ο τίτλος είναι υποχρεωτικός: πληκτρολογήστε ένα όνομα για τη διαδρομή',
  'planner.savedroutes.save_hint':
    'Θα αποθηκευτούν οι στάσεις, το όχημα, οι επιλογές και το εκτιμώμενο κόστος της διαδρομής που εμφανίζεται.',
  'planner.savedroutes.pages': 'Σελίδες αποθηκευμένων διαδρομών',
  'planner.options': 'Επιλογές',
  'planner.export.gpx': 'GPX 1.1 (διαδρομή και στάσεις)',
  'planner.export.itn': 'Δρομολόγιο TomTom (.itn)',
};
