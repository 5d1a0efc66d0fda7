import type pg from 'pg';

/** A UTC day, as the number of days since the epoch. */
export type DayNumber = number;

const DAY_MS = 86_400_000;
const PREFIX = 'device_positions_p';

/** The UTC day of an instant (ms since the epoch). */
export const dayOf = (timeMs: number): DayNumber => Math.floor(timeMs / DAY_MS);

/** `device_positions_p20261203`: the partition of one UTC day. */
export function partitionName(day: DayNumber): string {
  return PREFIX + new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The day a partition's name stands for, or undefined for a name not of that form. */
export function dayOfPartition(name: string): DayNumber | undefined {
  const match = /^device_positions_p(\d{4})(\d{2})(\d{2})$/.exec(name);
  if (!match) return undefined;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(ms) ? dayOf(ms) : undefined;
}

const isoOfDay = (day: DayNumber): string => new Date(day * DAY_MS).toISOString();

/** PostgreSQL's "already exists" errors: another relay created the same partition first. */
const isAlreadyThere = (error: unknown): boolean => {
  const code = (error as { code?: string }).code;
  return code === '42P07' || code === '23505';
};

/**
 * The day partitions of `device_positions`: created before a day is written (and a day ahead),
 * dropped once wholly past the retention. Knows which days exist, so a batch of the current day
 * costs no query; another relay creating the same day at the same time is not an error.
 */
export class PositionPartitions {
  private readonly known = new Set<DayNumber>();

  constructor(private readonly pool: pg.Pool) {}

  /** Creates the partitions of these days that do not exist yet. */
  async ensure(days: Iterable<DayNumber>): Promise<void> {
    for (const day of new Set(days)) {
      if (this.known.has(day)) continue;
      const name = partitionName(day);
      try {
        await this.pool.query(
          `CREATE TABLE IF NOT EXISTS ${name} PARTITION OF device_positions ` +
            `FOR VALUES FROM ('${isoOfDay(day)}') TO ('${isoOfDay(day + 1)}')`,
        );
      } catch (error) {
        if (!isAlreadyThere(error)) {
          throw new Error(`could not create the device positions partition ${name}`, {
            cause: error,
          });
        }
      }
      this.known.add(day);
    }
  }

  /** The days that have a partition, oldest first. */
  async list(): Promise<DayNumber[]> {
    const { rows } = await this.pool.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'device_positions'::regclass`,
    );
    return rows
      .map((r) => dayOfPartition(r.name))
      .filter((d): d is DayNumber => d !== undefined)
      .sort((a, b) => a - b);
  }

  /**
   * Drops the partitions of the days that ended before `now - retentionDays` (whole days: a day is
   * kept while any of it is within the retention). Returns the days dropped.
   */
  async dropPast(nowMs: number, retentionDays: number): Promise<DayNumber[]> {
    const firstKept = dayOf(nowMs - retentionDays * DAY_MS);
    const dropped: DayNumber[] = [];
    for (const day of await this.list()) {
      if (day >= firstKept) break;
      await this.pool.query(`DROP TABLE IF EXISTS ${partitionName(day)}`);
      this.known.delete(day);
      dropped.push(day);
    }
    return dropped;
  }
}
