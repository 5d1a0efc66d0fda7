// End-to-end live path: a synthetic upstream in this process, real relay processes
// (relay/src/main.ts), and raw WebSocket clients speaking the Socket.IO protocol so the clients cost
// almost nothing and do not disturb what is measured. Prints; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { WebSocket } from 'ws';
import { makeFleet, tick, type BenchTruck } from './fleetFixture.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface LiveBenchOptions {
  label: string;
  trucks: number;
  clients: number;
  /** Measured ticks (after warm-up). */
  ticks: number;
  share: number;
  periodMs: number;
  redisUrl?: string;
  relays: 1 | 2;
  /** Upstream answers `updated_since` (default true); false: every poll is the whole list. */
  cursors?: boolean;
}

/**
 * The upstream `GET /trucks`, with the `updated_since` cursor the simulator offers (a cursor is the
 * bench second of the answer; the trucks whose last point changed after it are the partial answer).
 */
export class BenchUpstream {
  private fleet: BenchTruck[];
  private changedAt: Int32Array;
  private second = 0;
  private server: Server | undefined;
  url = '';
  constructor(
    trucks: number,
    private readonly cursors: boolean,
  ) {
    this.fleet = makeFleet(trucks);
    this.changedAt = new Int32Array(trucks);
  }
  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      // The other upstream calls answer empty and valid, and do not move the fleet (they used to,
      // and each of their hourly polls, retried every 15-30 s as the answer did not validate,
      // made the next trucks poll a double one with 40 % of the fleet changed).
      if (req.url?.startsWith('/drivers/plafond')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: {} }));
        return;
      }
      if (req.url?.startsWith('/traffic/events')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ type: 'FeatureCollection', features: [] }));
        return;
      }
      // Every poll sees the next second: `share` of the fleet moved.
      this.second += 1;
      const before = this.fleet;
      // Unmoved trucks stay the same objects: the bench process shares the 2 cores with the relays.
      this.fleet = tick(this.fleet, SHARE.value, this.second, this.second, false);
      this.fleet.forEach((truck, i) => {
        if (truck !== before[i]) this.changedAt[i] = this.second;
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      if (!this.cursors) {
        res.end(JSON.stringify({ data: this.fleet }));
        return;
      }
      const since = /[?&]updated_since=(\d+)/.exec(req.url ?? '')?.[1];
      const cursor = String(this.second);
      if (since === undefined) {
        res.end(JSON.stringify({ data: this.fleet, cursor }));
        return;
      }
      const data = this.fleet.filter((_, i) => (this.changedAt[i] ?? 0) > Number(since));
      res.end(JSON.stringify({ data, cursor, partial: true }));
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
export const SHARE = { value: 0.2 };

/** `BenchUpstream` in a child process (bench/upstreamProcess.ts), with the same fleet and moves. */
export class ChildUpstream {
  private child: ChildProcess | undefined;
  url = '';
  constructor(
    private readonly trucks: number,
    private readonly share: number,
  ) {}
  async start(): Promise<void> {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/upstreamProcess.ts', String(this.trucks), String(this.share)],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    this.child = child;
    this.url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const url = /upstream (\S+)/.exec(out)?.[1];
        if (url) resolve(url);
      });
      child.once('exit', (code) => reject(new Error(`upstream process exited (${code})`)));
    });
  }
  /** User + system CPU of the process so far, in ms. */
  cpuMs(): number {
    return processCpuMs(this.child?.pid);
  }
  close(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.child || this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.kill('SIGTERM');
    });
  }
}

/** User + system CPU of a process so far, in ms (from /proc, clock ticks of 10 ms). */
export function processCpuMs(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
  return (Number(fields?.[11]) + Number(fields?.[12])) * 10;
}

