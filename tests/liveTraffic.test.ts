import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import type { TrafficUpdate } from '@fleetdeck/shared';
import { LiveTestClient } from './support/liveClient.js';
import { companyTruck, TestUpstream } from './support/testUpstream.js';
import { until } from './support/until.js';

/** A traffic alert as the traffic feed sends it (GeoJSON; severity 1 to 5). */
const alert = (road: string, severity: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [9.1, 45.4] },
  properties: { road_name: road, severity, speed: 20 },
});
/** A traffic event (no severity): sent on to clients, never a planner alert. */
const event = (description: string) => ({
  type: 'Feature',
  geometry: {
    type: 'LineString',
    coordinates: [
      [9.1, 45.4],
      [9.2, 45.5],
    ],
  },
  properties: { type_code: 501, description },
});

/** A `/live` client that also keeps every `traffic:update` it received, in order. */
class TrafficClient {
  readonly live: LiveTestClient;
  readonly updates: TrafficUpdate[] = [];
  private waiters: Array<() => void> = [];

  constructor(url: string, company: number) {
    this.live = new LiveTestClient(url, { company });
    this.live.socket.on('traffic:update', (update) => {
      this.updates.push(update);
      for (const waiter of [...this.waiters]) waiter();
    });
  }

  /** The first update (from `from` on) whose features are `features`; rejects after 15 s. */
  until(features: unknown[], what: string, from = 0): Promise<TrafficUpdate> {
    const find = () =>
      this.updates.slice(from).find((u) => JSON.stringify(u.features) === JSON.stringify(features));
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== check);
        reject(new Error(`timed out waiting for ${what}`));
      }, 15_000);
      const check = (): void => {
        const update = find();
        if (!update) return;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== check);
        resolve(update);
      };
      this.waiters.push(check);
    });
  }
}

/** Polls `check` until it holds, for at most 15 s. */

// The live traffic path: the pipeline polls `/traffic/events`, keeps the latest collection (its
// shown alerts feed the route planner) and the gateway pushes it on `traffic:update` to every
// client, whatever its company stream (traffic is not split by company), and to a client that
// joins later as soon as it connects.
describe('live traffic on /live', () => {
  let upstream: TestUpstream;
  let relay: RunningRelay;
  const clients: TrafficClient[] = [];
  const connect = async (company: number): Promise<TrafficClient> => {
    const client = new TrafficClient(relay.url, company);
    clients.push(client);
    await client.live.until(() => client.live.replica.synced || !!client.live.connectError);
    expect(client.live.connectError).toBeUndefined();
    return client;
  };
  const trafficHealth = () => relay.pipeline.upstreamHealth().find((h) => h.source === 'traffic');

  beforeAll(async () => {
    upstream = await new TestUpstream().start();
    upstream.trucks = [companyTruck(1, 45, 1), companyTruck(2, 45, 2), companyTruck(3, 45, 3)];
    upstream.traffic = [alert('A1', 3), event('Coda a Lodi')];
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: upstream.url,
        POLL_TRUCKS_MS: '100',
        POLL_PLAFOND_MS: '100',
        POLL_TRAFFIC_MS: '100',
        UPSTREAM_TIMEOUT_MS: '500',
        LOG_LEVEL: 'silent',
        LIVE_REQUIRE_AUTH: 'false',
      }),
    );
  });

  afterAll(async () => {
    for (const client of clients) client.live.close();
    await relay?.close();
    await upstream?.close();
  });

  it('pushes a change of the traffic feed to the clients already connected, of every company', async () => {
    const first = await connect(1);
    const second = await connect(2);
    const before = [alert('A1', 3), event('Coda a Lodi')];
    await Promise.all([
      first.until(before, 'the first traffic on company 1'),
      second.until(before, 'the first traffic on company 2'),
    ]);
    const seen = [first.updates.length, second.updates.length] as const;

    const changed = [alert('A4', 4), alert('Tangenziale Est', 1), event('Cantiere a Melegnano')];
    upstream.traffic = changed;
    const [a, b] = await Promise.all([
      first.until(changed, 'the changed traffic on company 1', seen[0]),
      second.until(changed, 'the changed traffic on company 2', seen[1]),
    ]);
    // The whole collection, the same for both companies: the gateway does not split traffic.
    expect(a.features).toEqual(changed);
    expect(b).toEqual(a);
  });

  it('keeps the shown alerts of the latest collection for the route planner', async () => {
    upstream.traffic = [
      alert('A1', 2),
      alert('A7', 5),
      alert('Strada Paullese', 1), // below severity 2: not shown
      event('Incidente a Pavia'), // an event, not an alert
      { type: 'Feature', properties: { severity: 3 } }, // no geometry: not an alert either
    ];
    await until(
      () => relay.pipeline.trafficAlerts().some((a) => a.properties.road_name === 'A7'),
      'the planner to see the new alerts',
      15_000,
    );
    expect(relay.pipeline.trafficAlerts()).toEqual([alert('A1', 2), alert('A7', 5)]);
  });

  it('sends the latest traffic to a client as it connects, before any further poll', async () => {
    const latest = [alert('A21', 4), event('Nebbia a Piacenza')];
    upstream.traffic = latest;
    await until(
      () => relay.pipeline.trafficAlerts().some((a) => a.properties.road_name === 'A21'),
      'the relay to hold the latest traffic',
      15_000,
    );
    // From now on no poll of traffic succeeds, so what a new client gets comes from its connect.
    upstream.failing.add('traffic');
    try {
      await until(() => trafficHealth()?.state === 'degraded', 'traffic polls to fail', 15_000);
      const late = await connect(3);
      const update = await late.until(latest, 'the latest traffic on connect');
      expect(late.updates[0]).toEqual(update);
      expect(update.features).toEqual(latest);
      expect(trafficHealth()?.state).toBe('degraded');
    } finally {
      upstream.failing.delete('traffic');
    }
  });
});
