/** Ferries in the planner's result (issue 45): the route's crossing and the plan's. */
export const ferries = {
  'planner.events.ferry':
    'Ferry {{from}} → {{to}}: {{duration}} (boarding {{boarding}}), not driving',
  'planner.breaks.ferry': 'Ferry {{from}} → {{to}}',
  'planner.breaks.ferry_rest': 'Regular daily rest on board (Art. 9)',
  'planner.breaks.ferry_rest_ashore':
    'Regular daily rest on board (Art. 9), then {{ashore}} ashore',
};
