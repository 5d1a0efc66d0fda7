// `BENCH_ONLY=browser-e2e npm run bench`: the live map as a user sees it. The real relay
// (relay/src/main.ts, built web app) polls a fake upstream in this process (N trucks, 20 % moved
// 50-200 m each second, truck 1 always moving); Chromium with software GL (the e2e flags) opens the
// signed-in map at 1280x800 with every truck fitted. A CDP trace of each window gives the renderer's
// main-thread tasks; the page's map probe gives the frames drawn and the seq each one showed.
// Prints; asserts nothing. For experiments: `BENCH_EVAL` runs a script in the page before the
// still window (e.g. a click that folds the vehicle list), `BENCH_EVAL_AFTER` one after it, and
// prints what it returns.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium.js';
import { MovingUpstream, startRelay } from './e2eServers.js';

/** The page's globals the bench reads: the app's map probe and the receipt script's stamps. */
interface BenchWindow {
  __fleetdeck?: {
    drawn: number;
    seq: number;
    settled?(): boolean;
    camera?(): unknown;
    frames?(): { count: number; frames: readonly { seq: number; at: number; t: number }[] };
  };
  __benchStamps?: Record<number, number>;
}
declare const window: BenchWindow;

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'toplevel',
].join(',');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const pct = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** CPU (user + system, ms) of Chromium's GPU process under the browser whose profile is `dir`. */
function gpuCpuMs(dir: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let cmdline: string;
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!cmdline.includes('--type=gpu-process')) continue;
    // The GPU process carries no profile flag: it is ours when its parent is our browser.
    const ppid = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
    const parent = ppid ? readFileSync(`/proc/${ppid}/cmdline`, 'utf8') : '';
    if (!parent.includes(dir)) continue;
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
    total += (Number(fields?.[11]) + Number(fields?.[12])) * 10;
  }
  return total;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: unknown };
}

async function traceWhile(cdp: CDPSession, body: () => Promise<void>): Promise<TraceEvent[]> {
  await cdp.send('Tracing.start', {
    categories: TRACE_CATEGORIES,
    transferMode: 'ReturnAsStream',
  });
  await body();
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (event) => resolve(event.stream ?? '')),
  );
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 22 });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

interface WindowFigures {
  /** Main-thread busy time per update (between socket receipts), ms. */
  busy: number[];
  longestTask: number;
  /** Main-thread busy per second of the window, ms. */
  busyPerSecond: number;
  fps: number;
  longestFrame: number;
  frames: number;
  gpuCpuPerSecond: number;
  /** Relay tick -> first frame drawing it, ms. */
  latency: number[];
  seconds: number;
}

/** The renderer main thread's top-level tasks and the socket receipts (marks) in a trace. */
function readTrace(events: TraceEvent[]): { tasks: [number, number][]; receipts: number[] } {
  const receipts = events.filter((e) => e.cat.includes('user_timing') && e.name === 'fleet:diff');
  const mains = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const busyOf = (m: TraceEvent) =>
    events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  // The page's renderer: the one that marked socket receipts, or else the busiest one.
  const pid = receipts[0]?.pid ?? [...mains].sort((a, b) => busyOf(b) - busyOf(a))[0]?.pid;
  const main = mains.find((e) => e.pid === pid)?.tid;
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === main && e.ph === 'X' && e.name === 'RunTask')
    .map((e): [number, number] => [e.ts / 1000, (e.ts + (e.dur ?? 0)) / 1000])
    .sort((a, b) => a[0] - b[0]);
  // Top-level tasks do not nest, but clip any overlap so the union is counted once.
  const union: [number, number][] = [];
  for (const [start, end] of tasks) {
    const last = union[union.length - 1];
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else union.push([start, end]);
  }
  return {
    tasks: union,
    receipts: [...new Set(receipts.map((e) => e.ts / 1000))].sort((a, b) => a - b),
  };
}

