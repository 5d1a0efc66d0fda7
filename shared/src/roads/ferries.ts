import { CHANNEL_AND_CORSICA_LINES } from './channelAndCorsica.js';
import type { Corridor } from './corridors.js';
import { distanceM, ringContains } from './geo.js';

/** What carries the truck: a ship, or a train through a tunnel (Le Shuttle Freight). */
export const FERRY_KINDS = ['ferry', 'rail_shuttle'] as const;
export type FerryKind = (typeof FERRY_KINDS)[number];

/**
 * A ferry line of the network: a leg that is not driven. `crossingMin` is the operator's typical
 * published sailing time, `boardingMin` the time from the check-in's close to the sailing (the
 * truck queues and drives on board); both are in the route's time, neither is driving time.
 * Sources are named in docs/domain.md.
 */
export interface FerryLine {
  /** The line as the driver reads it, e.g. "Napoli – Palermo". */
  name: string;
  from: string;
  to: string;
  operators: string;
  crossingMin: number;
  boardingMin: number;
  /** Drivers' cabins on board: a daily rest may be taken there (Art. 9 of Reg. 561/2006). */
  cabins: boolean;
  /** `rail_shuttle`: the truck rides a train, not a ship (the Channel Tunnel); absent, a ship. */
  kind?: FerryKind;
  /** [lng, lat] points at sea between the ports, so the drawn line keeps off the land. */
  via: [number, number][];
}

const OTRANTO: [number, number][] = [
  [19.2, 40.1],
  [19.85, 39.83],
  [20.05, 39.65],
  [20.15, 39.52],
];
const IONIAN_TO_PATRAS: [number, number][] = [
  [20.05, 39.45],
  [20.35, 39.0],
  [20.5, 38.75],
  [20.85, 38.42],
  [21.2, 38.3],
  [21.6, 38.27],
];

export const FERRY_LINES: FerryLine[] = [
  {
    name: 'Villa San Giovanni – Messina',
    from: 'Villa San Giovanni/IT',
    to: 'Messina/IT',
    operators: 'Caronte & Tourist',
    crossingMin: 20,
    boardingMin: 20,
    cabins: false,
    via: [[15.6, 38.21]],
  },
  {
    name: 'Livorno – Olbia',
    from: 'Livorno/IT',
    to: 'Olbia/IT',
    operators: 'Moby, Tirrenia, GNV',
    crossingMin: 420,
    boardingMin: 60,
    cabins: true,
    via: [
      [10.1, 43.3],
      [9.95, 42.6],
      [9.8, 41.6],
      [9.65, 41.0],
    ],
  },
  {
    name: 'Civitavecchia – Olbia',
    from: 'Civitavecchia/IT',
    to: 'Olbia/IT',
    operators: 'Tirrenia, GNV, Grimaldi',
    crossingMin: 360,
    boardingMin: 60,
    cabins: true,
    via: [
      [11.6, 41.95],
      [10.5, 41.4],
      [9.7, 41.0],
    ],
  },
  {
    name: 'Genova – Olbia',
    from: 'Genoa/IT',
    to: 'Olbia/IT',
    operators: 'Tirrenia, GNV, Moby',
    crossingMin: 600,
    boardingMin: 60,
    cabins: true,
    via: [
      [9.2, 44.0],
      [9.65, 43.1],
      [9.8, 42.2],
      [9.8, 41.3],
      [9.65, 41.0],
    ],
  },
  {
    name: 'Genova – Porto Torres',
    from: 'Genoa/IT',
    to: 'Porto Torres/IT',
    operators: 'Tirrenia, GNV',
    crossingMin: 660,
    boardingMin: 60,
    cabins: true,
    via: [
      [8.8, 44.0],
      [8.2, 43.0],
      [8.2, 41.35],
      [8.5, 41.0],
    ],
  },
  {
    name: 'Civitavecchia – Cagliari',
    from: 'Civitavecchia/IT',
    to: 'Cagliari/IT',
    operators: 'Tirrenia',
    crossingMin: 840,
    boardingMin: 60,
    cabins: true,
    via: [
      [11.5, 41.6],
      [10.2, 40.0],
      [9.85, 39.4],
      [9.6, 39.0],
      [9.25, 39.1],
    ],
  },
  {
    name: 'Napoli – Palermo',
    from: 'Naples/IT',
    to: 'Palermo/IT',
    operators: 'Tirrenia, GNV',
    crossingMin: 630,
    boardingMin: 60,
    cabins: true,
    via: [
      [14.1, 40.62],
      [13.6, 38.6],
    ],
  },
  {
    name: 'Napoli – Catania',
    from: 'Naples/IT',
    to: 'Catania/IT',
    operators: 'TTT Lines',
    crossingMin: 660,
    boardingMin: 60,
    cabins: true,
    via: [
      [14.1, 40.62],
      [15.45, 38.6],
      [15.6, 38.25],
      [15.58, 38.05],
      [15.35, 37.6],
    ],
  },
  {
    name: 'Ancona – Igoumenitsa',
    from: 'Ancona/IT',
    to: 'Igoumenítsa/GR',
    operators: 'Minoan Lines, Superfast, Anek',
    crossingMin: 960,
    boardingMin: 60,
    cabins: true,
    via: [[13.8, 43.5], [16.8, 42.2], [18.8, 40.6], ...OTRANTO],
  },
  {
    name: 'Ancona – Patras',
    from: 'Ancona/IT',
    to: 'Pátra/GR',
    operators: 'Minoan Lines, Superfast, Anek',
    crossingMin: 1320,
    boardingMin: 60,
    cabins: true,
    via: [[13.8, 43.5], [16.8, 42.2], [18.8, 40.6], ...OTRANTO, ...IONIAN_TO_PATRAS],
  },
  {
    name: 'Bari – Igoumenitsa',
    from: 'Bari/IT',
    to: 'Igoumenítsa/GR',
    operators: 'Superfast',
    crossingMin: 570,
    boardingMin: 60,
    cabins: true,
    via: [[17.3, 41.2], [18.7, 40.5], ...OTRANTO],
  },
  {
    name: 'Bari – Patras',
    from: 'Bari/IT',
    to: 'Pátra/GR',
    operators: 'Superfast',
    crossingMin: 960,
    boardingMin: 60,
    cabins: true,
    via: [[17.3, 41.2], [18.7, 40.5], ...OTRANTO, ...IONIAN_TO_PATRAS],
  },
  {
    name: 'Brindisi – Igoumenitsa',
    from: 'Brindisi/IT',
    to: 'Igoumenítsa/GR',
    operators: 'Grimaldi',
    crossingMin: 480,
    boardingMin: 60,
    cabins: true,
    via: [[18.1, 40.7], ...OTRANTO],
  },
  ...CHANNEL_AND_CORSICA_LINES,
];

