/**
 * Ferries in the planner's result (issue 45): the route's crossing and the plan's; the Channel
 * Tunnel's rail shuttle (Le Shuttle Freight) is named as a train, not a ship.
 */
export const ferries = {
  'planner.events.ferry':
    'Ferri {{from}} → {{to}}: {{duration}} (embarque {{boarding}}), no es conducción',
  'planner.breaks.ferry': 'Ferri {{from}} → {{to}}',
  'planner.breaks.ferry_rest': 'Descanso diario normal a bordo (art. 9)',
  'planner.breaks.ferry_rest_ashore':
    'Descanso diario normal a bordo (art. 9), luego {{ashore}} en tierra',
  'planner.events.rail_shuttle':
    'Lanzadera ferroviaria {{from}} → {{to}}: {{duration}} (embarque {{boarding}}), no es conducción',
  'planner.breaks.rail_shuttle': 'Lanzadera ferroviaria {{from}} → {{to}}',
};
