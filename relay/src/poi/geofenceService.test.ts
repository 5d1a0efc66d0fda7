import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeofenceEvent, Truck } from '@fleetdeck/shared';
import { StaticCompanyDirectory } from '../live/companies.js';
import { FleetHub } from '../live/hub.js';
import { openDatabase, type Database } from '../storage/database.js';
import { GeofenceService } from './geofenceService.js';
import { PoiRepository } from './poiRepository.js';

const TIRRENO = 4;
const CENTRE = { lat: 43.7, lng: 10.4 };
const M_PER_DEG = 111_195;
/** `north` metres from CENTRE. */
const north = (m: number) => ({ lat: CENTRE.lat + m / M_PER_DEG, lng: CENTRE.lng });

let clock = Date.parse('2026-11-22T08:00:00Z');
const truck = (id: number, at: { lat: number; lng: number }, company = TIRRENO): Truck => ({
  id,
  plate: `TR${id}`,
  details: { company },
  lastpoint: {
    ...at,
    heading: 0,
    speed: 50,
    date: new Date((clock += 1000)).toISOString(),
    ignition: 1,
  },
});

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the geofence service on a database', () => {
  let db: Database;
  let repo: PoiRepository;
  const hub = new FleetHub(new StaticCompanyDirectory(new Map([[1, [2]]])));
  const events: GeofenceEvent[] = [];
  const services: GeofenceService[] = [];
  const service = () => {
    const s = new GeofenceService({
      pool: db.pool,
      hub,
      isPolling: () => true,
      onEvent: (event) => events.push(event),
      onMail: () => undefined,
      log: pino({ level: 'silent' }),
      checkEveryMs: 50,
    });
    services.push(s);
    return s;
  };
  /** A poll of the upstream: the hub diffs it, the service gets the company streams' share. */
  const tick = async (s: GeofenceService, trucks: Truck[]) => {
    const result = hub.update(trucks);
    if (result) s.publish(result.streams);
    await s.settled();
  };
  const count = async (sql: string, values: unknown[] = []) =>
    (await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values)).rows[0]
      ?.n;

  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    for (const id of [1, 2, TIRRENO])
      await db.pool.query('INSERT INTO companies (id, business_name) VALUES ($1, $2)', [
        id,
        `C${id}`,
      ]);
    repo = new PoiRepository(db.pool);
  }, 60_000); // PGlite takes a while to start on a busy machine
  afterAll(async () => {
    for (const s of services) s.close();
    await db.close();
  });

  it('records entry and exit with their e-mails once, and keeps its state across a restart', async () => {
    const poi = await repo.create(TIRRENO, {
      description: 'Deposito Pisa',
      lat: CENTRE.lat,
      lng: CENTRE.lng,
      radius: 300,
      type: 1,
    });
    await repo.createNotification(TIRRENO, {
      poiId: poi.id,
      emailAddresses: ['ops@example.com'],
      notificationEvents: 'both',
    });
    // Truck 2 is parked inside from the start: a baseline, never an entry.
    const first = service();
    await tick(first, [truck(1, north(-2000)), truck(2, north(50))]);
    await until(() => first.watches(TIRRENO, poi.id), 'the fence loaded');
    await first.settled();
    expect(await count('geofence_state WHERE truck_id = 2')).toBe(1);
    expect(await count('geofence_trucks WHERE company_id = $1', [TIRRENO])).toBe(2);

    await tick(first, [truck(1, north(-1000)), truck(2, north(51))]);
    await tick(first, [truck(1, north(-100)), truck(2, north(50))]);
    expect(events.map((e) => [e.truck_id, e.kind, e.plate, e.poi_description])).toEqual([
      [1, 'entry', 'TR1', 'Deposito Pisa'],
    ]);
    expect(events[0]?.at).toBe(hub.truck(1)?.lastpoint?.date);
    const outbox = await db.pool.query<{ subject: string; body: string }>(
      'SELECT recipients, subject, body, status FROM poi_mail_outbox WHERE event_id = $1',
      [events[0]?.id],
    );
    expect(outbox.rows).toEqual([
      expect.objectContaining({ recipients: ['ops@example.com'], status: 'pending' }),
    ]);
    expect(outbox.rows[0]?.subject).toContain('TR1');
    expect(outbox.rows[0]?.body).toContain('Deposito Pisa');

    // The relay stops; another takes the poll and loads the state: still inside, no new entry.
    // Truck 2 is now between the radius (300 m) and the exit margin (330 m): inside as stored.
    first.close();
    const second = service();
    await tick(second, [truck(1, north(-90)), truck(2, north(310))]);
    await until(() => second.ready, 'the second service loaded');
    await second.settled();
    await tick(second, [truck(1, north(-95)), truck(2, north(315))]);
    expect(events).toHaveLength(1);
    await tick(second, [truck(1, north(2000)), truck(2, north(-2000))]);
    expect(
      events
        .slice(1)
        .map((e) => [e.truck_id, e.kind])
        .sort(),
    ).toEqual([
      [1, 'exit'],
      [2, 'exit'],
    ]);
    expect(await count('poi_mail_outbox')).toBe(3);
    expect(await count('geofence_state')).toBe(0);
  });

  it('takes a new or moved fence from REST on another relay as a baseline, then real crossings', async () => {
    events.length = 0;
    const s = services.at(-1) as GeofenceService;
    // Truck 1 is at +2000 m: a POI created around it there gives no entry.
    const poi = await repo.create(TIRRENO, {
      description: 'Cliente Livorno',
      ...north(2000),
      radius: 200,
      type: 5,
    });
    await until(() => s.watches(TIRRENO, poi.id), 'the change seen without a nudge');
    await s.settled();
    expect(events).toEqual([]);
    expect(await count('geofence_state WHERE poi_id = $1', [poi.id])).toBe(1);
    // Moved 3 km north: truck 1 is outside it now (state rebuilt, no exit), then drives in.
    await repo.update(TIRRENO, poi.id, {
      description: 'Cliente Livorno',
      ...north(5000),
      radius: 200,
      type: 5,
    });
    await until(
      async () => (await count('pois WHERE id = $1 AND baselined_version = 2', [poi.id])) === 1,
      'the moved fence rebuilt',
    );
    expect(await count('geofence_state WHERE poi_id = $1', [poi.id])).toBe(0);
    await tick(s, [truck(1, north(4900)), truck(2, north(-2000))]);
    expect(events.map((e) => [e.poi_id, e.truck_id, e.kind])).toEqual([[poi.id, 1, 'entry']]);
    // Deleted: its state goes with it, and no exit comes.
    await repo.remove(TIRRENO, poi.id);
    await until(() => !s.watches(TIRRENO, poi.id), 'the fence dropped');
    await tick(s, [truck(1, north(9000)), truck(2, north(-2000))]);
    expect(events).toHaveLength(1);
    expect(await count('geofence_state WHERE poi_id = $1', [poi.id])).toBe(0);
  });

  it("checks a master's fences against its slaves' trucks, and only its own stream", async () => {
    events.length = 0;
    const s = services.at(-1) as GeofenceService;
    const poi = await repo.create(1, {
      description: 'Hub Padano',
      ...north(20_000),
      radius: 500,
      type: 1,
    });
    s.nudge();
    await until(() => s.watches(1, poi.id), 'the master fence');
    await s.settled();
    await tick(s, [
      truck(1, north(9000)),
      truck(2, north(-2000)),
      truck(5, north(25_000), 2),
      truck(6, north(25_000), TIRRENO),
    ]);
    await tick(s, [
      truck(1, north(9000)),
      truck(2, north(-2000)),
      truck(5, north(20_000), 2),
      truck(6, north(20_000), TIRRENO),
    ]);
    expect(events.map((e) => [e.poi_id, e.truck_id, e.kind])).toEqual([[poi.id, 5, 'entry']]);
  });
});
