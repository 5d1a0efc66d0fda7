import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_NAMESPACE,
  type GeofenceEvent,
  type LiveClientToServer,
  type LiveServerToClient,
  type MailOutboxEntry,
  type Poi,
  type PoiNotification,
} from '@fleetdeck/shared';
import { DATABASES, startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import { TestSmtp } from './support/testSmtp.js';
import { TestUpstream, type CompanyTruck } from './support/testUpstream.js';
import { until } from './support/until.js';

const PADANI = 1;
const TIRRENO = 4;
/** A depot near Pisa; the trucks drive north-south through it. */
const CENTRE = { lat: 43.7, lng: 10.4 };
const M_PER_DEG = 111_195;

/** Polls `read` until it gives a value (every 25 ms, up to `ms`). */

describe.each(DATABASES)('points of interest and geofence alerts on %s', (kind) => {
  let upstream: TestUpstream;
  let smtp: TestSmtp;
  let env: AccountsRelay;
  let admin: string;
  let dispatcher: string;
  let clock = Date.parse('2026-11-22T08:00:00Z');
  const sockets: Socket[] = [];

  /** A truck `north` metres from CENTRE (negative: south), with a fresh report time. */
  const at = (id: number, north: number, company: number): CompanyTruck => ({
    id,
    plate: `FD${id}XX`,
    details: { company },
    lastpoint: {
      lat: CENTRE.lat + north / M_PER_DEG,
      lng: CENTRE.lng,
      heading: 0,
      speed: 60,
      date: new Date((clock += 10_000)).toISOString(),
      ignition: 1,
    },
  });
  /** Truck 41 (Tirreno) `north` metres from the depot; 11 (Padani) stays away. */
  const drive = async (north: number) => {
    upstream.trucks = [at(41, north, TIRRENO), at(11, -30_000, PADANI)];
    const date = upstream.trucks[0]?.lastpoint?.date;
    await until(() => env.relay.hub.truck(41)?.lastpoint?.date === date, 'the poll', 20_000);
  };

  const call = async (
    path: string,
    token: string,
    company: number,
    method = 'GET',
    body?: unknown,
  ): Promise<{ status: number; json: Record<string, unknown> }> => {
    const response = await env.api(path, {
      token,
      company,
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  };
  const fieldOf = async (path: string, method: string, body: unknown, company = TIRRENO) => {
    const answer = await call(path, dispatcher, company, method, body);
    expect(answer.status).toBe(400);
    return answer.json['field'];
  };

  /** A `/live` client of the company that records the geofence events it gets. */
  const listen = async (token: string, company: number) => {
    const events: GeofenceEvent[] = [];
    const socket: Socket<LiveServerToClient, LiveClientToServer> = io(
      `${env.relay.url}${LIVE_NAMESPACE}`,
      { transports: ['websocket'], forceNew: true, auth: { token, company } },
    );
    sockets.push(socket);
    socket.on('poi:geofence', (event) => events.push(event));
    await new Promise<void>((resolve) => socket.once('fleet:snapshot', () => resolve()));
    return events;
  };

  const outboxOf = async (event: number) => {
    const { json } = await call('/poi/outbox?limit=500', dispatcher, TIRRENO);
    return (json['data'] as MailOutboxEntry[]).find((m) => m.event_id === event);
  };

  beforeAll(async () => {
    upstream = await new TestUpstream().start();
    upstream.trucks = [at(41, -3000, TIRRENO), at(11, -30_000, PADANI)];
    smtp = await new TestSmtp().start();
    env = await startAccountsRelay(kind, {
      UPSTREAM_URL: upstream.url,
      POLL_TRUCKS_MS: '100',
      UPSTREAM_TIMEOUT_MS: '1000',
      SMTP_URL: smtp.url,
      SMTP_TIMEOUT_MS: '1000',
    });
    admin = await env.signIn('admin');
    dispatcher = await env.signIn('dispatcher');
    await until(() => env.relay.hub.truck(41), 'the first poll', 20_000);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await env?.close();
    await smtp?.close();
    await upstream?.close();
  });

  it('creates, lists, edits and deletes POIs of the company, naming the field of a bad one', async () => {
    const good = { description: 'Magazzino Livorno', lat: 43.55, lng: 10.31, radius: 250, type: 1 };
    expect(await fieldOf('/poi', 'POST', { ...good, description: '  ' })).toBe('description');
    expect(await fieldOf('/poi', 'POST', { ...good, lat: 91 })).toBe('lat');
    expect(await fieldOf('/poi', 'POST', { ...good, lng: 'east' })).toBe('lng');
    expect(await fieldOf('/poi', 'POST', { ...good, radius: -1 })).toBe('radius');
    expect(await fieldOf('/poi', 'POST', { ...good, type: 16 })).toBe('type');
    const { radius: _radius, ...noRadius } = good;
    expect(await fieldOf('/poi', 'POST', noRadius)).toBe('radius');

    const created = await call('/poi', dispatcher, TIRRENO, 'POST', { ...good, note: 'gate 3' });
    expect(created.status).toBe(201);
    const poi = created.json['data'] as Poi;
    expect(poi).toMatchObject({
      ...good,
      note: 'gate 3',
      color: null,
      type_description: 'headquarter',
      type_color: '#1d4ed8',
      alert: { notification_events: [] },
    });
    const listed = await call('/poi', admin, TIRRENO);
    expect(listed.json['data']).toContainEqual(poi);

    // The marker popup edits colour and note only; the form sends the whole POI.
    const popup = await call(`/poi/${poi.id}`, dispatcher, TIRRENO, 'PUT', {
      color: '#ff8800',
      note: 'ring',
    });
    expect(popup.json['data']).toMatchObject({ ...good, color: '#ff8800', note: 'ring' });
    expect(await fieldOf(`/poi/${poi.id}`, 'PUT', { color: '#ff8800' })).toBe('note');
    expect(await fieldOf(`/poi/${poi.id}`, 'PUT', { ...good, radius: 'big' })).toBe('radius');
    const full = await call(`/poi/${poi.id}`, dispatcher, TIRRENO, 'PUT', {
      ...good,
      type: 5,
      radius: 400,
    });
    expect(full.status).toBe(200);
    expect(full.json['data']).toMatchObject({
      type: 5,
      radius: 400,
      type_description: 'customers',
      type_color: '#16a34a',
    });

    // Another company's POI is not found, whatever the call.
    expect((await call('/poi', admin, PADANI)).json['data']).not.toContainEqual(
      expect.objectContaining({ id: poi.id }),
    );
    expect(
      (await call(`/poi/${poi.id}`, admin, PADANI, 'PUT', { color: '#000000', note: '' })).status,
    ).toBe(404);
    expect((await call(`/poi/${poi.id}`, admin, PADANI, 'PUT', good)).status).toBe(404);
    expect((await call(`/poi/${poi.id}`, admin, PADANI, 'DELETE')).status).toBe(404);
    expect((await call('/poi/999999', dispatcher, TIRRENO, 'PUT', good)).status).toBe(404);

    expect((await call(`/poi/${poi.id}`, dispatcher, TIRRENO, 'DELETE')).status).toBe(204);
    expect((await call(`/poi/${poi.id}`, dispatcher, TIRRENO, 'DELETE')).status).toBe(404);
    expect((await call('/poi', dispatcher, TIRRENO)).json['data']).not.toContainEqual(
      expect.objectContaining({ id: poi.id }),
    );
  });

  it('keeps one notification per POI and the default recipients, dropping blank addresses', async () => {
    const made = await call('/poi', dispatcher, TIRRENO, 'POST', {
      description: 'Cliente Lucca',
      lat: 43.84,
      lng: 10.5,
      radius: 100,
      type: 5,
    });
    const poi = made.json['data'] as Poi;
    const body = {
      poiId: poi.id,
      emailAddresses: ['', 'ops@example.com', '  '],
      notificationEvents: 'both',
    };
    expect(
      await fieldOf('/poi/notifications', 'POST', {
        ...body,
        emailAddresses: ['ops@example.com', 'not-mail'],
      }),
    ).toBe('emailAddresses');
    expect(
      await fieldOf('/poi/notifications', 'POST', { ...body, notificationEvents: 'sometimes' }),
    ).toBe('notificationEvents');
    expect(await fieldOf('/poi/notifications', 'POST', { ...body, poiId: 'x' })).toBe('poiId');
    // Not the company's POI.
    expect((await call('/poi/notifications', admin, PADANI, 'POST', body)).status).toBe(404);

    const created = await call('/poi/notifications', dispatcher, TIRRENO, 'POST', body);
    expect(created.status).toBe(201);
    const notification = created.json['data'] as PoiNotification;
    expect(notification).toMatchObject({
      poiId: poi.id,
      emailAddresses: ['ops@example.com'],
      notificationEvents: 'both',
    });
    expect(typeof notification.id).toBe('number');
    const again = await call('/poi/notifications', dispatcher, TIRRENO, 'POST', body);
    expect(again.status).toBe(409);
    expect(again.json['field']).toBe('poiId');

    const alertOf = async () =>
      ((await call('/poi', dispatcher, TIRRENO)).json['data'] as Poi[]).find((p) => p.id === poi.id)
        ?.alert;
    expect(await alertOf()).toEqual({ notification_events: ['entry', 'exit'] });
    const changed = await call(
      `/poi/notifications/${notification.id}`,
      dispatcher,
      TIRRENO,
      'PUT',
      {
        emailAddresses: [],
        notificationEvents: 'in',
      },
    );
    expect(changed.json['data']).toMatchObject({ emailAddresses: [], notificationEvents: 'in' });
    expect(await alertOf()).toEqual({ notification_events: ['entry'] });
    expect(
      await fieldOf(`/poi/notifications/${notification.id}`, 'PUT', { emailAddresses: ['@'] }),
    ).toBe('emailAddresses');
    expect(
      (
        await call(`/poi/notifications/${notification.id}`, admin, PADANI, 'PUT', {
          emailAddresses: [],
        })
      ).status,
    ).toBe(404);
    const list = await call('/poi/notifications', dispatcher, TIRRENO);
    expect(list.json['data']).toContainEqual({
      ...notification,
      emailAddresses: [],
      notificationEvents: 'in',
    });
    expect((await call('/poi/notifications', admin, PADANI)).json['data']).toEqual([]);
    expect(
      (await call(`/poi/notifications/${notification.id}`, admin, PADANI, 'DELETE')).status,
    ).toBe(404);
    expect(
      (await call(`/poi/notifications/${notification.id}`, dispatcher, TIRRENO, 'DELETE')).status,
    ).toBe(204);
    expect(await alertOf()).toEqual({ notification_events: [] });

    // Default recipients: any user with the poi permission (the dispatcher cannot change the
    // rest of the company configuration).
    expect((await call('/poi/settings', dispatcher, TIRRENO)).json['data']).toEqual({
      emailAddresses: [],
    });
    expect(
      await fieldOf('/poi/settings', 'PUT', { emailAddresses: ['ok@example.com', 'nope'] }),
    ).toBe('emailAddresses');
    const set = await call('/poi/settings', dispatcher, TIRRENO, 'PUT', {
      emailAddresses: [' ', 'control@example.com'],
    });
    expect(set.json['data']).toEqual({ emailAddresses: ['control@example.com'] });
    expect((await call('/poi/settings', admin, TIRRENO)).json['data']).toEqual({
      emailAddresses: ['control@example.com'],
    });
    expect((await call('/poi/settings', admin, PADANI)).json['data']).toEqual({
      emailAddresses: [],
    });
    await call(`/poi/${poi.id}`, dispatcher, TIRRENO, 'DELETE');
  });

  it('refuses callers without the poi permission', async () => {
    const made = await call('/wall-tokens', admin, TIRRENO, 'POST', { name: 'Parete POI' });
    const wall = (made.json['data'] as { token: string }).token;
    expect((await call('/poi', wall, TIRRENO)).status).toBe(403);
    expect((await call('/poi/events', wall, TIRRENO)).status).toBe(403);
    expect((await call('/poi', dispatcher, PADANI)).status).toBe(403); // not one of their companies
    if (!env.sql) return;
    // The dispatcher's licence without poi.poi.
    await env.sql(
      `UPDATE memberships SET licenses = jsonb_set(licenses, '{poi,poi}', 'false')
       WHERE user_id = (SELECT id FROM users WHERE username = 'dispatcher')`,
    );
    try {
      expect((await call('/poi', dispatcher, TIRRENO)).status).toBe(403);
      expect(
        (await call('/poi/settings', dispatcher, TIRRENO, 'PUT', { emailAddresses: [] })).status,
      ).toBe(403);
    } finally {
      await env.sql(
        `UPDATE memberships SET licenses = jsonb_set(licenses, '{poi,poi}', 'true')
         WHERE user_id = (SELECT id FROM users WHERE username = 'dispatcher')`,
      );
    }
  });

  it('e-mails the entry and the exit of a truck, pushes them live to the company only', async () => {
    const tirreno = await listen(dispatcher, TIRRENO);
    const padani = await listen(admin, PADANI);
    await drive(-3000);
    const made = await call('/poi', dispatcher, TIRRENO, 'POST', {
      description: 'Deposito Pisa',
      lat: CENTRE.lat,
      lng: CENTRE.lng,
      radius: 300,
      type: 1,
    });
    const poi = made.json['data'] as Poi;
    await call('/poi/notifications', dispatcher, TIRRENO, 'POST', {
      poiId: poi.id,
      emailAddresses: ['ops@example.com'],
      notificationEvents: 'both',
    });
    await until(
      () => env.relay.geofence.watches(TIRRENO, poi.id),
      'the engine to watch the POI',
      20_000,
    );

    // Driving north through the depot: in at 100 m south, out at 1 km north.
    await drive(-1000);
    await drive(-100);
    const entry = await until(
      () => tirreno.find((e) => e.poi_id === poi.id),
      'the entry on /live',
      20_000,
    );
    expect(entry).toMatchObject({
      poi_id: poi.id,
      poi_description: 'Deposito Pisa',
      truck_id: 41,
      plate: 'FD41XX',
      kind: 'entry',
    });
    const mail = await until(() => smtp.of(entry.id)[0], 'the entry e-mail', 20_000);
    expect(mail.to).toBe('ops@example.com');
    expect(mail.raw).toMatch(/FD41XX/);
    expect(mail.raw).toMatch(/Deposito Pisa/);

    await drive(1000);
    const exit = await until(
      () => tirreno.find((e) => e.poi_id === poi.id && e.kind === 'exit'),
      'the exit on /live',
      20_000,
    );
    await until(() => smtp.of(exit.id)[0], 'the exit e-mail', 20_000);
    expect(tirreno.filter((e) => e.poi_id === poi.id).map((e) => e.kind)).toEqual([
      'entry',
      'exit',
    ]);
    expect(padani).toEqual([]);

    const events = (await call('/poi/events?limit=2', dispatcher, TIRRENO)).json[
      'data'
    ] as GeofenceEvent[];
    expect(events).toEqual([exit, entry]);
    expect((await call('/poi/events', admin, PADANI)).json['data']).toEqual([]);
    expect(await fieldOf('/poi/events?limit=0', 'GET', undefined)).toBe('limit');
    for (const event of [entry, exit]) {
      await until(
        async () => (await outboxOf(event.id))?.status === 'sent',
        'the outbox marked sent',
        20_000,
      );
      expect(await outboxOf(event.id)).toMatchObject({
        to: ['ops@example.com'],
        attempts: 1,
        last_error: null,
      });
      expect(smtp.of(event.id)).toHaveLength(1);
    }
    expect((await call('/poi/outbox', admin, PADANI)).json['data']).toEqual([]);
    await call(`/poi/${poi.id}`, dispatcher, TIRRENO, 'DELETE');
  });

  it('sends each e-mail once after a slow server and a refusing one recover', async () => {
    const tirreno = await listen(dispatcher, TIRRENO);
    await drive(-3000);
    const made = await call('/poi', dispatcher, TIRRENO, 'POST', {
      description: 'Officina Cascina',
      lat: CENTRE.lat,
      lng: CENTRE.lng,
      radius: 500,
      type: 4,
    });
    const poi = made.json['data'] as Poi;
    // No addresses of its own: the company's default recipients get it.
    await call('/poi/settings', dispatcher, TIRRENO, 'PUT', {
      emailAddresses: ['control@example.com'],
    });
    await call('/poi/notifications', dispatcher, TIRRENO, 'POST', {
      poiId: poi.id,
      emailAddresses: [],
      notificationEvents: 'both',
    });
    await until(
      () => env.relay.geofence.watches(TIRRENO, poi.id),
      'the engine to watch the POI',
      20_000,
    );

    // Slow: the first two connections get no greeting within the relay's 1 s.
    smtp.slow = 2;
    await drive(0);
    const entry = await until(() => tirreno.find((e) => e.poi_id === poi.id), 'the entry', 20_000);
    await until(
      async () => (await outboxOf(entry.id))?.status === 'sent',
      'the entry sent',
      30_000,
    );
    expect(smtp.delayed).toBe(2);
    expect(await outboxOf(entry.id)).toMatchObject({ attempts: 3, to: ['control@example.com'] });

    // Refusing: a 451, then a 554, then it takes it.
    smtp.refuse = 2;
    await drive(3000);
    const exit = await until(
      () => tirreno.find((e) => e.poi_id === poi.id && e.kind === 'exit'),
      'the exit',
      20_000,
    );
    await until(async () => (await outboxOf(exit.id))?.status === 'sent', 'the exit sent', 30_000);
    expect(smtp.refused).toBe(2);
    const sent = await outboxOf(exit.id);
    expect(sent).toMatchObject({ attempts: 3, status: 'sent' });
    expect(sent?.last_error).toMatch(/554/); // what the attempt before the last one met
    expect(sent?.sent_at).not.toBeNull();

    // The slow server's late greetings came and went: still exactly one of each. Kept as a fixed
    // wait: it checks that nothing more arrives, so there is no event to wait on; its length is
    // the test server's own delay (`slowMs`), and every late greeting was scheduled before now.
    await new Promise((r) => setTimeout(r, smtp.slowMs));
    expect(smtp.of(entry.id)).toHaveLength(1);
    expect(smtp.of(exit.id)).toHaveLength(1);
    await call(`/poi/${poi.id}`, dispatcher, TIRRENO, 'DELETE');
    await call('/poi/settings', dispatcher, TIRRENO, 'PUT', { emailAddresses: [] });
  });

  it('records a crossing without e-mail when nobody is to be told', async () => {
    const tirreno = await listen(dispatcher, TIRRENO);
    await drive(-3000);
    const made = await call('/poi', dispatcher, TIRRENO, 'POST', {
      description: 'Area sosta',
      lat: CENTRE.lat,
      lng: CENTRE.lng,
      radius: 200,
      type: 10,
    });
    const poi = made.json['data'] as Poi;
    await call('/poi/notifications', dispatcher, TIRRENO, 'POST', {
      poiId: poi.id,
      emailAddresses: [],
      notificationEvents: 'in',
    });
    await until(
      () => env.relay.geofence.watches(TIRRENO, poi.id),
      'the engine to watch the POI',
      20_000,
    );
    await drive(0);
    const entry = await until(() => tirreno.find((e) => e.poi_id === poi.id), 'the entry', 20_000);
    await env.relay.geofence.settled();
    expect(await outboxOf(entry.id)).toBeUndefined();
    await call(`/poi/${poi.id}`, dispatcher, TIRRENO, 'DELETE');
  });
});
