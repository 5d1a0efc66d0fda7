import {
  findInfringements,
  toInfringementDto,
  type DriverInfringementsDto,
} from '@fleetdeck/shared';
import { TtlCache } from '../upstream/ttlCache.js';
import { readHistory, type UpstreamGet } from './driverHistory.js';

const DAY_S = 86_400;
/** History read before the range, so the range's first days are judged with what came before. */
export const LOOKBACK_S = 28 * DAY_S;

export interface InfringementsDeps {
  get: UpstreamGet;
  /** The driver drives in a crew (two drivers on board): Art. 8(5) applies. */
  inCrew: (company: number, driverId: number) => boolean;
  now: () => number;
  cacheMs?: number;
}

const iso = (t: number): string => new Date(t * 1000).toISOString();

/**
 * Infringements of one driver in a range, from the upstream's activity history (read back to the
 * lookback), judged by the shared EU 561 engine and cached per driver and range. The company's
 * summary is kept apart, up to date in the background (infringementSummaries.ts).
 */
export class InfringementsService {
  private readonly perDriver: TtlCache<DriverInfringementsDto>;

  constructor(private readonly deps: InfringementsDeps) {
    this.perDriver = new TtlCache(deps.cacheMs ?? 5 * 60_000, 10_000, () => deps.now());
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
      const periods = await readHistory(this.deps.get, company, driverId, {
        from: start - lookback,
        rangeStart: start,
        to: now,
      });
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
}
