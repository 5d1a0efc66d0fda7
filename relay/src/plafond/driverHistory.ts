import {
  driverActivityPeriodSchema,
  periodsFromActivityRows,
  type ActivityPeriod,
} from '@fleetdeck/shared';
import { z } from 'zod';
import type { UpstreamAnswer } from './upstreamDrivers.js';

const DAY_S = 86_400;
/** The upstream answers activities for at most 7 days per call. */
export const CHUNK_S = 7 * DAY_S;
/**
 * A refresh reads again this much before where the last read ended: the period under way then
 * has grown since, and an upstream may fill in the last hours late.
 */
const OVERLAP_S = 6 * 3600;
/** Everything is read again at least this often, so a late correction further back heals. */
const FULL_READ_S = DAY_S;

const rowsAnswer = z.object({ data: z.array(driverActivityPeriodSchema) });

export class UpstreamError extends Error {
  constructor(readonly status: number) {
    super(`upstream answered ${status}`);
  }
}

/** GET on the upstream for a company (see upstreamGet). */
export type UpstreamGet = (path: string, company: number) => Promise<UpstreamAnswer>;

const iso = (t: number): string => new Date(t * 1000).toISOString();

/**
 * A driver's activity history over [from, to] (epoch seconds): read in 7-day calls, newest first,
 * stopping at the first empty week before `rangeStart` (where the upstream's history ends) or at a
 * 404.
 */
export async function readHistory(
  get: UpstreamGet,
  company: number,
  driverId: number,
  span: { from: number; rangeStart: number; to: number },
): Promise<ActivityPeriod[]> {
  const periods: ActivityPeriod[] = [];
  for (let end = span.to; end > span.from; end -= CHUNK_S) {
    const start = Math.max(span.from, end - CHUNK_S);
    const query = new URLSearchParams({ start_date: iso(start), end_date: iso(end) });
    const answer = await get(`/drivers/${driverId}/activities?${query.toString()}`, company);
    if (answer.status === 404) break;
    if (answer.status < 200 || answer.status >= 300) throw new UpstreamError(answer.status);
    const parsed = rowsAnswer.safeParse(answer.body);
    if (!parsed.success) throw new UpstreamError(502);
    const rows = periodsFromActivityRows(parsed.data.data);
    periods.push(...rows);
    if (rows.length === 0 && end <= span.rangeStart) break;
  }
  return periods;
}

/**
 * One driver's history kept between refreshes: the first refresh reads it all, the next ones only
 * what came since the last (one call), and what falls out of the window is dropped.
 */
export class KeptHistory {
  private periods: ActivityPeriod[] = [];
  private readTo = 0;
  private fullAt = 0;

  /** The history over [from, to], reading from the upstream only what is not kept. */
  async refresh(
    read: (span: { from: number; rangeStart: number; to: number }) => Promise<ActivityPeriod[]>,
    from: number,
    rangeStart: number,
    to: number,
  ): Promise<readonly ActivityPeriod[]> {
    const cut = Math.max(from, this.readTo - OVERLAP_S);
    if (this.readTo === 0 || to - cut > CHUNK_S || to - this.fullAt > FULL_READ_S) {
      this.periods = await read({ from, rangeStart, to });
      this.fullAt = to;
    } else {
      const fresh = await read({ from: cut, rangeStart: cut, to });
      const kept: ActivityPeriod[] = [];
      for (const p of this.periods) {
        if (p.start >= cut || p.end <= from) continue;
        kept.push(p.end > cut ? { ...p, end: cut } : p);
      }
      this.periods = kept.concat(fresh);
    }
    this.readTo = to;
    return this.periods;
  }
}
