import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatorServer, type SimulatorServer } from '@fleetdeck/sim';
import { useApp } from './fixtures/app.js';

/**
 * The upstream as the relay sees it over HTTP, with a switch: forwarded to the simulator, or
 * answering 503 as a telematics provider in trouble does.
 */
class SwitchableUpstream {
  down = false;
  url = '';
  private readonly server: Server;

  constructor(target: string) {
    const { hostname, port } = new URL(target);
    this.server = createServer((req, res) => {
      if (this.down) {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('maintenance');
        return;
      }
      const forward = request(
        { hostname, port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => res.writeHead(502).end());
      req.pipe(forward);
    });
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('the wall when the vehicles upstream fails', () => {
  const env: Record<string, string> = { SIM_TRUCKS: '120' };
  let sim: SimulatorServer | undefined;
  let upstream: SwitchableUpstream | undefined;
  // Registered before the app's hooks, so the relay starts on this upstream.
  beforeAll(async () => {
    sim = await startSimulatorServer({ trucks: 120, seed: 42 });
    upstream = await new SwitchableUpstream(sim.url).listen();
    env['UPSTREAM_URL'] = upstream.url;
  });
  const app = useApp({ env, browser: { width: 1920, height: 1080 } });
  afterAll(async () => {
    await upstream?.close();
    await sim?.close();
  });

  it('says the vehicles data is not current, keeps the last state, and clears by itself', async () => {
    const { page } = app.browser;
    await app.signInToMap('admin');
    await page.goto(`${app.url}/wall`);
    const counters = page.getByRole('region', { name: 'Flotta' });
    await expect
      .poll(() => counters.locator('h2').textContent(), { timeout: 30_000 })
      .toMatch(/[1-9]\d* veicoli/);
    const before = await counters.locator('h2').textContent();
    const trucksSource = page.locator('.wall-sources li[data-source="trucks"]');
    await expect.poll(() => trucksSource.getAttribute('data-state')).toBe('live');

    upstream!.down = true;
    // The stream itself is fine: the banner names the vehicles' data and the time it dates from.
    const banner = page.getByRole('alert').filter({ hasText: 'Dati dei veicoli non aggiornati' });
    await banner.waitFor({ timeout: 30_000 });
    expect(await banner.getAttribute('data-kind')).toBe('upstream');
    expect(await banner.textContent()).toMatch(/\d{1,2}:\d{2}:\d{2}/);
    await expect.poll(() => trucksSource.getAttribute('data-state')).toBe('stale');
    expect(await trucksSource.textContent()).toMatch(/Veicoli .*\d+ s/);
    expect(await counters.locator('h2').textContent()).toBe(before);
    await page.screenshot({ path: 'artifacts/e2e/wall-upstream-down.png' });

    // The provider is back: the banner goes at the next good poll, nobody touches the screen.
    upstream!.down = false;
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => trucksSource.getAttribute('data-state')).toBe('live');
    expect(app.browser.errors).toEqual([]);
  });
});
