import { distanceM, type RoadGraph } from '@fleetdeck/shared/roads';
import { FAULT_SLOTS, type Fault, type SimCompany, type SimDriver } from './model.js';
import { TruckPlanner } from './planner.js';
import { createRandom } from '@fleetdeck/shared';
import { TripRoutes } from './routes.js';

/** One master company with two slaves, and an unrelated company, each with its depots. */
export const COMPANIES: SimCompany[] = [
  { id: 1, business_name: 'Trasporti Padani S.p.A.', master: null, depots: ['Milan', 'Verona'] },
  {
    id: 2,
    business_name: 'Logistica Adriatica S.r.l.',
    master: 1,
    depots: ['Bologna', 'Ancona', 'Bari'],
  },
  { id: 3, business_name: 'Alpi Cargo S.r.l.', master: 1, depots: ['Trento', 'Turin', 'Bolzano'] },
  {
    id: 4,
    business_name: 'Autotrasporti Tirreno S.n.c.',
    master: null,
    depots: ['Livorno', 'Rome', 'Genoa', 'Naples'],
  },
];

export const CATEGORIES = {
  tractor: { id: 1, name: 'Trattore stradale', icon: 'tractor' },
  rigid: { id: 2, name: 'Motrice', icon: 'truck' },
  trailer: { id: 3, name: 'Semirimorchio', icon: 'trailer' },
  reefer: { id: 4, name: 'Semirimorchio frigo', icon: 'trailer-reefer' },
} as const;

const FIRST_NAMES = [
  'Marco',
  'Luca',
  'Giuseppe',
  'Andrea',
  'Francesco',
  'Alessandro',
  'Matteo',
  'Stefano',
  'Paolo',
  'Roberto',
  'Davide',
  'Simone',
  'Giovanni',
  'Antonio',
  'Fabio',
  'Massimo',
  'Daniele',
  'Claudio',
  'Sara',
  'Giulia',
  'Elena',
  'Chiara',
  'Ion',
  'Mihai',
  'Piotr',
  'Tomasz',
  'Jan',
  'Dragan',
  'Luis',
  'Karim',
];
const SURNAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Popescu',
  'Ionescu',
  'Nowak',
  'Kowalski',
  'Horvat',
  'Novak',
  'García',
  'Benali',
];
const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

export interface SimVehicle {
  id: number;
  plate: string;
  /** 1 tractor, 2 rigid truck, 3 trailer (no driver). */
  type: 1 | 2 | 3;
  category: (typeof CATEGORIES)[keyof typeof CATEGORIES];
  company: number;
  secondaryCompany: number | null;
  customId: string;
  profileId: number;
  /** Tractor: the trailer it pulls. Trailer: the tractor pulling it. */
  trailerId: number | null;
  towedBy: number | null;
  fault: Fault;
  driver: SimDriver | null;
  codriver: SimDriver | null;
  /** Trucks with an RFID reader identify the driver by badge too. */
  rfid: boolean;
  refrigerated: boolean;
  /** Offset of this tracker's report grid, seconds. */
  offset: number;
  /** Trackers that stopped reporting: the time of their last report. */
  deadAt: number | null;
  planner: TruckPlanner | null;
  /** Tracker digital outputs (dout_1 drives the door lock). */
  douts: {
    dout_1: { enable: boolean; value: boolean };
    dout_2: { enable: boolean; value: boolean };
  };
}

export interface Fleet {
  companies: SimCompany[];
  vehicles: SimVehicle[];
  drivers: SimDriver[];
  routes: TripRoutes;
}

