import {
  findInfringements,
  NO_CARD_DRIVER_ID,
  worstSeriousness,
  type InfringementSummaryDto,
  type Seriousness,
} from '@fleetdeck/shared';
import { KeptHistory, readHistory, UpstreamError, type UpstreamGet } from './driverHistory.js';
import { WorkQueue } from './workQueue.js';

const DAY_S = 86_400;
/** The list filter's range: the last 28 days, as the plafond panel's card. */
export const SUMMARY_RANGE_S = 28 * DAY_S;
/** History kept before the range, so its first days are judged with what came before. */
const SUMMARY_LOOKBACK_S = 7 * DAY_S;

/** `GET /api/drivers/infringements`: the kept summary and how much of it is known. */
export interface KeptInfringementSummaryDto extends InfringementSummaryDto {
  /** The oldest computation the answer holds (every driver's is at least this recent). */
  as_of: string | null;
  /** Every listed driver has been computed at least once. */
  complete: boolean;
  checked: number;
  total: number;
}

export interface SummariesDeps {
  get: UpstreamGet;
  /** The company's drivers as upstream lists them for it; undefined for an answer of another shape. */
  driverIds: (company: number) => Promise<readonly number[] | undefined>;
  inCrew: (company: number, driverId: number) => boolean;
  now: () => number;
  /** Drivers computed at once, so upstream calls in flight (one per driver at a time). */
  concurrency?: number;
  /** A driver computed longer ago is computed again though no plafond poll showed a change. */
  staleMs?: number;
  /** How often a kept company's driver list is read again. */
  listEveryMs?: number;
  /** A company nobody asked about for this long is no longer kept. */
  idleMs?: number;
  sweepMs?: number;
}

interface DriverEntry {
  history: KeptHistory;
  /** Epoch seconds the result reflects; 0 until first computed. */
  at: number;
  count: number;
  worst: Seriousness | undefined;
  /** Status of the last attempt when it failed (0: unreachable). */
  failure: number | undefined;
  /** The driver's plafond entry (fingerprint) in the last poll before the result was computed. */
  print: number | undefined;
}

interface CompanyState {
  company: number;
  drivers: Map<number, DriverEntry>;
  listed: Promise<void>;
  listedAt: number;
  askedAt: number;
}

interface Job {
  state: CompanyState;
  driverId: number;
}

const iso = (t: number): string => new Date(t * 1000).toISOString();
const newEntry = (): DriverEntry => ({
  history: new KeptHistory(),
  at: 0,
  count: 0,
  worst: undefined,
  failure: undefined,
  print: undefined,
});

/** FNV-1a of a plafond entry's JSON: enough to tell that a driver's data changed. */
function fingerprint(value: unknown): number {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}
/** The fingerprint of a driver the plafond poll does not list (not driving). */
const ABSENT = -1;

/**
 * Each asked-for company's infringement summary, kept up to date in the background: the first ask
 * starts tracking the company and is answered at once with what is known; each driver's history
 * is read once, then only what is new when a plafond poll shows the driver's data changed (or the
 * result grew stale); a few drivers at a time, yielding to the event loop between drivers. A
 * company's answer holds only the drivers upstream lists for it.
 */
