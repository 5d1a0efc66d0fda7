// Devices ingestion (issue 49): N Teltonika trackers (DEVICES_BENCH_N, default 10,000) connected
// over TCP to one relay in its own process, each sending one Codec 8 Extended record every
// DEVICES_BENCH_PERIOD_MS (5 s), for DEVICES_BENCH_SECONDS (60) once all are connected. The relay
// runs `FLEET_FEED=devices` with no simulator: the devices are bound each to a new truck of company
// 1 (PGlite: through `POST /api/devices` as the demo administrator; PostgreSQL: the same rows in one
// transaction), so the live path polls their last points too. On the embedded PGlite, and with DATABASE_URL on PostgreSQL (a schema of
// its own, dropped after). Per second: the relay's CPU (from /proc, 100 % = one core), RSS, heap
// (its /metrics), records acknowledged (the relay acks only once stored), ack latency p50/p99,
// connections refused and errors. `BENCH_ONLY=devices npm run bench`.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CODEC_8_EXTENDED, encodeAvlPacket, encodeImei, type AvlRecord } from '@fleetdeck/shared';
import { imeiOfTruck } from '@fleetdeck/sim';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const N = Number(process.env.DEVICES_BENCH_N ?? 10_000);
const PERIOD_MS = Number(process.env.DEVICES_BENCH_PERIOD_MS ?? 5_000);
const SECONDS = Number(process.env.DEVICES_BENCH_SECONDS ?? 60);
/** Connections opened per second while ramping up (the listener's backlog is 511). */
const CONNECT_PER_S = Number(process.env.DEVICES_BENCH_CONNECT_PER_S ?? 1_000);
/** The listener allows 200 connections per address: the devices come from 127.1.x.y. */
const PER_ADDRESS = 150;
const CLOCK_TICKS = 100;

interface Second {
  cpuPct: number;
  rssMb: number;
  online: number;
  acked: number;
  latencies: number[];
  refused: number;
  errors: number;
}

/** Socket errors by code, over a run (printed with its summary). */
const errorCodes = new Map<string, number>();

const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** utime + stime of a process, in clock ticks, and its RSS in MB. */
function procStat(pid: number): { ticks: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return { ticks, rssMb: Number(rss?.[1] ?? 0) / 1024 };
}

/** The relay in a process of its own: its CPU is then its own. */
async function startRelayProcess(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'relay/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  // DEVICES_TCP_PORT=0: the listener's port is in its log line (LOG_LEVEL=info), which pino may
  // write after the start-up line.
  const listenedLine = () =>
    output.split('\n').find((line) => line.includes('Teltonika devices listened to'));
  let url: string | undefined;
  while (!url || !listenedLine()) {
    url = /FleetDeck is running at (\S+)/.exec(output)?.[1];
    if ((!url || !listenedLine()) && (child.exitCode !== null || Date.now() > deadline))
      throw new Error(`relay did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const tcpPort = Number((JSON.parse(listenedLine() ?? '{}') as { port?: number }).port);
  if (!tcpPort) throw new Error(`no Teltonika port in the relay's log:\n${output}`);
  return {
    url,
    tcpPort,
    pid: child.pid!,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ username: 'admin', password: 'fleetdeck' }),
  });
  const location = response.headers.get('location') ?? '';
  if (response.status !== 303) throw new Error(`sign-in failed: ${response.status}`);
  return decodeURIComponent(location.slice('/auth/'.length));
}

/** Binds the N IMEIs, each to a new truck of company 1, 16 calls at a time. */
async function bindDevices(url: string, token: string): Promise<number> {
  let next = 1;
  let failed = 0;
  const worker = async () => {
    while (next <= N) {
      const i = next++;
      const response = await fetch(`${url}/api/devices`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-company': '1',
        },
        body: JSON.stringify({
          device_id: imeiOfTruck(i),
          protocol: 'teltonika',
          plate: `DB${String(i).padStart(6, '0')}`,
        }),
      });
      await response.arrayBuffer();
      if (response.status !== 201) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return failed;
}

/** One record as a moving truck's tracker sends it (GPS and the common IO elements). */
function recordOf(i: number, seq: number): AvlRecord {
  return {
    timestamp: Date.now(),
    priority: 0,
    longitude: 9 + (i % 100) * 0.01 + seq * 0.0005,
    latitude: 45 + Math.floor(i / 100) * 0.005,
    altitude: 120,
    angle: 90,
    satellites: 9,
    speed: 72,
    eventIoId: 0,
    io: [
      { id: 239, size: 1, value: 1 },
      { id: 240, size: 1, value: 1 },
      { id: 21, size: 1, value: 4 },
      { id: 66, size: 2, value: 27_500 },
      { id: 16, size: 4, value: 1_000_000 + seq * 100 },
    ],
  };
}

