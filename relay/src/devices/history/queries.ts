import type pg from 'pg';

const DAY_MS = 86_400_000;
/** How far before a range the period under way at its start is looked for. */
const PERIOD_LOOKBACK_MS = 8 * DAY_MS;

/** The range asked for holds more rows than an answer may: the caller answers 503 in words. */
export class HistoryTooLarge extends Error {}

/** One stored position, as the history answers read it (time in ms). */
export interface PositionRow {
  t: number;
  lat: number;
  lng: number;
  altitude: number | null;
  heading: number;
  speed: number;
  ignition: boolean | null;
  odometer_m: number | null;
  fuel_level_pct: number | null;
  fuel_used_l: number | null;
  tacho_speed_kmh: number | null;
  engine_rpm: number | null;
  driver1_state: number | null;
}

/** A period of one driver slot: its card (null: none) and activity code (null: unknown). */
export interface SlotPeriod {
  truckId: number;
  slot: number;
  start: number;
  end: number;
  card: string | null;
  driverId: number | null;
  activity: number | null;
}

const ms = (column: string): string => `(extract(epoch from ${column}) * 1000)::float8`;
const iso = (t: number): string => new Date(t).toISOString();

async function capped<T extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  values: unknown[],
  limit: number,
  what: string,
): Promise<T[]> {
  const { rows } = await pool.query<T>(`${text} LIMIT ${limit + 1}`, values);
  if (rows.length > limit) {
    throw new HistoryTooLarge(`${what} holds more than ${limit} rows: ask for a shorter range`);
  }
  return rows;
}

/** A truck's positions in [from, to), in time order; more than `limit` throws HistoryTooLarge. */
export function positionsOf(
  pool: pg.Pool,
  truckId: number,
  from: number,
  to: number,
  limit: number,
): Promise<PositionRow[]> {
  return capped<PositionRow>(
    pool,
    `SELECT ${ms('time')} AS t, lat, lng, altitude, heading, speed, ignition, odometer_m,
       fuel_level_pct, fuel_used_l, tacho_speed_kmh, engine_rpm, driver1_state
     FROM device_positions WHERE truck_id = $1 AND time >= $2 AND time < $3 ORDER BY time`,
    [truckId, iso(from), iso(to)],
    limit,
    'this truck history',
  );
}

/** The stored last point rows of these trucks (ms time), keyed by truck. */
export async function lastpointsOf(
  pool: pg.Pool,
  truckIds: readonly number[],
): Promise<Map<number, Record<string, unknown> & { t: number; truck_id: number }>> {
  const { rows } = await pool.query<Record<string, unknown> & { t: number; truck_id: number }>(
    `SELECT *, ${ms('time')} AS t, ${ms('received_at')} AS received_t
     FROM device_lastpoints WHERE truck_id = ANY($1::integer[])`,
    [truckIds],
  );
  return new Map(rows.map((r) => [r.truck_id, r]));
}

interface ChangeRow {
  truck_id: number;
  slot: number;
  t: number;
  until: number | null;
  card_id: string | null;
  driver_id: number | null;
  activity: number | null;
}

const periodOf = (row: ChangeRow, from: number, to: number): SlotPeriod => ({
  truckId: row.truck_id,
  slot: row.slot,
  start: Math.max(from, row.t),
  end: Math.min(to, row.until ?? to),
  card: row.card_id,
  driverId: row.driver_id,
  activity: row.activity,
});

/**
 * The periods of slot `slot` of a truck that overlap [from, to), cut to it, in time order (the
 * one under way at `from` is found up to 8 days back). The last one runs to `to`.
 */
export async function slotPeriodsOf(
  pool: pg.Pool,
  truckId: number,
  slot: 1 | 2,
  from: number,
  to: number,
  limit: number,
): Promise<SlotPeriod[]> {
  const rows = await capped<ChangeRow>(
    pool,
    `SELECT * FROM (
       SELECT truck_id, slot, ${ms('time')} AS t, card_id, driver_id, activity,
         ${ms('lead(time) OVER (ORDER BY time)')} AS until
       FROM driver_activity_changes WHERE truck_id = $1 AND slot = $2 AND time >= $3 AND time < $4
     ) c WHERE until IS NULL OR until > $5 ORDER BY t`,
    [truckId, slot, iso(from - PERIOD_LOOKBACK_MS), iso(to), from],
    limit,
    'this truck activity history',
  );
  return rows.map((r) => periodOf(r, from, to)).filter((p) => p.end > p.start);
}

/**
 * The periods of these drivers (by card number, `driverIdOfCard`) in any truck and slot that
 * overlap [from, to), cut to it: each ends where its slot's next change begins, whoever's. With
 * `companies`, only in those companies' trucks.
 */
export async function driverPeriodsOf(
  pool: pg.Pool,
  driverIds: readonly number[],
  from: number,
  to: number,
  limit: number,
  companies?: readonly number[],
): Promise<Map<number, SlotPeriod[]>> {
  const out = new Map<number, SlotPeriod[]>();
  if (driverIds.length === 0) return out;
  const rows = await capped<ChangeRow>(
    pool,
    `WITH trucks AS (
       SELECT DISTINCT truck_id FROM driver_activity_changes
       WHERE driver_id = ANY($1::integer[]) AND time >= $2 AND time < $3
         AND ($5::integer[] IS NULL OR company_id = ANY($5::integer[]))
     ), c AS (
       SELECT d.truck_id, d.slot, ${ms('d.time')} AS t, d.card_id, d.driver_id, d.activity,
         ${ms('lead(d.time) OVER (PARTITION BY d.truck_id, d.slot ORDER BY d.time)')} AS until
       FROM driver_activity_changes d
       WHERE d.truck_id IN (SELECT truck_id FROM trucks) AND d.time >= $2 AND d.time < $3
     )
     SELECT * FROM c WHERE driver_id = ANY($1::integer[]) AND (until IS NULL OR until > $4)
     ORDER BY t`,
    [driverIds, iso(from - PERIOD_LOOKBACK_MS), iso(to), from, companies ?? null],
    limit,
    'these drivers activity history',
  );
  for (const row of rows) {
    const period = periodOf(row, from, to);
    if (period.end <= period.start || row.driver_id === null) continue;
    let list = out.get(row.driver_id);
    if (!list) out.set(row.driver_id, (list = []));
    list.push(period);
  }
  return out;
}

/**
 * The (truck, time) of every position within the bounding box of a circle in [from, to), by
 * truck then time; the caller measures the distance. More than `limit` throws HistoryTooLarge.
 */
export function positionsNear(
  pool: pg.Pool,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
  from: number,
  to: number,
  limit: number,
): Promise<Array<{ truck_id: number; t: number; lat: number; lng: number }>> {
  return capped(
    pool,
    `SELECT truck_id, ${ms('time')} AS t, lat, lng FROM device_positions
     WHERE time >= $1 AND time < $2 AND lat BETWEEN $3 AND $4 AND lng BETWEEN $5 AND $6
     ORDER BY truck_id, time`,
    [iso(from), iso(to), box.minLat, box.maxLat, box.minLng, box.maxLng],
    limit,
    'this area',
  );
}
