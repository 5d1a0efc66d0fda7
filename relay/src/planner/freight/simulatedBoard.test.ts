import { describe, expect, it } from 'vitest';
import {
  DELIVERY_NATIONS,
  FREIGHT_VEHICLE_TYPES,
  loadOfferReferenceSchema,
} from '@fleetdeck/shared';
import { distanceM } from '@fleetdeck/shared/roads';
import { roadGraph } from '../../roads/buildRoads.js';
import {
  generateOffers,
  SimulatedFreightBoard,
  SIMULATED_FREIGHT_ACCOUNT,
} from './simulatedBoard.js';

const graph = roadGraph(process.env.DATA_DIR ?? './data');
const VERONA = { lat: 45.4384, lng: 10.9916 };
const board = new SimulatedFreightBoard('borsa', () => graph);
const query = { ...VERONA, radiusKm: 60, page: 0, perPage: 10 };

describe('the simulated freight exchange', () => {
  it('generates the same offers every time, different per exchange, between towns of the network', () => {
    const offers = generateOffers(graph, 'borsa', 300);
    expect(generateOffers(graph, 'borsa', 300)).toEqual(offers);
    expect(generateOffers(graph, 'borsa-timocom', 300)).not.toEqual(offers);
    const towns = new Set(graph.names);
    for (const o of offers) {
      loadOfferReferenceSchema.parse(o.reference);
      expect(towns.has(o.reference.pickUp.city ?? '')).toBe(true);
      expect(towns.has(o.reference.delivery.city ?? '')).toBe(true);
      expect(o.reference.pickUp.city).not.toBe(o.reference.delivery.city);
      expect(FREIGHT_VEHICLE_TYPES).toContain(o.vehicleType);
      expect(o.weightKg).toBeGreaterThanOrEqual(1000);
      expect(o.weightKg).toBeLessThanOrEqual(24_000);
    }
  });

  it('signs in only the simulated account', async () => {
    const { username, password } = SIMULATED_FREIGHT_ACCOUNT;
    expect(await board.login(username, password)).toEqual({ ok: true });
    expect(await board.login(username, `${password}x`)).toEqual({
      ok: false,
      message: 'Wrong username or password',
    });
  });

  it('finds offers picked up within the radius, nearest first, ten a page', async () => {
    const first = await board.search(query);
    const all = await board.search({ ...query, perPage: 10_000 });
    expect(first.content).toHaveLength(10);
    expect(first.items).toBe(all.content.length);
    for (const o of all.content)
      expect(distanceM(VERONA.lat, VERONA.lng, o.coordinate.y, o.coordinate.x)).toBeLessThanOrEqual(
        60_000,
      );
    const distances = all.content.map((o) => o.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const second = await board.search({ ...query, page: 1 });
    expect(second.content.map((o) => o.id)).toEqual(all.content.slice(10, 20).map((o) => o.id));
  });

  it('filters by vehicle type, delivery nation and reachable area', async () => {
    const trailers = await board.search({
      ...query,
      radiusKm: 200,
      perPage: 10_000,
      vehicleType: 'trailer',
    });
    expect(trailers.items).toBeGreaterThan(0);
    for (const o of trailers.content) expect(o.vehicleType).toBe('trailer');
    for (const nation of DELIVERY_NATIONS.filter((n) => n !== 'ES' && n !== 'GB')) {
      const to = await board.search({
        ...query,
        radiusKm: 300,
        perPage: 10_000,
        deliveryNation: nation,
      });
      for (const o of to.content) expect(o.reference.delivery.country).toBe(nation);
    }
    const ring: [number, number][] = [
      [10.8, 45.3],
      [11.2, 45.3],
      [11.2, 45.6],
      [10.8, 45.6],
    ];
    const inside = await board.search({ ...query, ring, perPage: 10_000 });
    expect(inside.items).toBeGreaterThan(0);
    for (const o of inside.content) {
      expect(o.coordinate.x).toBeGreaterThan(10.8);
      expect(o.coordinate.x).toBeLessThan(11.2);
    }
  });
});
