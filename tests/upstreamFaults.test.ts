import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { LiveTestClient } from './support/liveClient.js';
import { companyTruck, TestUpstream } from './support/testUpstream.js';
import { capturedLogger, type LogLine } from './support/logLines.js';

/**
 * Upstream faults as users live them: the trucks source fails, hangs past the timeout, answers a
 * body that is not JSON, or changes its shape. Each time the last good state stays with the
 * clients, health names the source and since when, the episode is logged once, and the relay
 * recovers by itself when upstream does.
 */
describe('upstream faults', () => {
  const upstream = new TestUpstream();
  const { logger, lines } = capturedLogger('debug');
  let relay: RunningRelay;
  let client: LiveTestClient;

  beforeAll(async () => {
    await upstream.start();
    upstream.trucks = [1, 2, 3, 4, 5].map((id) => companyTruck(id, 45 + id / 10));
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: upstream.url,
        POLL_TRUCKS_MS: '100',
        UPSTREAM_TIMEOUT_MS: '300',
        LIVE_REQUIRE_AUTH: 'false',
        DATA_DIR: 'memory://faults',
      }),
      { logger },
    );
    client = new LiveTestClient(relay.url);
    await client.until(() => client.replica.synced && client.replica.trucks.size === 5);
  });

  afterAll(async () => {
    client?.close();
    await relay?.close();
    await upstream.close();
  });

  const warnings = (): LogLine[] =>
    lines.filter((l) => l.msg === 'upstream poll failed' && l.source === 'trucks');
  const trucksHealth = () => client.health?.find((h) => h.source === 'trucks');
  const recoveries = (): LogLine[] =>
    lines.filter((l) => l.msg === 'upstream recovered' && l.source === 'trucks');

  it.each([
    ['fails with 503', () => upstream.failing.add('trucks')],
    ['hangs past the timeout', () => upstream.faults.set('trucks', 'slow')],
    ['answers a body that is not JSON', () => upstream.faults.set('trucks', 'malformed')],
    ['changes the shape of its answer', () => upstream.faults.set('trucks', 'schema')],
  ])(
    'keeps the last good state when upstream %s, and recovers',
    async (_, inject) => {
      const warned = warnings().length;
      const recovered = recoveries().length;
      const hits = upstream.hits.trucks;
      inject();
      // Several polls fail in a row: one episode.
      await client.until(() => trucksHealth()?.state !== 'ok', 10_000);
      await vi.waitFor(() => expect(upstream.hits.trucks).toBeGreaterThan(hits + 3), {
        timeout: 15_000,
      });
      const trucks = trucksHealth();
      expect(trucks?.state).toMatch(/degraded|down/);
      expect(trucks?.lastSuccessAt).toBeTypeOf('number');
      expect(trucks?.lastError).toBeTruthy();
      expect(client.replica.trucks.size).toBe(5);
      expect(relay.hub.size).toBe(5);
      expect(warnings().length).toBe(warned + 1);

      upstream.failing.clear();
      upstream.faults.clear();
      const moved = upstream.trucks[0];
      if (moved?.lastpoint)
        moved.lastpoint = { ...moved.lastpoint, lat: moved.lastpoint.lat + 0.01 };
      await client.until(() => trucksHealth()?.state === 'ok', 15_000);
      await client.until(
        () => client.replica.trucks.get(1)?.lastpoint?.lat === moved?.lastpoint?.lat,
      );
      expect(recoveries().length).toBe(recovered + 1);
      expect(warnings().length).toBe(warned + 1);
    },
    40_000,
  );
});
