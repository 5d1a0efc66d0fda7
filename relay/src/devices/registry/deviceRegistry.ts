import type pg from 'pg';
import type {
  DeviceProtocol,
  DeviceRow,
  UnknownDeviceRow as SharedUnknownDeviceRow,
} from '@fleetdeck/shared';

export type { DeviceRow };
import type { DeviceBinding, DeviceFleet, DeviceRegistry, DeviceTruck } from '../contracts.js';

/** A refused device as stored: with where it connected from (the REST call may leave it out). */
export type UnknownDeviceRow = Required<SharedUnknownDeviceRow>;

/** What binding a device needs: an existing truck id, or none for a new truck with the plate. */
export interface NewDevice {
  deviceId: string;
  protocol: DeviceProtocol;
  truckId?: number;
  plate: string;
  label?: string;
}

/**
 * Why a bind was refused: the device is bound already (to this company or another), or the
 * truck is another company's device-fed truck.
 */
export type DeviceWriteError = 'bound_here' | 'bound_elsewhere' | 'truck_elsewhere';

export interface RegistryOptions {
  /** How long a cached lookup is trusted before the change version is read again (ms). */
  refreshMs?: number;
  /** How many unknown devices are kept (the newest). */
  unknownLimit?: number;
  /** The same unknown device is written at most once in this long (a reconnecting flood). */
  unknownCoalesceMs?: number;
  now?: () => number;
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string }).code === '23505';

const ROW_COLUMNS = `device_id, protocol, truck_id, plate, label,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at`;
const UNKNOWN_COLUMNS = `device_id, protocol, remote, attempts,
  to_char(first_seen AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS first_seen,
  to_char(last_seen AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_seen`;

/**
 * The device registry on PostgreSQL or PGlite (migration 9). `lookup` answers from memory; every
 * write here clears that cache and moves `device_changes.version` in its transaction, and a
 * lookup re-reads the version once `refreshMs` has passed, so a device removed through another
 * relay stops here within that time too.
 */
export class PgDeviceRegistry implements DeviceRegistry, DeviceFleet {
  private readonly cache = new Map<string, DeviceBinding | null>();
  /** Moves whenever the cache is cleared: a lookup read before a change must not be cached. */
  private generation = 0;
  private knownVersion = -1;
  private checkedAt = -Infinity;
  private versionCheck: Promise<void> | undefined;
  private readonly reported = new Map<string, number>();
  private readonly refreshMs: number;
  private readonly unknownLimit: number;
  private readonly unknownCoalesceMs: number;
  private readonly now: () => number;

  private static readonly shared = new WeakMap<pg.Pool, PgDeviceRegistry>();

  /**
   * The one registry of a database pool: the REST calls and the device listeners share it, so a
   * device removed through the API stops at once on this relay (other relays: within refreshMs).
   */
  static for(pool: pg.Pool): PgDeviceRegistry {
    let registry = PgDeviceRegistry.shared.get(pool);
    if (!registry) {
      registry = new PgDeviceRegistry(pool);
      PgDeviceRegistry.shared.set(pool, registry);
    }
    return registry;
  }

  constructor(
    private readonly pool: pg.Pool,
    options: RegistryOptions = {},
  ) {
    this.refreshMs = options.refreshMs ?? 1000;
    this.unknownLimit = options.unknownLimit ?? 500;
    this.unknownCoalesceMs = options.unknownCoalesceMs ?? 5000;
    this.now = options.now ?? Date.now;
  }

