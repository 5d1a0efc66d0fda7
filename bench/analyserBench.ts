import { writeFileSync } from 'node:fs';
// The route analyser in Chromium with the whole app running: (1) a 3-day route of one truck, from
// the end of its route.json answer to the first frame that shows it; (2) a replay of 20 trucks
// over a day at 600x: main-thread busy time per animation frame (CDP TaskDuration over the frames
// counted in the page) and frames per second on software GL; (3) whether the analyser's code is
// fetched by the map's first load.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { trucksResponseSchema } from '@fleetdeck/shared';
import { startBenchApp } from './benchApp.js';
import { GL_TIMES, printGlTimes } from './glTimes.js';

const RUNS = Number(process.env.ANALYSER_RUNS ?? 5);
const REPLAY_S = 10;

/** A local minute in Rome as the analyser's address takes it. */
const romeMinute = (ms: number) =>
  new Date(ms).toLocaleString('sv-SE', { timeZone: 'Europe/Rome' }).slice(0, 16).replace(' ', 'T');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

interface RouteDrawn {
  /** From the end of the answer to the frame showing the route. */
  ms: number;
  points: number;
  /** Parse, screen to layers, to the frame. */
  phases: number[];
  /** From opening the page (or the navigation inside it) to the frame. */
  total: number;
  /** From the later of the answer's end and the analyser map's first frame, to the frame. */
  afterMap: number;
  /** From opening to the analyser map's first frame (NaN: the map was already made). */
  mapReady: number;
  /** A page opened afresh: from opening to the timeline and the recap filled (NaN: not asked). */
  recap: number;
  /** A page opened afresh: when each history call started after opening (route, stops, ...). */
  calls: string;
}

const cell = (xs: number[]) =>
  `${median(xs).toFixed(0).padStart(6)} ms (${Math.max(...xs).toFixed(0)})`;

/** One way into the route: medians (max), then each run's phases. */
function printRouteRuns(label: string, runs: RouteDrawn[]): void {
  console.log(`  ${label}`);
  console.log(`${'    after the answer, median (max)'.padEnd(52)} ${cell(runs.map((r) => r.ms))}`);
  if (runs.some((r) => Number.isFinite(r.mapReady))) {
    console.log(
      `${'    after the answer and the map, median (max)'.padEnd(52)} ${cell(runs.map((r) => r.afterMap))}`,
    );
    console.log(
      `${'    from opening to the map first drawn'.padEnd(52)} ${cell(runs.map((r) => r.mapReady))}`,
    );
  }
  console.log(
    `${'    from opening to the route on screen'.padEnd(52)} ${cell(runs.map((r) => r.total))}`,
  );
  console.log(
    `${'    each run (parse+screen+frame)'.padEnd(52)} ${runs.map((r) => r.phases.map((v) => v.toFixed(0)).join('+')).join(', ')}`,
  );
  if (runs.some((r) => Number.isFinite(r.recap))) {
    console.log(
      `${'    from opening to the timeline and recap filled'.padEnd(52)} ${cell(runs.map((r) => r.recap))}`,
    );
    console.log(`    history calls (start-end ms after opening), last run: ${runs.at(-1)?.calls}`);
  }
}

/**
 * Opens `url` and times its route from the end of the route.json answer to the frame showing it:
 * `inApp` moves there inside the open analyser (a new truck or range, the map already made), else
 * the page is loaded afresh (the map, its WebGL contexts and shaders made too).
 */
