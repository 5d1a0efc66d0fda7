import { describe, expect, it, vi } from 'vitest';
import { encodeImei } from '@fleetdeck/shared';
import { DATABASES, useSignedInRelay, type AccountsRelay } from './support/accountsRelay.js';
import { until } from './support/until.js';
import { TcpDevice } from './support/tcpDevice.js';

const TIRRENO = 4;
const PADANI = 1;

type Body = Record<string, unknown>;

/** A valid Teltonika IMEI: 14 digits and their Luhn check digit. */
function imei(body14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    let d = Number(body14[13 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return body14 + String((10 - (sum % 10)) % 10);
}

/** The IMEI with its check digit off by one (fails the Luhn check). */
const wrongCheck = (id: string): string => id.slice(0, 14) + String((Number(id[14]) + 1) % 10);

/** The device calls of one signed-in user in one company. */
function calls(env: AccountsRelay, token: string, company: number) {
  return async (path: string, method = 'GET', body?: Body) => {
    const res = await env.api(path, {
      token,
      company,
      method,
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Body };
  };
}

const idsOf = (body: Body): string[] =>
  (body['data'] as Array<{ device_id: string }>).map((d) => d.device_id);

describe.each(DATABASES)('device registry through the real relay (%s)', (kind) => {
  const ctx = useSignedInRelay(kind, {
    SIM_TRUCKS: '40',
    POLL_TRUCKS_MS: '200',
    DEVICES_TCP_PORT: '0',
  });

  it('binds a device to a new truck, lists it for its company only, refuses it elsewhere', async () => {
    const tirreno = calls(ctx.env, ctx.admin, TIRRENO);
    const padani = calls(ctx.env, ctx.admin, PADANI);
    const id = imei('35620904000001');
    const added = await tirreno('/devices', 'POST', {
      device_id: id,
      protocol: 'teltonika',
      plate: 'GA 123 XY',
      label: 'Cabina',
    });
    expect(added.status).toBe(201);
    expect(added.body['data']).toMatchObject({
      device_id: id,
      protocol: 'teltonika',
      plate: 'GA 123 XY',
      label: 'Cabina',
    });
    expect(idsOf((await tirreno('/devices')).body)).toContain(id);
    expect(idsOf((await padani('/devices')).body)).not.toContain(id);
    // The same device for another company: bound elsewhere.
    const again = await padani('/devices', 'POST', {
      device_id: id,
      protocol: 'teltonika',
      plate: 'X',
    });
    expect(again.status).toBe(409);
    expect(again.body['field']).toBe('device_id');
    expect(String(again.body['message'])).toMatch(/another company/);
    // Nor may another company remove it.
    const removed = await padani(`/devices/teltonika/${id}`, 'DELETE');
    expect(removed.status).toBe(404);
    expect(idsOf((await tirreno('/devices')).body)).toContain(id);
  });

  it("binds to an existing truck of the company, never to another company's", async () => {
    const tirreno = calls(ctx.env, ctx.admin, TIRRENO);
    await until(() => ctx.env.relay.hub.snapshot(TIRRENO).trucks.length > 0, 'the first poll');
    const mine = ctx.env.relay.hub.snapshot(TIRRENO).trucks[0]!;
    const bound = await tirreno('/devices', 'POST', {
      device_id: 'phone-of.mario_1',
      protocol: 'osmand',
      truck_id: mine.id,
    });
    expect(bound.status).toBe(201);
    expect(bound.body['data']).toMatchObject({ truck_id: mine.id, plate: mine.plate });
    const theirs = ctx.env.relay.hub
      .snapshot(PADANI)
      .trucks.find((t) => !ctx.env.relay.hub.sees(TIRRENO, t.id));
    expect(theirs).toBeDefined();
    const refused = await tirreno('/devices', 'POST', {
      device_id: 'phone-2',
      protocol: 'osmand',
      truck_id: theirs!.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body['field']).toBe('truck_id');
  });

  it.each([
    [
      { device_id: wrongCheck(imei('35620904000001')), protocol: 'teltonika', plate: 'A' },
      'device_id',
    ],
    [{ device_id: '35620904000001', protocol: 'teltonika', plate: 'A' }, 'device_id'],
    [{ device_id: `${imei('35620904000001')}0`, protocol: 'teltonika', plate: 'A' }, 'device_id'],
    [{ device_id: 'bad id!', protocol: 'osmand', plate: 'A' }, 'device_id'],
    [{ device_id: 'x'.repeat(65), protocol: 'osmand', plate: 'A' }, 'device_id'],
    [{ device_id: 'ok', protocol: 'gt06', plate: 'A' }, 'protocol'],
    [{ device_id: 'ok', protocol: 'osmand' }, 'plate'],
    [{ device_id: 'ok', protocol: 'osmand', plate: '  ' }, 'plate'],
    [{ device_id: 'ok', protocol: 'osmand', plate: 'A', truck_id: 3 }, 'truck_id'],
    [{ device_id: 'ok', protocol: 'osmand', plate: 'A', colour: 'red' }, 'body'],
  ])('400 naming the field for %j', async (body, field) => {
    const res = await calls(ctx.env, ctx.admin, TIRRENO)('/devices', 'POST', body);
    expect(res.status).toBe(400);
    expect(res.body['field']).toBe(field);
  });

  it('lets a dispatcher read the devices but not change them or see unknown ones', async () => {
    const dispatcher = calls(ctx.env, ctx.dispatcher, TIRRENO);
    expect((await dispatcher('/devices')).status).toBe(200);
    const post = await dispatcher('/devices', 'POST', {
      device_id: 'disp-1',
      protocol: 'osmand',
      plate: 'D',
    });
    expect(post.status).toBe(403);
    expect((await dispatcher('/devices/unknown')).status).toBe(403);
    expect((await dispatcher('/devices/osmand/phone-of.mario_1', 'DELETE')).status).toBe(403);
    // Not a member of Padani at all.
    expect((await calls(ctx.env, ctx.dispatcher, PADANI)('/devices')).status).toBe(403);
  });

  it('removes a device (then it can be bound again)', async () => {
    const tirreno = calls(ctx.env, ctx.admin, TIRRENO);
    const id = imei('35620904000099');
    const added = await tirreno('/devices', 'POST', {
      device_id: id,
      protocol: 'teltonika',
      plate: 'R 1',
    });
    expect(added.status).toBe(201);
    expect((await tirreno(`/devices/teltonika/${id}`, 'DELETE')).status).toBe(204);
    expect(idsOf((await tirreno('/devices')).body)).not.toContain(id);
    expect((await tirreno(`/devices/teltonika/${id}`, 'DELETE')).status).toBe(404);
    // Its truck stays the company's: another company cannot bind a device to it.
    const truckId = (added.body['data'] as { truck_id: number }).truck_id;
    const foreign = await calls(ctx.env, ctx.admin, PADANI)('/devices', 'POST', {
      device_id: 'foreign-1',
      protocol: 'osmand',
      truck_id: truckId,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body['field']).toBe('truck_id');
    // Undo: bound again to the same truck.
    const undone = await tirreno('/devices', 'POST', {
      device_id: id,
      protocol: 'teltonika',
      truck_id: truckId,
    });
    expect(undone.status).toBe(201);
    expect(undone.body['data']).toMatchObject({ truck_id: truckId, plate: 'R 1' });
    expect((await tirreno(`/devices/teltonika/${id}`, 'DELETE')).status).toBe(204);
    const padani = calls(ctx.env, ctx.admin, PADANI);
    expect(
      (await padani('/devices', 'POST', { device_id: id, protocol: 'teltonika', plate: 'R 2' }))
        .status,
    ).toBe(201);
    expect((await tirreno(`/devices/gt06/${id}`, 'DELETE')).body['field']).toBe('protocol');
  });

  it('lists a refused tracker as unknown and binds it from the list', async () => {
    const tirreno = calls(ctx.env, ctx.admin, TIRRENO);
    const id = imei('86123456789012');
    // A real tracker's handshake, refused: no company bound its IMEI.
    const device = new TcpDevice(ctx.env.relay.devicesTcpPort!);
    await device.connected;
    device.send(encodeImei(id));
    await vi.waitFor(() => expect(device.closed).toBe(true), { timeout: 10_000 });
    expect([...device.received]).toEqual([0x00]);
    await vi.waitFor(
      async () => {
        const listed = await tirreno('/devices/unknown');
        expect(listed.status).toBe(200);
        expect(listed.body['data']).toContainEqual(
          expect.objectContaining({
            device_id: id,
            protocol: 'teltonika',
            remote: expect.stringContaining('127.0.0.1') as unknown,
            attempts: 1,
          }),
        );
      },
      { timeout: 10_000, interval: 100 },
    );
    const missing = await tirreno(
      '/devices/unknown/teltonika/' + imei('11111111111111') + '/bind',
      'POST',
      {
        plate: 'U 1',
      },
    );
    expect(missing.status).toBe(404);
    const bound = await tirreno(`/devices/unknown/teltonika/${id}/bind`, 'POST', { plate: 'U 1' });
    expect(bound.status).toBe(201);
    expect(idsOf((await tirreno('/devices')).body)).toContain(id);
    expect(idsOf((await tirreno('/devices/unknown')).body)).not.toContain(id);
  });

  const osmand = (query: string) =>
    fetch(`${ctx.env.relay.url}/osmand?${query}&lat=45.07&lon=7.68`, { method: 'POST' });

  it("binds a phone whose id has a ':' (the parser and the registry accept the same ids)", async () => {
    const tirreno = calls(ctx.env, ctx.admin, TIRRENO);
    const phone = 'aa:bb:cc:dd:ee:01';
    // Refused as unknown (not as malformed) and listed...
    expect((await osmand(`id=${encodeURIComponent(phone)}`)).status).toBe(403);
    await vi.waitFor(
      async () => expect(idsOf((await tirreno('/devices/unknown')).body)).toContain(phone),
      { timeout: 10_000, interval: 100 },
    );
    // ...so it can be bound from the list, and its next position is stored.
    const path = `/devices/unknown/osmand/${encodeURIComponent(phone)}/bind`;
    expect((await tirreno(path, 'POST', { plate: 'MAC 1' })).status).toBe(201);
    expect((await osmand(`id=${encodeURIComponent(phone)}`)).status).toBe(200);
    // Both refuse the same malformed id: the registry as a 400 on the field, the parser too.
    expect(
      (await tirreno('/devices', 'POST', { device_id: 'a/b', protocol: 'osmand', plate: 'X' }))
        .body['field'],
    ).toBe('device_id');
    expect((await osmand('id=a%2Fb')).status).toBe(400);
  });

  it('shows where an unknown device connected from to helpdesk staff only', async () => {
    const tirreno = calls(ctx.env, ctx.admin, TIRRENO);
    expect((await osmand('id=stranger-phone-7')).status).toBe(403);
    const row = async () => {
      const listed = await tirreno('/devices/unknown');
      expect(listed.status).toBe(200);
      const rows = listed.body['data'] as Array<Record<string, unknown>>;
      return rows.find((r) => r['device_id'] === 'stranger-phone-7');
    };
    // The demo administrator is helpdesk staff: the address is there.
    await vi.waitFor(async () => expect((await row())?.['remote']).toContain('127.0.0.1'), {
      timeout: 10_000,
      interval: 100,
    });
    // The same administrator without helpdesk (PostgreSQL: the flag is changed in the database)
    // still sees the device, to bind it, but not where it came from.
    if (!ctx.env.sql) return;
    await ctx.env.sql(`UPDATE users SET helpdesk = false WHERE username = 'admin'`);
    try {
      const seen = await row();
      expect(seen).toMatchObject({ device_id: 'stranger-phone-7', protocol: 'osmand' });
      expect(seen).not.toHaveProperty('remote');
    } finally {
      await ctx.env.sql(`UPDATE users SET helpdesk = true WHERE username = 'admin'`);
    }
  });
});
