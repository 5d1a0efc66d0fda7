import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bluetoothAnswerSchema,
  bluetoothDeviceSchema,
  truckEventsAnswerSchema,
  truckEventSchema,
  type BluetoothDevice,
} from '@fleetdeck/shared';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import { until } from './support/until.js';

/** What does not move between two reads a few milliseconds apart (readings do, every minute). */
const identity = (d: BluetoothDevice) => ({
  mac: d.mac,
  model: d.model,
  type: d.type,
  plate: d.vehicle?.plate,
});
const byMac = (a: { mac: string }, b: { mac: string }) => a.mac.localeCompare(b.mac);

/** Bluetooth probes and truck events through the real relay, its simulator and tenancy. */
describe('bluetooth devices and truck events API', () => {
  let env: AccountsRelay;
  let admin: string;
  let dispatcher: string;
  const platesOf = (company: number) =>
    new Set(env.relay.hub.snapshot(company).trucks.map((t) => t.plate));
  const upstreamDevices = async () =>
    (
      (await (await fetch(`${env.relay.upstreamUrl}/geofleet/bluetooth_accessories`)).json()) as {
        data: unknown[];
      }
    ).data.map((d) => bluetoothDeviceSchema.parse(d));

  beforeAll(async () => {
    env = await startAccountsRelay('pglite', { SIM_TRUCKS: '300', POLL_TRUCKS_MS: '200' });
    admin = await env.signIn('admin'); // companies 1 to 4
    dispatcher = await env.signIn('dispatcher'); // company 4 only
    await until(() => env.relay.hub.snapshot(4).trucks.length > 0, 'the first poll');
  });
  afterAll(async () => {
    await env.close();
  });

  it("answers upstream's devices on the company's vehicles, and nothing of another company", async () => {
    const all = await upstreamDevices();
    for (const [token, company] of [
      [dispatcher, 4],
      [admin, 1],
    ] as const) {
      const answer = await env.api('/geofleet/bluetooth_accessories', { token, company });
      expect(answer.status).toBe(200);
      const mine = bluetoothAnswerSchema.parse(await answer.json()).data;
      const plates = platesOf(company);
      const expected = all.filter((d) => d.vehicle && plates.has(d.vehicle.plate));
      expect(expected.length).toBeGreaterThan(0);
      expect(mine.map(identity).sort(byMac)).toEqual(expected.map(identity).sort(byMac));
      expect(mine.some((d) => d.temperature !== undefined)).toBe(true);
      // Readings pass unchanged: a device read in the same minute upstream is the same.
      const same = mine.filter((d) =>
        expected.some((e) => e.mac === d.mac && e.timestamp === d.timestamp),
      );
      expect(same.length).toBeGreaterThan(0);
      for (const d of same) expect(d).toEqual(expected.find((e) => e.mac === d.mac));
    }
    // The dispatcher's list holds no device of a vehicle outside company 4's stream.
    const answer = await env.api('/geofleet/bluetooth_accessories', {
      token: dispatcher,
      company: 4,
    });
    const theirs = bluetoothAnswerSchema.parse(await answer.json()).data;
    const four = platesOf(4);
    expect(theirs.every((d) => four.has(d.vehicle?.plate ?? ''))).toBe(true);
    const elsewhere = all.filter((d) => d.vehicle && !four.has(d.vehicle.plate));
    expect(elsewhere.length).toBeGreaterThan(0);
    const macs = new Set(theirs.map((d) => d.mac));
    expect(elsewhere.some((d) => macs.has(d.mac))).toBe(false);
  });

  it('refuses without a token, and a company that is not the user’s', async () => {
    expect((await env.api('/geofleet/bluetooth_accessories', { company: 4 })).status).toBe(401);
    expect((await env.api('/trucks/1/events', { company: 4 })).status).toBe(401);
    const other = await env.api('/geofleet/bluetooth_accessories', {
      token: dispatcher,
      company: 1,
    });
    expect(other.status).toBe(403);
  });

  it("answers a truck's events as upstream has them, newest first", async () => {
    const trucks = env.relay.hub.snapshot(4).trucks.filter((t) => t.type !== 3);
    const upstream = truckEventsAnswerSchema.parse(
      await (
        await fetch(
          `${env.relay.upstreamUrl}/trucks/events?since=${new Date(Date.now() - 86_400_000).toISOString()}`,
        )
      ).json(),
    ).data;
    const truck = trucks.find((t) => upstream.some((e) => e.truck_id === t.id));
    if (!truck) throw new Error('no truck of company 4 with events');
    const answer = await env.api(`/trucks/${truck.id}/events`, { token: dispatcher, company: 4 });
    expect(answer.status).toBe(200);
    const events = truckEventsAnswerSchema.parse(await answer.json()).data;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.truck_id === truck.id)).toBe(true);
    const times = events.map((e) => Date.parse(e.date ?? ''));
    expect(times.every((t, i) => i === 0 || t <= times[i - 1]!)).toBe(true);
    // Every event upstream had for it, up to the moment the relay asked.
    const expected = upstream.filter((e) => e.truck_id === truck.id).map((e) => e.id);
    expect(events.map((e) => e.id)).toEqual(expect.arrayContaining(expected));
    for (const e of events) truckEventSchema.parse(e);
    // `since` keeps the later ones only.
    const middle = events[Math.floor(events.length / 2)]!;
    const later = await env.api(
      `/trucks/${truck.id}/events?since=${encodeURIComponent(middle.date ?? '')}`,
      { token: dispatcher, company: 4 },
    );
    const kept = truckEventsAnswerSchema.parse(await later.json()).data;
    expect(kept.map((e) => e.id)).toEqual(
      events
        .filter((e) => Date.parse(e.date ?? '') >= Date.parse(middle.date ?? ''))
        .map((e) => e.id),
    );
  });

  it('answers 404 for a truck of another company and 400 naming a bad id or since', async () => {
    const four = new Set(env.relay.hub.snapshot(4).trucks.map((t) => t.id));
    const foreign = env.relay.hub.snapshot(1).trucks.find((t) => !four.has(t.id));
    if (!foreign) throw new Error('no truck outside company 4');
    const hidden = await env.api(`/trucks/${foreign.id}/events`, { token: dispatcher, company: 4 });
    expect(hidden.status).toBe(404);
    const seen = await env.api(`/trucks/${foreign.id}/events`, { token: admin, company: 1 });
    expect(seen.status).toBe(200);
    for (const [path, field] of [
      ['/trucks/x1/events', 'id'],
      ['/trucks/1/events?since=last-week', 'since'],
    ] as const) {
      const bad = await env.api(path, { token: dispatcher, company: 4 });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: 'invalid_request', field });
    }
  });
});
