import type { Truck } from '@fleetdeck/shared';
import { createRandom } from './random.js';
import { TOWNS } from './towns.js';

interface Leg {
  fromLat: number;
  fromLng: number;
  toLat: number;
  toLng: number;
  km: number;
  doneKm: number;
  cruiseKmh: number;
  /** Seconds left parked before the next leg starts (loading, unloading, breaks). */
  parkedS: number;
}

const EARTH_KM = 6371;
const toRad = (deg: number): number => (deg * Math.PI) / 180;

function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const dLat = toRad(bLat - aLat);
  const dLng = toRad(bLng - aLng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(aLat)) * Math.cos(toRad(bLat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

function bearing(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const y = Math.sin(toRad(bLng - aLng)) * Math.cos(toRad(bLat));
  const x =
    Math.cos(toRad(aLat)) * Math.sin(toRad(bLat)) -
    Math.sin(toRad(aLat)) * Math.cos(toRad(bLat)) * Math.cos(toRad(bLng - aLng));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

/**
 * The first upstream: trucks driving straight legs between towns of northern Italy, parking between
 * legs. Deterministic from the seed and the simulated clock, so tests can compare runs.
 */
export class FleetSimulator {
  private readonly random: () => number;
  private readonly trucks: Truck[] = [];
  private readonly legs: Leg[] = [];
  private clockMs: number;

  constructor(count: number, seed: number, startMs = Date.now()) {
    this.random = createRandom(seed);
    this.clockMs = startMs;
    for (let i = 0; i < count; i++) this.addTruck(i + 1);
  }

  /** Advances the simulated clock by `seconds` and moves every truck. */
  step(seconds: number): void {
    this.clockMs += seconds * 1000;
    const date = new Date(this.clockMs).toISOString();
    this.trucks.forEach((truck, i) => {
      const leg = this.legs[i];
      if (!leg || !truck.lastpoint) return;
      if (leg.parkedS > 0) {
        leg.parkedS -= seconds;
        if (leg.parkedS <= 0) this.startLeg(leg, leg.toLat, leg.toLng);
        if (truck.lastpoint.speed !== 0)
          truck.lastpoint = { ...truck.lastpoint, speed: 0, ignition: 0, date };
        return;
      }
      const speed = Math.max(5, leg.cruiseKmh + (this.random() - 0.5) * 12);
      leg.doneKm = Math.min(leg.km, leg.doneKm + (speed * seconds) / 3600);
      const f = leg.km === 0 ? 1 : leg.doneKm / leg.km;
      const lat = leg.fromLat + (leg.toLat - leg.fromLat) * f;
      const lng = leg.fromLng + (leg.toLng - leg.fromLng) * f;
      const arrived = leg.doneKm >= leg.km;
      if (arrived) leg.parkedS = 600 + this.random() * 3600;
      truck.lastpoint = {
        lat: round6(lat),
        lng: round6(lng),
        heading: Math.round(bearing(leg.fromLat, leg.fromLng, leg.toLat, leg.toLng)),
        speed: arrived ? 0 : Math.round(speed),
        date,
        ignition: arrived ? 0 : 1,
      };
    });
  }

  /** The upstream answer: copies, so callers cannot reach into the simulation. */
  list(): Truck[] {
    return this.trucks.map((t) => ({ ...t, lastpoint: t.lastpoint ? { ...t.lastpoint } : null }));
  }

  get now(): number {
    return this.clockMs;
  }

  private addTruck(id: number): void {
    const town = this.pickTown();
    const lat = town[1] + (this.random() - 0.5) * 0.2;
    const lng = town[2] + (this.random() - 0.5) * 0.2;
    const leg: Leg = {
      fromLat: lat,
      fromLng: lng,
      toLat: lat,
      toLng: lng,
      km: 0,
      doneKm: 0,
      cruiseKmh: 80,
      parkedS: 0,
    };
    this.startLeg(leg, lat, lng);
    // Spread the fleet over its journeys so the map does not start with every truck in a town.
    leg.doneKm = leg.km * this.random();
    this.legs.push(leg);
    this.trucks.push({
      id,
      plate: this.plate(),
      type: id % 7 === 0 ? 3 : 1,
      lastpoint: {
        lat,
        lng,
        heading: 0,
        speed: 0,
        date: new Date(this.clockMs).toISOString(),
        ignition: 0,
      },
    });
  }

  private startLeg(leg: Leg, fromLat: number, fromLng: number): void {
    const to = this.pickTown();
    leg.fromLat = fromLat;
    leg.fromLng = fromLng;
    leg.toLat = to[1] + (this.random() - 0.5) * 0.1;
    leg.toLng = to[2] + (this.random() - 0.5) * 0.1;
    leg.km = distanceKm(fromLat, fromLng, leg.toLat, leg.toLng);
    leg.doneKm = 0;
    leg.cruiseKmh = 70 + this.random() * 20;
    leg.parkedS = 0;
  }

  private pickTown(): (typeof TOWNS)[number] {
    const town = TOWNS[Math.floor(this.random() * TOWNS.length)];
    if (!town) throw new Error('no towns');
    return town;
  }

  private plate(): string {
    const letter = (): string =>
      PLATE_LETTERS[Math.floor(this.random() * PLATE_LETTERS.length)] ?? 'A';
    const digits = String(Math.floor(this.random() * 1000)).padStart(3, '0');
    return `${letter()}${letter()}${digits}${letter()}${letter()}`;
  }
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