async function routeDrawnMs(page: Page, url: string, inApp = false): Promise<RouteDrawn> {
  if (inApp) {
    await page.evaluate(`(() => {
      for (const m of ['drawn', 'parsed', 'layers', 'answer']) performance.clearMarks('analyser-route-' + m);
      performance.clearMarks('analyser-map-ready');
      performance.clearResourceTimings();
      performance.clearMarks('bench-open');
      performance.mark('bench-open');
      history.pushState({}, '', ${JSON.stringify(url)});
      dispatchEvent(new PopStateEvent('popstate'));
    })()`);
  } else {
    // A link opened as a user opens one (from a mail, a ticket, the address bar): the page that
    // was on show before is left first, so its teardown (the live map's or the analyser's WebGL
    // contexts and workers) is not counted as the link's time. The tab's session stays.
    await page.goto('about:blank');
    await page.goto(url);
  }
  await page.waitForFunction(
    `performance.getEntriesByName('analyser-route-drawn').length > 0`,
    null,
    {
      timeout: 120_000,
    },
  );
  // A direct link: the recap and the timeline are what a user reads first (frame by frame).
  const recap = inApp
    ? NaN
    : Number(
        await (
          await page.waitForFunction(
            `(() => {
              const filled = document.querySelector('.analyser-timeline .timeline-item') !== null
                && (document.querySelector('[data-testid="recap-distance"]')?.textContent ?? '0,00 km') !== '0,00 km';
              return filled ? performance.now() : false;
            })()`,
            null,
            { timeout: 120_000, polling: 'raf' },
          )
        ).jsonValue(),
      );
  // Scripts as text: the page runs them as they are (no bundler helpers, no DOM types here).
  const drawn: Omit<RouteDrawn, 'recap'> = await page.evaluate(`(() => {
    const mark = performance.getEntriesByName('analyser-route-drawn')[0];
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    // The route worker marks when the answer's last byte reached it (its resource timing); a page
    // without the worker fetches the route itself.
    const answerEnd = Number.isFinite(at('analyser-route-answer'))
      ? at('analyser-route-answer')
      : performance.getEntriesByType('resource').find((e) => e.name.includes('route.json')).responseEnd;
    const parsed = at('analyser-route-parsed');
    const layers = at('analyser-route-layers');
    // The analyser's map made in the window (from the live map, afresh): its first frame.
    const mapReady = at('analyser-map-ready');
    return {
      ms: mark.startTime - answerEnd,
      afterMap: mark.startTime - Math.max(answerEnd, Number.isFinite(mapReady) ? mapReady : -Infinity),
      mapReady: mapReady - (at('bench-open') || 0),
      total: mark.startTime - (at('bench-open') || 0),
      points: mark.detail,
      phases: [parsed - answerEnd, layers - parsed, mark.startTime - layers],
      calls: 'route answered ' + answerEnd.toFixed(0) + ', ' + performance.getEntriesByType('resource')
        .filter((e) => ${process.env.ANALYSER_WATERFALL ? 'true' : 'false'} || /^(route|stops|activities|timeline)/.test(e.name.split('?')[0].split('/').pop()))
        .map((e) => e.name.split('?')[0].split('/').pop().replace('.json', '') + ' ' + e.startTime.toFixed(0) + '-' + e.responseEnd.toFixed(0))
        .join(', '),
    };
  })()`);
  if (process.env.ANALYSER_GL && !inApp) await printGlTimes(page);
  return { ...drawn, recap };
}

/** Counts animation frames from now on in `window.__frames`. */
const FRAME_COUNTER = `(() => {
  window.__frames = 0;
  const count = () => { window.__frames += 1; requestAnimationFrame(count); };
  requestAnimationFrame(count);
})()`;
const frameCount = (page: Page): Promise<number> => page.evaluate('window.__frames');