/** Runs `body` under a trace and reads the figures of that window. */
async function measureWindow(
  page: Page,
  cdp: CDPSession,
  dir: string,
  body: () => Promise<void>,
): Promise<WindowFigures> {
  const frames0 = await probeFrames(page);
  const gpu0 = gpuCpuMs(dir);
  const t0 = Date.now();
  const events = await traceWhile(cdp, body);
  const seconds = (Date.now() - t0) / 1000;
  const gpu = gpuCpuMs(dir) - gpu0;
  const frames1 = await probeFrames(page);
  if (process.env.BENCH_TRACE_OUT)
    writeFileSync(`${process.env.BENCH_TRACE_OUT}-${Date.now()}.json`, JSON.stringify(events));
  const { tasks, receipts } = readTrace(events);
  const busy: number[] = [];
  for (let i = 0; i + 1 < receipts.length; i++) {
    const from = receipts[i] ?? 0;
    const to = receipts[i + 1] ?? 0;
    let sum = 0;
    for (const [start, end] of tasks) {
      if (end <= from || start >= to) continue;
      sum += Math.min(end, to) - Math.max(start, from);
    }
    busy.push(sum);
  }
  const total = tasks.reduce((sum, [start, end]) => sum + (end - start), 0);
  const windowMs =
    tasks.length > 0 ? (tasks[tasks.length - 1]?.[1] ?? 0) - (tasks[0]?.[0] ?? 0) : seconds * 1000;
  const newFrames = frames1.frames.filter((f) => f.t > (frames0.frames.at(-1)?.t ?? -1));
  // Draws within 4 ms of each other belong to one animation frame.
  const drawTimes: number[] = [];
  for (const f of newFrames) if (f.t - (drawTimes.at(-1) ?? -Infinity) > 4) drawTimes.push(f.t);
  const gaps = drawTimes.slice(1).map((t, i) => t - (drawTimes[i] ?? t));
  const firstDrawn = new Map<number, number>();
  for (const f of newFrames) if (!firstDrawn.has(f.seq)) firstDrawn.set(f.seq, f.at);
  const latency: number[] = [];
  for (const [seq, at] of firstDrawn) {
    const stamp = frames1.stamps[seq];
    if (stamp !== undefined) latency.push(at - stamp);
  }
  return {
    busy,
    longestTask: Math.max(0, ...tasks.map(([start, end]) => end - start)),
    busyPerSecond: total / (Math.max(windowMs, seconds * 1000) / 1000),
    fps: drawTimes.length / seconds,
    longestFrame: Math.max(0, ...gaps),
    frames: frames1.count - frames0.count,
    gpuCpuPerSecond: gpu / seconds,
    latency,
    seconds,
  };
}

interface ProbeFrames {
  count: number;
  frames: { seq: number; at: number; t: number }[];
  /** The relay's tick stamp per seq received. */
  stamps: Record<number, number>;
}

const probeFrames = (page: Page): Promise<ProbeFrames> =>
  page.evaluate(() => {
    const log = window.__fleetdeck?.frames?.() ?? { count: 0, frames: [] };
    return { count: log.count, frames: [...log.frames], stamps: { ...window.__benchStamps } };
  });

/**
 * Marks each `fleet:diff` as the page receives it: a user-timing mark in the trace, and the
 * relay's stamp of that seq. The app's `/live` socket runs in a worker (web/src/data/
 * liveTransport.ts): the page receives the diff as the worker's message, and that is marked before
 * the app reads it. A socket in the page (no worker) is marked as its frame arrives.
 */
const RECEIPT_SCRIPT = `(() => {
  const stamps = (window.__benchStamps = {});
  const mark = (seq, at) => {
    performance.mark('fleet:diff');
    performance.clearMarks('fleet:diff');
    if (seq !== undefined) stamps[seq] = at;
  };
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data !== 'string' || !event.data.startsWith('42/live,["fleet:diff"')) return;
        const m = /"seq":(\\d+),"at":(\\d+)/.exec(event.data.slice(0, 200));
        mark(m ? Number(m[1]) : undefined, m ? Number(m[2]) : undefined);
      });
    }
  };
  const NativeWorker = window.Worker;
  window.Worker = class extends NativeWorker {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        const data = event.data;
        if (data?.type !== 'event' || data.name !== 'fleet:diff') return;
        mark(data.payload?.seq, data.payload?.at);
      });
    }
  };
})();`;

