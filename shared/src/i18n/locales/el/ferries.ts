/**
 * Ferries in the planner's result (issue 45): the route's crossing and the plan's; the Channel
 * Tunnel's rail shuttle (Le Shuttle Freight) is named as a train, not a ship.
 */
export const ferries = {
  'planner.events.ferry':
    'Πλοίο {{from}} → {{to}}: {{duration}} (επιβίβαση {{boarding}}), όχι οδήγηση',
  'planner.breaks.ferry': 'Πλοίο {{from}} → {{to}}',
  'planner.breaks.ferry_rest': 'Κανονική ημερήσια ανάπαυση επί του πλοίου (άρθρο 9)',
  'planner.breaks.ferry_rest_ashore':
    'Κανονική ημερήσια ανάπαυση επί του πλοίου (άρθρο 9), έπειτα {{ashore}} στην ξηρά',
  'planner.events.rail_shuttle':
    'Σιδηροδρομική μεταφορά {{from}} → {{to}}: {{duration}} (επιβίβαση {{boarding}}), όχι οδήγηση',
  'planner.breaks.rail_shuttle': 'Σιδηροδρομική μεταφορά {{from}} → {{to}}',
};