export class BenchRelay {
  readonly child: ChildProcess;
  url = '';
  readonly tickCpuMs: number[] = [];
  /** Per tick: CPU of the poll (fetch, parse, validate), the diff, the fan-out; whole list or not. */
  readonly tickParts: Array<{
    poll: number;
    diff: number;
    fanout: number;
    complete: boolean;
    /** Trucks in the tick's diff (20 % of the fleet when each poll sees one upstream second). */
    upserts: number;
    seq: number;
  }> = [];
  private out = '';
  constructor(env: Record<string, string>) {
    this.child = spawn(
      process.execPath,
      [
        // As `npm start` runs the relay (scripts/start.mjs); BENCH_RELAY_NODE_ARGS come after and win.
        '--max-semi-space-size=32',
        ...(process.env.BENCH_RELAY_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        '--import',
        'tsx',
        'relay/src/main.ts',
      ],
      {
        cwd: ROOT,
        env: { ...process.env, LIVE_REQUIRE_AUTH: 'false', MAP_ONLINE_STYLES: 'none', ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    this.child.stdout?.on('data', (chunk: Buffer) => {
      this.out += chunk.toString();
      const lines = this.out.split('\n');
      this.out = lines.pop() ?? '';
      for (const line of lines) {
        const url = /FleetDeck is running at (\S+)/.exec(line);
        if (url?.[1]) this.url = url[1];
        if (line.includes('"msg":"tick"')) {
          const entry = JSON.parse(line) as {
            cpuMs: number;
            pollMs: number;
            diffMs: number;
            fanoutMs: number;
            complete: boolean;
            upserts: number;
            seq: number;
          };
          this.tickCpuMs.push(entry.cpuMs);
          this.tickParts.push({
            poll: entry.pollMs,
            diff: entry.diffMs,
            fanout: entry.fanoutMs,
            complete: entry.complete,
            upserts: entry.upserts,
            seq: entry.seq,
          });
        }
      }
    });
  }
  async ready(): Promise<void> {
    for (let i = 0; i < 600 && !this.url; i++) await sleep(50);
    if (!this.url) throw new Error('relay did not start');
  }
  /** Whether it polls, and snapshots sent by reason (join, resync, drained, reload). */
  async summary(): Promise<string> {
    const text = await (await fetch(`${this.url}/metrics`)).text();
    const polling = /^fleetdeck_upstream_poller (\d)/m.exec(text)?.[1] === '1';
    const snapshots = [
      ...text.matchAll(/^fleetdeck_snapshots_sent_total\{reason="(\w+)"\} (\d+)/gm),
    ]
      .map((m) => `${m[1]} ${m[2]}`)
      .join(', ');
    return `${polling ? 'polls upstream' : 'follows'}; snapshots sent: ${snapshots}`;
  }
  /** User + system CPU of the process so far, in ms (from /proc, clock ticks of 10 ms). */
  cpuMs(): number {
    return processCpuMs(this.child.pid);
  }
  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGTERM');
    });
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A Socket.IO client reduced to what the benchmark needs: join /live, note each diff's seq. */
class RawLiveClient {
  readonly ws: WebSocket;
  snapshotBytes = 0;
  readonly diffBytes: number[] = [];
  /** seq -> receipt latency (ms after the relay stamped the tick). */
  readonly latency = new Map<number, number>();
  constructor(url: string) {
    this.ws = new WebSocket(`${url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`);
    this.ws.on('message', (data: Buffer) => {
      const now = Date.now();
      const head = data.subarray(0, 160).toString();
      if (head === '2') return this.ws.send('3'); // engine.io ping
      if (head.startsWith('0')) return this.ws.send('40/live,');
      if (head.startsWith('42/live,["fleet:snapshot"')) this.snapshotBytes = data.length;
      else if (head.startsWith('42/live,["fleet:diff"')) {
        const m = /"seq":(\d+),"at":(\d+)/.exec(head);
        if (m) this.latency.set(Number(m[1]), now - Number(m[2]));
        this.diffBytes.push(data.length);
      }
    });
  }
}

export const pct = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** The figures the issue's targets name, for the summary `bench/run.ts` prints. */
export interface LiveBenchResult {
  label: string;
  options: LiveBenchOptions;
  cpuMedianMs: number;
  p99Ms: number;
  diffShare: number;
  elapsedS: number;
  periods: number;
  missing: number;
}

export async function runLiveBench(o: LiveBenchOptions): Promise<LiveBenchResult> {
  SHARE.value = o.share;
  const upstream = new BenchUpstream(o.trucks, o.cursors ?? true);
  await upstream.start();
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    UPSTREAM_URL: upstream.url,
    POLL_TRUCKS_MS: String(o.periodMs),
    POLL_PLAFOND_MS: '3600000',
    POLL_TRAFFIC_MS: '3600000',
    UPSTREAM_TIMEOUT_MS: '20000',
    LOG_LEVEL: 'debug',
    ...(o.redisUrl
      ? { REDIS_URL: o.redisUrl, REDIS_KEY_PREFIX: `fleetdeck-bench-${randomUUID()}` }
      : {}),
  };
  const relays: BenchRelay[] = [];
  for (let i = 0; i < o.relays; i++) {
    const relay = new BenchRelay(env);
    await relay.ready();
    relays.push(relay);
  }
  const clients: RawLiveClient[] = [];
  try {
    // Clients spread over the relays; with Redis the second relay serves from the first's polls.
    for (let i = 0; i < o.clients; i++)
      clients.push(new RawLiveClient((relays[i % relays.length] as BenchRelay).url));
    const warm = 3;
    const seqOf = () => Math.max(0, ...clients.flatMap((c) => [...c.latency.keys()]));
    while (seqOf() < warm) await sleep(50);
    // A client joining now measures the snapshot of the full fleet.
    const late = new RawLiveClient((relays[0] as BenchRelay).url);
    while (late.snapshotBytes === 0) await sleep(20);
    const snapshot = late.snapshotBytes;
    late.ws.terminate();
    const startSeq = seqOf();
    const cpuStart = relays.map((r) => r.cpuMs());
    const cpuTicksStart = relays.map((r) => r.tickCpuMs.length);
    const started = Date.now();
    while (seqOf() < startSeq + o.ticks) await sleep(20);
    await sleep(300); // stragglers of the last tick
    const elapsed = Date.now() - started;
    const cpuPerTick = relays.map((r, i) => (r.cpuMs() - (cpuStart[i] ?? 0)) / o.ticks);
    const tickCpu = relays.flatMap((r, i) => r.tickCpuMs.slice(cpuTicksStart[i]));
    const parts = relays.flatMap((r, i) => r.tickParts.slice(cpuTicksStart[i]));

    const latencies: number[] = [];
    let missing = 0;
    for (const client of clients) {
      for (let seq = startSeq + 1; seq <= startSeq + o.ticks; seq++) {
        const ms = client.latency.get(seq);
        if (ms === undefined) missing += 1;
        else latencies.push(ms);
      }
    }
    if (process.env.BENCH_TRACE) {
      // Per tick: the poller's CPU split and the clients' receipt latency (median / max), to see
      // what the slowest ticks are.
      for (let seq = startSeq + 1; seq <= startSeq + o.ticks; seq++) {
        const got = clients.map((c) => c.latency.get(seq)).filter((x) => x !== undefined);
        const part = parts.find((p) => p.seq === seq);
        console.log(
          `  seq ${seq}: ${part ? `${part.upserts} trucks${part.complete ? ' (whole list)' : ''}, poll ${part.poll.toFixed(1)} / diff ${part.diff.toFixed(1)} / fan-out ${part.fanout.toFixed(1)} ms` : 'not polled here'}; ${got.length} of ${clients.length} clients, latency ${pct(got, 50)} / ${Math.max(...got)} ms`,
        );
      }
    }
    const diffs = clients.flatMap((c) => c.diffBytes.slice(warm));
    const avgDiff = diffs.reduce((a, b) => a + b, 0) / diffs.length;
    const line = (k: string, v: string) => console.log(`  ${k.padEnd(46)} ${v}`);
    console.log(
      `\n${o.label}: ${o.trucks} trucks, ${Math.round(o.share * 100)} % moving per tick, ${o.clients} clients, ${o.relays} relay(s)${o.redisUrl ? ' on Redis' : ''}, ${o.ticks} ticks${o.cursors === false ? ', upstream without updated_since' : ''}`,
    );
    line(
      'poll+diff+emit CPU per tick, median (poller)',
      `${pct(tickCpu, 50).toFixed(1)} ms (p90 ${pct(tickCpu, 90).toFixed(1)} ms)`,
    );
    line(
      '  trucks changed per tick, median / max',
      `${pct(
        parts.map((p) => p.upserts),
        50,
      )} / ${Math.max(...parts.map((p) => p.upserts))}`,
    );
    line(
      '  of which poll / diff / fan-out, medians',
      `${pct(
        parts.map((p) => p.poll),
        50,
      ).toFixed(1)} / ${pct(
        parts.map((p) => p.diff),
        50,
      ).toFixed(1)} / ${pct(
        parts.map((p) => p.fanout),
        50,
      ).toFixed(1)} ms`,
    );
    const whole = parts.filter((p) => p.complete).map((p) => p.poll + p.diff + p.fanout);
    line(
      '  whole-list polls in the window',
      whole.length === 0
        ? 'none'
        : `${whole.length}, ${whole.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
    relays.forEach((r, i) =>
      line(`relay ${i + 1} process CPU per tick (all work)`, `${cpuPerTick[i]?.toFixed(1)} ms`),
    );
    line(
      'tick-to-receipt latency p50 / p99 / max',
      `${pct(latencies, 50)} / ${pct(latencies, 99)} / ${Math.max(...latencies)} ms`,
    );
    line(
      'diff size (avg, wire) / snapshot size',
      `${(avgDiff / 1024).toFixed(1)} KB / ${(snapshot / 1024).toFixed(1)} KB = ${((100 * avgDiff) / snapshot).toFixed(1)} %`,
    );
    line(
      'ticks in window / expected at the period',
      `${o.ticks} in ${(elapsed / 1000).toFixed(1)} s (${Math.round(elapsed / o.periodMs)} periods)`,
    );
    line('diffs missing at clients', `${missing} of ${o.ticks * o.clients}`);
    for (const [i, relay] of relays.entries()) line(`relay ${i + 1}`, await relay.summary());
    return {
      label: o.label,
      options: o,
      cpuMedianMs: pct(tickCpu, 50),
      p99Ms: pct(latencies, 99),
      diffShare: avgDiff / snapshot,
      elapsedS: elapsed / 1000,
      periods: Math.round(elapsed / o.periodMs),
      missing,
    };
  } finally {
    for (const client of clients) client.ws.terminate();
    await Promise.all(relays.map((r) => r.stop()));
    await upstream.close();
    if (o.redisUrl) {
      const redis = createClient({ url: o.redisUrl });
      await redis.connect();
      const keys = await redis.keys(`${env.REDIS_KEY_PREFIX ?? 'none'}*`);
      if (keys.length > 0) await redis.del(keys);
      await redis.quit();
    }
  }
}
