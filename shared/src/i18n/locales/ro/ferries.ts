/**
 * Ferries in the planner's result (issue 45): the route's crossing and the plan's; the Channel
 * Tunnel's rail shuttle (Le Shuttle Freight) is named as a train, not a ship.
 */
export const ferries = {
  'planner.events.ferry':
    'Feribot {{from}} → {{to}}: {{duration}} (îmbarcare {{boarding}}), nu este conducere',
  'planner.breaks.ferry': 'Feribot {{from}} → {{to}}',
  'planner.breaks.ferry_rest': 'Repaus zilnic normal la bord (art. 9)',
  'planner.breaks.ferry_rest_ashore':
    'Repaus zilnic normal la bord (art. 9), apoi {{ashore}} pe uscat',
  'planner.events.rail_shuttle':
    'Navetă feroviară {{from}} → {{to}}: {{duration}} (îmbarcare {{boarding}}), nu este conducere',
  'planner.breaks.rail_shuttle': 'Navetă feroviară {{from}} → {{to}}',
};
