import { ROAD_CLASSES, type RoadGraph } from '@fleetdeck/shared/roads';
import type { FleetSimulator } from './fleetSimulator.js';
import { iso, noise } from './lastpoint.js';
import { PhaseKind, type Phase } from './model.js';
import { createRandom } from '@fleetdeck/shared';
import type { SimVehicle } from './fleet.js';
import { doorOpenAt, probeBattery, reeferTemperature, SET_POINT, silentSince } from './probes.js';
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
    const cls = ROAD_CLASSES[g.edgeClass[e] as number];
    if (cls === 'motorway' || cls === 'trunk') roads.push(e);
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

/** Whether a vehicle carries probes: reefers both, a quarter of the other trailers a door probe. */
export function probeModels(v: SimVehicle): readonly (4 | 5)[] {
  if (v.type !== 3) return [];
  if (v.refrigerated) return [4, 5];
  return noise(v.id, 0, 41) < 0.25 ? [4] : [];
}

type TruckEventType = 'door_open' | 'engine_on' | 'engine_off';

/**
 * Truck events in [a, b]: engine on and off when a drive starts or ends and door open at loading
 * and unloading, for motor vehicles; door open for the trailers with a door probe (their doors
 * open when their tractor loads or unloads).
 */
export function truckEvents(sim: FleetSimulator, a: number, b: number) {
  const events: {
    id: number;
    event_type: TruckEventType;
    position: { lat: number; lng: number };
    truck_id: number;
    date: string;
  }[] = [];
  const sample = newSample();
  for (const v of sim.fleet.vehicles) {
    const doorsOnly = v.type === 3 && probeModels(v).includes(4);
    if (!doorsOnly && (!v.planner || v.deadAt !== null)) continue;
    const phases = sim.phasesFor(v, b);
    for (let i = Math.max(1, phaseIndexAt(phases, a)); i < phases.length; i++) {
      const p = phases[i] as Phase;
      const prev = phases[i - 1] as Phase;
      if (p.t0 > b) break;
      if (p.t0 < a) continue;
      const drive = p.kind === PhaseKind.Drive;
      const wasDrive = prev.kind === PhaseKind.Drive;
      const door = p.kind === PhaseKind.Load || p.kind === PhaseKind.Unload;
      let type: TruckEventType | null = null;
      if (doorsOnly) type = door ? 'door_open' : null;
      else if (drive && !wasDrive) type = 'engine_on';
      else if (!drive && wasDrive) type = 'engine_off';
      else if (door) type = 'door_open';
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

const MAC_PREFIX = ['c4', '7f'];

/**
 * The probes as upstream reports them at `now`: door probes (type 6 model 4) read open while
 * their trailer loads or unloads; temperature probes (model 5) read the reefer's air, near its
 * set point, warming while the doors are open and recovering after. A disconnected probe reports
 * what it last read, when it went silent.
 */
export function bluetoothDevices(sim: FleetSimulator) {
  const now = sim.now / 1000;
  const devices: Record<string, unknown>[] = [];
  for (const v of sim.fleet.vehicles) {
    const models = probeModels(v);
    if (models.length === 0) continue;
    const phases = sim.phasesFor(v, now);
    const frozen = noise(v.id, 0, 7) < 0.5;
    for (const model of models) {
      const key = v.id * 16 + model;
      const silent = silentSince(key, now);
      // Readings every minute, each probe on its own second.
      const offset = Math.floor(noise(key, 0, 8) * 60);
      const at = silent ?? Math.floor((now - offset) / 60) * 60 + offset;
      devices.push({
        mac: [...MAC_PREFIX, (v.id >> 8) & 255, v.id & 255, model, 0x1a]
          .map((x) => (typeof x === 'number' ? x.toString(16).padStart(2, '0') : x))
          .join(':'),
        timestamp: iso(at),
        model,
        type: 6,
        status: silent === null ? 1 : 0,
        battery_percentage: probeBattery(key, at),
        vehicle: { plate: v.plate },
        ...(model === 5
          ? {
              temperature: reeferTemperature(key, frozen, phases, at),
              set_point: frozen ? SET_POINT.frozen : SET_POINT.chilled,
            }
          : { door_open: doorOpenAt(phases, at) }),
      });
    }
  }
  return devices;
}
