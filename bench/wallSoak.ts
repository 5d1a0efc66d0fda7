// The wall left on all night: the relay, the app and Chromium on /wall, a day of page time in
// minutes. The page's clock (Playwright's) is paused and run forward in chunks: every timer and
// every animation frame of the day runs (60 a second of page time, deck.gl and MapLibre draw when
// something changed), and between chunks a real moment lets the live diffs in. The JS heap is read
// after forced GCs every hour of page time; printed with DOM nodes, listeners and frames drawn,
// and the heap's slope over the second half (least squares), so a flat heap shows as ~0 MB/h.
// Every step has a timeout and a watchdog ends the run loudly, saying where it stood.
import type { CDPSession, Page } from 'playwright-core';
import { startBenchApp } from './benchApp.js';

const HOURS = Number(process.env.SOAK_HOURS ?? 24);
/** Page time a chunk runs before a real pause: the page does not read the socket meanwhile. */
const CHUNK_S = Number(process.env.SOAK_CHUNK_S ?? 60);
/** Real time between chunks for the diffs (the relay ticks every real second). */
const PAUSE_MS = Number(process.env.SOAK_PAUSE_MS ?? 250);
/** No step (a chunk, a sample) takes this long unless the page is stuck. */
const STEP_TIMEOUT_MS = 180_000;
const WATCHDOG_MIN = Number(process.env.SOAK_WATCHDOG_MIN ?? 120);

interface Sample {
  hours: number;
  heapMb: number;
  nodes: number;
  listeners: number;
  /** Animation frames the page ran (a frame counter of its own) and frames deck.gl drew. */
  rafs: number;
  frames: number;
}

type Probe = { __fleetdeck?: { frames?: () => { count: number } }; __soakFrames?: number };

/** Where the run stands, for the watchdog's and the timeouts' messages. */
let where = 'starting';

