import type { AreaOf } from '../../languages.js';
import type { plannerApi as it } from '../it/plannerApi.js';

export const plannerApi: AreaOf<typeof it> = {
  'planner.api.unreachable_waypoint':
    'Η στάση {{n}} απέχει πολύ από κάθε δρόμο που μπορεί να χρησιμοποιήσει το όχημα ({{detail}})',
  'planner.api.no_route': 'Καμία διαδρομή δεν συνδέει τις στάσεις ({{detail}})',
  'planner.api.provider_unavailable':
    'Η μηχανή υπολογισμού διαδρομών δεν είναι διαθέσιμη: {{detail}}',
  'planner.api.bad_provider_answer':
    'Η μηχανή υπολογισμού διαδρομών έδωσε μη αναγνώσιμη απάντηση: {{detail}}',
};