interface CpuProfile {
  nodes: {
    id: number;
    children?: number[];
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The functions a profile spends its time in, by self time (a profile to read). */
function printHottest(profile: CpuProfile): void {
  const self = new Map<string, number>();
  const dt = profile.timeDeltas ?? [];
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  (profile.samples ?? []).forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${k}`);
  // The same by total time (a function with all it calls).
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n)!.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      total.set(key, (total.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    }
  });
  console.log('  by total time:');
  for (const [k, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${ms.toFixed(0).padStart(7)} ms  ${k}`);
}

/**
 * The renderer main thread's trace events by total duration per frame (nested events counted in
 * their parents too): where a replay frame's main-thread time goes besides JavaScript.
 */
async function startTrace(cdp: CDPSession, gpu = false): Promise<void> {
  await cdp.send('Tracing.start', {
    categories: [
      'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
      // More to look into (ANALYSER_TRACE_CATEGORIES, e.g. 'v8,blink,loading,toplevel').
      ...(process.env.ANALYSER_TRACE_CATEGORIES ? [process.env.ANALYSER_TRACE_CATEGORIES] : []),
      // The GPU process's side too: what a main thread's synchronous GL call waits for.
      ...(gpu ? ['toplevel,gpu,gpu.service,disabled-by-default-gpu.service,gpu.decoder'] : []),
    ].join(','),
    transferMode: 'ReturnAsStream',
  });
}

/**
 * The renderer main thread's events of a trace started by `startTrace`; `keep` names a file for
 * the whole trace (every process and thread) to be read in a trace viewer.
 */
async function endTrace(cdp: CDPSession, keep?: string): Promise<TraceEvent[]> {
  const done = new Promise<string>((resolve) =>
    cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream ?? '')),
  );
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream });
    text += chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  if (keep) writeFileSync(keep, text);
  const events = (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's main thread: the renderer whose main thread has most events.
  const count = new Map<string, number>();
  const names = new Map<string, string>();
  for (const e of events) {
    if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      names.set(`${e.pid}:${e.tid}`, 'main');
    count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  }
  const main = [...names.keys()].sort((a, b) => (count.get(b) ?? 0) - (count.get(a) ?? 0))[0];
  return events.filter((e) => `${e.pid}:${e.tid}` === main);
}

/**
 * Runs `open` (the analyser opened afresh, or from the live map), when `traced` under a CPU
 * profile and a trace with the GPU process's side: prints the long tasks, the hottest functions
 * and the page's loads and marks; ANALYSER_TRACE_FILE keeps the trace (and `.cpuprofile`).
 */
async function openingTraced(
  context: BrowserContext,
  page: Page,
  traced: boolean,
  open: () => Promise<RouteDrawn>,
): Promise<RouteDrawn> {
  if (!traced) return open();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
  await startTrace(cdp, true);
  const result = await open();
  const keep = process.env.ANALYSER_TRACE_FILE;
  printLongTasks(await endTrace(cdp, keep));
  const { profile } = await cdp.send('Profiler.stop');
  if (keep) writeFileSync(`${keep}.cpuprofile`, JSON.stringify(profile));
  printHottest(profile);
  // The page's own clock: what it loaded and marked, from the navigation's start.
  console.log(
    await page.evaluate(`performance.getEntries()
      .filter((e) => e.entryType === 'resource' || e.entryType === 'mark' || e.entryType === 'paint')
      .map((e) => (e.entryType === 'resource'
        ? '  ' + e.startTime.toFixed(0) + '-' + e.responseEnd.toFixed(0) + ' ms: ' + e.name.split('?')[0].split('/').slice(-2).join('/')
        : '  ' + e.startTime.toFixed(0) + ' ms: ' + e.name))
      .join('\\n')`),
  );
  return result;
}

