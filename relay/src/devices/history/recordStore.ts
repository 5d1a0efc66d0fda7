import type pg from 'pg';
import type { Logger } from 'pino';
import type { DeviceRecord, DeviceRecordStore } from '../contracts.js';
import {
  ACTIVITY_CODE,
  isStorable,
  LASTPOINT_DRIVER_COLUMNS,
  POSITION_COLUMNS,
  unnestInsert,
} from './columns.js';
import { dayOf, PositionPartitions } from './partitions.js';

const DAY_MS = 86_400_000;
/** Records stored in one transaction at most; a longer append is cut into such batches. */
export const MAX_RECORDS_PER_BATCH = 1_000;
/** How far ahead of the relay's clock a device's record may be (a clock set wrong) to be stored. */
const FUTURE_LIMIT_MS = DAY_MS;

/**
 * The number a tachograph card is known by as a driver (`GET /trucks` drivers, plafond keys,
 * `/drivers/:id/activities`): FNV-1a of the card id, from 2 up (1 means "no card", part 1 §3).
 */
export function driverIdOfCard(cardId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < cardId.length; i++) {
    hash ^= cardId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % 2_147_483_645) + 2;
}

export interface RecordStoreOptions {
  pool: pg.Pool;
  log: Logger;
  /** `HISTORY_RETENTION_DAYS`: records older than this are not stored, their partitions dropped. */
  retentionDays: number;
  now?: () => number;
}

/** One slot's state as stored: the card (null: none) and the activity code (null: unknown). */
interface SlotState {
  card: string | null;
  activity: number | null;
}

interface Change extends SlotState {
  companyId: number;
  truckId: number;
  slot: 1 | 2;
  time: number;
}

function slotState(record: DeviceRecord, slot: 0 | 1): SlotState | undefined {
  const driver = record.drivers?.[slot];
  if (!driver) return undefined;
  const card = driver.cardPresent ? (driver.cardId ?? null) : null;
  return { card, activity: driver.state === undefined ? null : ACTIVITY_CODE[driver.state] };
}

const keyOf = (truckId: number, slot: number): string => `${truckId}:${slot}`;

/**
 * `DeviceRecordStore` on the relay's pool (PGlite or PostgreSQL), migration 10's tables: every
 * record in `device_positions` (one day partition each, created as needed; a record sent again is
 * kept once), each truck's newest in `device_lastpoints` (only ever moving forward), and the driver
 * slots' changes of working state or card in `driver_activity_changes`. One transaction per batch
 * of at most `MAX_RECORDS_PER_BATCH`, so `append` resolving means every record is stored.
 * Records outside the retention or more than a day ahead of the relay's clock are left out (with
 * a log line): they would make partitions the retention drops at once, or that nothing reads.
 */
export class PgDeviceRecordStore implements DeviceRecordStore {
  private readonly partitions: PositionPartitions;
  private readonly now: () => number;

  constructor(private readonly options: RecordStoreOptions) {
    this.partitions = new PositionPartitions(options.pool);
    this.now = options.now ?? Date.now;
  }

  async append(records: readonly DeviceRecord[]): Promise<void> {
    const now = this.now();
    const oldest = now - this.options.retentionDays * DAY_MS;
    const kept = records.filter(
      (r) => isStorable(r) && r.time >= oldest && r.time <= now + FUTURE_LIMIT_MS,
    );
    if (kept.length < records.length) {
      this.options.log.warn(
        { left: records.length - kept.length, of: records.length },
        'device records left out: malformed, older than the retention or ahead of the clock',
      );
    }
    kept.sort((a, b) => a.time - b.time);
    for (let i = 0; i < kept.length; i += MAX_RECORDS_PER_BATCH) {
      await this.appendBatch(kept.slice(i, i + MAX_RECORDS_PER_BATCH));
    }
  }

  /**
   * Creates today's and tomorrow's partitions and drops those past the retention, with the
   * activity changes older than it. Run it at start and about hourly (the integrator's timer).
   */
  async maintain(): Promise<{ droppedDays: number[] }> {
    const now = this.now();
    await this.partitions.ensure([dayOf(now), dayOf(now) + 1]);
    const droppedDays = await this.partitions.dropPast(now, this.options.retentionDays);
    const cutoff = new Date(now - this.options.retentionDays * DAY_MS).toISOString();
    await this.options.pool.query('DELETE FROM driver_activity_changes WHERE time < $1', [cutoff]);
    return { droppedDays };
  }

  /** The days that have a positions partition, oldest first (days since the epoch). */
  partitionDays(): Promise<number[]> {
    return this.partitions.list();
  }

  private async appendBatch(batch: readonly DeviceRecord[]): Promise<void> {
    if (batch.length === 0) return;
    await this.partitions.ensure(batch.map((r) => dayOf(r.time)));
    const client = await this.options.pool.connect();
    try {
      await client.query('BEGIN');
      const positions = unnestInsert('device_positions', POSITION_COLUMNS, batch);
      await client.query(`${positions.text} ON CONFLICT DO NOTHING`, positions.values);
      await this.upsertLastpoints(client, batch);
      await this.insertChanges(client, batch);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw new Error(`storing ${batch.length} device records failed`, { cause: error });
    } finally {
      client.release();
    }
  }

