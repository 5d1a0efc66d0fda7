// `npm run soak` (or `BENCH_ONLY=soak npm run bench`): load and soak of the scaled set-up (issue 23).
// A synthetic upstream of 50,000 trucks (20 % moving a second), three relay processes on Redis,
// 2,000 raw Socket.IO clients spread over them for 10 minutes; then the same with one relay killed
// (SIGKILL) every 2 minutes and started again, its clients moving to the next relay as the sticky
// proxy sends them. Reports relay CPU per tick, emit-to-receipt p99, memory per relay over time
// (slope), and every diff a client missed. Prints; asserts nothing.
//
// SOAK_TRUCKS, SOAK_CLIENTS, SOAK_RELAYS, SOAK_MINUTES, SOAK_KILL_EVERY_S (0: no kills),
// SOAK_SCENARIOS (steady,kills) change the defaults.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { createClient } from 'redis';
import { LeanWebSocket, type LeanMessage } from '../tests/support/leanWebSocket.js';
import { BenchRelay, ChildUpstream, pct, sleep } from './liveBench.js';

const num = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && process.env[name] !== '' && process.env[name] !== undefined
    ? value
    : fallback;
};

/**
 * A `/live` client as the web app behaves: applies diffs in seq order, asks for a resync on a gap,
 * takes a snapshot as the new base, and on a lost connection joins the next relay.
 */
class SoakClient {
  ws!: LeanWebSocket;
  /** Last seq the client's state is at (from a snapshot or consecutive diffs); -1 before one. */
  have = -1;
  diffs = 0;
  snapshots = 0;
  gaps = 0;
  /** Diffs at or below `have` (duplicates, or arriving after a newer snapshot): never applied. */
  stale = 0;
  reconnects = 0;
  readonly latency: number[] = [];
  private waitingResync = false;
  private closedByUs = false;

  constructor(
    private readonly urls: () => string[],
    private index: number,
  ) {
    this.connect();
  }

  private connect(): void {
    const urls = this.urls();
    const url = urls[this.index % urls.length] as string;
    // The lean client reads only each message's first and last bytes (bench/leanWebSocket.ts).
    const ws = new LeanWebSocket(
      `${url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`,
    );
    this.ws = ws;
    this.waitingResync = false;
    ws.onmessage = (message) => this.onFrame(message);
    ws.onclose = () => {
      if (this.closedByUs || ws !== this.ws) return;
      // The relay is gone: the proxy sends this client to the next one.
      this.reconnects += 1;
      this.index += 1;
      setTimeout(() => this.connect(), 200 + Math.random() * 800);
    };
  }

  private onFrame(message: LeanMessage): void {
    const now = Date.now();
    const head = message.head.toString();
    if (head === '2') return void this.ws.send('3'); // engine.io ping
    // As the app does, it asks for deflated snapshots: the header comes as text (a binary event's
    // placeholder packet), the deflated trucks in the binary frame after it, not read here.
    if (head.startsWith('0')) return void this.ws.send('40/live,{"compress":"deflate-raw"}');
    if (
      head.startsWith('42/live,["fleet:snapshot"') ||
      head.startsWith('451-/live,["fleet:snapshot"')
    ) {
      const seq = /"seq":(\d+)/.exec(head)?.[1] ?? /"seq":(\d+)/.exec(message.tail.toString())?.[1];
      if (seq !== undefined) {
        this.have = Number(seq);
        this.snapshots += 1;
        this.waitingResync = false;
      }
      return;
    }
    if (!head.startsWith('42/live,["fleet:diff"')) return;
    const m = /"seq":(\d+),"at":(\d+)/.exec(head);
    if (!m) return;
    const seq = Number(m[1]);
    this.latency.push(now - Number(m[2]));
    if (this.have < 0 || this.waitingResync) return;
    if (seq <= this.have) this.stale += 1;
    else if (seq === this.have + 1) {
      this.have = seq;
      this.diffs += 1;
    } else {
      // A gap: as the app does, ask for a snapshot from where the state is.
      this.gaps += 1;
      this.waitingResync = true;
      this.ws.send(`42/live,["fleet:resync",{"seq":${this.have}}]`);
    }
  }

  close(): void {
    this.closedByUs = true;
    this.ws.terminate();
  }
}

/** Resident memory of a process in MB, from /proc. */
function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
}

/** Least-squares slope of (minute, MB) samples, in MB per minute. */
function slope(samples: { min: number; mb: number }[]): number {
  const n = samples.length;
  if (n < 3) return NaN;
  const mx = samples.reduce((s, p) => s + p.min, 0) / n;
  const my = samples.reduce((s, p) => s + p.mb, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of samples) {
    num += (p.min - mx) * (p.mb - my);
    den += (p.min - mx) ** 2;
  }
  return num / den;
}

