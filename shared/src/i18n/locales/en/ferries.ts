/**
 * Ferries in the planner's result (issue 45): the route's crossing and the plan's; the Channel
 * Tunnel's rail shuttle (Le Shuttle Freight) is named as a train, not a ship.
 */
export const ferries = {
  'planner.events.ferry':
    'Ferry {{from}} → {{to}}: {{duration}} (boarding {{boarding}}), not driving',
  'planner.breaks.ferry': 'Ferry {{from}} → {{to}}',
  'planner.breaks.ferry_rest': 'Regular daily rest on board (Art. 9)',
  'planner.breaks.ferry_rest_ashore':
    'Regular daily rest on board (Art. 9), then {{ashore}} ashore',
  'planner.events.rail_shuttle':
    'Rail shuttle {{from}} → {{to}}: {{duration}} (boarding {{boarding}}), not driving',
  'planner.breaks.rail_shuttle': 'Rail shuttle {{from}} → {{to}}',
};
