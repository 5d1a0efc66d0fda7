import type { Truck } from '@fleetdeck/shared';

/** A seeded fleet spread over northern Italy, and a tick that moves `share` of it. */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function makeTrucks(count: number, random: () => number, now: number): Truck[] {
  return Array.from({ length: count }, (_, i): Truck => ({
    id: i + 1,
    plate: `AB${String(i).padStart(5, '0')}`,
    details: { custom_id: `C-${i}`, ...(i % 7 === 0 ? { trailer_id: 100_000 + i } : {}) },
    lastpoint: {
      lat: 43 + random() * 4,
      lng: 7 + random() * 6,
      heading: Math.floor(random() * 360),
      speed: random() < 0.5 ? 0 : Math.round(random() * 90),
      ignition: random() < 0.7 ? 1 : 0,
      altitude: Math.round(random() * 800),
      activity: Math.floor(random() * 4),
      date: new Date(now - random() * 600_000).toISOString(),
      driver: { id: 2 + (i % 500), name: 'Mario', surname: `Rossi ${i}` },
      telemetry: { battery_level: random() < 0.05 ? 10 : 80 },
    },
  }));
}

export function tickTrucks(
  trucks: Truck[],
  share: number,
  random: () => number,
  now: number,
): Truck[] {
  const date = new Date(now).toISOString();
  return trucks.map((t) => {
    const lp = t.lastpoint;
    if (!lp || random() >= share) return t;
    return {
      ...t,
      lastpoint: {
        ...lp,
        lat: lp.lat + (random() - 0.5) * 0.002,
        lng: lp.lng + (random() - 0.5) * 0.002,
        heading: (lp.heading + 10) % 360,
        speed: Math.round(random() * 90),
        date,
      },
    };
  });
}
