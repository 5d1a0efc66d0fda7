import type pg from 'pg';
import type { Logger } from 'pino';
import {
  ALL_COMPANIES,
  type CompanyDiff,
  type CompanyScope,
  type GeofenceEvent,
  type Truck,
  type Upsert,
} from '@fleetdeck/shared';
import type { FleetHub } from '../live/hub.js';
import type { TickFollower } from '../live/pipeline.js';
import { Episode } from './episode.js';
import { GeofenceEngine, noChanges, type FenceChanges } from './geofence.js';
import { GeofenceStore, type CrossingReport, type StoredFence } from './geofenceStore.js';

/**
 * One tick's evaluation: every truck that moved in a company stream whose company has fences,
 * against that company's fences; trucks that left a stream are forgotten there. What the bench
 * times (bench/geofenceBench.ts).
 */
export function evaluateStreams(
  engine: GeofenceEngine,
  streams: ReadonlyMap<CompanyScope, CompanyDiff>,
  truckOf: (id: number) => Truck | undefined,
  out: FenceChanges,
): void {
  for (const [scope, diff] of streams) {
    if (scope === ALL_COMPANIES) continue;
    const fences = engine.fencesOf(scope);
    if (!fences) continue;
    for (const id of diff.removes) engine.forget(scope, id, out);
    const { upserts } = diff;
    for (let i = 0; i < upserts.length; i++) {
      const upsert = upserts[i] as Upsert;
      const lastpoint = upsert['lastpoint'];
      if (typeof lastpoint !== 'object' || lastpoint === null) continue;
      // The upsert carries the new position when both coordinates changed (nearly always): no
      // lookup of the whole truck then. Upserts come in many shapes: each property read here
      // is a slow one, so as few as can be.
      const { lat, lng } = lastpoint as { lat?: unknown; lng?: unknown };
      if (typeof lat === 'number' && typeof lng === 'number') {
        fences.evaluate(upsert.id, lat, lng, out);
        continue;
      }
      if (Array.isArray(lastpoint) || !('lat' in lastpoint || 'lng' in lastpoint)) continue;
      const position = truckOf(upsert.id)?.lastpoint;
      if (position) fences.evaluate(upsert.id, position.lat, position.lng, out);
    }
  }
}

export interface GeofenceServiceDeps {
  pool: pg.Pool;
  hub: FleetHub;
  /** Only the polling relay evaluates (every relay sees the same ticks). */
  isPolling: () => boolean;
  /** A crossing was recorded (after its transaction committed). */
  onEvent: (event: GeofenceEvent, company: number) => void;
  /** A crossing put an e-mail in the outbox. */
  onMail: () => void;
  log: Logger;
  /** How often the POI change numbers are compared (at most once a tick too). */
  checkEveryMs?: number;
}

/** Write jobs waiting beyond this are dropped (the database has been away for hours). */
const MAX_PENDING_JOBS = 20_000;
const retryMs = (attempt: number): number => Math.min(30_000, 500 * 2 ** Math.min(attempt, 6));

/**
 * The geofence engine on the polling relay: fed by the live ticks, kept in the database.
 *
 * When this relay starts polling, the first tick loads the fences, the trucks each company's
 * fences know and the pairs inside (as the last poller left them), then checks every truck of
 * the hub once: a truck stored inside and now far gives its exit, a known truck now inside its
 * entry, a truck never seen a baseline. From then on each tick evaluates the trucks that moved.
 *
 * POIs change through REST on any relay: each change bumps the company's number in
 * `poi_changes`, which this relay compares at most once a tick (one small query, never
 * concurrent); a company whose number moved is reloaded, its new or moved fences baselined
 * against the hub's trucks (no events for trucks already inside them). The database rather than
 * the relays' bus: a change made while no relay polled is found all the same, and the bus carries
 * the live stream's messages only.
 *
 * Writes go through one queue, in order, retried until the database takes them; each is
 * idempotent (the state rows decide), so a crossing is recorded once even when a write is
 * retried or another relay recorded it first.
 */
export class GeofenceService implements TickFollower {
  private engine = new GeofenceEngine();
  private readonly store: GeofenceStore;
  private phase: 'idle' | 'loading' | 'ready' = 'idle';
  private generation = 0;
  private versions = new Map<number, number>();
  private jobs: Promise<void> = Promise.resolve();
  private pending = 0;
  private checking = false;
  private lastCheck = 0;
  private closed = false;
  private readonly timer: NodeJS.Timeout;
  private readonly writes: Episode;
  private readonly loads: Episode;