/**
 * The roads from the Greek ports that the network did not reach: Igoumenitsa to Ioannina (A2
 * Egnatia), Ioannina to Patras over the Rio-Antirrio bridge (A5 Ionia Odos), Patras to Athens
 * (A8). Only what connects the ports; Greece has no regional roads in the network.
 */
export const PORT_ROADS: Corridor[] = [
  {
    ref: 'A2 Egnatia',
    roadClass: 'motorway',
    toll: true,
    towns: ['Igoumenítsa/GR', 'Ioánnina/GR'],
  },
  {
    ref: 'A5 Ionia Odos',
    roadClass: 'motorway',
    toll: true,
    towns: ['Ioánnina/GR', 'Árta/GR', 'Agrínio/GR', 'Pátra/GR'],
  },
  {
    ref: 'A8',
    roadClass: 'motorway',
    toll: true,
    towns: ['Pátra/GR', 'Aígio/GR', 'Kórinthos/GR', 'Athens/GR'],
  },
];

/**
 * Islands as coarse outlines ([lng, lat] rings): a regional road never joins a town on one to a
 * town off it (the sea lies between; the ferries do). Sicily's ring runs down the middle of the
 * Strait of Messina, leaving Messina in and Villa San Giovanni and Reggio Calabria out; Great
 * Britain's down the middle of the Strait of Dover (Calais and Dover are 43 km apart, within a
 * regional road's reach), leaving Dover and Folkestone in and Calais and Coquelles out.
 */
export const ISLANDS: { name: string; ring: [number, number][] }[] = [
  {
    name: 'Sicily',
    ring: [
      [15.58, 38.35],
      [15.6, 38.22],
      [15.58, 38.12],
      [15.35, 37.8],
      [15.4, 37.0],
      [15.1, 36.55],
      [14.3, 36.6],
      [12.3, 37.5],
      [12.3, 38.3],
      [13.3, 38.3],
      [14.8, 38.3],
      [15.25, 38.35],
    ],
  },
  {
    name: 'Sardinia',
    ring: [
      [7.9, 38.7],
      [10.0, 38.7],
      [10.0, 41.33],
      [7.9, 41.33],
    ],
  },
  {
    name: 'Great Britain',
    ring: [
      [-6.5, 49.8],
      [0.9, 50.7],
      [1.6, 51.05],
      [1.9, 51.4],
      [1.9, 59.0],
      [-8.0, 59.0],
      [-8.0, 49.8],
    ],
  },
  {
    name: 'Corsica',
    ring: [
      [8.4, 41.33],
      [9.7, 41.33],
      [9.7, 43.1],
      [8.4, 43.1],
    ],
  },
];

/** The island a point lies on, or '' on the mainland. */
export function islandOf(lat: number, lng: number): string {
  return ISLANDS.find((i) => ringContains(i.ring, lng, lat))?.name ?? '';
}

/** The drawn line of a crossing: the ports and the sea points between, every ~1 km. */
export function seaLine(points: readonly [number, number][]): {
  lat: number[];
  lng: number[];
  dist: number[];
} {
  const out = { lat: [] as number[], lng: [] as number[], dist: [] as number[] };
  let metres = 0;
  points.forEach(([lng, lat], i) => {
    const prev = points[i - 1];
    if (!prev) {
      out.lat.push(lat);
      out.lng.push(lng);
      out.dist.push(0);
      return;
    }
    const d = distanceM(prev[1], prev[0], lat, lng);
    const steps = Math.max(1, Math.ceil(d / 1000));
    for (let s = 1; s <= steps; s++) {
      const f = s / steps;
      out.lat.push(prev[1] + (lat - prev[1]) * f);
      out.lng.push(prev[0] + (lng - prev[0]) * f);
      out.dist.push(metres + d * f);
    }
    metres += d;
  });
  return out;
}

/** The line a ferry edge's ref names (refs are the lines' names), if it is one. */
export function ferryLineNamed(ref: string): FerryLine | undefined {
  return FERRY_LINES.find((l) => l.name === ref);
}

/** What carries the truck on a line (a ship unless the line says otherwise, or is not known). */
export function ferryKindOf(line: FerryLine | undefined): FerryKind {
  return line?.kind ?? 'ferry';
}