async function waitForTrucks(page: Page, trucks: number, timeoutMs = 120_000): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const probe = window.__fleetdeck;
      return !!probe && probe.drawn >= n && (probe.settled?.() ?? false);
    },
    trucks,
    { timeout: timeoutMs, polling: 200 },
  );
}

/** From navigation start to the end of the first frame that drew all `trucks`, ms. */
async function coldStart(page: Page, cdp: CDPSession, trucks: number): Promise<number> {
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction((n) => (window.__fleetdeck?.drawn ?? 0) >= n, trucks, {
    timeout: 120_000,
    polling: 50,
  });
  const ms = await page.evaluate(() => {
    const frames = window.__fleetdeck?.frames?.().frames ?? [];
    const first = frames.find((f) => f.seq >= (window.__fleetdeck?.seq ?? 0));
    return first ? first.t : performance.now();
  });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  return ms;
}

/** Drags the map back and forth with the mouse for `ms`, a move every 16 ms (as a hand would). */
async function pan(page: Page, ms: number): Promise<void> {
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('no map canvas');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const end = Date.now() + ms;
  let direction = 1;
  while (Date.now() < end) {
    await page.mouse.move(x - direction * 200, y);
    await page.mouse.down();
    for (let step = 1; step <= 40; step++) {
      await page.mouse.move(
        x - direction * 200 + direction * step * 10,
        y + Math.sin(step / 6) * 20,
      );
      await sleep(16);
    }
    await page.mouse.up();
    direction = -direction;
  }
}

/**
 * A CPU profile of the page, 10 s unless `ms` says (`BENCH_PROFILE=path-prefix`; `BENCH_PROFILE_PAN` while
 * panning, `BENCH_PROFILE_IDLE` over the whole idle window), for finding where time goes.
 */
async function profile(cdp: CDPSession, file: string, ms = 10_000): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await sleep(ms);
  const { profile: result } = await cdp.send('Profiler.stop');
  writeFileSync(file, JSON.stringify(result));
}

/** Where 10 s of the page allocate (`BENCH_HEAP=path-prefix`): sampled, by function. */
async function heapProfile(cdp: CDPSession, file: string): Promise<void> {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  await sleep(10_000);
  const { profile: result } = await cdp.send('HeapProfiler.stopSampling');
  writeFileSync(file, JSON.stringify(result));
}

export interface E2eRow {
  trucks: number;
  cold: number;
  still: WindowFigures;
  panning: WindowFigures;
  idle: WindowFigures;
}

