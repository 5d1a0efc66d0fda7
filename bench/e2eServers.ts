// The servers of the end-to-end browser bench (bench/browserE2e.ts): a fake upstream that moves
// part of the fleet every poll, and the relay as `npm start` runs it, against that upstream.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { makeFleet, type BenchTruck } from './fleetFixture.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Metres to degrees of latitude. */
const M_PER_DEG = 111_320;

/**
 * The upstream `GET /trucks` with the `updated_since` cursor. Every truck belongs to company 1 (the
 * admin's first company), so the signed-in map shows all N. Each poll is one upstream second:
 * `share` of the fleet and truck 1 move 50-200 m along their heading.
 */
export class MovingUpstream {
  private fleet: BenchTruck[];
  private readonly changedAt: Int32Array;
  private second = 0;
  private server: Server | undefined;
  private seed = 1;
  share = 0.2;
  url = '';

  constructor(trucks: number) {
    const now = new Date().toISOString();
    this.fleet = makeFleet(trucks).map((t) => ({
      ...t,
      details: { ...t.details, company: 1, secondary_company: undefined },
      lastpoint: { ...t.lastpoint, date: now, updated_at: now },
    }));
    this.changedAt = new Int32Array(trucks);
  }

  private random(): number {
    this.seed = (this.seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return this.seed / 2_147_483_648;
  }

  private step(): void {
    this.second += 1;
    const now = new Date().toISOString();
    this.fleet = this.fleet.map((truck, i) => {
      if (i !== 0 && this.random() >= this.share) return truck;
      const lp = truck.lastpoint;
      const metres = 50 + this.random() * 150;
      const rad = (lp.heading * Math.PI) / 180;
      const dLat = (Math.cos(rad) * metres) / M_PER_DEG;
      const dLng = (Math.sin(rad) * metres) / (M_PER_DEG * Math.cos((lp.lat * Math.PI) / 180));
      this.changedAt[i] = this.second;
      return {
        ...truck,
        lastpoint: {
          ...lp,
          lat: Math.round((lp.lat + dLat) * 1e6) / 1e6,
          lng: Math.round((lp.lng + dLng) * 1e6) / 1e6,
          heading: (lp.heading + Math.round((this.random() - 0.5) * 20) + 360) % 360,
          speed: Math.round(metres * 3.6),
          date: now,
          updated_at: now,
          odometer: lp.odometer + 1,
        },
      };
    });
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (req.url?.startsWith('/drivers/plafond')) return res.end(JSON.stringify({ data: {} }));
      if (req.url?.startsWith('/traffic/events'))
        return res.end(JSON.stringify({ type: 'FeatureCollection', features: [] }));
      if (!req.url?.startsWith('/trucks')) return res.end(JSON.stringify({ data: [] }));
      const since = /[?&]updated_since=(\d+)/.exec(req.url)?.[1];
      if (since === undefined)
        return res.end(JSON.stringify({ data: this.fleet, cursor: String(this.second) }));
      if (this.share > 0) this.step();
      const data = this.fleet.filter((_, i) => (this.changedAt[i] ?? 0) > Number(since));
      res.end(JSON.stringify({ data, cursor: String(this.second), partial: true }));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}

/** The relay as `npm start` runs it, on an in-memory database, against `upstream`. */
export async function startRelay(upstream: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', '--import', 'tsx', 'relay/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        MAP_ONLINE_STYLES: 'none',
        UPSTREAM_URL: upstream,
        POLL_TRUCKS_MS: '1000',
        POLL_PLAFOND_MS: '3600000',
        POLL_TRAFFIC_MS: '3600000',
        UPSTREAM_TIMEOUT_MS: '20000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /FleetDeck is running at (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`relay exited (${code})`)));
  });
  return { url, child };
}