  /** The device's binding, from memory when the registry has not changed since it was read. */
  async lookup(protocol: DeviceProtocol, deviceId: string): Promise<DeviceBinding | undefined> {
    await this.fresh();
    const key = `${protocol}:${deviceId}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached ?? undefined;
    const generation = this.generation;
    const { rows } = await this.pool.query<{ company_id: number; truck_id: number }>(
      'SELECT company_id, truck_id FROM devices WHERE protocol = $1 AND device_id = $2',
      [protocol, deviceId],
    );
    const row = rows[0];
    const binding: DeviceBinding | null = row
      ? { deviceId, protocol, companyId: row.company_id, truckId: row.truck_id }
      : null;
    // A bounded cache: an unknown-IMEI flood must not grow it without end.
    if (this.cache.size >= 100_000) this.cache.clear();
    if (generation === this.generation) this.cache.set(key, binding);
    return binding ?? undefined;
  }

  /** Lists a refused device (attempts counted), keeping only the newest `unknownLimit`. */
  async reportUnknown(
    protocol: DeviceProtocol,
    deviceId: string,
    remoteAddress: string,
  ): Promise<void> {
    const key = `${protocol}:${deviceId}`;
    const now = this.now();
    const last = this.reported.get(key);
    if (last !== undefined && now - last < this.unknownCoalesceMs) return;
    if (this.reported.size >= 10_000) this.reported.clear();
    this.reported.set(key, now);
    await this.pool.query(
      `INSERT INTO unknown_devices (protocol, device_id, remote) VALUES ($1, $2, $3)
       ON CONFLICT (protocol, device_id) DO UPDATE
       SET remote = EXCLUDED.remote, last_seen = now(),
           attempts = unknown_devices.attempts + 1`,
      [protocol, deviceId.slice(0, 64), remoteAddress.slice(0, 100)],
    );
    await this.pool.query(
      `DELETE FROM unknown_devices WHERE (protocol, device_id) IN (
         SELECT protocol, device_id FROM unknown_devices
         ORDER BY last_seen DESC, device_id OFFSET $1)`,
      [this.unknownLimit],
    );
  }

  /** Every device-fed truck of every company (one row per device). */
  async trucks(): Promise<readonly DeviceTruck[]> {
    const { rows } = await this.pool.query<{
      company_id: number;
      truck_id: number;
      plate: string;
      label: string | null;
      device_id: string;
      protocol: DeviceProtocol;
    }>(
      `SELECT company_id, truck_id, plate, label, device_id, protocol FROM devices
       ORDER BY company_id, truck_id, protocol, device_id`,
    );
    return rows.map((r) => ({
      companyId: r.company_id,
      truckId: r.truck_id,
      plate: r.plate,
      ...(r.label ? { label: r.label } : {}),
      deviceId: r.device_id,
      protocol: r.protocol,
    }));
  }

  /** The company's devices, the newest first. */
  async list(company: number): Promise<DeviceRow[]> {
    const { rows } = await this.pool.query<DeviceRow>(
      `SELECT ${ROW_COLUMNS} FROM devices WHERE company_id = $1
       ORDER BY created_at DESC, protocol, device_id`,
      [company],
    );
    return rows;
  }

  /**
   * The company's device-fed truck with this id, or one the registry created for it (kept when
   * its last device was removed, so binding a device to it again keeps the truck).
   */
  async truckOf(company: number, truckId: number): Promise<{ plate: string } | undefined> {
    const { rows } = await this.pool.query<{ plate: string }>(
      `SELECT plate FROM device_trucks WHERE company_id = $1 AND truck_id = $2
       UNION ALL
       (SELECT plate FROM devices WHERE company_id = $1 AND truck_id = $2 LIMIT 1)`,
      [company, truckId],
    );
    return rows[0];
  }

  /** The refused devices, the most recently seen first. */
  async unknown(): Promise<UnknownDeviceRow[]> {
    const { rows } = await this.pool.query<UnknownDeviceRow>(
      `SELECT ${UNKNOWN_COLUMNS} FROM unknown_devices ORDER BY last_seen DESC, device_id`,
    );
    return rows;
  }

  /** Whether a device is on the unknown list. */
  async isUnknown(protocol: DeviceProtocol, deviceId: string): Promise<boolean> {
    const { rows } = await this.pool.query(
      'SELECT 1 FROM unknown_devices WHERE protocol = $1 AND device_id = $2',
      [protocol, deviceId],
    );
    return rows.length > 0;
  }

  /**
   * Binds a device to a truck of the company (a new truck id when none is given) and takes it off
   * the unknown list; refused when any company has bound the device already.
   */
  async add(company: number, device: NewDevice): Promise<DeviceRow | DeviceWriteError> {
    return this.write(async (c) => {
      const bound = await c.query<{ company_id: number }>(
        'SELECT company_id FROM devices WHERE protocol = $1 AND device_id = $2 FOR UPDATE',
        [device.protocol, device.deviceId],
      );
      const owner = bound.rows[0]?.company_id;
      if (owner !== undefined) return owner === company ? 'bound_here' : 'bound_elsewhere';
      let truckId = device.truckId;
      if (truckId === undefined) {
        const next = await c.query<{ id: number }>("SELECT nextval('device_truck_ids')::int AS id");
        truckId = next.rows[0]?.id;
        if (truckId === undefined) throw new Error('device_truck_ids gave no truck id');
        await c.query(
          'INSERT INTO device_trucks (truck_id, company_id, plate) VALUES ($1, $2, $3)',
          [truckId, company, device.plate],
        );
      } else {
        const other = await c.query(
          `SELECT 1 FROM devices WHERE truck_id = $1 AND company_id <> $2
           UNION ALL SELECT 1 FROM device_trucks WHERE truck_id = $1 AND company_id <> $2`,
          [truckId, company],
        );
        if (other.rows.length > 0) return 'truck_elsewhere';
      }
      const { rows } = await c.query<DeviceRow>(
        `INSERT INTO devices (company_id, device_id, protocol, truck_id, plate, label)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ROW_COLUMNS}`,
        [company, device.deviceId, device.protocol, truckId, device.plate, device.label ?? null],
      );
      await c.query('DELETE FROM unknown_devices WHERE protocol = $1 AND device_id = $2', [
        device.protocol,
        device.deviceId,
      ]);
      return rows[0] as DeviceRow;
    });
  }

  /** Unbinds one of the company's devices; its lookups stop at once on this relay. */
  async remove(company: number, protocol: DeviceProtocol, deviceId: string): Promise<boolean> {
    const done = await this.write(async (c) => {
      const { rowCount } = await c.query(
        'DELETE FROM devices WHERE company_id = $1 AND protocol = $2 AND device_id = $3',
        [company, protocol, deviceId],
      );
      return rowCount ? true : 'not_found';
    });
    return done === true;
  }

  /** Binds devices without the REST checks (the demo data and the device simulator's fleet). */
  async seed(bindings: ReadonlyArray<NewDevice & { companyId: number }>): Promise<number> {
    if (bindings.length === 0) return 0;
    const added = await this.write(async (c) => {
      const { rowCount } = await c.query(
        `INSERT INTO devices (company_id, device_id, protocol, truck_id, plate, label)
         SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[])
         ON CONFLICT (protocol, device_id) DO NOTHING`,
        [
          bindings.map((b) => b.companyId),
          bindings.map((b) => b.deviceId),
          bindings.map((b) => b.protocol),
          bindings.map((b) => b.truckId ?? 0),
          bindings.map((b) => b.plate),
          bindings.map((b) => b.label ?? null),
        ],
      );
      return rowCount ?? 0;
    });
    return typeof added === 'number' ? added : 0;
  }

  private clearCache(): void {
    this.cache.clear();
    this.generation += 1;
  }

  /** Clears the cache when another relay moved the change version (read once per refreshMs). */
  private async fresh(): Promise<void> {
    if (this.now() - this.checkedAt < this.refreshMs) return;
    this.versionCheck ??= (async () => {
      try {
        const { rows } = await this.pool.query<{ version: number }>(
          'SELECT version FROM device_changes WHERE id = 1',
        );
        const version = Number(rows[0]?.version ?? 0);
        if (version !== this.knownVersion) this.clearCache();
        this.knownVersion = version;
        this.checkedAt = this.now();
      } finally {
        this.versionCheck = undefined;
      }
    })();
    await this.versionCheck;
  }

  /** Runs `work` in a transaction that moves the change version; a refusal rolls it back. */
  private async write<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T | 'bound_elsewhere'> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      if (typeof result === 'string') {
        await client.query('ROLLBACK');
        return result;
      }
      await client.query('UPDATE device_changes SET version = version + 1 WHERE id = 1');
      await client.query('COMMIT');
      this.clearCache();
      // The next lookup re-reads the version (ours moved it), not a stale one.
      this.checkedAt = -Infinity;
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      // Two relays binding the same device at once: the later insert loses.
      if (isUniqueViolation(error)) return 'bound_elsewhere';
      throw error;
    } finally {
      client.release();
    }
  }
}
