import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { openBrowser, type BrowserSession } from './fixtures/browser.js';
import { SignInPage } from './fixtures/signInPage.js';

// Spec part 1, section 2: at most 991 px wide the mobile route table is used.
describe('mobile shell in Chromium', () => {
  let relay: RunningRelay;
  let browser: BrowserSession;

  beforeAll(async () => {
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATA_DIR: 'memory://',
        SIM_TRUCKS: '50',
      }),
    );
    browser = await openBrowser({ width: 390, height: 844 });
  });

  afterAll(async () => {
    await browser?.close();
    await relay?.close();
  });

  it('shows the map with the mobile bar and its company modal instead of the sidebar', async () => {
    await new SignInPage(browser.page).signInToMap(relay.url, 'admin');
    expect(await browser.page.locator('nav.sidebar').count()).toBe(0);
    await browser.page.locator('nav.mobile-bar button').first().click();
    const names = await browser.page
      .locator('dialog.company-dialog[open] .company-list button span:first-child')
      .allTextContents();
    expect(names).toHaveLength(4);
    await browser.page.screenshot({ path: 'artifacts/e2e/mobile-company.png' });
    expect(browser.errors).toEqual([]);
  });
});
