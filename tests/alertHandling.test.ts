import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import {
  ALERT_CODES,
  LIVE_NAMESPACE,
  vehicleAlerts,
  type AlertHandling,
  type AlertHandlingEvent,
  type LiveClientToServer,
  type LiveServerToClient,
} from '@fleetdeck/shared';
import { DATABASES, useSignedInRelay, type AccountsRelay } from './support/accountsRelay.js';
import { until } from './support/until.js';

const TIRRENO = 4;

/** A dispatcher's `/live` socket that records the alert-handling events it gets. */
function listen(env: AccountsRelay, token: string, company: number) {
  const events: AlertHandlingEvent[] = [];
  const socket: Socket<LiveServerToClient, LiveClientToServer> = io(
    `${env.relay.url}${LIVE_NAMESPACE}`,
    { transports: ['websocket'], forceNew: true, auth: { token, company } },
  );
  socket.on('alerts:handling', (event) => events.push(event));
  const connected = new Promise<void>((resolve) => socket.once('fleet:snapshot', () => resolve()));
  return { events, socket, connected };
}

describe.each(DATABASES)('alert handling shared among dispatchers on %s', (kind) => {
  const ctx = useSignedInRelay(kind, { SIM_TRUCKS: '300' });
  const post = (token: string, company: number, body: unknown) =>
    ctx.env.api('/alerts/handling', {
      token,
      company,
      method: 'POST',
      body: JSON.stringify(body),
    });

  /** A Tirreno truck with an alert raised now, and one code it does not have. */
  const raisedAlert = () => {
    for (const truck of ctx.env.relay.hub.snapshot(TIRRENO).trucks) {
      const codes = vehicleAlerts(truck, Date.now()).map((a) => a.code);
      const code = codes.find((c) => c !== 'no_points');
      const missing = ALERT_CODES.find((c) => !codes.includes(c));
      if (code && missing) return { truck, code, missing };
    }
    throw new Error('no Tirreno truck with an alert');
  };

  it('acknowledges with the user named, pushes it live to the company, and keeps its history', async () => {
    const watcher = listen(ctx.env, ctx.admin, TIRRENO);
    await watcher.connected;
    const { truck, code } = raisedAlert();
    const response = await post(ctx.dispatcher, TIRRENO, {
      truck_id: truck.id,
      code,
      state: 'acknowledged',
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: AlertHandling };
    expect(data).toMatchObject({ truck_id: truck.id, code, state: 'acknowledged', note: null });
    expect(data.by.name).not.toBe('');

    // Another dispatcher of the company hears of it on its live stream.
    const event = await until(
      () => watcher.events.find((e) => e.records.some((r) => r.truck_id === truck.id)),
      'the acknowledgement on /live',
    );
    expect(event.records[0]).toEqual(data);
    watcher.socket.close();

    const listed = (await (
      await ctx.env.api('/alerts/handling', { token: ctx.admin, company: TIRRENO })
    ).json()) as { data: AlertHandling[] };
    expect(listed.data).toContainEqual(data);

    const resolved = await post(ctx.dispatcher, TIRRENO, {
      truck_id: truck.id,
      code,
      state: 'resolved',
      note: '  called the driver: the card reader is faulty  ',
    });
    expect(resolved.status).toBe(200);
    const done = ((await resolved.json()) as { data: AlertHandling }).data;
    expect(done).toMatchObject({
      state: 'resolved',
      note: 'called the driver: the card reader is faulty',
    });

    const history = (await (
      await ctx.env.api(`/alerts/handling/history/${truck.id}`, {
        token: ctx.dispatcher,
        company: TIRRENO,
      })
    ).json()) as { data: Array<{ code: string; state: string }> };
    expect(history.data.filter((h) => h.code === code).map((h) => h.state)).toEqual([
      'acknowledged',
      'resolved',
    ]);
  });

  it('refuses bad input naming the field, an alert that is not raised, and another company', async () => {
    const { truck, code, missing } = raisedAlert();
    const field = async (body: unknown) => {
      const response = await post(ctx.dispatcher, TIRRENO, body);
      expect(response.status).toBe(400);
      return ((await response.json()) as { field?: string }).field;
    };
    expect(await field({ truck_id: truck.id, code: 'nope', state: 'acknowledged' })).toBe('code');
    expect(await field({ truck_id: truck.id, code, state: 'seen' })).toBe('state');
    expect(await field({ truck_id: 'x', code, state: 'resolved' })).toBe('truck_id');
    expect(
      await field({ truck_id: truck.id, code, state: 'resolved', note: 'x'.repeat(501) }),
    ).toBe('note');

    const notRaised = await post(ctx.dispatcher, TIRRENO, {
      truck_id: truck.id,
      code: missing,
      state: 'acknowledged',
    });
    expect(notRaised.status).toBe(409);
    expect(((await notRaised.json()) as { field?: string }).field).toBe('code');

    // The admin's Trasporti Padani (company 1) does not see Tirreno's trucks.
    const other = await post(ctx.admin, 1, { truck_id: truck.id, code, state: 'acknowledged' });
    expect(other.status).toBe(404);
    const history = await ctx.env.api(`/alerts/handling/history/${truck.id}`, {
      token: ctx.admin,
      company: 1,
    });
    expect(history.status).toBe(404);
  });

  // Only PostgreSQL can be read from the test (PGlite lives inside the relay): no skip counted.
  if (kind === 'postgres')
    it('drops the record when its alert clears, tells the clients and keeps "cleared" in the history', async () => {
      const { truck, missing } = raisedAlert();
      const watcher = listen(ctx.env, ctx.dispatcher, TIRRENO);
      await watcher.connected;
      // A record for an alert the truck does not have (as if it had just cleared).
      await ctx.env.sql?.(
        `INSERT INTO alert_handling (truck_id, code, state, user_name, at)
         VALUES ($1, $2, 'acknowledged', 'someone', $3)`,
        [truck.id, missing, Date.now()],
      );
      const event = await until(
        () => watcher.events.find((e) => e.cleared.some((c) => c.truck_id === truck.id)),
        'the cleared event',
      );
      expect(event.cleared).toEqual([{ truck_id: truck.id, code: missing }]);
      watcher.socket.close();
      const rows = await ctx.env.sql?.(
        'SELECT state FROM alert_handling_history WHERE truck_id = $1 AND code = $2',
        [truck.id, missing],
      );
      expect(rows?.map((r) => r['state'])).toEqual(['cleared']);
      expect(
        await ctx.env.sql?.('SELECT 1 FROM alert_handling WHERE truck_id = $1 AND code = $2', [
          truck.id,
          missing,
        ]),
      ).toEqual([]);
    });
});
