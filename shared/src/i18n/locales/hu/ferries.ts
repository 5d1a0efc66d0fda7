/**
 * Ferries in the planner's result (issue 45): the route's crossing and the plan's; the Channel
 * Tunnel's rail shuttle (Le Shuttle Freight) is named as a train, not a ship.
 */
export const ferries = {
  'planner.events.ferry':
    'Komp {{from}} → {{to}}: {{duration}} (behajózás {{boarding}}), nem vezetés',
  'planner.breaks.ferry': 'Komp {{from}} → {{to}}',
  'planner.breaks.ferry_rest': 'Rendszeres napi pihenő a fedélzeten (9. cikk)',
  'planner.breaks.ferry_rest_ashore':
    'Rendszeres napi pihenő a fedélzeten (9. cikk), utána {{ashore}} a szárazföldön',
  'planner.events.rail_shuttle':
    'Vasúti ingajárat {{from}} → {{to}}: {{duration}} (beszállás {{boarding}}), nem vezetés',
  'planner.breaks.rail_shuttle': 'Vasúti ingajárat {{from}} → {{to}}',
};
