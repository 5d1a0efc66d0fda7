/**
 * Ferries in the planner's result (issue 45): the route's crossing and the plan's; the Channel
 * Tunnel's rail shuttle (Le Shuttle Freight) is named as a train, not a ship.
 */
export const ferries = {
  'planner.events.ferry':
    'Traghetto {{from}} → {{to}}: {{duration}} (imbarco {{boarding}}), non è guida',
  'planner.breaks.ferry': 'Traghetto {{from}} → {{to}}',
  'planner.breaks.ferry_rest': 'Riposo giornaliero regolare a bordo (art. 9)',
  'planner.breaks.ferry_rest_ashore':
    'Riposo giornaliero regolare a bordo (art. 9), poi {{ashore}} a terra',
  'planner.events.rail_shuttle':
    'Navetta ferroviaria {{from}} → {{to}}: {{duration}} (imbarco {{boarding}}), non è guida',
  'planner.breaks.rail_shuttle': 'Navetta ferroviaria {{from}} → {{to}}',
};
