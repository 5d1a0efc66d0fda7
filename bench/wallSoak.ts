// The wall left on all night: the relay, the app and Chromium, with the page's clock run fast
// (Playwright's clock jumps ten minutes at a time, each due timer firing) while the
// live diffs keep coming for real. Prints the JS heap after a forced GC at the start and every few
// hours of page time up to 24 h, its growth over the second half, and how many times the live
// stream dropped and came back (a long jump of the fake clock outruns Socket.IO's heartbeat: the
// wall reconnects, as after a cut).
import type { CDPSession, Page } from 'playwright-core';
import { startBenchApp } from './benchApp.js';

/** Page time per step: long enough to cover a day quickly, short enough for a real second of diffs. */
const STEP_MIN = 10;

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

async function advance(page: Page, minutes: number): Promise<number> {
  let drops = 0;
  for (let done = 0; done < minutes; done += STEP_MIN) {
    // A jump: every timer due fires once (running each animation frame of ten minutes would take
    // hours of software GL); the live diffs keep flowing in real time.
    await page.clock.fastForward(STEP_MIN * 60_000);
    // Real time for the socket to reconnect and diffs to arrive.
    await page.waitForTimeout(1000);
    const banner = await page.locator('.wall-banner').count();
    drops += banner;
  }
  return drops;
}

export async function runWallSoak(): Promise<void> {
  const trucks = Number(process.env.SOAK_TRUCKS ?? 2000);
  const app = await startBenchApp({ trucks, viewport: { width: 1920, height: 1080 } });
  const { page, context, relay } = app;
  try {
    await page.clock.install();
    await app.signIn();
    await page.goto(`${relay.url}/wall`);
    await page.getByRole('region', { name: /Flotta|Fleet/ }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(5000);
    const cdp = await context.newCDPSession(page);
    // The heap every few hours of page time: a leak shows as a trend, not as one end point.
    const samples: { hours: number; mb: number }[] = [{ hours: 0, mb: await heapMb(cdp) }];
    let drops = 0;
    for (const hours of [1, 3, 6, 9, 12, 15, 18, 21, 24]) {
      drops += await advance(page, (hours - samples[samples.length - 1]!.hours) * 60);
      samples.push({ hours, mb: await heapMb(cdp) });
      console.log(`  ${hours} h of page time: ${samples[samples.length - 1]!.mb.toFixed(1)} MB`);
    }
    const fleet = await page
      .getByRole('region', { name: /Flotta|Fleet/ })
      .locator('h2')
      .textContent();
    console.log(`\nwall soak: ${trucks} trucks, page clock run ${STEP_MIN} min per real second`);
    for (const { hours, mb } of samples)
      console.log(
        `${`JS heap after GC, ${hours} h of page time`.padEnd(48)} ${mb.toFixed(1).padStart(8)} MB`,
      );
    const second = samples.filter((s) => s.hours >= 12);
    const slope =
      (second[second.length - 1]!.mb - second[0]!.mb) /
      (second[second.length - 1]!.hours - second[0]!.hours);
    console.log(
      `${'growth over the second 12 h'.padEnd(48)} ${(slope * 1024).toFixed(0).padStart(8)} KB/h`,
    );
    console.log(
      `${'steps that ended with the stream down'.padEnd(48)} ${String(drops).padStart(8)} of ${(24 * 60) / STEP_MIN}`,
    );
    console.log(`${'fleet tile at the end'.padEnd(48)} ${fleet ?? ''}`);
  } finally {
    await app.close();
  }
}
