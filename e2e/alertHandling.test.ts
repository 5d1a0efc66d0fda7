import { describe, expect, it } from 'vitest';
import { useApp } from './fixtures/app.js';
import { ShellPage } from './fixtures/shellPage.js';
import { VehicleListPage } from './fixtures/vehicleListPage.js';

const TIRRENO = 'Autotrasporti Tirreno S.n.c.';

describe('alert handling shared live between two dispatchers', () => {
  const app = useApp({ env: { SIM_TRUCKS: '300' } });

  it('one acknowledges an alert with a note; the other sees who is on it at once', async () => {
    // Dario, Tirreno's dispatcher, and Anna, the administrator, both on Tirreno.
    const dario = app.browser;
    await app.signInToMap('dispatcher', dario);
    const anna = await app.openBrowser();
    await app.signInToMap('admin', anna);
    await new ShellPage(anna.page).switchCompany('tirreno', TIRRENO);

    const darioList = new VehicleListPage(dario.page);
    const annaList = new VehicleListPage(anna.page);
    for (const list of [darioList, annaList]) {
      await list.waitForLoaded();
      await list.openTab(1);
    }
    await expect.poll(() => darioList.alertRowIds(), { timeout: 30_000 }).not.toEqual([]);
    const [truck] = await darioList.alertRowIds();
    if (truck === undefined) throw new Error('no alert');
    const darioRow = darioList.row(truck);
    const annaRow = annaList.row(truck);
    await annaRow.waitFor();
    expect(await annaRow.locator('.handling-chip').textContent()).toBe('Nuovo');

    await darioRow.getByRole('button', { name: 'Gestisci' }).click();
    const dialog = dario.page.getByRole('dialog', { name: /^Avvisi di / });
    await dialog.waitFor();
    await dialog
      .getByRole('textbox', { name: 'Nota' })
      .fill('Chiamato l’autista, verifica in corso');
    await darioList.screenshot('alert-handling-dialog');
    const clicked = Date.now();
    await dialog.getByRole('button', { name: 'Prendi in carico' }).click();

    // Anna's queue says who is on it, pushed live (no reload, no polling).
    await annaRow
      .locator('.handling-chip', { hasText: 'Preso in carico da Dario Dispatcher' })
      .waitFor({ timeout: 10_000 });
    console.log(
      `acknowledgement seen by the other dispatcher ${Date.now() - clicked} ms after the click`,
    );
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await darioRow.locator('.handling-chip').textContent()).toBe(
      'Preso in carico da Dario Dispatcher',
    );
    await annaList.screenshot('alert-handling-other-dispatcher');

    // Her "unhandled only" queue no longer shows it; the history keeps the note.
    await anna.page.getByRole('checkbox', { name: 'Solo da gestire' }).check();
    await expect.poll(() => annaList.alertRowIds()).not.toContain(truck);
    await anna.page.getByRole('checkbox', { name: 'Solo da gestire' }).uncheck();
    await annaRow.getByRole('button', { name: 'Gestisci' }).click();
    const history = anna.page.locator('.handling-history');
    await history.waitFor();
    expect(await history.textContent()).toContain('Dario Dispatcher ha preso in carico');
    expect(await history.textContent()).toContain('Chiamato l’autista, verifica in corso');
    await anna.page.keyboard.press('Escape');

    expect(dario.errors).toEqual([]);
    expect(anna.errors).toEqual([]);
  });
});
