import { beforeAll, describe, expect, it } from 'vitest';
import { trucksResponseSchema, type Truck } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { ShellPage } from './fixtures/shellPage.js';
import { VehicleCardPage } from './fixtures/vehicleCardPage.js';

describe('keyboard first: the command palette and the shortcuts', () => {
  const app = useApp({ env: { SIM_TRUCKS: '200' }, signIn: 'admin' }); // it-IT
  let scoped: Truck[];

  beforeAll(async () => {
    const answer = await fetch(`${app.relay.upstreamUrl}/trucks`, {
      headers: { 'x-company': '1' },
    });
    scoped = trucksResponseSchema.parse(await answer.json()).data;
  });

  it('finds a truck by its driver, opens it and follows it on the map', async () => {
    const { page } = app.browser;
    // A driver whose surname no other truck's driver shares.
    const surname = (t: Truck): string => t.lastpoint?.driver?.surname ?? '';
    const truck = scoped.find(
      (t) =>
        surname(t).length > 3 &&
        scoped.filter((o) => surname(o).toLowerCase().includes(surname(t).toLowerCase())).length ===
          1,
    );
    if (!truck) throw new Error('no driver with a surname of their own');
    await page.getByTestId('list-counters').waitFor({ timeout: 60_000 });

    await page.keyboard.press('Control+K');
    const input = page.getByRole('combobox', { name: 'Comandi' });
    await input.waitFor();
    await input.pressSequentially(surname(truck).toLowerCase());
    const option = page.getByRole('listbox', { name: 'Comandi' }).getByRole('option').first();
    await expect.poll(() => option.textContent()).toContain(truck.plate);
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await new VehicleCardPage(page).screenshot('command-palette');
    await page.keyboard.press('Enter');

    await page.getByTestId('vehicle-plate').waitFor();
    expect(await page.getByTestId('vehicle-plate').textContent()).toBe(truck.plate);
    await expect.poll(() => input.count()).toBe(0);
    // The map follows the truck: centred on it, close in.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const c = window.__fleetdeck?.camera?.();
            return c ? { lng: c.center[0], lat: c.center[1] } : null;
          }),
        { timeout: 15_000 },
      )
      .toMatchObject({
        lat: expect.closeTo(truck.lastpoint?.lat ?? 0, 1) as number,
        lng: expect.closeTo(truck.lastpoint?.lng ?? 0, 1) as number,
      });
  });

  it('opens a panel and the alerts by name, and lists the shortcuts with ?', async () => {
    const { page } = app.browser;
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+K');
    const input = page.getByRole('combobox', { name: 'Comandi' });
    await input.pressSequentially('link cond');
    await expect
      .poll(() =>
        page.getByRole('listbox', { name: 'Comandi' }).getByRole('option').allTextContents(),
      )
      .toEqual(['Apri Link condivisi']);
    await page.keyboard.press('Enter');
    await page.getByRole('complementary', { name: 'Link condivisi' }).waitFor();

    await page.keyboard.press('Control+K');
    await input.pressSequentially('nessuna corrispondenza xyz');
    await page.getByRole('status').filter({ hasText: 'Nessun risultato' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => input.count()).toBe(0);

    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Scorciatoie da tastiera' });
    await help.waitFor();
    expect(await help.textContent()).toContain('Ctrl+K');
    await new VehicleCardPage(page).screenshot('shortcuts-help');
    await page.keyboard.press('Escape');
    await expect.poll(() => help.count()).toBe(0);
    expect(app.browser.errors).toEqual([]);
  });

  it('opens the settings from the palette, where serious-alert sounds are off until turned on', async () => {
    const { page } = app.browser;
    await page.keyboard.press('Control+K');
    await page.getByRole('combobox', { name: 'Comandi' }).pressSequentially('impostazioni');
    await page.keyboard.press('Enter');
    const shell = new ShellPage(page);
    const dialog = await shell.settingsTab('Generale');
    const sound = dialog.getByRole('checkbox', {
      name: 'Suono per gli avvisi gravi (gravità 4 e oltre)',
    });
    await sound.waitFor();
    expect(await sound.isChecked()).toBe(false);
    expect(
      await dialog
        .getByRole('checkbox', { name: 'Notifiche del browser per gli avvisi gravi' })
        .isChecked(),
    ).toBe(false);
    await sound.check();
    await new VehicleCardPage(page).screenshot('settings-alert-signals');
    // Saved for the user: still on after a reload.
    await page.reload();
    await page.getByTestId('list-counters').waitFor({ timeout: 60_000 });
    const again = await shell.openSettings();
    await shell.settingsTab('Generale');
    await expect
      .poll(() =>
        again
          .getByRole('checkbox', { name: 'Suono per gli avvisi gravi (gravità 4 e oltre)' })
          .isChecked(),
      )
      .toBe(true);
    expect(app.browser.errors).toEqual([]);
  });
});
