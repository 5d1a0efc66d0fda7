/**
 * Ferries in the planner's result (issue 45): the route's crossing and the plan's; the Channel
 * Tunnel's rail shuttle (Le Shuttle Freight) is named as a train, not a ship.
 */
export const ferries = {
  'planner.events.ferry':
    'Fähre {{from}} → {{to}}: {{duration}} (Einschiffung {{boarding}}), keine Lenkzeit',
  'planner.breaks.ferry': 'Fähre {{from}} → {{to}}',
  'planner.breaks.ferry_rest': 'Regelmäßige tägliche Ruhezeit an Bord (Art. 9)',
  'planner.breaks.ferry_rest_ashore':
    'Regelmäßige tägliche Ruhezeit an Bord (Art. 9), dann {{ashore}} an Land',
  'planner.events.rail_shuttle':
    'Shuttlezug {{from}} → {{to}}: {{duration}} (Verladung {{boarding}}), keine Lenkzeit',
  'planner.breaks.rail_shuttle': 'Shuttlezug {{from}} → {{to}}',
};
