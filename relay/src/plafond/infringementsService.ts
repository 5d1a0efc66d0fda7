import {
  driverActivityPeriodSchema,
  findInfringements,
  periodsFromActivityRows,
  toInfringementDto,
  worstSeriousness,
  type ActivityPeriod,
  type DriverInfringementsDto,
  type InfringementSummaryDto,
} from '@fleetdeck/shared';
import { z } from 'zod';
import { TtlCache } from '../upstream/ttlCache.js';
import type { UpstreamAnswer } from './upstreamDrivers.js';

const DAY_S = 86_400;
/** The upstream answers activities for at most 7 days per call. */
const CHUNK_S = 7 * DAY_S;
/** History read before the range, so the range's first days are judged with what came before. */
export const LOOKBACK_S = 28 * DAY_S;
/** The summary behind the list filter looks back less: one more week per driver. */
const SUMMARY_LOOKBACK_S = 7 * DAY_S;
/** The list filter's range: the last 28 days, as the plafond panel's card. */
export const SUMMARY_RANGE_S = 28 * DAY_S;
const SUMMARY_STEP_S = 300;
const SUMMARY_CONCURRENCY = 4;

const rowsAnswer = z.object({ data: z.array(driverActivityPeriodSchema) });

export class UpstreamError extends Error {
  constructor(readonly status: number) {
    super(`upstream answered ${status}`);
  }
}

export interface InfringementsDeps {
  /** GET on the upstream for a company (see upstreamGet). */
  get: (path: string, company: number) => Promise<UpstreamAnswer>;
  /** The driver drives in a crew (two drivers on board): Art. 8(5) applies. */
  inCrew: (company: number, driverId: number) => boolean;
  now: () => number;
  cacheMs?: number;
}

const iso = (t: number): string => new Date(t * 1000).toISOString();

/**
 * Infringements of a driver from the upstream's activity history: read in 7-day calls, newest
 * first, from the range's end back to the lookback (stopping at the first empty week before the
 * range, where the upstream's history ends), judged by the shared EU 561 engine, cached per driver
 * and range. A summary of all of a company's drivers backs the list's filter.
 */
export class InfringementsService {
  private readonly perDriver: TtlCache<DriverInfringementsDto>;
  private readonly summaries: TtlCache<InfringementSummaryDto>;

  constructor(private readonly deps: InfringementsDeps) {
    this.perDriver = new TtlCache(deps.cacheMs ?? 5 * 60_000, 10_000, () => deps.now());
    this.summaries = new TtlCache(deps.cacheMs ?? 5 * 60_000, 1_000, () => deps.now());
  }

  private async history(
    company: number,
    driverId: number,
    from: number,
    rangeStart: number,
    to: number,
  ): Promise<ActivityPeriod[]> {
    const periods: ActivityPeriod[] = [];
    for (let end = to; end > from; end -= CHUNK_S) {
      const start = Math.max(from, end - CHUNK_S);
      const query = new URLSearchParams({ start_date: iso(start), end_date: iso(end) });
      const answer = await this.deps.get(
        `/drivers/${driverId}/activities?${query.toString()}`,
        company,
      );
      if (answer.status === 404) break;
      if (answer.status < 200 || answer.status >= 300) throw new UpstreamError(answer.status);
      const parsed = rowsAnswer.safeParse(answer.body);
      if (!parsed.success) throw new UpstreamError(502);
      const rows = periodsFromActivityRows(parsed.data.data);
      periods.push(...rows);
      if (rows.length === 0 && end <= rangeStart) break;
    }
    return periods;
  }

  /** A driver's infringements that happened in [start, end) (epoch seconds). */
  driver(
    company: number,
    driverId: number,
    start: number,
    end: number,
    lookback = LOOKBACK_S,
  ): Promise<DriverInfringementsDto> {
    const key = `${company}:${driverId}:${start}:${end}:${lookback}`;
    return this.perDriver.get(key, async () => {
      const team = this.deps.inCrew(company, driverId);
      // Whole seconds: a chunk boundary inside a second would shave a break below its 45 min.
      const now = Math.floor(Math.min(end, this.deps.now() / 1000));
      const periods = await this.history(company, driverId, start - lookback, start, now);
      const found = findInfringements({ periods, now, team, from: start });
      const oldest = periods.reduce((m, p) => Math.min(m, p.start), Infinity);
      return {
        driver: driverId,
        team,
        start_date: iso(start),
        end_date: iso(end),
        history_from: Number.isFinite(oldest) ? iso(oldest) : null,
        infringements: found.map(toInfringementDto),
      };
    });
  }

  /** Every listed driver of the company with an infringement in the last 28 days. */
  summary(company: number, driverIds: readonly number[]): Promise<InfringementSummaryDto> {
    const nowS = this.deps.now() / 1000;
    const end = Math.floor(nowS / SUMMARY_STEP_S) * SUMMARY_STEP_S + SUMMARY_STEP_S;
    const start = end - SUMMARY_RANGE_S;
    return this.summaries.get(`${company}:${start}`, async () => {
      const drivers: InfringementSummaryDto['drivers'] = {};
      const queue = [...driverIds];
      const worker = async (): Promise<void> => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          const result = await this.driver(company, id, start, end, SUMMARY_LOOKBACK_S);
          const worst = worstSeriousness(result.infringements);
          if (worst) drivers[String(id)] = { count: result.infringements.length, worst };
        }
      };
      await Promise.all(Array.from({ length: SUMMARY_CONCURRENCY }, worker));
      return { start_date: iso(start), end_date: iso(end), drivers };
    });
  }
}