export class InfringementSummaries {
  private readonly companies = new Map<number, CompanyState>();
  /** Drivers never computed go first, so that the first answer completes soonest. */
  private readonly queue: WorkQueue<Job>;
  private lastPlafond: Record<string, unknown> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: SummariesDeps) {
    this.queue = new WorkQueue((job) => this.compute(job), deps.concurrency ?? 4);
  }

  /** The company's summary as kept now; the first ask waits only for the driver list. */
  async summary(company: number): Promise<KeptInfringementSummaryDto> {
    const state = this.companies.get(company) ?? this.track(company);
    state.askedAt = this.deps.now();
    await state.listed;
    return this.answer(state);
  }

  /**
   * A plafond poll's data (by driver id): the kept drivers whose entry differs from the one their
   * result was computed with are computed again.
   */
  plafondPolled(data: Record<string, unknown>): void {
    this.lastPlafond = data;
    const prints = new Map<number, number>();
    for (const state of this.companies.values()) {
      for (const [id, entry] of state.drivers) {
        if (entry.at === 0) continue; // its first computation is on the way
        let print = prints.get(id);
        if (print === undefined) {
          print = this.printOf(id);
          prints.set(id, print);
        }
        if (print !== entry.print) this.enqueue(state, id);
      }
    }
  }

  /** Resolves once no driver waits or is being computed (what tests wait on). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  close(): void {
    clearInterval(this.timer);
    this.queue.close();
    this.companies.clear();
  }

  private printOf(driverId: number): number {
    const entry = this.lastPlafond?.[String(driverId)];
    return entry === undefined ? ABSENT : fingerprint(entry);
  }

  private track(company: number): CompanyState {
    const state: CompanyState = {
      company,
      drivers: new Map(),
      listed: Promise.resolve(),
      listedAt: 0,
      askedAt: this.deps.now(),
    };
    state.listed = this.relist(state).catch((error: unknown) => {
      this.companies.delete(company);
      throw error;
    });
    this.companies.set(company, state);
    this.timer ??= setInterval(() => this.sweep(), this.deps.sweepMs ?? 60_000).unref();
    return state;
  }

  /** Reads the company's driver list: new drivers are computed, gone ones forgotten. */
  private async relist(state: CompanyState): Promise<void> {
    state.listedAt = this.deps.now();
    const ids = await this.deps.driverIds(state.company);
    if (!ids) throw new UpstreamError(502);
    const carded = new Set(ids.filter((id) => id > NO_CARD_DRIVER_ID));
    for (const id of state.drivers.keys()) if (!carded.has(id)) state.drivers.delete(id);
    for (const id of carded) {
      if (state.drivers.has(id)) continue;
      state.drivers.set(id, newEntry());
      this.enqueue(state, id, true);
    }
  }

  private answer(state: CompanyState): KeptInfringementSummaryDto {
    const drivers: InfringementSummaryDto['drivers'] = {};
    let checked = 0;
    let oldest = Infinity;
    let failed = 0;
    let failure = 0;
    for (const [id, entry] of state.drivers) {
      if (entry.at === 0) {
        if (entry.failure === undefined) continue;
        failed += 1;
        failure = entry.failure;
        // Asked again: tried again, in the background.
        this.enqueue(state, id, true);
        continue;
      }
      checked += 1;
      oldest = Math.min(oldest, entry.at);
      if (entry.worst) drivers[String(id)] = { count: entry.count, worst: entry.worst };
    }
    const total = state.drivers.size;
    if (total > 0 && failed === total) throw new UpstreamError(failure);
    const asOf = checked > 0 ? oldest : null;
    const end = asOf ?? Math.floor(this.deps.now() / 1000);
    return {
      start_date: iso(end - SUMMARY_RANGE_S),
      end_date: iso(end),
      as_of: asOf === null ? null : iso(asOf),
      complete: checked === total,
      checked,
      total,
      drivers,
    };
  }

  /** Forgets idle companies, reads driver lists again, recomputes stale and failed drivers. */
  private sweep(): void {
    const now = this.deps.now();
    const { idleMs = 3_600_000, listEveryMs = 5 * 60_000, staleMs = 15 * 60_000 } = this.deps;
    for (const [company, state] of this.companies) {
      if (now - state.askedAt > idleMs) {
        this.companies.delete(company);
        continue;
      }
      if (now - state.listedAt > listEveryMs) void this.relist(state).catch(() => undefined);
      for (const [id, entry] of state.drivers) {
        if (entry.at * 1000 < now - staleMs) this.enqueue(state, id, entry.at === 0);
      }
    }
    if (this.companies.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private enqueue(state: CompanyState, driverId: number, first = false): void {
    this.queue.add(`${state.company}:${driverId}`, { state, driverId }, first);
  }

  private async compute({ state, driverId }: Job): Promise<void> {
    const entry = state.drivers.get(driverId);
    if (!entry || this.companies.get(state.company) !== state) return;
    const now = Math.floor(this.deps.now() / 1000);
    const rangeStart = now - SUMMARY_RANGE_S;
    const print = this.lastPlafond ? this.printOf(driverId) : undefined;
    try {
      const periods = await entry.history.refresh(
        (span) => readHistory(this.deps.get, state.company, driverId, span),
        rangeStart - SUMMARY_LOOKBACK_S,
        rangeStart,
        now,
      );
      const team = this.deps.inCrew(state.company, driverId);
      const found = findInfringements({ periods, now, team, from: rangeStart });
      const worst = worstSeriousness(found);
      Object.assign(entry, { at: now, count: found.length, worst, failure: undefined, print });
    } catch (error) {
      entry.failure = error instanceof UpstreamError ? error.status : 0;
    }
  }
}
