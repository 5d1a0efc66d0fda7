/**
 * Ferries in the planner's result (issue 45): the route's crossing and the plan's; the Channel
 * Tunnel's rail shuttle (Le Shuttle Freight) is named as a train, not a ship.
 */
export const ferries = {
  'planner.events.ferry':
    'Ferry {{from}} → {{to}}: {{duration}} (embarque {{boarding}}), não é condução',
  'planner.breaks.ferry': 'Travessia {{from}} → {{to}}',
  'planner.breaks.ferry_rest': 'Repouso diário regular a bordo (art. 9.º)',
  'planner.breaks.ferry_rest_ashore':
    'Repouso diário regular a bordo (art. 9.º), depois {{ashore}} em terra',
  'planner.events.rail_shuttle':
    'Vaivém ferroviário {{from}} → {{to}}: {{duration}} (embarque {{boarding}}), não é condução',
  'planner.breaks.rail_shuttle': 'Vaivém ferroviário {{from}} → {{to}}',
};