async function runOne(trucks: number, context: BrowserContext, dir: string): Promise<E2eRow> {
  const upstream = new MovingUpstream(trucks);
  await upstream.start();
  const relay = await startRelay(upstream.url);
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await page.goto(relay.url, { waitUntil: 'load' });
    await page.waitForURL(/\/auth\/login$/);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('fleetdeck');
    await page.locator('form button[type="submit"]').click();
    await waitForTrucks(page, trucks);
    const cdp = await context.newCDPSession(page);
    const cold = await coldStart(page, cdp, trucks);
    await waitForTrucks(page, trucks);
    await sleep(3000);
    if (process.env.BENCH_EVAL) await page.evaluate(process.env.BENCH_EVAL);
    if (process.env.BENCH_SHOT) {
      await page.screenshot({ path: `${process.env.BENCH_SHOT}-${trucks}-still.png` });
      console.log(
        '  camera',
        JSON.stringify(await page.evaluate(() => window.__fleetdeck?.camera?.())),
      );
    }
    const still = await measureWindow(page, cdp, dir, async () => {
      if (process.env.BENCH_PROFILE)
        await profile(cdp, `${process.env.BENCH_PROFILE}-${trucks}.cpuprofile`);
      else if (process.env.BENCH_HEAP)
        await heapProfile(cdp, `${process.env.BENCH_HEAP}-${trucks}.heapprofile`);
      else await sleep(20_000);
    });
    if (process.env.BENCH_EVAL_AFTER)
      console.log('  eval after still:', await page.evaluate(process.env.BENCH_EVAL_AFTER));
    const panning = await measureWindow(page, cdp, dir, async () => {
      const profiled = process.env.BENCH_PROFILE_PAN
        ? profile(cdp, `${process.env.BENCH_PROFILE_PAN}-${trucks}.cpuprofile`)
        : Promise.resolve();
      await pan(page, 12_000);
      await profiled;
      if (process.env.BENCH_SHOT)
        await page.screenshot({ path: `${process.env.BENCH_SHOT}-${trucks}.png` });
    });
    await waitForTrucks(page, trucks);
    upstream.share = 0;
    // The page settles first: rows of trucks that just stopped ask their address once more up to
    // ROW_ADDRESS_REFRESH_MS (30 s) later, by design. A profile of the window begun 3 s after the
    // last move had all its JS in the first 15 s (`BENCH_PROFILE_IDLE`, docs/perf-history.md).
    await sleep(Number(process.env.BENCH_IDLE_SETTLE_MS ?? 35_000));
    // A minute: the derivations refresh on a one-minute timer, so the window holds one refresh.
    const idleMs = Number(process.env.BENCH_IDLE_MS ?? 60_000);
    const idle = await measureWindow(page, cdp, dir, () =>
      process.env.BENCH_PROFILE_IDLE
        ? profile(cdp, `${process.env.BENCH_PROFILE_IDLE}-${trucks}.cpuprofile`, idleMs)
        : sleep(idleMs),
    );
    await cdp.detach();
    return { trucks, cold, still, panning, idle };
  } finally {
    await page.goto('about:blank');
    relay.child.kill('SIGTERM');
    await upstream.close();
  }
}

const f0 = (x: number) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en') : '-');
const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '-');

export async function runBrowserE2eBench(
  counts = (process.env.BENCH_TRUCKS ?? '1000,10000,20000,50000').split(',').map(Number),
): Promise<E2eRow[]> {
  if (!process.env.BENCH_NO_BUILD)
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const rows: E2eRow[] = [];
  for (const trucks of counts) {
    const dir = mkdtempSync(join(tmpdir(), 'fleetdeck-e2e-bench-'));
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
      viewport: { width: 1280, height: 800 },
      locale: 'en-GB',
      args: CHROMIUM_ARGS,
    });
    await context.addInitScript(RECEIPT_SCRIPT);
    const errors: string[] = [];
    context.on('page', (p) => p.on('pageerror', (e) => errors.push(String(e))));
    for (const p of context.pages()) p.on('pageerror', (e) => errors.push(String(e)));
    try {
      rows.push(await runOne(trucks, context, dir));
    } finally {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    }
    if (errors.length > 0) console.log(`  page errors at ${trucks}:`, errors.slice(0, 3));
  }
  printRows(rows);
  return rows;
}

export function printRows(rows: readonly E2eRow[]): void {
  console.log(
    `\nbrowser-e2e: relay + built app, Chromium software GL, 1280x800, 20 % moving per second; load ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    '| trucks | mode | main thread per update, median (p95) | longest task | fps | longest frame | GPU process CPU | tick -> drawn, median (p95) |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    for (const [mode, w] of [
      ['still', r.still],
      ['panning', r.panning],
    ] as const) {
      console.log(
        `| ${f0(r.trucks)} | ${mode} | ${f1(pct(w.busy, 50))} ms (${f1(pct(w.busy, 95))}) | ${f0(w.longestTask)} ms | ${f1(w.fps)} | ${f0(w.longestFrame)} ms | ${f0(w.gpuCpuPerSecond / 10)} % | ${f0(pct(w.latency, 50))} ms (${f0(pct(w.latency, 95))}) |`,
      );
    }
    console.log(
      `| ${f0(r.trucks)} | idle | ${f1(r.idle.busyPerSecond)} ms/s | ${f0(r.idle.longestTask)} ms | ${r.idle.frames} frames in ${f0(r.idle.seconds)} s | | ${f0(r.idle.gpuCpuPerSecond / 10)} % | |`,
    );
    console.log(
      `| ${f0(r.trucks)} | cold start | ${f0(r.cold)} ms to all trucks drawn | | | | | |`,
    );
  }
}
