import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import type { DeviceFleet, DeviceRecord, DeviceTruck } from '../../relay/src/devices/contracts.js';
import { openDatabase, type Database } from '../../relay/src/storage/database.js';
import { POSTGRES_URL } from './services.js';
import type { DatabaseKind } from './accountsRelay.js';

/** A silent logger for the device history tests. */
export const quietLog = pino({ level: 'silent' });

/** A database of one kind with migrations applied; PostgreSQL in a fresh schema dropped at close. */
export async function deviceHistoryDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ dataDir: 'memory://' });
  const schema = `devices_history_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const db = await openDatabase({ url: POSTGRES_URL, dataDir: '', schema });
  return {
    ...db,
    close: async () => {
      await db.pool.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
      await db.close();
    },
  };
}

/** A fixed in-memory fleet of device-fed trucks. */
export class MemoryFleet implements DeviceFleet {
  constructor(readonly list: DeviceTruck[]) {}

  trucks(): Promise<readonly DeviceTruck[]> {
    return Promise.resolve(this.list);
  }
}

/** A record of truck 7 of company 3 (device 356307042441013) at `time`, overridable. */
export function deviceRecord(time: number, fields: Partial<DeviceRecord> = {}): DeviceRecord {
  return {
    deviceId: '356307042441013',
    companyId: 3,
    truckId: 7,
    time,
    lat: 45.46,
    lng: 9.19,
    heading: 90,
    speed: 0,
    ignition: false,
    ...fields,
  };
}
