import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { seriousViolations } from './fixtures/axeAudit.js';
import { openBrowser, type BrowserSession } from './fixtures/browser.js';
import { ShellPage } from './fixtures/shellPage.js';
import { VehicleListPage } from './fixtures/vehicleListPage.js';
import { SignInPage } from './fixtures/signInPage.js';

// axe-core (WCAG 2.1 AA rules) over the main screens, in every colour mode: no serious or critical
// violation may remain.
describe('accessibility of the main screens', () => {
  let relay: RunningRelay;
  let browser: BrowserSession;
  let signIn: SignInPage;
  let shell: ShellPage;

  beforeAll(async () => {
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATA_DIR: 'memory://',
        SIM_TRUCKS: '30',
      }),
    );
    browser = await openBrowser();
    signIn = new SignInPage(browser.page);
    shell = new ShellPage(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
    await relay?.close();
  });

  const audit = (screen: string) => seriousViolations(browser.page, screen);

  it('sign-in page, light and dark, with and without the error', async () => {
    const found: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await browser.page.emulateMedia({ colorScheme: scheme });
      await browser.page.goto(`${relay.url}/auth/login`);
      found.push(...(await audit(`sign-in ${scheme}`)));
      await signIn.signIn(relay.url, 'admin', 'wrong');
      await browser.page.locator('[role="alert"]').waitFor();
      found.push(...(await audit(`sign-in error ${scheme}`)));
      await shell.screenshot(`a11y-sign-in-error-${scheme}`);
    }
    await browser.page.emulateMedia({ colorScheme: 'light' });
    expect(found).toEqual([]);
  });

  it('map with sidebar after sign-in', async () => {
    await signIn.signInToMap(relay.url, 'admin');
    await shell.waitForCompany('Trasporti Padani S.p.A.');
    await shell.setLanguage('en-GB');
    expect(await audit('map')).toEqual([]);
  });

  it('vehicle list (list, table, alerts, nearby), vehicle details and the shared links panel', async () => {
    const list = new VehicleListPage(browser.page);
    await list.waitForLoaded();
    const found: string[] = [];
    const [first] = await list.rows();
    if (first) await list.clickRow(first.id);
    await browser.page.locator('.vehicle-card').first().waitFor();
    found.push(...(await audit('vehicle list and details card')));
    await list.setView('table');
    found.push(...(await audit('vehicle table')));
    await list.setView('list');
    for (const [index, name] of [
      [1, 'alerts'],
      [2, 'nearby'],
    ] as const) {
      await list.openTab(index);
      found.push(...(await audit(`vehicle ${name} tab`)));
    }
    await list.openTab(0);
    await browser.page.locator('nav.sidebar [data-panel="shared_links"]').click();
    await browser.page.locator('.shared-links-panel').waitFor();
    found.push(...(await audit('shared links panel')));
    await browser.page.locator('nav.sidebar [data-panel="shared_links"]').click();
    expect(found).toEqual([]);
  });

  it.each([
    ['light', 'Light'],
    ['dark', 'Dark'],
    ['colorblind', 'Colour-blind'],
    ['colorblind_dark', 'Colour-blind dark'],
  ] as const)(
    'map, every settings tab and language settings in colour mode %s',
    async (mode, label) => {
      if ((await shell.colorMode()) !== mode) await shell.chooseColorMode(label);
      expect(await shell.colorMode()).toBe(mode);
      const found = await audit(`map ${mode}`);
      const dialog = await shell.openSettings();
      const tabs = await dialog.getByRole('tab').allTextContents();
      expect(tabs.length).toBeGreaterThanOrEqual(5);
      for (const tab of tabs) {
        await shell.settingsTab(tab);
        found.push(...(await audit(`settings "${tab}" ${mode}`)));
        if (tab === tabs[0]) await shell.screenshot(`a11y-settings-${mode}`);
      }
      await shell.closeDialog();
      await shell.openLanguageSettings();
      found.push(...(await audit(`language settings ${mode}`)));
      await shell.closeDialog();
      expect(found).toEqual([]);
    },
  );

  it('403 page', async () => {
    await shell.logout();
    await signIn.signIn(relay.url, 'newcomer');
    await browser.page.waitForURL(/\/errors\/permissions$/);
    expect(await audit('403')).toEqual([]);
  });

  it('mobile shell and its company modal', async () => {
    const mobile = await openBrowser({ width: 390, height: 844 });
    try {
      await new SignInPage(mobile.page).signInToMap(relay.url, 'admin');
      const found = await seriousViolations(mobile.page, 'mobile map');
      await mobile.page.locator('nav.mobile-bar button').first().click();
      await mobile.page.locator('dialog.company-dialog[open]').waitFor();
      found.push(...(await seriousViolations(mobile.page, 'mobile company modal')));
      expect(found).toEqual([]);
    } finally {
      await mobile.close();
    }
  });
});
