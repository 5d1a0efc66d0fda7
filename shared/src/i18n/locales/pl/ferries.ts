/**
 * Ferries in the planner's result (issue 45): the route's crossing and the plan's; the Channel
 * Tunnel's rail shuttle (Le Shuttle Freight) is named as a train, not a ship.
 */
export const ferries = {
  'planner.events.ferry':
    'Prom {{from}} → {{to}}: {{duration}} (zaokrętowanie {{boarding}}), to nie jazda',
  'planner.breaks.ferry': 'Prom {{from}} → {{to}}',
  'planner.breaks.ferry_rest': 'Regularny dobowy okres odpoczynku na pokładzie (art. 9)',
  'planner.breaks.ferry_rest_ashore':
    'Regularny dobowy okres odpoczynku na pokładzie (art. 9), potem {{ashore}} na lądzie',
  'planner.events.rail_shuttle':
    'Pociąg wahadłowy {{from}} → {{to}}: {{duration}} (załadunek {{boarding}}), to nie jazda',
  'planner.breaks.rail_shuttle': 'Pociąg wahadłowy {{from}} → {{to}}',
};