/**
 * PostgreSQL: the N bindings written in one transaction as `POST /api/devices` writes each (a new
 * truck from `device_truck_ids`, the device, the change version moved so the relay's registry
 * reads them), to spare 10,000 calls; the relay's lookups then go through its registry as usual.
 */
async function seedDevices(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`SET search_path TO ${pg.escapeIdentifier(schema)}`);
    await client.query('BEGIN');
    const ids = Array.from({ length: N }, (_, i) => i + 1);
    await client.query(
      `WITH t AS (
         INSERT INTO device_trucks (truck_id, company_id, plate)
         SELECT nextval('device_truck_ids'), 1, p FROM unnest($1::text[]) WITH ORDINALITY AS u(p, n)
         ORDER BY n RETURNING truck_id, plate)
       INSERT INTO devices (company_id, device_id, protocol, truck_id, plate, label)
       SELECT 1, d.imei, 'teltonika', t.truck_id, t.plate, NULL
       FROM t JOIN unnest($1::text[], $2::text[]) AS d(plate, imei) ON d.plate = t.plate`,
      [ids.map((i) => `DB${String(i).padStart(6, '0')}`), ids.map((i) => imeiOfTruck(i))],
    );
    await client.query('UPDATE device_changes SET version = version + 1 WHERE id = 1');
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}

/** A tracker: handshake, then a packet per period, the next one only after the ack. */
class BenchDevice {
  online = false;
  private socket: Socket | undefined;
  private sentAt = 0;
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly i: number,
    private readonly port: number,
    private readonly second: () => Second,
  ) {}

  start(): void {
    const address = Math.floor(this.i / PER_ADDRESS);
    const socket = connect({
      host: '127.0.0.1',
      port: this.port,
      localAddress: `127.1.${Math.floor(address / 250)}.${(address % 250) + 1}`,
    });
    this.socket = socket;
    let handshaken = false;
    socket.on('connect', () => socket.write(encodeImei(imeiOfTruck(this.i))));
    socket.on('data', (chunk: Buffer) => {
      if (!handshaken) {
        handshaken = true;
        if (chunk[0] !== 1) return void (this.second().refused += 1);
        this.online = true;
        // Spread over the period, as devices are.
        this.timer = setTimeout(() => this.send(), Math.random() * PERIOD_MS);
        return;
      }
      if (chunk.length >= 4 && this.sentAt > 0) {
        const second = this.second();
        second.latencies.push(performance.now() - this.sentAt);
        second.acked += chunk.readUInt32BE(chunk.length - 4);
        this.sentAt = 0;
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      this.second().errors += 1;
      errorCodes.set(error.code ?? 'other', (errorCodes.get(error.code ?? 'other') ?? 0) + 1);
    });
    socket.on('close', () => {
      if (this.online) this.second().errors += 1;
      this.online = false;
      clearTimeout(this.timer);
    });
  }

  private send(): void {
    if (!this.online || !this.socket) return;
    this.timer = setTimeout(() => this.send(), PERIOD_MS);
    if (this.sentAt > 0) return; // the last packet is not acknowledged yet: skip this period
    this.seq += 1;
    this.sentAt = performance.now();
    this.socket.write(
      encodeAvlPacket({ codec: CODEC_8_EXTENDED, records: [recordOf(this.i, this.seq)] }),
    );
  }

  close(): void {
    this.online = false;
    clearTimeout(this.timer);
    this.socket?.destroy();
  }
}

async function heapMb(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const used = /^nodejs_heap_size_used_bytes (\S+)$/m.exec(text);
  return Number(used?.[1] ?? NaN) / 1024 / 1024;
}

