import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './fixtures/app.js';
import { waitForSettledMap } from './fixtures/liveMapPage.js';
import { ShellPage } from './fixtures/shellPage.js';
import { SignInPage } from './fixtures/signInPage.js';

// Journeys of a new user: sign in with a demo account, personalise, switch language and company,
// colour modes, sign out; and the 403 page of an account with no company.
describe('accounts, settings and the shell in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '200' } });
  let signIn: SignInPage;
  let shell: ShellPage;

  beforeAll(() => {
    signIn = new SignInPage(app.browser.page);
    shell = new ShellPage(app.browser.page);
  });

  it('refuses a wrong password, then signs in to the map with the sidebar', async () => {
    await signIn.signIn(app.url, 'admin', 'wrong');
    expect(await signIn.alertText()).toBe('Wrong username or password');
    // The refused form answers 401, which Chromium logs; nothing else may log an error.
    expect(app.browser.errors).toEqual([expect.stringContaining('401')]);
    app.browser.errors.length = 0;
    await signIn.signInToMap(app.url, 'admin');
    await shell.waitForCompany('Trasporti Padani S.p.A.');
    expect(await shell.sidebarLabels()).toContain('Link condivisi'); // the admin's language: it-IT
    await shell.screenshot('shell-signed-in');
  });

  it('switches the interface language to German, French and English', async () => {
    const expected = {
      'de-DE': 'Geteilte Links',
      'fr-FR': 'Liens partagés',
      'en-GB': 'Shared links',
    };
    for (const [code, label] of Object.entries(expected)) {
      await shell.setLanguage(code);
      expect(await shell.htmlLang()).toBe(code.slice(0, 2));
      expect(await shell.sidebarLabels()).toContain(label);
    }
  });

  it('searches companies ignoring punctuation and switches company', async () => {
    expect(await shell.searchCompanies('s.p.a')).toEqual(['Trasporti Padani S.p.A.']);
    expect(await shell.searchCompanies('nowhere')).toEqual([]);
    await shell.switchCompany('adriatica', 'Logistica Adriatica S.r.l.');
    expect(await shell.currentCompany()).toBe('Logistica Adriatica S.r.l.');
  });

  it('saves a setting at once, keeps it across a reload, and resets it', async () => {
    let dialog = await shell.openSettings();
    await shell.settingsTab('Vehicle list options');
    await dialog.locator('select[name="vehicleListModeView"]').selectOption('table');
    await dialog.getByText('Fluid table').waitFor();
    await shell.screenshot('settings-table-light');
    await app.browser.page.waitForLoadState('networkidle');
    await app.browser.page.reload();
    await app.browser.page.waitForSelector('nav.sidebar');
    dialog = await shell.openSettings();
    await shell.settingsTab('Vehicle list options');
    const select = dialog.locator('select[name="vehicleListModeView"]');
    await app.browser.page.waitForFunction(
      () =>
        document.querySelector<HTMLSelectElement>('select[name="vehicleListModeView"]')?.value ===
        'table',
    );
    await dialog.getByRole('button', { name: 'Reset settings' }).click();
    await dialog.getByText('Settings reset successfully').waitFor();
    expect(await select.inputValue()).toBe('list');
  });

  it('limits list fields to three counted ones', async () => {
    const dialog = await shell.settingsTab('Vehicle list options');
    await dialog.getByRole('tab', { name: 'Fields' }).click();
    const box = (name: string) => dialog.getByLabel(name, { exact: true });
    // Defaults: address, speed, fuel/battery, altitude -> two counted; one more allowed.
    await box('Heading').check();
    expect(await box('Engine rpm').isDisabled()).toBe(true);
    expect(await box('Address').isDisabled()).toBe(false);
    await box('Heading').uncheck();
    expect(await box('Engine rpm').isDisabled()).toBe(false);
    await shell.closeDialog();
  });

  it('applies each colour mode to the whole app and the map', async () => {
    const palettes = new Set<string>();
    for (const [mode, label] of [
      ['dark', 'Dark'],
      ['colorblind', 'Colour-blind'],
      ['colorblind_dark', 'Colour-blind dark'],
      ['light', 'Light'],
    ] as const) {
      await shell.chooseColorMode(label);
      expect(await shell.colorMode()).toBe(mode);
      palettes.add(
        `${await shell.cssToken('--surface')} ${await shell.cssToken('--status-moving')}`,
      );
      // The sidebar's labels stay readable (WCAG AA) and the dark modes are dark.
      const { ratio, backgroundLuminance } = await shell.contrastOf('nav.sidebar button');
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      if (mode.endsWith('dark')) expect(backgroundLuminance).toBeLessThan(0.2);
      else expect(backgroundLuminance).toBeGreaterThan(0.5);
      await waitForSettledMap(app.browser.page);
      await shell.screenshot(`shell-${mode}`);
      if (mode === 'dark') {
        const settings = await shell.openSettings();
        await shell.settingsTab('Marker options');
        await settings.getByText('Additional data').waitFor();
        await shell.screenshot('settings-marker-dark');
        await shell.closeDialog();
      }
    }
    expect(palettes.size).toBe(4);
  });

  it('logs out after confirmation to the session-end page; the app then asks to sign in', async () => {
    await shell.logout();
    expect(await app.browser.page.locator('h1').textContent()).toBe('You have signed out');
    await app.browser.page.locator('a.button').click();
    await app.browser.page.waitForURL(/\/auth\/login$/);
  });

  it('signs a dispatcher in to their only company', async () => {
    await signIn.signInToMap(app.url, 'dispatcher');
    await shell.waitForCompany('Autotrasporti Tirreno S.n.c.');
    // Panels not built yet (the planner) have no entry, for anyone.
    expect(await shell.sidebarLabels()).toEqual([
      'Etichette',
      'Link condivisi',
      'Gestione POI',
      'Passaggio veicoli',
      'Dispositivi Bluetooth',
    ]);
    await shell.logout();
  });

  it('shows the 403 page to an account not configured for any company', async () => {
    await signIn.signIn(app.url, 'newcomer');
    await app.browser.page.waitForURL(/\/errors\/permissions$/);
    expect(await app.browser.page.locator('h1').textContent()).toBe('Account non configurato');
    expect(await app.browser.page.getByRole('button', { name: "Riprova l'accesso" }).count()).toBe(
      1,
    );
    expect(await app.browser.page.getByRole('link', { name: 'Contattaci' }).count()).toBe(1);
    await shell.screenshot('shell-403');
    expect(app.browser.errors).toEqual([]);
  });
});