/** The whole fleet, deterministic from the seed: vehicles, drivers, faults and plans. */
export function createFleet(
  count: number,
  seed: number,
  graph: RoadGraph,
  epochS: number,
  startS: number,
  infringingShare = 0,
): Fleet {
  const rng = createRandom(seed ^ 0x5eed);
  // A stream of its own, so the share never changes the rest of the fleet.
  const bending = createRandom(seed ^ 0xbad5eed);
  const depotNodes = new Map<number, number[]>();
  for (const c of COMPANIES) {
    depotNodes.set(
      c.id,
      c.depots.map((name) => {
        const node = graph.names.indexOf(name);
        if (node < 0) throw new Error(`simulator: depot town ${name} is not in the road graph`);
        return node;
      }),
    );
  }
  const routes = new TripRoutes(graph, new Set([...depotNodes.values()].flat()));
  const towns: number[] = [];
  for (let n = 0; n < graph.nodeCount; n++) {
    if (graph.component[n] === graph.mainComponent && (graph.nodePop[n] as number) >= 40_000)
      towns.push(n);
  }
  const customersCache = new Map<string, number[]>();
  const customersOf = (depot: number, maxKm: number): number[] => {
    const key = `${depot}:${maxKm}`;
    let list = customersCache.get(key);
    if (!list) {
      const dLat = graph.nodeLat[depot] as number;
      const dLng = graph.nodeLng[depot] as number;
      list = towns.filter((n) => {
        const d = distanceM(dLat, dLng, graph.nodeLat[n] as number, graph.nodeLng[n] as number);
        return n !== depot && d <= maxKm * 1000 && d >= 30_000;
      });
      customersCache.set(key, list);
    }
    return list;
  };

  const vehicles: SimVehicle[] = [];
  const drivers: SimDriver[] = [];
  let nextDriverId = 2;
  let motorIndex = 0;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
  const plate = (): string =>
    `${pick([...PLATE_LETTERS])}${pick([...PLATE_LETTERS])}${String(Math.floor(rng() * 1000)).padStart(3, '0')}${pick([...PLATE_LETTERS])}${pick([...PLATE_LETTERS])}`;
  const companyOf = (r: number): number => (r < 0.4 ? 1 : r < 0.6 ? 2 : r < 0.75 ? 3 : 4);
  const slotShift = Math.floor(rng() * 100);

  for (let id = 1; id <= count; id++) {
    // Every fifth vehicle is the trailer of the tractor before it.
    const previous = vehicles[vehicles.length - 1];
    if (id % 5 === 0 && previous?.type === 1) {
      const refrigerated = rng() < 0.4;
      previous.trailerId = id;
      vehicles.push({
        ...base(id, previous.company, 3),
        category: refrigerated ? CATEGORIES.reefer : CATEGORIES.trailer,
        towedBy: previous.id,
        refrigerated,
        // Trailer trackers run on their own battery, which some let run down.
        fault: rng() < 0.06 ? 'low_battery' : 'none',
      });
      continue;
    }
    const company = companyOf(rng());
    const type: 1 | 2 = rng() < 0.75 ? 1 : 2;
    const vehicle = base(id, company, type);
    const fault = FAULT_SLOTS[(motorIndex + slotShift) % 100] ?? 'none';
    motorIndex++;
    vehicle.fault = fault;
    const depots = depotNodes.get(company) ?? [];
    const depot = pick(depots);
    vehicle.driver = newDriver(company, id, 1, fault === 'no_card');
    if (type === 1 && rng() < 0.12) vehicle.codriver = newDriver(company, id, 2, false);
    vehicle.planner = new TruckPlanner(
      {
        id,
        seed: (seed * 2654435761 + id * 40503) >>> 0,
        depot,
        customers: customersOf(depot, type === 2 ? 220 : 950),
        hasTrailer: type === 1,
        tankL: type === 1 ? 680 : 300,
        litresPerKm: type === 1 ? 0.29 + rng() * 0.06 : 0.2 + rng() * 0.05,
        splitsBreaks: rng() < 0.3,
        drivesAtNight: type === 1 && rng() < 0.3,
        team: vehicle.codriver !== null,
        bendsRules: bending() < infringingShare,
      },
      routes,
      epochS,
    );
    if (fault === 'no_points')
      vehicle.deadAt = Math.floor(Math.max(epochS + 3600, startS - (25 + rng() * 30) * 3600));
    vehicles.push(vehicle);
  }
  return { companies: COMPANIES, vehicles, drivers, routes };

  function base(id: number, company: number, type: 1 | 2 | 3): SimVehicle {
    const secondary = company !== 1 && company !== 4 && rng() < 0.1 ? 1 : null;
    return {
      id,
      plate: plate(),
      type,
      category:
        type === 1 ? CATEGORIES.tractor : type === 2 ? CATEGORIES.rigid : CATEGORIES.trailer,
      company,
      secondaryCompany: secondary,
      customId: `${type === 3 ? 'S' : 'T'}${String(id).padStart(4, '0')}`,
      profileId: type === 2 ? 2 : 1,
      trailerId: null,
      towedBy: null,
      fault: 'none',
      driver: null,
      codriver: null,
      rfid: type !== 3 && rng() < 0.3,
      refrigerated: false,
      offset: Math.floor(rng() * 300),
      deadAt: null,
      planner: null,
      douts: {
        dout_1: { enable: type !== 3 && rng() < 0.5, value: rng() < 0.1 },
        dout_2: { enable: false, value: false },
      },
    };
  }

  function newDriver(
    company: number,
    vehicleId: number,
    position: 1 | 2,
    noCard: boolean,
  ): SimDriver {
    // A vehicle driven without a card reports the placeholder driver id 1.
    const id = noCard ? 1 : nextDriverId++;
    const year = 2027 + Math.floor(rng() * 5);
    const driver: SimDriver = {
      id,
      name: pick(FIRST_NAMES),
      surname: pick(SURNAMES),
      card: noCard
        ? ''
        : `I${String(100000000000000 + Math.floor(rng() * 899999999999999)).slice(0, 15)}`,
      card_expiration: `${year}-${String(1 + Math.floor(rng() * 12)).padStart(2, '0')}-28`,
      company,
      vehicleId,
      position,
    };
    if (!noCard) drivers.push(driver);
    return driver;
  }
}
