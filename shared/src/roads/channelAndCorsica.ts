import type { Corridor } from './corridors.js';
import type { FerryLine } from './ferries.js';

/**
 * The road to the Channel and the roads of Corsica (issue 45). The network stopped at Lyon; the
 * motorways north to the Channel ports and, across it, Dover and Folkestone to London make a
 * Milano -> London route possible. Refs carry a name where the number is taken by an Italian road
 * (a toll stretch finds its road by ref). Sources: docs/domain.md, "Ferries".
 */
export const CHANNEL_CORRIDORS: Corridor[] = [
  {
    ref: 'A6 Autoroute du Soleil',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Lyon/FR',
      'Villefranche-sur-Saône/FR',
      'Mâcon/FR',
      'Tournus/FR',
      'Chalon-sur-Saône/FR',
      'Beaune/FR',
      'Avallon/FR',
      'Auxerre/FR',
      'Nemours/FR',
      'Fontainebleau/FR',
      'Évry/FR',
      'Paris/FR',
    ],
  },
  {
    ref: 'A1 Autoroute du Nord',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Paris/FR',
      'Saint-Denis/FR',
      'Roissy-en-France/FR',
      'Senlis/FR',
      'Roye/FR',
      'Péronne/FR',
      'Arras/FR',
      'Lille/FR',
    ],
  },
  {
    ref: 'A26 Autoroute des Anglais',
    roadClass: 'motorway',
    toll: true,
    towns: ['Arras/FR', 'Béthune/FR', 'Saint-Omer/FR', 'Calais/FR'],
  },
  {
    // The A16 along the coast is toll-free north of Boulogne; Coquelles is the tunnel terminal.
    ref: 'A16 Côte d’Opale',
    roadClass: 'motorway',
    toll: false,
    towns: ['Coquelles/FR', 'Calais/FR', 'Gravelines/FR', 'Dunkerque/FR'],
  },
  {
    ref: 'A25',
    roadClass: 'motorway',
    toll: false,
    towns: ['Dunkerque/FR', 'Steenvoorde/FR', 'Bailleul/FR', 'Armentières/FR', 'Lille/FR'],
  },
  {
    // The A20 from Dover's Eastern Docks joins the M20 at Folkestone (the shuttle's terminal).
    ref: 'A20/M20',
    roadClass: 'motorway',
    toll: false,
    towns: ['Dover/GB', 'Folkestone/GB', 'Ashford/GB', 'Maidstone/GB', 'Swanley/GB', 'London/GB'],
  },
  {
    ref: 'A2/M2',
    roadClass: 'motorway',
    toll: false,
    towns: [
      'Dover/GB',
      'Canterbury/GB',
      'Sittingbourne/GB',
      'Chatham/GB',
      'Dartford/GB',
      'London/GB',
    ],
  },
];

/**
 * Corsica's routes territoriales (the former routes nationales, trunk roads without toll): T11
 * Bastia - Casamozza (Lucciana), T20 on by Ponte-Leccia (Morosaglia) and Corte to Ajaccio, T10
 * down the east coast to Porto-Vecchio, T30 from Ponte-Leccia to L'Île-Rousse and Calvi.
 */
export const CORSICA_ROADS: Corridor[] = [
  {
    ref: 'T11/T20',
    roadClass: 'trunk',
    toll: false,
    towns: [
      'Bastia/FR',
      'Furiani/FR',
      'Biguglia/FR',
      'Lucciana/FR',
      'Morosaglia/FR',
      'Corte/FR',
      'Ajaccio/FR',
    ],
  },
  {
    ref: 'T10',
    roadClass: 'trunk',
    toll: false,
    towns: ['Lucciana/FR', 'Aléria/FR', 'Ghisonaccia/FR', 'Sari-Solenzara/FR', 'Porto-Vecchio/FR'],
  },
  {
    ref: 'T30',
    roadClass: 'trunk',
    toll: false,
    towns: ['Morosaglia/FR', "L'Île-Rousse/FR", 'Calvi/FR'],
  },
];