  constructor(private readonly deps: GeofenceServiceDeps) {
    this.store = new GeofenceStore(deps.pool);
    this.writes = new Episode(deps.log, 'geofence state');
    this.loads = new Episode(deps.log, 'geofence load');
    this.timer = setInterval(() => {
      if (!deps.isPolling()) this.reset();
      else this.check(false);
    }, deps.checkEveryMs ?? 1000);
    this.timer.unref();
  }

  /** Whether the engine watches the POI now (tests wait on it). */
  watches(company: number, poi: number): boolean {
    return this.phase === 'ready' && this.engine.watches(company, poi);
  }

  get ready(): boolean {
    return this.phase === 'ready';
  }

  /** Resolves once every write queued so far is done. */
  settled(): Promise<void> {
    return this.jobs;
  }

  /** A POI of this relay's REST changed: look now rather than at the next check. */
  nudge(): void {
    this.check(true);
  }

  publish(streams: Map<CompanyScope, CompanyDiff>): void {
    if (!this.deps.isPolling()) return this.reset();
    if (this.phase === 'idle') return this.start();
    if (this.phase !== 'ready') return;
    const out = noChanges();
    evaluateStreams(this.engine, streams, (id) => this.deps.hub.truck(id), out);
    this.save(out);
    this.check(false);
  }

