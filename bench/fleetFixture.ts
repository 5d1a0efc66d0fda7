// A synthetic fleet for the live-path benchmarks: trucks shaped like the upstream's (spec part 1,
// section 3: details with companies, a rich lastpoint), and a tick that moves a given share of them.

import { createRandom, type UpstreamTruck } from '@fleetdeck/sim';

type UpstreamLastPoint = NonNullable<UpstreamTruck['lastpoint']>;

/**
 * The upstream truck (the simulator's type) cut down to the fields the live path reads: ids instead
 * of the category's, tags' and drivers' objects, no telemetry. Its bytes per truck stay fixed so
 * figures compare across simulator changes.
 */
export type BenchTruck = Pick<UpstreamTruck, 'id' | 'plate' | 'type'> & {
  category: Pick<UpstreamTruck['category'], 'id'>;
  details: Pick<UpstreamTruck['details'], 'custom_id' | 'company' | 'profile_id'> & {
    secondary_company?: number;
  };
  tags: number[];
  lastpoint: Pick<
    UpstreamLastPoint,
    | 'lat'
    | 'lng'
    | 'date'
    | 'updated_at'
    | 'speed'
    | 'tacho_speed'
    | 'heading'
    | 'altitude'
    | 'rpm_engine'
    | 'ignition'
    | 'odometer'
    | 'daily_distance'
  > & {
    fuel_level: number;
    activity: number;
    driver: { id: number };
    codriver: { id: number } | null;
  };
};

export const BENCH_COMPANIES = 20;

export function makeFleet(count: number, seed = 7): BenchTruck[] {
  const rnd = createRandom(seed);
  const date = new Date(Date.UTC(2026, 10, 22, 8)).toISOString();
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    plate: `AB${String(i).padStart(5, '0')}`,
    type: i % 7 === 0 ? 3 : 1,
    category: { id: 1 + (i % 4) },
    details: {
      custom_id: `T-${i + 1}`,
      company: 1 + (i % BENCH_COMPANIES),
      ...(i % 10 === 0 ? { secondary_company: 1 + ((i + 3) % BENCH_COMPANIES) } : {}),
      profile_id: 1 + (i % 5),
    },
    tags: i % 3 === 0 ? [7] : [],
    lastpoint: {
      lat: Math.round((44 + rnd() * 3) * 1e6) / 1e6,
      lng: Math.round((7 + rnd() * 6) * 1e6) / 1e6,
      date,
      updated_at: date,
      speed: Math.round(rnd() * 90),
      tacho_speed: Math.round(rnd() * 90),
      heading: Math.round(rnd() * 359),
      altitude: Math.round(rnd() * 800),
      rpm_engine: 1200,
      ignition: 1,
      fuel_level: Math.round(rnd() * 100),
      odometer: Math.round(100_000 + rnd() * 500_000),
      daily_distance: Math.round(rnd() * 600),
      activity: 3,
      driver: { id: 1000 + i },
      codriver: i % 9 === 0 ? { id: 5000 + i } : null,
    },
  }));
}

/**
 * The next upstream answer: a new list where `share` of the trucks moved. Every truck is a new
 * object (as after parsing an answer) unless `copyUnmoved` is false: then unmoved trucks are the
 * same objects, which is enough for an upstream that serialises the list anyway.
 */
export function tick(
  fleet: readonly BenchTruck[],
  share: number,
  second: number,
  seed = second,
  copyUnmoved = true,
): BenchTruck[] {
  const rnd = createRandom(seed);
  const date = new Date(Date.UTC(2026, 10, 22, 8) + second * 1000).toISOString();
  return fleet.map((truck) => {
    if (rnd() >= share)
      return copyUnmoved
        ? { ...truck, details: { ...truck.details }, lastpoint: { ...truck.lastpoint } }
        : truck;
    const lp = truck.lastpoint;
    return {
      ...truck,
      details: { ...truck.details },
      lastpoint: {
        ...lp,
        lat: Math.round((lp.lat + (rnd() - 0.5) * 0.001) * 1e6) / 1e6,
        lng: Math.round((lp.lng + (rnd() - 0.5) * 0.001) * 1e6) / 1e6,
        date,
        updated_at: date,
        speed: Math.round(rnd() * 90),
        tacho_speed: Math.round(rnd() * 90),
        odometer: lp.odometer + 1,
        daily_distance: lp.daily_distance + 1,
      },
    };
  });
}