  private async upsertLastpoints(client: pg.PoolClient, batch: readonly DeviceRecord[]) {
    // The batch is in time order: the last record of a truck is its newest.
    const newest = new Map<number, DeviceRecord>();
    for (const r of batch) newest.set(r.truckId, r);
    // The odometer at the batch's first record of each truck's newest day (the daily distance's
    // start when the stored last point is of an earlier day).
    const dayStart = new Map<number, number>();
    for (const r of batch) {
      const last = newest.get(r.truckId) as DeviceRecord;
      if (dayStart.has(r.truckId) || r.odometerM === undefined) continue;
      if (dayOf(r.time) === dayOf(last.time)) dayStart.set(r.truckId, r.odometerM);
    }
    const columns: typeof POSITION_COLUMNS = [
      ...POSITION_COLUMNS,
      ...LASTPOINT_DRIVER_COLUMNS,
      ['day_odometer_m', 'float8', (r) => dayStart.get(r.truckId) ?? null],
    ];
    // In truck order: concurrent batches lock the rows they upsert in one order (no deadlock).
    const rows = [...newest.values()].sort((a, b) => a.truckId - b.truckId);
    const names = columns.map(([name]) => name).join(', ');
    const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ');
    const set = columns
      .filter(([name]) => name !== 'truck_id' && name !== 'day_odometer_m')
      .map(([name]) => `${name} = EXCLUDED.${name}`)
      .join(', ');
    // day_odometer_m: the odometer at the truck's first record of the (UTC) day.
    await client.query(
      `INSERT INTO device_lastpoints (${names})
       SELECT * FROM unnest(${arrays}) AS u(${names})
       ON CONFLICT (truck_id) DO UPDATE SET ${set},
         day_odometer_m = CASE
           WHEN date_trunc('day', device_lastpoints.time AT TIME ZONE 'UTC')
              = date_trunc('day', EXCLUDED.time AT TIME ZONE 'UTC')
           THEN COALESCE(device_lastpoints.day_odometer_m, EXCLUDED.day_odometer_m)
           ELSE EXCLUDED.day_odometer_m END,
         received_at = now()
       WHERE device_lastpoints.time < EXCLUDED.time`,
      columns.map(([, , read]) => rows.map(read)),
    );
  }

  /**
   * A slot's record becomes a change when its card or working state differs from the state in
   * effect just before it (the stored change before the batch's first record of that slot, then
   * the batch's own records in time order). Records without driver data change nothing.
   */
  private async insertChanges(client: pg.PoolClient, batch: readonly DeviceRecord[]) {
    const first = new Map<string, { truckId: number; slot: number; time: number }>();
    for (const r of batch) {
      for (const slot of [1, 2] as const) {
        if (!slotState(r, slot === 1 ? 0 : 1)) continue;
        const key = keyOf(r.truckId, slot);
        if (!first.has(key)) first.set(key, { truckId: r.truckId, slot, time: r.time });
      }
    }
    if (first.size === 0) return;
    const keys = [...first.values()];
    const { rows } = await client.query<{
      truck_id: number;
      slot: number;
      card_id: string | null;
      activity: number | null;
    }>(
      `SELECT k.truck_id, k.slot, c.card_id, c.activity
       FROM unnest($1::integer[], $2::smallint[], $3::timestamptz[]) AS k(truck_id, slot, at)
       CROSS JOIN LATERAL (
         SELECT d.card_id, d.activity FROM driver_activity_changes d
         WHERE d.truck_id = k.truck_id AND d.slot = k.slot AND d.time < k.at
         ORDER BY d.time DESC LIMIT 1) c`,
      [
        keys.map((k) => k.truckId),
        keys.map((k) => k.slot),
        keys.map((k) => new Date(k.time).toISOString()),
      ],
    );
    const current = new Map<string, SlotState>();
    for (const row of rows) {
      current.set(keyOf(row.truck_id, row.slot), { card: row.card_id, activity: row.activity });
    }
    const changes: Change[] = [];
    for (const r of batch) {
      for (const slot of [1, 2] as const) {
        const state = slotState(r, slot === 1 ? 0 : 1);
        if (!state) continue;
        const key = keyOf(r.truckId, slot);
        const before = current.get(key);
        if (before && before.card === state.card && before.activity === state.activity) continue;
        current.set(key, state);
        changes.push({ ...state, companyId: r.companyId, truckId: r.truckId, slot, time: r.time });
      }
    }
    if (changes.length === 0) return;
    await client.query(
      `INSERT INTO driver_activity_changes
         (company_id, truck_id, slot, time, card_id, driver_id, activity)
       SELECT * FROM unnest($1::integer[], $2::integer[], $3::smallint[], $4::timestamptz[],
         $5::text[], $6::integer[], $7::smallint[])
       ON CONFLICT DO NOTHING`,
      [
        changes.map((c) => c.companyId),
        changes.map((c) => c.truckId),
        changes.map((c) => c.slot),
        changes.map((c) => new Date(c.time).toISOString()),
        changes.map((c) => c.card),
        changes.map((c) => (c.card === null ? null : driverIdOfCard(c.card))),
        changes.map((c) => c.activity),
      ],
    );
  }
}

/**
 * Runs `store.maintain()` now and every `everyMs` (an hour by default): partitions made ahead,
 * those past the retention dropped. A failed run is logged and tried again at the next. Any number
 * of relays may run it (creating and dropping are idempotent), the leader alone is enough.
 */
export function scheduleMaintenance(
  store: PgDeviceRecordStore,
  log: Logger,
  everyMs = 3_600_000,
): { stop(): void } {
  const run = (): void => {
    store.maintain().then(
      ({ droppedDays }) => {
        if (droppedDays.length > 0) {
          log.info({ droppedDays }, 'device positions past the retention dropped');
        }
      },
      (error: unknown) => log.warn({ err: error }, 'device history maintenance failed'),
    );
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
