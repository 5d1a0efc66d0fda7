import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { freePort } from './fixtures/freePort.js';
import { openBrowser, type BrowserSession } from './fixtures/browser.js';
import { SignInPage } from './fixtures/signInPage.js';

describe('the wall through a relay restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleetdeck-wall-'));
  let relay: RunningRelay | undefined;
  let browser: BrowserSession | undefined;
  afterAll(async () => {
    await browser?.close();
    await relay?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows the banner while the relay is away and goes live again without a reload', async () => {
    const port = await freePort();
    // A data directory on disk: accounts and signing secret outlive the process, as in production.
    const start = () =>
      startRelay(
        readConfig({
          PORT: String(port),
          MAP_ONLINE_STYLES: 'none',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          SIM_TRUCKS: '120',
        }),
      );
    relay = await start();
    browser = await openBrowser({ width: 1600, height: 900 });
    const { page } = browser;
    await new SignInPage(page).signInToMap(relay.url, 'admin');
    await page.goto(`${relay.url}/wall`);
    const fleet = page.getByRole('region', { name: 'Flotta' }).locator('h2');
    await expect.poll(() => fleet.textContent(), { timeout: 30_000 }).toMatch(/ [1-9]\d* veicoli/);
    const before = await fleet.textContent();
    // Marks this very page: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { __sameWall: boolean }).__sameWall = true));

    await relay.close();
    relay = undefined;
    const banner = page.getByRole('alert').filter({ hasText: 'Flusso in diretta interrotto' });
    await banner.waitFor({ timeout: 30_000 });
    expect(await fleet.textContent()).toBe(before); // the last good state stays on screen

    relay = await start();
    await banner.waitFor({ state: 'detached', timeout: 60_000 });
    const trucks = page.locator('.wall-sources li[data-source="trucks"]');
    await expect.poll(() => trucks.getAttribute('data-state'), { timeout: 30_000 }).toBe('live');
    await expect.poll(() => fleet.textContent()).toBe(before);
    expect(
      await page.evaluate(() => (window as unknown as { __sameWall?: boolean }).__sameWall),
    ).toBe(true);
  });
});
