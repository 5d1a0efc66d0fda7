import { beforeAll, describe, expect, it } from 'vitest';
import { trucksResponseSchema, vehicleAlerts, type Truck } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { waitForSettledMap } from './fixtures/liveMapPage.js';

describe('the control-room wall', () => {
  const app = useApp({ env: { SIM_TRUCKS: '300' }, browser: { width: 1920, height: 1080 } });
  let scoped: Truck[];

  beforeAll(async () => {
    const answer = await fetch(`${app.relay.upstreamUrl}/trucks`, {
      headers: { 'x-company': '1' },
    });
    scoped = trucksResponseSchema.parse(await answer.json()).data;
  });

  const figure = async (testId: string): Promise<number> =>
    Number(await app.browser.page.getByTestId(testId).textContent());

  it('shows the fleet, the unhandled alerts and the data age, and keeps the last state through a network cut', async () => {
    const { page, context } = app.browser;
    await app.signInToMap('admin');
    await page.goto(`${app.url}/wall`);
    const counters = page.getByRole('region', { name: 'Flotta' });
    await counters.waitFor();
    await expect
      .poll(() => counters.locator('h2').textContent(), { timeout: 30_000 })
      .toContain(`${scoped.length} veicoli`);
    let sum = 0;
    for (const s of ['moving', 'engine_on', 'ignition', 'stopped', 'stale', 'no_points'])
      sum += await figure(`wall-status-${s}`);
    expect(sum).toBe(scoped.length);

    // Nobody has handled anything yet: every truck with an alert is in the queue.
    const withAlerts = scoped.filter((t) => vehicleAlerts(t, Date.now()).length > 0).length;
    const queue = page.getByRole('region', { name: 'Avvisi da gestire' });
    expect(Number(await queue.locator('h2 .figure').textContent())).toBeGreaterThanOrEqual(
      withAlerts - 2, // an age-based alert may start or end between the two reads
    );
    const trucksSource = page.locator('.wall-sources li[data-source="trucks"]');
    await expect.poll(() => trucksSource.getAttribute('data-state')).toBe('live');
    expect(await trucksSource.textContent()).toMatch(/Veicoli in diretta · \d+ s/);
    await waitForSettledMap(page);
    await page.screenshot({ path: 'artifacts/e2e/wall-1080p-light.png' });

    // The network goes: a full-width banner says since when, the tiles keep the last data.
    await context.setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: 'Flusso in diretta interrotto' });
    await banner.waitFor({ timeout: 30_000 });
    expect(await counters.locator('h2').textContent()).toContain(`${scoped.length} veicoli`);
    await page.screenshot({ path: 'artifacts/e2e/wall-stream-down.png' });

    // It comes back: no reload, the banner goes and the trucks are live again.
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => trucksSource.getAttribute('data-state')).toBe('live');
    expect(
      app.browser.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e)),
    ).toEqual([]);
  });

  it('reads in every colour mode at 1080p and 4K', async () => {
    const { page } = app.browser;
    for (const [width, height] of [
      [1920, 1080],
      [3840, 2160],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const theme of ['light', 'dark', 'colorblind', 'colorblind_dark']) {
        await page.evaluate((mode) => (document.documentElement.dataset['theme'] = mode), theme);
        await page.screenshot({ path: `artifacts/e2e/wall-${height}p-${theme}.png` });
      }
    }
    // The type grows with the screen: larger on 4K than at 1080p.
    const fontAt = async (width: number, height: number) => {
      await page.setViewportSize({ width, height });
      return page.evaluate(() =>
        parseFloat(getComputedStyle(document.querySelector('.wall')!).fontSize),
      );
    };
    expect(await fontAt(3840, 2160)).toBeGreaterThan((await fontAt(1920, 1080)) * 1.5);
  });
});
