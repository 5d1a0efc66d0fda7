import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encodeImei } from '@fleetdeck/shared';
import { DATABASES, startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';
import { TcpDevice } from './support/tcpDevice.js';
import { until } from './support/until.js';

/** A valid IMEI no company bound (Luhn digit checked by the registry). */
const STRANGER = '356307042441013';

// Issue 49 end to end: `FLEET_FEED=devices` runs the whole product on trackers. The simulated
// fleet is bound in the registry, reports over Codec 8E and OsmAnd, the records are stored, and
// the live path and the history calls answer from them.
describe.each(DATABASES)('the fleet fed through devices, on %s', (kind) => {
  let relay: AccountsRelay;
  let token: string;

  beforeAll(async () => {
    relay = await startAccountsRelay(kind, {
      FLEET_FEED: 'devices',
      DEVICES_TCP_PORT: '0',
      SIM_TRUCKS: '20',
      POLL_TRUCKS_MS: '500',
    });
    token = await relay.signIn('admin');
  }, 60_000);
  afterAll(() => relay.close());

  it('streams the simulated trucks from their trackers and phones', async () => {
    expect(relay.relay.devicesTcpPort).toBeGreaterThan(0);
    // Every simulated truck of company 1 reports (trackers and every tenth as a phone).
    await until(
      () => relay.relay.hub.snapshot(1).trucks.filter((t) => t.lastpoint !== null).length >= 5,
      'the device-fed trucks on the live stream',
    );
    const devices = (await (await relay.api('/devices', { token, company: 1 })).json()) as {
      data: { deviceId?: string; device_id?: string; protocol: string }[];
    };
    const protocols = new Set(devices.data.map((d) => d.protocol));
    expect(protocols).toEqual(new Set(['teltonika', 'osmand']));
  }, 60_000);

  it("answers a device-fed truck's route from the stored records", async () => {
    const [truck] = relay.relay.hub.snapshot(1).trucks.filter((t) => t.lastpoint !== null);
    expect(truck).toBeDefined();
    const end = new Date(Date.now() + 60_000).toISOString();
    const start = new Date(Date.now() - 3_600_000).toISOString();
    // The first records reach the store with the first packets; the route is read back from it.
    await vi.waitFor(
      async () => {
        const answer = await relay.api(
          `/geofleet/trucks/${truck!.id}/route.json?start_date=${start}&end_date=${end}`,
          { token, company: 1 },
        );
        expect(answer.status).toBe(200);
        const { features } = (await answer.json()) as {
          features: { geometry: { coordinates: [number, number] } }[];
        };
        expect(features.length).toBeGreaterThan(0);
        // The last stored position is the live one (same record, two paths).
        const [lng, lat] = features.at(-1)!.geometry.coordinates;
        const live = relay.relay.hub.snapshot(1).trucks.find((t) => t.id === truck!.id)?.lastpoint;
        expect(Math.abs(lat - (live?.lat ?? 0)) + Math.abs(lng - (live?.lng ?? 0))).toBeLessThan(
          0.2,
        );
      },
      { timeout: 30_000, interval: 250 },
    );
  }, 60_000);

  it('refuses an unknown tracker and lists it for an administrator', async () => {
    const device = new TcpDevice(relay.relay.devicesTcpPort!);
    await device.connected;
    device.send(encodeImei(STRANGER));
    await until(() => device.closed, 'the refused connection closed');
    expect([...device.received]).toEqual([0x00]);
    await vi.waitFor(
      async () => {
        const unknown = (await (
          await relay.api('/devices/unknown', { token, company: 1 })
        ).json()) as {
          data: { device_id?: string; deviceId?: string }[];
        };
        expect(unknown.data.map((d) => d.deviceId ?? d.device_id)).toContain(STRANGER);
      },
      { timeout: 10_000, interval: 100 },
    );
  }, 60_000);
});
