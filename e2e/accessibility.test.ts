import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './fixtures/axeAudit.js';
import { useApp } from './fixtures/app.js';
import { ShellPage } from './fixtures/shellPage.js';
import { VehicleListPage } from './fixtures/vehicleListPage.js';
import { SignInPage } from './fixtures/signInPage.js';

// axe-core (WCAG 2.1 AA rules) over the main screens, in every colour mode: no serious or critical
// violation may remain.
describe('accessibility of the main screens', () => {
  const app = useApp({ env: { SIM_TRUCKS: '30' } });
  let signIn: SignInPage;
  let shell: ShellPage;

  beforeAll(() => {
    signIn = new SignInPage(app.browser.page);
    shell = new ShellPage(app.browser.page);
  });

  const audit = (screen: string) => seriousViolations(app.browser.page, screen);

  it('sign-in page, light and dark, with and without the error', async () => {
    const found: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      await app.browser.page.emulateMedia({ colorScheme: scheme });
      await app.browser.page.goto(`${app.url}/auth/login`);
      found.push(...(await audit(`sign-in ${scheme}`)));
      await signIn.signIn(app.url, 'admin', 'wrong');
      await app.browser.page.locator('[role="alert"]').waitFor();
      found.push(...(await audit(`sign-in error ${scheme}`)));
      await shell.screenshot(`a11y-sign-in-error-${scheme}`);
    }
    await app.browser.page.emulateMedia({ colorScheme: 'light' });
    expect(found).toEqual([]);
  });

  it('map with sidebar after sign-in', async () => {
    await signIn.signInToMap(app.url, 'admin');
    await shell.waitForCompany('Trasporti Padani S.p.A.');
    await shell.setLanguage('en-GB');
    expect(await audit('map')).toEqual([]);
  });

  it('vehicle list (list, table, alerts, nearby), vehicle details and the shared links panel', async () => {
    const list = new VehicleListPage(app.browser.page);
    await list.waitForLoaded();
    const found: string[] = [];
    const [first] = await list.rows();
    if (first) await list.clickRow(first.id);
    await app.browser.page.locator('.vehicle-card').first().waitFor();
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
    await app.browser.page.locator('nav.sidebar [data-panel="shared_links"]').click();
    await app.browser.page.locator('.shared-links-panel').waitFor();
    found.push(...(await audit('shared links panel')));
    await app.browser.page.locator('nav.sidebar [data-panel="shared_links"]').click();
    expect(found).toEqual([]);
  });

  it('route planner panel: its form with every step open', async () => {
    const { page } = app.browser;
    await page.locator('nav.sidebar [data-panel="planner"]').click();
    const panel = page.locator('.planner-panel');
    await panel.waitFor();
    const collapsed = panel.locator('.planner-step-trigger[aria-expanded="false"]');
    while ((await collapsed.count()) > 0) await collapsed.first().click();
    await panel.getByRole('button', { name: 'Complete step 2' }).click();
    await panel.getByText('At least 2 stages are needed').waitFor();
    const found = await audit('planner panel');
    await page.locator('nav.sidebar [data-panel="planner"]').click();
    await panel.waitFor({ state: 'detached' });
    expect(found).toEqual([]);
  });

  it("the passage's interval picker: the days and the react-aria time fields", async () => {
    const { page } = app.browser;
    await page.locator('nav.sidebar [data-panel="vehicles_passage"]').click();
    const panel = page.locator('.passage-panel');
    await panel.locator('button.passage-interval').click();
    const dialog = page.locator('dialog[open]').filter({ has: page.locator('.date-range-picker') });
    await dialog.getByRole('group', { name: 'Start time', exact: true }).waitFor();
    const found = await audit('passage interval picker');
    await dialog.locator('.date-range-picker footer button').first().click();
    await dialog.waitFor({ state: 'hidden' });
    await page.locator('nav.sidebar [data-panel="vehicles_passage"]').click();
    await panel.waitFor({ state: 'detached' });
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
    await signIn.signIn(app.url, 'newcomer');
    await app.browser.page.waitForURL(/\/errors\/permissions$/);
    expect(await audit('403')).toEqual([]);
  });

  it('mobile shell and its company modal', async () => {
    const mobile = await app.openBrowser({ width: 390, height: 844 });
    try {
      await app.signInToMap('admin', mobile);
      // The data's credit starts folded into its (i) button, clear of the scale; a tap opens it.
      const credit = mobile.page.locator('.maplibregl-ctrl-attrib');
      await mobile.page.locator('.maplibregl-ctrl-scale').waitFor();
      expect(await credit.getAttribute('class')).not.toContain('maplibregl-compact-show');
      const [creditBox, scaleBox] = await Promise.all([
        credit.boundingBox(),
        mobile.page.locator('.maplibregl-ctrl-scale').boundingBox(),
      ]);
      expect(creditBox && scaleBox && creditBox.x > scaleBox.x + scaleBox.width).toBe(true);
      const found = await seriousViolations(mobile.page, 'mobile map');
      await mobile.page.screenshot({ path: 'artifacts/e2e/mobile-map-credit-folded.png' });
      await credit.locator('.maplibregl-ctrl-attrib-button').click();
      await mobile.page.getByRole('link', { name: '© GeoNames' }).waitFor();
      await mobile.page.screenshot({ path: 'artifacts/e2e/mobile-map-credit-open.png' });
      await credit.locator('.maplibregl-ctrl-attrib-button').click();
      await mobile.page.locator('nav.mobile-bar button').first().click();
      await mobile.page.locator('dialog.company-dialog[open]').waitFor();
      found.push(...(await seriousViolations(mobile.page, 'mobile company modal')));
      expect(found).toEqual([]);
    } finally {
      await mobile.close();
    }
  });
});