async function runOn(database: 'PGlite' | 'PostgreSQL'): Promise<void> {
  const schema = `bench_devices_${Date.now().toString(36)}`;
  const relay = await startRelayProcess({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: 'memory://',
    MAP_ONLINE_STYLES: 'none',
    FLEET_FEED: 'devices',
    SIM_TRUCKS: '0',
    DEVICES_TCP_PORT: '0',
    DEVICES_MAX_CONNECTIONS: String(Math.max(20_000, N + 100)),
    ...(database === 'PostgreSQL'
      ? { DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: schema }
      : {}),
  });
  const { tcpPort } = relay;
  const devices: BenchDevice[] = [];
  try {
    const bindStart = performance.now();
    const failed =
      database === 'PostgreSQL'
        ? await seedDevices(schema).then(() => 0)
        : await bindDevices(relay.url, await signIn(relay.url));
    const bindS = (performance.now() - bindStart) / 1000;
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
    console.log(
      `\nDevices ingestion on ${database} (load average ${load()}): ${N} devices bound in ${bindS.toFixed(1)} s (${failed} failed), one Codec 8E record every ${PERIOD_MS / 1000} s each`,
    );
    let current: Second = fresh();
    const seconds: Second[] = [];
    for (let i = 1; i <= N; i++) devices.push(new BenchDevice(i, tcpPort, () => current));
    // Ramp up, CONNECT_PER_S a second.
    const rampStart = performance.now();
    for (let i = 0; i < devices.length; i += CONNECT_PER_S / 10) {
      for (const device of devices.slice(i, i + CONNECT_PER_S / 10)) device.start();
      await new Promise((r) => setTimeout(r, 100));
    }
    let last = procStat(relay.pid);
    let lastAt = performance.now();
    const online = () => devices.filter((d) => d.online).length;
    const rampDeadline = performance.now() + 60_000;
    while (online() < N && performance.now() < rampDeadline)
      await new Promise((r) => setTimeout(r, 200));
    console.log(
      `  ${online()} of ${N} online after ${((performance.now() - rampStart) / 1000).toFixed(1)} s`,
    );
    // The ramp-up's acks and CPU are not the first second's.
    current = fresh();
    last = procStat(relay.pid);
    lastAt = performance.now();
    console.log(
      '  s    online  relay CPU   RSS MB  heap MB  records/s  ack p50  ack p99  refused errors',
    );
    for (let s = 1; s <= SECONDS; s++) {
      await new Promise((r) => setTimeout(r, 1000));
      const now = procStat(relay.pid);
      const at = performance.now();
      const second = current;
      current = fresh();
      second.cpuPct = (100 * (now.ticks - last.ticks)) / CLOCK_TICKS / ((at - lastAt) / 1000);
      second.rssMb = now.rssMb;
      second.online = online();
      last = now;
      lastAt = at;
      seconds.push(second);
      const sorted = [...second.latencies].sort((a, b) => a - b);
      const heap = s % 5 === 0 ? (await heapMb(relay.url)).toFixed(0) : '';
      console.log(
        `  ${String(s).padStart(3)} ${String(second.online).padStart(7)} ${second.cpuPct.toFixed(0).padStart(8)} % ${second.rssMb.toFixed(0).padStart(8)} ${heap.padStart(8)} ${String(second.acked).padStart(10)} ${quantile(sorted, 0.5).toFixed(1).padStart(6)} ms ${quantile(sorted, 0.99).toFixed(1).padStart(6)} ms ${String(second.refused).padStart(7)} ${String(second.errors).padStart(6)}`,
      );
    }
    if (errorCodes.size > 0)
      console.log(`  socket errors: ${JSON.stringify(Object.fromEntries(errorCodes))}`);
    errorCodes.clear();
    const all = seconds.flatMap((s) => s.latencies).sort((a, b) => a - b);
    const cpu = seconds.map((s) => s.cpuPct).sort((a, b) => a - b);
    const sum = (pick: (s: Second) => number) => seconds.reduce((n, s) => n + pick(s), 0);
    console.log(
      `  over ${SECONDS} s: relay CPU median ${quantile(cpu, 0.5).toFixed(0)} %, max ${cpu.at(-1)?.toFixed(0)} %; RSS max ${Math.max(...seconds.map((s) => s.rssMb)).toFixed(0)} MB; ` +
        `${(sum((s) => s.acked) / SECONDS).toFixed(0)} records stored/s (expected ${((N * 1000) / PERIOD_MS).toFixed(0)}); ` +
        `ack p50 ${quantile(all, 0.5).toFixed(1)} ms, p99 ${quantile(all, 0.99).toFixed(1)} ms; refused ${sum((s) => s.refused)}, errors ${sum((s) => s.errors)}; load average ${load()}`,
    );
  } finally {
    for (const device of devices) device.close();
    await relay.stop();
    if (database === 'PostgreSQL') {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`);
      await client.end();
    }
  }
}

function fresh(): Second {
  return { cpuPct: 0, rssMb: 0, online: 0, acked: 0, latencies: [], refused: 0, errors: 0 };
}

/** `DEVICES_BENCH_DATABASES=postgres` (or `pglite`) runs one of the two. */
export async function runDevicesBench(): Promise<void> {
  const wanted = process.env.DEVICES_BENCH_DATABASES?.split(',') ?? ['pglite', 'postgres'];
  if (wanted.includes('pglite')) await runOn('PGlite');
  if (process.env.DATABASE_URL && wanted.includes('postgres')) await runOn('PostgreSQL');
}
