import type { AreaOf } from '../../languages.js';
import type { plannerBreaks as it } from '../it/plannerBreaks.js';

export const plannerBreaks: AreaOf<typeof it> = {
  'planner.plafond.preset_label': 'Καθεστώς εργασίας',
  'planner.plafond.from_driver': 'Τιμές από τους χρόνους οδήγησης του/της {{driver}}',
  'planner.plafond.hours_invalid': 'Εισαγάγετε αριθμό ωρών από 0 έως {{max}}',
  'planner.plafond.break_over_daily':
    'Δεν μπορεί να υπερβαίνει την οδήγηση από την τελευταία ημερήσια ανάπαυση',
  'planner.plafond.daily_over_travel':
    'Δεν μπορεί να υπερβαίνει την υπηρεσία από την τελευταία ημερήσια ανάπαυση',
  'planner.plafond.date_invalid': 'Μη έγκυρη ημερομηνία και ώρα',
  'planner.plafond.fix_first':
    'Διορθώστε τους χρόνους οδήγησης του οδηγού για να προσθέσετε διαλείμματα και αναπαύσεις',
  'planner.breaks.title': 'Διαλείμματα και αναπαύσεις',
  'planner.breaks.loading': 'Υπολογισμός διαλειμμάτων και αναπαύσεων…',
  'planner.breaks.error': 'Δεν ήταν δυνατή η προσθήκη διαλειμμάτων και αναπαύσεων',
  'planner.breaks.eta_with': 'Άφιξη με αναπαύσεις',
  'planner.breaks.eta_without': 'Άφιξη χωρίς αναπαύσεις',
  'planner.breaks.none': 'Δεν χρειάζεται διάλειμμα ή ανάπαυση σε αυτή τη διαδρομή',
  'planner.breaks.place': 'Τοποθεσία',
  'planner.breaks.arrival': 'Άφιξη',
  'planner.breaks.duration': 'Διάρκεια',
  'planner.breaks.single_day_reach':
    'Σε μία εργάσιμη ημέρα καλύπτονται {{reach}} από τα {{total}} της διαδρομής· μετά οφείλεται η ημερήσια ανάπαυση.',
  'planner.breaks.route_point': 'Σημείο της διαδρομής στα {{km}} από την αναχώρηση',
  'planner.breaks.continues':
    'Συνέχεια της ανάπαυσης που άρχισε πριν από την αναχώρηση ({{taken}} ήδη)',
  'planner.breaks.needs_break':
    'Η διαδρομή απαιτεί {{drive}} οδήγησης: διάλειμμα οφείλεται εντός {{left}}. Προσθέστε διαλείμματα και αναπαύσεις για να το προγραμματίσετε.',
  'planner.breaks.needs_rest':
    'Η διαδρομή απαιτεί {{drive}} οδήγησης: η ημερήσια ανάπαυση οφείλεται εντός {{left}}. Προσθέστε διαλείμματα και αναπαύσεις για να την προγραμματίσετε.',
  'planner.breaks.rested_driver': 'Ξεκούραστος οδηγός: οι χρόνοι οδήγησης δεν λαμβάνονται υπόψη',
  'planner.breaks.rest.break': 'Διάλειμμα',
  'planner.breaks.rest.break_first_part': 'Διάλειμμα (πρώτο μέρος)',
  'planner.breaks.rest.break_second_part': 'Διάλειμμα (δεύτερο μέρος)',
  'planner.breaks.rest.split_rest_first_part': 'Τμηματική ανάπαυση (πρώτο μέρος)',
  'planner.breaks.rest.regular_daily_rest': 'Κανονική ημερήσια ανάπαυση',
  'planner.breaks.rest.reduced_daily_rest': 'Μειωμένη ημερήσια ανάπαυση',
  'planner.breaks.rest.split_rest_second_part': 'Τμηματική ανάπαυση (δεύτερο μέρος)',
  'planner.breaks.rest.weekly_rest': 'Εβδομαδιαία ανάπαυση',
  'planner.breaks.ban_wait': 'Απαγόρευση κυκλοφορίας ({{country}}): {{ban}}',
  'planner.breaks.ban_until': 'Αναμονή έως {{until}}',
  'planner.breaks.ban.sunday': 'Κυριακή',
  'planner.breaks.ban.holiday': 'αργία',
  'planner.breaks.ban.saturday': 'Σάββατο απόγευμα',
  'planner.breaks.ban.summer_saturday': 'καλοκαιρινό Σάββατο',
  'planner.breaks.ban.night': 'νύχτα',
  'planner.breaks.handover': 'Αλλαγή οδηγού: οδηγεί ο {{driver}}',
  'planner.breaks.single_day_no_fit': 'Αυτό το ταξίδι δεν χωράει σε μία εργάσιμη ημέρα.',
};
