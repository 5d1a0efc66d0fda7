// The route analyser in Chromium with the whole app running: (1) a 3-day route of one truck, from
// the end of its route.json answer to the first frame that shows it; (2) a replay of 20 trucks
// over a day at 600x: main-thread busy time per animation frame (CDP TaskDuration over the frames
// counted in the page) and frames per second on software GL; (3) whether the analyser's code is
// fetched by the map's first load.
import type { Page } from 'playwright-core';
import { trucksResponseSchema } from '@fleetdeck/shared';
import { startBenchApp } from './benchApp.js';

const RUNS = Number(process.env.ANALYSER_RUNS ?? 5);
const REPLAY_S = 10;

/** A local minute in Rome as the analyser's address takes it. */
const romeMinute = (ms: number) =>
  new Date(ms).toLocaleString('sv-SE', { timeZone: 'Europe/Rome' }).slice(0, 16).replace(' ', 'T');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function routeDrawnMs(page: Page, url: string): Promise<{ ms: number; points: number }> {
  await page.goto(url);
  await page.waitForFunction(
    `performance.getEntriesByName('analyser-route-drawn').length > 0`,
    null,
    {
      timeout: 120_000,
    },
  );
  // Scripts as text: the page runs them as they are (no bundler helpers, no DOM types here).
  return page.evaluate(`(() => {
    const mark = performance.getEntriesByName('analyser-route-drawn')[0];
    const answer = performance.getEntriesByType('resource').find((e) => e.name.includes('route.json'));
    return { ms: mark.startTime - answer.responseEnd, points: mark.detail };
  })()`);
}

/** Counts animation frames from now on in `window.__frames`. */
const FRAME_COUNTER = `(() => {
  window.__frames = 0;
  const count = () => { window.__frames += 1; requestAnimationFrame(count); };
  requestAnimationFrame(count);
})()`;
const frameCount = (page: Page): Promise<number> => page.evaluate('window.__frames');

export async function runAnalyserBench(): Promise<void> {
  const app = await startBenchApp({
    trucks: 300,
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  });
  const { page, context, relay } = app;
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
    const range = `start=${romeMinute(end - 72 * 3_600_000 + 60_000)}&end=${romeMinute(end)}`;
    const drawn: number[] = [];
    let points = 0;
    for (let run = 0; run < RUNS; run++) {
      // Another truck each run: the relay's per-range cache does not answer for the upstream.
      const truck = trucks[run % trucks.length]!;
      const result = await routeDrawnMs(page, `${relay.url}/analyser/${truck.id}?${range}`);
      drawn.push(result.ms);
      points = Math.max(points, result.points);
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
    await page.waitForFunction(
      `performance.getEntriesByType('resource').filter((e) => e.name.includes('route.json')).length >= 1`,
      null,
      { timeout: 120_000 },
    );
    await page.getByRole('combobox').first().selectOption('600');
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
    if (process.env.ANALYSER_PROFILE) await cdp.send('Profiler.enable');
    if (process.env.ANALYSER_PROFILE) await cdp.send('Profiler.start');
    await page.waitForTimeout(REPLAY_S * 1000);
    const after = await metric();
    if (process.env.ANALYSER_PROFILE) {
      // The functions the replay spends its main thread in, by self time (a profile to read).
      const { profile } = await cdp.send('Profiler.stop');
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
    }
    const frames = (await frameCount(page)) - framesBefore;
    const busyMs = (after['TaskDuration']! - before['TaskDuration']!) * 1000;

    console.log(`\nanalyser: ${trucks.length} trucks with a driver, ${RUNS} runs`);
    console.log(
      `${'3-day route drawn after its answer, median (max)'.padEnd(52)} ${median(drawn).toFixed(0).padStart(6)} ms (${Math.max(...drawn).toFixed(0)}) for ${points} points`,
    );
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
