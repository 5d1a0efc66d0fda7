/**
 * Ferries in the planner's result (issue 45): the route's crossing and the plan's; the Channel
 * Tunnel's rail shuttle (Le Shuttle Freight) is named as a train, not a ship.
 */
export const ferries = {
  'planner.events.ferry':
    'Ferry {{from}} → {{to}} : {{duration}} (embarquement {{boarding}}), hors conduite',
  'planner.breaks.ferry': 'Traversée {{from}} → {{to}}',
  'planner.breaks.ferry_rest': 'Repos journalier normal à bord (art. 9)',
  'planner.breaks.ferry_rest_ashore':
    'Repos journalier normal à bord (art. 9), puis {{ashore}} à terre',
  'planner.events.rail_shuttle':
    'Navette ferroviaire {{from}} → {{to}} : {{duration}} (embarquement {{boarding}}), hors conduite',
  'planner.breaks.rail_shuttle': 'Navette ferroviaire {{from}} → {{to}}',
};