/** Runs one step, failing with its name when it does not end within `ms`. */
async function step<T>(what: string, ms: number, run: () => Promise<T>): Promise<T> {
  where = what;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`wall soak: ${what} took over ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([run(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page's figures after full GCs (V8's own `gc()`, then the DevTools one twice). */
async function sample(page: Page, cdp: CDPSession, hours: number): Promise<Sample> {
  await page.evaluate(() => (globalThis as { gc?: () => void }).gc?.());
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? NaN;
  const { rafs, frames } = await page.evaluate(() => {
    const probe = globalThis as Probe;
    return { rafs: probe.__soakFrames ?? 0, frames: probe.__fleetdeck?.frames?.().count ?? 0 };
  });
  return {
    hours,
    heapMb: usedSize / 1024 / 1024,
    nodes: metric('Nodes'),
    listeners: metric('JSEventListeners'),
    rafs,
    frames,
  };
}

/** Least-squares slope of y over x. */
function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

/** One hour of page time in chunks; how many chunks ended with the stream-down banner up. */
async function runHour(page: Page, hour: number): Promise<number> {
  let drops = 0;
  for (let s = 0; s < 3600; s += CHUNK_S) {
    const at = `${hour} h ${String(s / 60).padStart(2, '0')} min`;
    await step(`page time ${at}: ${CHUNK_S} s of timers and frames`, STEP_TIMEOUT_MS, () =>
      page.clock.runFor(CHUNK_S * 1000),
    );
    await sleep(PAUSE_MS);
    drops += await step(`page time ${at}: the banner read`, STEP_TIMEOUT_MS, () =>
      page.locator('.wall-banner').count(),
    );
  }
  return drops;
}

function report(trucks: number, samples: readonly Sample[], drops: number, realMin: number): void {
  console.log(
    `\nwall soak: ${trucks} trucks, ${HOURS} h of page time in chunks of ${CHUNK_S} s ` +
      `(${PAUSE_MS} ms real between), ${realMin.toFixed(1)} min real`,
  );
  console.log('page time   JS heap after GC   DOM nodes   listeners   frames run   deck draws');
  for (const s of samples)
    console.log(
      `${`${s.hours} h`.padEnd(11)} ${`${s.heapMb.toFixed(2)} MB`.padStart(16)} ` +
        `${String(s.nodes).padStart(11)} ${String(s.listeners).padStart(11)} ` +
        `${String(s.rafs).padStart(12)} ${String(s.frames).padStart(12)}`,
    );
  const second = samples.filter((s) => s.hours >= HOURS / 2);
  const perHour = slope(second.map((s) => ({ x: s.hours, y: s.heapMb })));
  const min = Math.min(...second.map((s) => s.heapMb));
  const max = Math.max(...second.map((s) => s.heapMb));
  console.log(
    `heap slope over the second half (least squares)   ${(perHour * 1024).toFixed(1)} KB/h ` +
      `(${(perHour * HOURS).toFixed(2)} MB a day); range ${min.toFixed(2)}-${max.toFixed(2)} MB`,
  );
  console.log(
    `chunks that ended with the stream-down banner   ${drops} of ${(HOURS * 3600) / CHUNK_S}`,
  );
}

export async function runWallSoak(): Promise<void> {
  const trucks = Number(process.env.SOAK_TRUCKS ?? 2000);
  const started = Date.now();
  const watchdog = setTimeout(() => {
    console.error(`wall soak: no end after ${WATCHDOG_MIN} min real; it stood at: ${where}`);
    process.exit(1);
  }, WATCHDOG_MIN * 60_000);
  const app = await startBenchApp({
    trucks,
    viewport: { width: 1920, height: 1080 },
    args: ['--js-flags=--expose-gc'],
  });
  // The client's heartbeat timer runs on the page's clock, far faster than the relay's real pings:
  // a long server timeout (sent to the client at the handshake) keeps a live socket from being
  // called dead by page time alone. A real cut is the e2e wall tests' business.
  app.relay.gateway.live.server.engine.opts.pingTimeout = 2 * HOURS * 3_600_000;
  const { page, context, relay } = app;
  try {
    await page.clock.install();
    await step('sign-in', STEP_TIMEOUT_MS, () => app.signIn());
    await step('the wall', STEP_TIMEOUT_MS, async () => {
      await page.goto(`${relay.url}/wall`);
      await page.getByRole('region', { name: /Flotta|Fleet/ }).waitFor({ timeout: 60_000 });
      await page.locator('.wall-banner').waitFor({ state: 'detached', timeout: 60_000 });
    });
    // A frame counter of the page's own: the frames run through the day (deck.gl draws only
    // those where something changed).
    // As text: the bench's compiler would name an inner function with a helper the page lacks.
    const now = await page.evaluate<number>(`(() => {
      globalThis.__soakFrames = 0;
      const count = () => {
        globalThis.__soakFrames += 1;
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      return Date.now();
    })()`);
    // Ahead of the page's clock, which runs on while the answer travels (seconds on a busy box).
    await page.clock.pauseAt(now + 30_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const samples = [await step('sample at 0 h', STEP_TIMEOUT_MS, () => sample(page, cdp, 0))];
    let drops = 0;
    for (let hour = 1; hour <= HOURS; hour++) {
      drops += await runHour(page, hour - 1);
      const s = await step(`sample at ${hour} h`, STEP_TIMEOUT_MS, () => sample(page, cdp, hour));
      samples.push(s);
      console.log(`  ${hour} h of page time: ${s.heapMb.toFixed(2)} MB, ${s.rafs} frames run`);
    }
    report(trucks, samples, drops, (Date.now() - started) / 60_000);
    const fleet = await page
      .getByRole('region', { name: /Flotta|Fleet/ })
      .locator('h2')
      .textContent();
    console.log(`fleet tile at the end   ${fleet ?? ''}`);
  } finally {
    clearTimeout(watchdog);
    await step('closing', 60_000, () => app.close());
  }
}