interface Scenario {
  label: string;
  killEveryS: number;
}

async function runScenario(
  s: Scenario,
  o: {
    trucks: number;
    clients: number;
    relays: number;
    minutes: number;
    redisUrl: string;
    databaseUrl: string;
  },
) {
  // The upstream runs in a process of its own: in this one, busy with the clients, it answered
  // polls late and slowed the ticks (2026-11-29: 269 ticks in 600 s).
  const upstream = new ChildUpstream(o.trucks, 0.2);
  await upstream.start();
  const prefix = `fleetdeck-soak-${randomUUID()}`;
  const schema = `soak_${Date.now().toString(36)}`;
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    // The scaled set-up's database: PostgreSQL (a schema of this run's own, dropped afterwards).
    DATABASE_URL: o.databaseUrl,
    DATABASE_SCHEMA: schema,
    UPSTREAM_URL: upstream.url,
    POLL_TRUCKS_MS: '1000',
    POLL_PLAFOND_MS: '3600000',
    POLL_TRAFFIC_MS: '3600000',
    UPSTREAM_TIMEOUT_MS: '20000',
    LOG_LEVEL: 'debug',
    REDIS_URL: o.redisUrl,
    REDIS_KEY_PREFIX: prefix,
  };
  /** Every relay process that ran, with its memory samples; `slots` are the live ones. */
  const processes: {
    relay: BenchRelay;
    slot: number;
    mem: { min: number; mb: number }[];
    /** CPU ms at the last sample (a killed process can no longer be read). */
    cpu: number;
  }[] = [];
  const slots: BenchRelay[] = [];
  const start = async (slot: number): Promise<void> => {
    const relay = new BenchRelay(env);
    await relay.ready();
    slots[slot] = relay;
    processes.push({ relay, slot, mem: [], cpu: 0 });
  };
  for (let i = 0; i < o.relays; i++) await start(i);
  const urls = (): string[] => slots.filter((r) => r.child.exitCode === null).map((r) => r.url);
  const clients: SoakClient[] = [];
  const cpuAtStart = { clients: process.cpuUsage(), upstream: upstream.cpuMs() };
  const began = Date.now();
  const minutes = (): number => (Date.now() - began) / 60_000;
  let kills = 0;
  try {
    // Clients join over the first 20 s (a control room does not open 2,000 screens in one tick).
    for (let i = 0; i < o.clients; i++) {
      clients.push(new SoakClient(urls, i));
      if (i % 100 === 99) await sleep(1000);
    }
    const sampler = setInterval(() => {
      for (const p of processes) {
        if (p.relay.child.exitCode === null && p.relay.child.signalCode === null) {
          p.mem.push({ min: minutes(), mb: rssMb(p.relay.child.pid) });
          p.cpu = p.relay.cpuMs();
        }
      }
    }, 5000);
    const end = began + o.minutes * 60_000;
    let nextKill = s.killEveryS > 0 ? began + s.killEveryS * 1000 : Infinity;
    const load: number[] = [];
    while (Date.now() < end) {
      await sleep(1000);
      load.push(loadavg()[0] ?? 0);
      if (Date.now() >= nextKill) {
        nextKill += s.killEveryS * 1000;
        const slot = kills % o.relays;
        kills += 1;
        const victim = slots[slot] as BenchRelay;
        const killed = processes.find((p) => p.relay === victim);
        if (killed) killed.cpu = victim.cpuMs();
        victim.child.kill('SIGKILL');
        await new Promise((resolve) => victim.child.once('exit', resolve));
        console.log(`  ${minutes().toFixed(1)} min: relay ${slot + 1} killed; starting it again`);
        await start(slot);
      }
    }
    clearInterval(sampler);
    // Convergence: every client reaches the poller's seq (it keeps ticking, so it is a race that a
    // healthy client wins within a few ticks).
    const pollerSeq = async (): Promise<number> => {
      const seqs = await Promise.all(
        urls().map(async (url) => {
          const health = (await (await fetch(`${url}/health`)).json()) as { seq?: number };
          return health.seq ?? 0;
        }),
      );
      return Math.max(...seqs);
    };
    let behind = clients.length;
    const settleBy = Date.now() + 30_000;
    while (Date.now() < settleBy) {
      const target = clients.reduce((a, c) => Math.max(a, c.have), -1);
      behind = clients.filter((c) => c.have < target - 2).length;
      if (behind === 0) break;
      await sleep(500);
    }
    const seqNow = await pollerSeq().catch(() => NaN);

    // Ticks seen: the highest seq minus the first a client had.
    const ticks =
      Math.max(...processes.flatMap((p) => p.relay.tickParts.map((t) => t.seq))) -
      Math.min(...processes.flatMap((p) => p.relay.tickParts.slice(0, 1).map((t) => t.seq)));
    const tickCpu = processes.flatMap((p) => p.relay.tickCpuMs);
    const latencies = clients.flatMap((c) => c.latency);
    const sum = (f: (c: SoakClient) => number): number => clients.reduce((a, c) => a + f(c), 0);
    const line = (k: string, v: string) => console.log(`  ${k.padEnd(50)} ${v}`);
    console.log(
      `\n${s.label}: ${o.trucks} trucks (20 % moving a second), ${o.clients} clients over ${o.relays} relays on Redis, ${o.minutes} min${s.killEveryS > 0 ? `, a relay SIGKILLed every ${s.killEveryS} s (${kills} kills)` : ''}`,
    );
    line(
      'load average (1 min) median / max',
      `${pct(load, 50).toFixed(1)} / ${Math.max(...load).toFixed(1)}`,
    );
    line('seq advanced by', `${ticks} in ${(o.minutes * 60).toFixed(0)} s`);
    line(
      'poller CPU per tick (poll+diff+emit) median / p99',
      `${pct(tickCpu, 50).toFixed(1)} / ${pct(tickCpu, 99).toFixed(1)} ms`,
    );
    // Where the rest of the two cores went: this process (every client) and the upstream's.
    const ranMs = Date.now() - began;
    const clientsCpu = process.cpuUsage(cpuAtStart.clients);
    line(
      'CPU of the clients (this process) / the upstream',
      `${((100 * (clientsCpu.user + clientsCpu.system)) / 1000 / ranMs).toFixed(0)} / ${((100 * (upstream.cpuMs() - cpuAtStart.upstream)) / ranMs).toFixed(0)} % of a core`,
    );
    for (const p of processes) {
      const life = p.mem.length > 0 ? (p.mem.at(-1)?.min ?? 0) - (p.mem[0]?.min ?? 0) : 0;
      const alive = p.relay.child.exitCode === null && p.relay.child.signalCode === null;
      const cpu = alive ? p.relay.cpuMs() : p.cpu;
      const warm = p.mem.filter((m) => m.min - (p.mem[0]?.min ?? 0) >= 1);
      line(
        `relay ${p.slot + 1} (pid ${p.relay.child.pid}${p.relay.child.exitCode !== null || p.relay.child.signalCode ? ', killed' : ''})`,
        `CPU ${Number.isFinite(cpu) && life >= 0.2 ? ((cpu / (life * 60_000)) * 100).toFixed(0) : '?'} % of a core over ${life.toFixed(1)} min; RSS ${p.mem[0]?.mb.toFixed(0) ?? '?'} -> ${p.mem.at(-1)?.mb.toFixed(0) ?? '?'} MB, slope after the first minute ${slope(warm).toFixed(2)} MB/min`,
      );
    }
    line(
      'emit-to-receipt p50 / p99 / max',
      `${pct(latencies, 50)} / ${pct(latencies, 99)} / ${latencies.reduce((a, b) => Math.max(a, b), 0)} ms`,
    );
    line('diffs applied in order at clients', `${sum((c) => c.diffs)}`);
    line('gaps seen (each answered by a resync snapshot)', `${sum((c) => c.gaps)}`);
    line('snapshots received (joins, resyncs, reconnects)', `${sum((c) => c.snapshots)}`);
    line('reconnects after a kill', `${sum((c) => c.reconnects)}`);
    line('diffs out of order (never applied)', `${sum((c) => c.stale)}`);
    line(
      'clients not converged 30 s after the end',
      `${behind} of ${clients.length} (poller seq ${seqNow})`,
    );
    // The clients go first: an overloaded relay answered /metrics only minutes later.
    for (const client of clients) client.close();
    for (const [i, relay] of slots.entries()) line(`relay ${i + 1} now`, await relay.summary());
  } finally {
    for (const client of clients) client.close();
    await Promise.all(slots.filter((r) => r.child.exitCode === null).map((r) => r.stop()));
    await upstream.close();
    const redis = createClient({ url: o.redisUrl });
    await redis.connect();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(keys);
    await redis.quit();
    const db = new pg.Client({ connectionString: o.databaseUrl });
    await db.connect();
    await db.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
    await db.end();
  }
}

export async function runLoadSoak(): Promise<void> {
  const o = {
    trucks: num('SOAK_TRUCKS', 50_000),
    clients: num('SOAK_CLIENTS', 2_000),
    relays: num('SOAK_RELAYS', 3),
    minutes: num('SOAK_MINUTES', 10),
    redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  };
  const killEvery = num('SOAK_KILL_EVERY_S', 120);
  const wanted = (process.env.SOAK_SCENARIOS ?? 'steady,kills').split(',');
  if (wanted.includes('steady')) await runScenario({ label: 'steady', killEveryS: 0 }, o);
  if (wanted.includes('kills') && killEvery > 0)
    await runScenario({ label: 'kills', killEveryS: killEvery }, o);
}
