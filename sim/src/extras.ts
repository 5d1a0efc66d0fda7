import { ROAD_CLASSES, type RoadGraph } from '@fleetdeck/shared/roads';
import type { FleetSimulator } from './fleetSimulator.js';
import { iso, noise } from './lastpoint.js';
import { PhaseKind, type Phase } from './model.js';
import { createRandom } from '@fleetdeck/shared';
import { newSample, phaseIndexAt, sampleAt } from './sample.js';

const TRAFFIC_KINDS = [
  { type_code: 'ACC', category: 'accidents', description: 'Incidente', alert: true },
  { type_code: 'WRK', category: 'works', description: 'Lavori in corso', alert: true },
  { type_code: 'QUE', category: 'traffic', description: 'Coda', alert: true },
  { type_code: 'SLW', category: 'traffic', description: 'Traffico rallentato', alert: true },
  { type_code: 'FOG', category: 'natural events', description: 'Nebbia', alert: false },
  { type_code: 'EVT', category: 'events', description: 'Manifestazione', alert: false },
  { type_code: 'SRV', category: 'services', description: 'Area di servizio chiusa', alert: false },
] as const;

export interface TrafficFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: {
    id: string;
    type_code: string;
    category: string;
    description: string;
    road_name: string;
    severity: number;
    speed: number;
    start_date: string;
    end_date: string;
  };
}

export interface Bbox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/**
 * Traffic events on motorways and trunk roads active at `nowS`: each hour seeds a handful of
 * events lasting one to four hours, so the set changes slowly and is the same for a given time.
 */
export function trafficFeatures(
  g: RoadGraph,
  seed: number,
  nowS: number,
  area?: Bbox,
): TrafficFeature[] {
  const roads: number[] = [];
  for (let e = 0; e < g.edgeCount; e++) {
    if (ROAD_CLASSES[g.edgeClass[e] as number] !== 'regional') roads.push(e);
  }
  const out: TrafficFeature[] = [];
  const hour = Math.floor(nowS / 3600);
  for (let h = hour - 4; h <= hour; h++) {
    const rng = createRandom((seed * 31 + h * 7919) >>> 0);
    for (let i = 0; i < 6; i++) {
      const edge = roads[Math.floor(rng() * roads.length)] as number;
      const kind = TRAFFIC_KINDS[Math.floor(rng() * TRAFFIC_KINDS.length)] ?? TRAFFIC_KINDS[0];
      const start = h * 3600 + Math.floor(rng() * 3600);
      const end = start + 3600 + Math.floor(rng() * 3 * 3600);
      const severity = 1 + Math.floor(rng() * 5);
      const lo = g.edgeGeom[edge] as number;
      const p = lo + Math.floor(rng() * ((g.edgeGeom[edge + 1] as number) - lo));
      const lat = Math.round((g.pointLat[p] as number) * 1e5) / 1e5;
      const lng = Math.round((g.pointLng[p] as number) * 1e5) / 1e5;
      if (nowS < start || nowS >= end) continue;
      if (
        area &&
        (lng < area.minLng || lng > area.maxLng || lat < area.minLat || lat > area.maxLat)
      )
        continue;
      out.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [lng, lat] },
        properties: {
          id: `${h}-${i}`,
          type_code: kind.type_code,
          category: kind.category,
          description: kind.description,
          road_name: g.refs[g.edgeRef[edge] as number] || 'SP',
          severity,
          speed:
            kind.category === 'traffic' || kind.type_code === 'ACC'
              ? 5 + Math.floor(rng() * 40)
              : 60,
          start_date: iso(start),
          end_date: iso(end),
        },
      });
    }
  }
  return out;
}

export const isTrafficAlert = (f: TrafficFeature): boolean =>
  TRAFFIC_KINDS.some((k) => k.type_code === f.properties.type_code && k.alert);

/** Truck events (engine on/off when a drive starts or ends, door open at loading) in [a, b]. */
export function truckEvents(sim: FleetSimulator, a: number, b: number) {
  const events: {
    id: number;
    event_type: 'door_open' | 'engine_on' | 'engine_off';
    position: { lat: number; lng: number };
    truck_id: number;
    date: string;
  }[] = [];
  const sample = newSample();
  for (const v of sim.fleet.vehicles) {
    if (!v.planner || v.deadAt !== null) continue;
    const phases = sim.phasesFor(v, b);
    for (let i = Math.max(1, phaseIndexAt(phases, a)); i < phases.length; i++) {
      const p = phases[i] as Phase;
      const prev = phases[i - 1] as Phase;
      if (p.t0 > b) break;
      if (p.t0 < a) continue;
      const drive = p.kind === PhaseKind.Drive;
      const wasDrive = prev.kind === PhaseKind.Drive;
      let type: 'door_open' | 'engine_on' | 'engine_off' | null = null;
      if (drive && !wasDrive) type = 'engine_on';
      else if (!drive && wasDrive) type = 'engine_off';
      else if (p.kind === PhaseKind.Load || p.kind === PhaseKind.Unload) type = 'door_open';
      if (!type) continue;
      const s = sampleAt(sim.graph, p, p.t0, sample);
      events.push({
        id: v.id * 1_000_000 + (Math.floor(p.t0) % 1_000_000),
        event_type: type,
        position: { lat: Math.round(s.lat * 1e6) / 1e6, lng: Math.round(s.lng * 1e6) / 1e6 },
        truck_id: v.id,
        date: iso(p.t0),
      });
    }
  }
  return events.sort((x, y) => x.date.localeCompare(y.date) || x.id - y.id);
}

/** Door and temperature probes on refrigerated trailers, as seen now. */
export function bluetoothDevices(sim: FleetSimulator) {
  const now = sim.now / 1000;
  const devices: Record<string, unknown>[] = [];
  for (const v of sim.fleet.vehicles) {
    if (!v.refrigerated) continue;
    const phases = sim.phasesFor(v, now);
    const phase = phases[phaseIndexAt(phases, now)];
    const loading = phase?.kind === PhaseKind.Load || phase?.kind === PhaseKind.Unload;
    const day = Math.floor(now / 86_400);
    const frozen = noise(v.id, 0, 7) < 0.5;
    const mac = (model: number): string =>
      ['c4', '7f', (v.id >> 8) & 255, v.id & 255, model, 0x1a]
        .map((x) => (typeof x === 'number' ? x.toString(16).padStart(2, '0') : x))
        .join(':');
    for (const model of [4, 5]) {
      const disconnected = noise(v.id, day, model) < 0.05;
      const battery = Math.round(
        noise(v.id, model, 3) < 0.1 ? 5 + noise(v.id, day, 9) * 14 : 45 + noise(v.id, day, 9) * 55,
      );
      devices.push({
        mac: mac(model),
        timestamp: iso(
          disconnected ? now - 3600 * (2 + noise(v.id, day, 5) * 30) : Math.floor(now / 60) * 60,
        ),
        model,
        type: 6,
        status: disconnected ? 0 : 1,
        battery_percentage: battery,
        vehicle: { plate: v.plate },
        ...(model === 5
          ? {
              temperature:
                Math.round(
                  ((frozen ? -20 : 3) +
                    (noise(v.id, Math.floor(now / 300), 11) - 0.5) * 2 +
                    (loading ? 4 : 0)) *
                    10,
                ) / 10,
            }
          : { door_open: loading }),
      });
    }
  }
  return devices;
}
