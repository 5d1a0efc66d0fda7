import type { AreaOf } from '../../languages.js';
import type { plannerEngine as it } from '../it/plannerEngine.js';

export const plannerEngine: AreaOf<typeof it> = {
  'planner.engine.violated': 'Καμία διαδρομή δεν τηρεί τα όρια του οχήματος: {{sections}}',
  'planner.engine.limit.height': 'όριο ύψους {{limit}} m στο {{road}} (όχημα {{value}} m)',
  'planner.engine.limit.width': 'όριο πλάτους {{limit}} m στο {{road}} (όχημα {{value}} m)',
  'planner.engine.limit.length': 'όριο μήκους {{limit}} m στο {{road}} (όχημα {{value}} m)',
  'planner.engine.limit.weight': 'όριο βάρους {{limit}} t στο {{road}} (όχημα {{value}} t)',
  'planner.engine.limit.axleLoad':
    'όριο φορτίου άξονα {{limit}} t στο {{road}} (όχημα {{value}} t)',
  'planner.engine.unreachable_waypoint':
    'Η στάση {{n}} ({{name}}) απέχει περισσότερο από {{km}} km από κάθε δρόμο',
  'planner.engine.no_route': 'Κανένας δρόμος δεν συνδέει τις στάσεις {{from}} και {{to}}',
  'planner.engine.waypoint_moved':
    'Η στάση {{n}} απέχει {{km}} km από τον πλησιέστερο δρόμο: η διαδρομή χρησιμοποιεί το πλησιέστερο σημείο του',
  'planner.engine.limit.adr':
    'σήραγγα κατηγορίας ADR {{limit}} στο {{road}} (κωδικός σήραγγας φορτίου {{value}})',
  'planner.engine.over_legal_limit':
    'Το όχημα υπερβαίνει τα νόμιμα όρια και καμία διαδρομή δεν αποφεύγει τη χώρα: {{countries}}',
  'planner.engine.legal.country': '{{country}}: {{limits}}',
  'planner.engine.legal.height': 'ύψος {{value}} m (νόμιμο μέγιστο {{limit}} m)',
  'planner.engine.legal.width': 'πλάτος {{value}} m (νόμιμο μέγιστο {{limit}} m)',
  'planner.engine.legal.length': 'μήκος {{value}} m (νόμιμο μέγιστο {{limit}} m)',
  'planner.engine.legal.weight': 'βάρος {{value}} t (νόμιμο μέγιστο {{limit}} t)',
  'planner.engine.legal.axleLoad': 'φορτίο άξονα {{value}} t (νόμιμο μέγιστο {{limit}} t)',
};