/** Tasks over 20 ms of the route's window, in order, with their longest parts. */
function printLongTasks(events: TraceEvent[]): void {
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 20_000);
  const t0 = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const parts = events
      .filter(
        (e) => e.ph === 'X' && e !== task && e.ts >= task.ts && e.ts <= end && (e.dur ?? 0) > 3_000,
      )
      .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)}`)
      .slice(0, 8);
    console.log(
      `  +${((task.ts - t0) / 1000).toFixed(0)} ms: task ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${parts.join(', ')}`,
    );
  }
  for (const mark of events.filter((e) => e.name.startsWith('analyser-route')))
    console.log(`  +${((mark.ts - t0) / 1000).toFixed(0)} ms: ${mark.name}`);
}

async function printTrace(cdp: CDPSession, frames: number): Promise<void> {
  const events = await endTrace(cdp);
  // ANALYSER_TRACE_FILE keeps the main thread's events for a closer look.
  if (process.env.ANALYSER_TRACE_FILE)
    writeFileSync(process.env.ANALYSER_TRACE_FILE, JSON.stringify(events));
  const total = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X') continue;
    total.set(e.name, (total.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  for (const [name, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`${(ms / Math.max(1, frames)).toFixed(2).padStart(7)} ms/frame  ${name}`);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

export async function runAnalyserBench(): Promise<void> {
  const app = await startBenchApp({
    trucks: 300,
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });
  const { page, context, relay } = app;
  // ANALYSER_GL=1: every WebGL call's time on the page, summed by name (what a first frame waits on).
  if (process.env.ANALYSER_GL) await context.addInitScript(GL_TIMES);
  try {
    const trucks = trucksResponseSchema
      .parse(
        await (
          await fetch(`${relay.upstreamUrl}/trucks`, { headers: { 'x-company': '1' } })
        ).json(),
      )
      .data.filter((t) => t.type !== 3 && (t.lastpoint?.driver?.id ?? 0) > 1);
    await app.signIn();
    const lazy = await page.evaluate(
      `!performance.getEntriesByType('resource').some((e) => /AnalyserScreen/.test(e.name))`,
    );

    // (1) Three days (the most the analyser takes) up to the last full minute.
    const end = Date.now() - 60_000;
    // The three whole days before today (the picker's most: three calendar days).
    const today = Date.parse(`${romeMinute(end).slice(0, 10)}T00:00Z`);
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const range = `start=${dayOf(today - 3 * 86_400_000)}T00:00&end=${dayOf(today - 86_400_000)}T23:59`;
    // The trucks that drove most over those days (about 10,000 reports each, as the target says).
    const upstreamRange = `start_date=${new Date(today - 3 * 86_400_000).toISOString()}&end_date=${new Date(today).toISOString()}`;
    const sized = await Promise.all(
      trucks.slice(0, 40).map(async (truck) => {
        const answer = await fetch(
          `${relay.upstreamUrl}/geofleet/trucks/${truck.id}/route.json?${upstreamRange}&company=1`,
          { headers: { 'x-company': '1' } },
        );
        const body = (await answer.json()) as { features?: unknown[] } | unknown[];
        return { truck, size: (Array.isArray(body) ? body : (body.features ?? [])).length };
      }),
    );
    const busiest = sized.sort((a, b) => b.size - a.size).map((s) => s.truck);
    // The route's three ways in: inside the open analyser, from the live map, the page afresh.
    const inApp: RouteDrawn[] = [];
    const fromMap: RouteDrawn[] = [];
    const opened: RouteDrawn[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Other trucks each run: the relay's per-range cache does not answer for the upstream.
      const first = busiest[(2 * run) % busiest.length]!;
      const truck = busiest[(2 * run + 1) % busiest.length]!;
      // Opened afresh, then another truck's three days from inside the open analyser.
      const fresh = await openingTraced(
        context,
        page,
        run === RUNS - 1 && process.env.ANALYSER_PROFILE === 'fresh-trace',
        () => routeDrawnMs(page, `${relay.url}/analyser/${first.id}?${range}`),
      );
      opened.push(fresh);
      // As a user opens it: from the live map already drawn, to a third truck's three days.
      await page.goto(relay.url);
      await page.waitForFunction(
        `(window.__fleetdeck?.drawn ?? 0) > 0 && window.__fleetdeck?.settled?.() === true`,
        null,
        { timeout: 120_000 },
      );
      const third = busiest[(2 * run + 2 * RUNS) % busiest.length]!;
      const opening = await openingTraced(
        context,
        page,
        run === RUNS - 1 && process.env.ANALYSER_PROFILE === 'open-trace',
        () => routeDrawnMs(page, `/analyser/${third.id}?${range}`, true),
      );
      fromMap.push(opening);
      // The relay's answers for the measured truck made beforehand (then kept a minute): the
      // simulator's work for the four calls, on the same two cores, stays out of the window.
      await routeDrawnMs(page, `/analyser/${truck.id}?${range}`, true);
      await routeDrawnMs(page, `/analyser/${first.id}?${range}`, true);
      const mode = run === RUNS - 1 ? process.env.ANALYSER_PROFILE : undefined;
      const cdp =
        mode === 'route' || mode === 'route-trace' ? await context.newCDPSession(page) : undefined;
      if (mode === 'route') {
        await cdp?.send('Profiler.enable');
        await cdp?.send('Profiler.start');
      }
      if (mode === 'route-trace') await startTrace(cdp!);
      const result = await routeDrawnMs(page, `/analyser/${truck.id}?${range}`, true);
      if (mode === 'route') printHottest((await cdp!.send('Profiler.stop')).profile);
      if (mode === 'route-trace')
        printLongTasks(await endTrace(cdp!, process.env.ANALYSER_TRACE_FILE));
      inApp.push(result);
    }

    // (2) A day of the first truck replayed at 600x with 19 others.
    const day = `start=${romeMinute(end - 24 * 3_600_000 + 60_000)}&end=${romeMinute(end)}`;
    await routeDrawnMs(page, `${relay.url}/analyser/${trucks[0]!.id}?${day}`);
    await page.getByRole('button', { name: /Altri veicoli|Other vehicles/ }).click();
    const boxes = page.getByRole('dialog').getByRole('checkbox');
    const others = Number(process.env.ANALYSER_OTHERS ?? 19);
    for (let i = 0; i < others; i++) await boxes.nth(i).check();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Applica|Apply/ })
      .click();
    // Every companion's route in (the worker marks each as parsed with its truck).
    await page.waitForFunction(
      `new Set(performance.getEntriesByName('analyser-route-parsed').map((m) => m.detail)).size >= ${others + 1}`,
      null,
      { timeout: 120_000 },
    );
    await page.getByRole('combobox').first().selectOption('600');
    if (process.env.ANALYSER_NO_FOLLOW)
      await page.getByRole('checkbox', { name: /Segui|Follow/ }).uncheck();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metric = async () =>
      Object.fromEntries(
        (await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]),
      ) as Record<string, number>;
    await page.evaluate(FRAME_COUNTER);
    await page.getByRole('button', { name: /Riproduci|Play/ }).click();
    const before = await metric();
    const framesBefore = await frameCount(page);
    if (process.env.ANALYSER_PROFILE === 'trace') await startTrace(cdp);
    if (process.env.ANALYSER_PROFILE === 'replay') await cdp.send('Profiler.enable');
    if (process.env.ANALYSER_PROFILE === 'replay') await cdp.send('Profiler.start');
    await page.waitForTimeout(REPLAY_S * 1000);
    const after = await metric();
    // A look at the replay as measured (the trucks, their labels, the cursors).
    if (process.env.ANALYSER_SCREENSHOT)
      await page.screenshot({ path: process.env.ANALYSER_SCREENSHOT });
    if (process.env.ANALYSER_PROFILE === 'replay')
      printHottest((await cdp.send('Profiler.stop')).profile);
    const frames = (await frameCount(page)) - framesBefore;
    if (process.env.ANALYSER_PROFILE === 'trace') await printTrace(cdp, frames);
    const busyMs = (after['TaskDuration']! - before['TaskDuration']!) * 1000;

    console.log(`\nanalyser: ${trucks.length} trucks with a driver, ${RUNS} runs`);
    const points = inApp.map((r) => r.points);
    console.log(
      `3-day route (${Math.min(...points)}-${Math.max(...points)} points) from its answer to the frame that shows it,`,
    );
    printRouteRuns('inside the open analyser', inApp);
    printRouteRuns('opened from the live map', fromMap);
    printRouteRuns('the page opened afresh', opened);
    console.log(
      `${'replay 20 trucks at 600x: main thread per frame'.padEnd(52)} ${(busyMs / Math.max(1, frames)).toFixed(2).padStart(6)} ms`,
    );
    console.log(
      `${'replay 20 trucks at 600x: frames per second'.padEnd(52)} ${(frames / REPLAY_S).toFixed(1).padStart(6)}`,
    );
    console.log(
      `${"analyser code absent from the map's first load".padEnd(52)} ${String(lazy).padStart(6)}`,
    );
  } finally {
    await app.close();
  }
}