  resnapshotAll(): void {}

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
    this.reset();
  }

  /** Not polling (any more): nothing kept in memory; the next poll loads again. */
  private reset(): void {
    if (this.phase === 'idle') return;
    this.phase = 'idle';
    this.generation += 1;
    this.engine = new GeofenceEngine();
    this.versions = new Map();
  }

  private enqueue(job: () => Promise<void>): void {
    if (this.pending >= MAX_PENDING_JOBS) {
      this.writes.failed(new Error('write queue full'), 'changes dropped');
      return;
    }
    this.pending += 1;
    this.jobs = this.jobs
      .then(job)
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'geofence job failed'))
      .finally(() => {
        this.pending -= 1;
      });
  }

  /** Runs a write until the database takes it (or the relay closes). */
  private async retried(write: () => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        await write();
        this.writes.ok();
        return;
      } catch (error) {
        this.writes.failed(error, 'write failed, retrying', { attempt });
        if (this.closed) return;
        await new Promise((resolve) => setTimeout(resolve, retryMs(attempt)));
      }
    }
  }

  /** Crossings with the truck's plate and report time, read now (the tick that found them). */
  private reports(out: FenceChanges): CrossingReport[] {
    return out.crossings.map((crossing) => {
      const truck = this.deps.hub.truck(crossing.truck);
      const date = Date.parse(truck?.lastpoint?.date ?? '');
      return {
        ...crossing,
        plate: truck?.plate ?? `#${crossing.truck}`,
        at: new Date(Number.isFinite(date) ? date : Date.now()),
      };
    });
  }

  private save(out: FenceChanges, rebuilt: StoredFence[] = []): void {
    if (
      out.crossings.length + out.baseline.length + out.known.length + out.forgotten.length === 0 &&
      rebuilt.length === 0
    )
      return;
    const reports = this.reports(out);
    this.enqueue(() => this.write(out, reports, rebuilt));
  }

  private async write(
    out: FenceChanges,
    reports: CrossingReport[],
    rebuilt: StoredFence[] = [],
  ): Promise<void> {
    const rebuiltIds = new Set(rebuilt.map((f) => f.id));
    await this.retried(async () => {
      await this.store.saveKnown(out.known, out.forgotten);
      await this.store.rebaseline(
        rebuilt,
        out.baseline.filter((p) => rebuiltIds.has(p.poi)),
      );
      await this.store.saveBaseline(out.baseline.filter((p) => !rebuiltIds.has(p.poi)));
    });
    let mailed = false;
    for (const report of reports) {
      await this.retried(async () => {
        const recorded = await this.store.record(report);
        if (!recorded) return;
        this.deps.onEvent(recorded.event, report.company);
        mailed ||= recorded.mailed;
      });
    }
    if (mailed) this.deps.onMail();
  }

  /** Checks every truck of the hub against the fences of its streams (of `only`, if given). */
  private scan(out: FenceChanges, fresh: Map<number, Set<number>>, only?: number): void {
    const { hub } = this.deps;
    const trucks = only === undefined ? hub.state().trucks : hub.snapshot(only).trucks;
    for (const truck of trucks) {
      const lastpoint = truck.lastpoint;
      if (!lastpoint) continue;
      for (const scope of only === undefined ? hub.scopesOfTruck(truck.id) : [only]) {
        if (scope === ALL_COMPANIES || !this.engine.hasFences(scope)) continue;
        this.engine.evaluate(scope, truck.id, lastpoint.lat, lastpoint.lng, out, fresh.get(scope));
      }
    }
  }

  private start(): void {
    this.phase = 'loading';
    const generation = ++this.generation;
    this.enqueue(async () => {
      let loaded;
      try {
        const versions = await this.store.changes();
        const fences = await this.store.fences();
        const companies = [...new Set(fences.map((f) => f.company))];
        const known = await this.store.known(companies);
        const inside = await this.store.inside(
          fences.filter((f) => f.baselined === f.version).map((f) => f.id),
        );
        loaded = { versions, fences, known, inside };
        this.loads.ok();
      } catch (error) {
        this.loads.failed(error, 'could not load, trying again at the next tick');
        if (generation === this.generation) this.phase = 'idle';
        return;
      }
      if (generation !== this.generation) return;
      const { versions, fences, known, inside } = loaded;
      const engine = new GeofenceEngine();
      const byCompany = new Map<number, StoredFence[]>();
      for (const fence of fences) {
        const list = byCompany.get(fence.company) ?? [];
        list.push(fence);
        byCompany.set(fence.company, list);
      }
      for (const [company, list] of byCompany) {
        engine.setFences(company, list);
        engine.restore(
          company,
          known.filter((k) => k.company === company).map((k) => k.truck),
          inside.filter((p) => p.company === company),
        );
      }
      const rebuilt = fences.filter((f) => f.baselined !== f.version);
      const fresh = new Map<number, Set<number>>();
      for (const fence of rebuilt) {
        const set = fresh.get(fence.company) ?? new Set();
        set.add(fence.id);
        fresh.set(fence.company, set);
      }
      this.engine = engine;
      this.versions = versions;
      const out = noChanges();
      this.scan(out, fresh);
      this.phase = 'ready';
      this.deps.log.info(
        { fences: fences.length, companies: byCompany.size, inside: inside.length },
        'geofences loaded',
      );
      await this.write(out, this.reports(out), rebuilt);
    });
  }

  /** Compares the companies' change numbers; reloads those that moved. */
  private check(force: boolean): void {
    if (this.phase !== 'ready' || this.checking) return;
    const now = Date.now();
    if (!force && now - this.lastCheck < (this.deps.checkEveryMs ?? 1000)) return;
    this.checking = true;
    this.lastCheck = now;
    const generation = this.generation;
    this.store
      .changes()
      .then((versions) => {
        if (generation !== this.generation) return;
        for (const [company, version] of versions) {
          if (this.versions.get(company) === version) continue;
          this.versions.set(company, version);
          this.enqueue(() => this.reload(company, generation));
        }
        this.loads.ok();
      })
      .catch((error: unknown) => this.loads.failed(error, 'change check failed'))
      .finally(() => {
        this.checking = false;
      });
  }

  /** One company's fences again: new or moved ones baselined, removed ones dropped. */
  private async reload(company: number, generation: number): Promise<void> {
    let fences: StoredFence[];
    let inside;
    let known: number[] = [];
    try {
      fences = await this.store.fences(company);
      // Fences new to the engine whose stored state is for their geometry: take it as stored.
      const restorable = fences.filter(
        (f) => this.engine.versionOf(company, f.id) !== f.version && f.baselined === f.version,
      );
      inside = await this.store.inside(restorable.map((f) => f.id));
      if (!this.engine.hasFences(company))
        known = (await this.store.known([company])).map((k) => k.truck);
    } catch (error) {
      this.loads.failed(error, 'reload failed, trying again at the next check', { company });
      if (generation === this.generation) this.versions.delete(company);
      return;
    }
    if (generation !== this.generation) return;
    const { fresh, removed } = this.engine.setFences(company, fences);
    this.engine.restore(company, known, inside);
    if (!this.engine.hasFences(company)) {
      await this.retried(() => this.store.forgetCompany(company));
      return;
    }
    if (removed.length > 0) await this.retried(() => this.store.dropState(removed));
    const freshIds = new Set(fresh);
    const rebuilt = fences.filter((f) => freshIds.has(f.id) && f.baselined !== f.version);
    if (rebuilt.length === 0) return;
    const out = noChanges();
    this.scan(out, new Map([[company, new Set(rebuilt.map((f) => f.id))]]), company);
    await this.write(out, this.reports(out), rebuilt);
  }
}
