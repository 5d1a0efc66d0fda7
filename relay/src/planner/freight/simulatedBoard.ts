import {
  createRandom,
  FREIGHT_BODY_SIZES,
  FREIGHT_VEHICLE_TYPES,
  type Resource,
} from '@fleetdeck/shared';
import { distanceM, type RoadGraph } from '@fleetdeck/shared/roads';
import { insideRing } from '../resources/embeddedResources.js';
import type {
  FreightBoard,
  FreightBoardId,
  FreightLogin,
  FreightQuery,
  LoadOffer,
  SavedFreightSearch,
} from './freightBoard.js';

/** The simulated exchanges' one account (documented with the demo accounts). */
export const SIMULATED_FREIGHT_ACCOUNT = { username: 'fleetdeck', password: 'fleetdeck' };
const OFFERS = 1500;
const SHIPPERS = [
  'Logistica Padana S.p.A.',
  'Trasporti Adriatici S.r.l.',
  'Spedizioni Tirreno S.r.l.',
  'Alpen Cargo GmbH',
  'Transports Rhône-Alpes SAS',
  'Interporto Servizi S.r.l.',
  'Frigo Sud Trasporti',
  'Cargo Slovenija d.o.o.',
];
const GOODS = [
  'Pallet di piastrelle',
  'Bobine di acciaio',
  'Prodotti alimentari a temperatura controllata',
  'Macchinari industriali',
  'Carta in bobine',
  'Bevande in pallet',
  'Materiale edile',
  'Componenti auto',
  'Mobili imballati',
  'Fertilizzanti in sacchi',
];
type Offer = Omit<LoadOffer, 'distance'>;

/** Towns weighted by population: freight starts and ends where people and firms are. */
function townPicker(g: RoadGraph) {
  const towns = Array.from({ length: g.nodeCount }, (_, n) => n).filter(
    (n) => g.component[n] === g.mainComponent,
  );
  const weights = towns.map((n) => Math.sqrt(g.nodePop[n] ?? 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return (random: () => number): number => {
    let r = random() * total;
    for (let i = 0; i < towns.length; i++)
      if ((r -= weights[i] as number) <= 0) return towns[i] as number;
    return towns[towns.length - 1] as number;
  };
}

/** Offers between towns of the network, the same on every start for the same exchange. */
export function generateOffers(g: RoadGraph, board: FreightBoardId, count = OFFERS): Offer[] {
  const random = createRandom(board === 'borsa' ? 17 : 29);
  const pickTown = townPicker(g);
  const place = (n: number) => ({
    city: g.names[n] ?? '',
    zip: null,
    country: g.countries[g.nodeCountry[n] as number] ?? null,
  });
  const offers: Offer[] = [];
  const epoch = Date.UTC(2026, 0, 5);
  while (offers.length < count) {
    const from = pickTown(random);
    const to = pickTown(random);
    const km =
      distanceM(
        g.nodeLat[from] as number,
        g.nodeLng[from] as number,
        g.nodeLat[to] as number,
        g.nodeLng[to] as number,
      ) / 1000;
    if (from === to || km < 80) continue;
    const i = offers.length;
    const offerId = `${board === 'borsa' ? 'BC' : 'TC'}-${String(100_000 + i)}`;
    const vehicleType = FREIGHT_VEHICLE_TYPES[
      Math.floor(random() * FREIGHT_VEHICLE_TYPES.length)
    ] as string;
    const bodyType = FREIGHT_BODY_SIZES[Math.floor(random() * FREIGHT_BODY_SIZES.length)] as string;
    const goods = GOODS[Math.floor(random() * GOODS.length)] as string;
    // Pick-up within a few kilometres of the town centre (an industrial area, a depot).
    const lat = (g.nodeLat[from] as number) + (random() - 0.5) * 0.06;
    const lng = (g.nodeLng[from] as number) + (random() - 0.5) * 0.08;
    const reference: Extract<Resource, { type: FreightBoardId }>['reference'] = {
      offerId,
      pickUp: place(from),
      delivery: place(to),
      company: { name: SHIPPERS[Math.floor(random() * SHIPPERS.length)] ?? null },
      freightDescription: goods,
      freightType: bodyType,
      links: [],
      services: [],
    };
    offers.push({
      id: offerId,
      type: board,
      name: `${place(from).city} → ${place(to).city}`,
      coordinate: { x: Number(lng.toFixed(6)), y: Number(lat.toFixed(6)) },
      reference,
      weightKg: 1000 * (1 + Math.floor(random() * 24)),
      vehicleType,
      bodyType,
      pickUpDate: new Date(epoch + Math.floor(random() * 28) * 86_400_000)
        .toISOString()
        .slice(0, 10),
    });
  }
  return offers;
}

/** A simulated exchange in the relay: generated offers, one account, two saved searches. */
export class SimulatedFreightBoard implements FreightBoard {
  readonly sample = true;
  private offers?: Offer[];

  constructor(
    readonly id: FreightBoardId,
    private readonly graph: () => RoadGraph,
  ) {}

  login(username: string, password: string): Promise<FreightLogin> {
    const ok =
      username === SIMULATED_FREIGHT_ACCOUNT.username &&
      password === SIMULATED_FREIGHT_ACCOUNT.password;
    return Promise.resolve(
      ok ? { ok: true } : { ok: false, message: 'Wrong username or password' },
    );
  }

  search(query: FreightQuery): Promise<{ content: LoadOffer[]; items: number }> {
    this.offers ??= generateOffers(this.graph(), this.id);
    const found = this.offers
      .map((o) => ({
        ...o,
        distance: Math.round(distanceM(query.lat, query.lng, o.coordinate.y, o.coordinate.x)),
      }))
      .filter((o) =>
        query.ring
          ? insideRing(query.ring, o.coordinate.x, o.coordinate.y)
          : o.distance <= query.radiusKm * 1000,
      )
      .filter((o) => !query.vehicleType || o.vehicleType === query.vehicleType)
      .filter((o) => !query.deliveryNation || o.reference.delivery.country === query.deliveryNation)
      .sort((a, b) => a.distance - b.distance || String(a.id).localeCompare(String(b.id)));
    const start = query.page * query.perPage;
    return Promise.resolve({
      content: found.slice(start, start + query.perPage),
      items: found.length,
    });
  }

  savedSearches(): Promise<SavedFreightSearch[]> {
    return Promise.resolve([
      { id: `${this.id}-1`, name: 'Verona 50 km', lat: 45.4384, lng: 10.9916, radiusKm: 50 },
      { id: `${this.id}-2`, name: 'Bari 30 km', lat: 41.1171, lng: 16.8719, radiusKm: 30 },
    ]);
  }
}