/** Round Cap Corse to Bastia's port on the island's east side. */
const CAP_CORSE: [number, number][] = [
  [9.6, 43.05],
  [9.55, 42.72],
];

/**
 * The Channel's crossings and Corsica's lines. Le Shuttle Freight is a train through the tunnel,
 * not a ship, but a leg of the same kind (the truck is carried, the driver does not drive, the
 * tachograph's "ferry/train crossing" applies); its `kind` says it is a rail shuttle (the result
 * and the exports name it so, not "ferry"), its `via` follows the tunnel. Drivers ride in a club car with seats, not a couchette: no cabins, so no
 * daily rest on board under Art. 9, as on the short ferries (a drivers' lounge, no cabins).
 */
export const CHANNEL_AND_CORSICA_LINES: FerryLine[] = [
  {
    name: 'Le Shuttle Freight (rail, Channel Tunnel) Coquelles – Folkestone',
    from: 'Coquelles/FR',
    to: 'Folkestone/GB',
    operators: 'Eurotunnel (Getlink)',
    crossingMin: 35,
    boardingMin: 60,
    cabins: false,
    kind: 'rail_shuttle',
    via: [
      [1.6, 50.98],
      [1.3, 51.05],
    ],
  },
  {
    name: 'Calais – Dover',
    from: 'Calais/FR',
    to: 'Dover/GB',
    operators: 'P&O Ferries, DFDS, Irish Ferries',
    crossingMin: 90,
    boardingMin: 45,
    cabins: false,
    via: [
      [1.8, 51.0],
      [1.4, 51.1],
    ],
  },
  {
    name: 'Dunkerque – Dover',
    from: 'Dunkerque/FR',
    to: 'Dover/GB',
    operators: 'DFDS',
    crossingMin: 120,
    boardingMin: 45,
    cabins: false,
    via: [
      [2.35, 51.08],
      [1.9, 51.1],
      [1.4, 51.1],
    ],
  },
  {
    name: 'Livorno – Bastia',
    from: 'Livorno/IT',
    to: 'Bastia/FR',
    operators: 'Corsica Ferries, Moby',
    crossingMin: 240,
    boardingMin: 60,
    cabins: false,
    via: [
      [10.2, 43.35],
      [10.0, 42.95],
      [9.6, 42.72],
    ],
  },
  {
    name: 'Genova – Bastia',
    from: 'Genoa/IT',
    to: 'Bastia/FR',
    operators: 'Moby',
    crossingMin: 300,
    boardingMin: 60,
    cabins: true,
    via: [[8.95, 44.3], [9.4, 43.5], ...CAP_CORSE],
  },
  {
    name: 'Savona – Bastia',
    from: 'Savona/IT',
    to: 'Bastia/FR',
    operators: 'Corsica Ferries',
    crossingMin: 360,
    boardingMin: 60,
    cabins: true,
    via: [[8.5, 44.2], [9.3, 43.3], ...CAP_CORSE],
  },
  {
    name: 'Nice – Bastia',
    from: 'Nice/FR',
    to: 'Bastia/FR',
    operators: 'Corsica Ferries',
    crossingMin: 300,
    boardingMin: 60,
    cabins: false,
    via: [[7.3, 43.6], [9.25, 43.12], ...CAP_CORSE],
  },
  {
    name: 'Marseille – Bastia',
    from: 'Marseille/FR',
    to: 'Bastia/FR',
    operators: 'Corsica Linea, La Méridionale',
    crossingMin: 720,
    boardingMin: 60,
    cabins: true,
    via: [[5.3, 43.2], [9.25, 43.12], ...CAP_CORSE],
  },
  {
    name: 'Marseille – Ajaccio',
    from: 'Marseille/FR',
    to: 'Ajaccio/FR',
    operators: 'Corsica Linea, La Méridionale',
    crossingMin: 660,
    boardingMin: 60,
    cabins: true,
    via: [
      [5.3, 43.2],
      [8.55, 41.85],
    ],
  },
];
