import type { AreaOf } from '../../languages.js';
import type { plannerProfile as it } from '../it/plannerProfile.js';

export const plannerProfile: AreaOf<typeof it> = {
  'planner.profile.max_weight': 'Μέγιστο βάρος (t)',
  'planner.profile.height': 'Ύψος (m)',
  'planner.profile.width': 'Πλάτος (m)',
  'planner.profile.length': 'Μήκος (m)',
  'planner.profile.axle_load': 'Φορτίο ανά άξονα (t)',
  'planner.profile.axles': 'Αριθμός αξόνων',
  'planner.profile.emission_class': 'Κατηγορία εκπομπών',
  'planner.profile.fuel_type': 'Τύπος καυσίμου',
  'planner.plafond.title': 'Ρυθμίσεις χρόνων οδήγησης',
  'planner.plafond.preset.single_day': 'Μία ημέρα',
  'planner.plafond.preset.long_single_day': 'Μία μεγάλη ημέρα',
  'planner.plafond.preset.multiple_days': 'Πολλές ημέρες',
  'planner.plafond.preset.team_and_multiple_days': 'Πλήρωμα και πολλές ημέρες',
  'planner.plafond.last_time_worked': 'Τελευταία εργασία του οδηγού',
  'planner.plafond.driving_since_break': 'Οδήγηση από το τελευταίο διάλειμμα (ώ)',
  'planner.plafond.driving_since_daily_rest': 'Οδήγηση από την τελευταία ημερήσια ανάπαυση (ώ)',
  'planner.plafond.travel_since_daily_rest': 'Υπηρεσία από την τελευταία ημερήσια ανάπαυση (ώ)',
  'planner.profile.adr_code': 'Κωδικός σήραγγας ADR',
  'planner.profile.adr_none': 'Κανένας',
  'planner.profile.hazardous_goods': 'Επικίνδυνα εμπορεύματα',
  'planner.profile.legal.height':
    'Πάνω από {{limit}} m: ύψος πάνω από το νόμιμο μέγιστο σε {{countries}}',
  'planner.profile.legal.width':
    'Πάνω από {{limit}} m: πλάτος πάνω από το νόμιμο μέγιστο σε {{countries}}',
  'planner.profile.legal.length':
    'Πάνω από {{limit}} m: μήκος πάνω από το νόμιμο μέγιστο σε {{countries}}',
  'planner.profile.legal.articulated':
    'Πάνω από {{limit}} m: επιτρέπεται μόνο ως οδικός συρμός (έως {{max}} m)',
  'planner.profile.legal.weight':
    'Πάνω από {{limit}} t: βάρος πάνω από το νόμιμο μέγιστο σε {{countries}}',
  'planner.profile.legal.axleLoad':
    'Πάνω από {{limit}} t ανά άξονα: πάνω από το νόμιμο μέγιστο σε {{countries}}',
};
