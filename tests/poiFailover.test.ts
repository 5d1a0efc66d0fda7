import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { createClient } from 'redis';
import { SMTPServer } from 'smtp-server';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_NAMESPACE,
  type GeofenceEvent,
  type LiveClientToServer,
  type LiveServerToClient,
  type Poi,
} from '@fleetdeck/shared';
import { postgresAndRedis } from './support/accountsRelay.js';
import { RelayProcess } from './support/relayProcess.js';
import { TestUpstream, type CompanyTruck } from './support/testUpstream.js';
import { POSTGRES_URL, REDIS_URL } from './support/services.js';
import { until } from './support/until.js';

const TIRRENO = 4;
const CENTRE = { lat: 43.7, lng: 10.4 };
const M_PER_DEG = 111_195;

const reachable = await postgresAndRedis('tests/poiFailover.test.ts');

describe.skipIf(!reachable)('geofences across a poller failover (Redis, PostgreSQL)', () => {
  const prefix = `fleetdeck-test-${randomUUID()}`;
  const schema = `poi_failover_${process.pid}_${Date.now().toString(36)}`;
  const mails: Array<{ event: number; raw: string }> = [];
  const sockets: Socket[] = [];
  let smtp: SMTPServer;
  let upstream: TestUpstream;
  let a: RelayProcess;
  let b: RelayProcess;
  let clock = Date.parse('2026-11-22T08:00:00Z');

  const sql = async (text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(`SET search_path TO ${pg.escapeIdentifier(schema)}`);
      return (await client.query(text, values)).rows as Array<Record<string, unknown>>;
    } finally {
      await client.end();
    }
  };
  const truck = (north: number): CompanyTruck => ({
    id: 41,
    plate: 'FD41XX',
    details: { company: TIRRENO },
    lastpoint: {
      lat: CENTRE.lat + north / M_PER_DEG,
      lng: CENTRE.lng,
      heading: 0,
      speed: 60,
      date: new Date((clock += 10_000)).toISOString(),
      ignition: 1,
    },
  });
  const listen = async (relay: RelayProcess, company: number) => {
    const events: GeofenceEvent[] = [];
    const socket: Socket<LiveServerToClient, LiveClientToServer> = io(
      `${relay.url}${LIVE_NAMESPACE}`,
      { transports: ['websocket'], forceNew: true, auth: { company } },
    );
    sockets.push(socket);
    socket.on('poi:geofence', (event) => events.push(event));
    await new Promise<void>((resolve) => socket.once('fleet:snapshot', () => resolve()));
    return events;
  };

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 500,
      onData: (stream, _session, callback) => {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          mails.push({ event: Number(/^X-FleetDeck-Event: (\d+)/im.exec(raw)?.[1]), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    upstream = await new TestUpstream().start();
    upstream.trucks = [truck(-3000)];
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      UPSTREAM_URL: upstream.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      POLL_TRUCKS_MS: '200',
      POLL_LOCK_MS: '1000',
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: schema,
      DATA_DIR: 'memory://',
      JWT_SECRET: 'poi-failover-test-secret-of-enough-length',
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      SMTP_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'info',
    };
    a = new RelayProcess(env);
    await a.ready();
    await until(async () => (await a.health()).polling, 'A polling', 30_000);
    b = new RelayProcess(env);
    await b.ready();
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
    await upstream?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 100 })) {
      if (keys.length > 0) await redis.del(keys);
    }
    await redis.quit();
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
    await client.end();
  });

  it('records and mails each crossing once: entry by the first poller, exit by the one that took over', async () => {
    // Signed in and the POI made on B, which does not poll: A's engine finds it in the database.
    const login = await fetch(`${b.url}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ username: 'dispatcher', password: 'fleetdeck' }),
    });
    const token = decodeURIComponent((login.headers.get('location') ?? '').slice('/auth/'.length));
    const call = (path: string, body: unknown) =>
      fetch(`${b.url}/api${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'x-company': String(TIRRENO),
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const made = await call('/poi', {
      description: 'Deposito Pisa',
      lat: CENTRE.lat,
      lng: CENTRE.lng,
      radius: 300,
      type: 1,
    });
    expect(made.status).toBe(201);
    const poi = ((await made.json()) as { data: Poi }).data;
    await call('/poi/notifications', {
      poiId: poi.id,
      emailAddresses: ['ops@example.com'],
      notificationEvents: 'both',
    });
    expect((await b.health()).polling).toBe(false);
    // A's engine rebuilt the new fence's state (the version it did it for is stored).
    await until(
      async () =>
        (
          await sql('SELECT 1 FROM pois WHERE id = $1 AND baselined_version = geometry_version', [
            poi.id,
          ])
        ).length === 1,
      "A's engine to take the POI",
      30_000,
    );
    const tirreno = await listen(b, TIRRENO);
    const padani = await listen(b, 1);

    upstream.trucks = [truck(-100)];
    const entry = await until(() => tirreno.find((e) => e.kind === 'entry'), 'the entry', 30_000);
    await until(() => mails.find((m) => m.event === entry.id), 'the entry e-mail', 30_000);
    // (Killed between the server's answer and this mark, A would leave the mail claimed: sent
    // again when its lease ends, at least once rather than lost.)
    await until(
      async () =>
        (await sql('SELECT status FROM poi_mail_outbox WHERE event_id = $1', [entry.id]))[0]?.[
          'status'
        ] === 'sent',
      'the entry e-mail marked sent',
      30_000,
    );

    // A dies without a word; B takes the poll and loads the state from the database.
    await a.kill();
    await until(async () => (await b.health()).polling, 'B polling', 30_000);
    // Still inside, between the radius (300 m) and the exit margin (330 m): inside only as the
    // stored state says, so its exit below needs that state loaded. No second entry either.
    upstream.trucks = [truck(-310)];
    await until(() => /geofences loaded/.test(b.output), "B's engine loaded", 30_000);
    upstream.trucks = [truck(2000)];
    const exit = await until(() => tirreno.find((e) => e.kind === 'exit'), 'the exit', 30_000);
    await until(() => mails.find((m) => m.event === exit.id), 'the exit e-mail', 30_000);

    const stored = await sql('SELECT id, kind FROM geofence_events WHERE poi_id = $1 ORDER BY id', [
      poi.id,
    ]);
    expect(stored).toEqual([
      { id: entry.id, kind: 'entry' },
      { id: exit.id, kind: 'exit' },
    ]);
    expect(tirreno.map((e) => e.kind)).toEqual(['entry', 'exit']);
    expect(padani).toEqual([]);
    await until(
      async () =>
        (await sql("SELECT count(*)::int AS n FROM poi_mail_outbox WHERE status = 'sent'"))[0]?.[
          'n'
        ] === 2,
      'both e-mails marked sent',
      30_000,
    );
    expect(mails.map((m) => m.event).sort()).toEqual([entry.id, exit.id].sort());
  });
});
