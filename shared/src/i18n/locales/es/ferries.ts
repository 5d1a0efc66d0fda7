/** Ferries in the planner's result (issue 45): the route's crossing and the plan's. */
export const ferries = {
  'planner.events.ferry':
    'Ferri {{from}} → {{to}}: {{duration}} (embarque {{boarding}}), no es conducción',
  'planner.breaks.ferry': 'Ferri {{from}} → {{to}}',
  'planner.breaks.ferry_rest': 'Descanso diario normal a bordo (art. 9)',
  'planner.breaks.ferry_rest_ashore':
    'Descanso diario normal a bordo (art. 9), luego {{ashore}} en tierra',
};
