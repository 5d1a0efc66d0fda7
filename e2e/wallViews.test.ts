import { describe, expect, it } from 'vitest';
import { vehicleStatus, type Truck } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { waitForSettledMap } from './fixtures/liveMapPage.js';
import { UserStore } from './fixtures/userStore.js';

/** The admin's company on the wall (Trasporti Padani). */
const COMPANY = 1;

const tagged = (truck: Truck, name: string): boolean =>
  (truck.tags ?? []).some((tag) => typeof tag !== 'number' && tag.name === name);

describe('wall views with their own vehicle filters and layers', () => {
  const app = useApp({ env: { SIM_TRUCKS: '300' }, browser: { width: 1920, height: 1080 } });

  /** The ids the map draws as markers and the fleet seq they are of. */
  const drawn = () =>
    app.browser.page.evaluate(() => ({
      seq: window.__fleetdeck?.seq ?? -1,
      ids: (window.__fleetdeck?.shownIds?.() ?? []).sort((a, b) => a - b),
    }));
  /** The relay's own stream of the company at this moment, and the ids `keep` selects in it. */
  const streamIds = (keep: (truck: Truck) => boolean) => {
    const { seq, trucks } = app.relay.hub.snapshot(COMPANY);
    const ids = trucks
      .filter((t) => t.lastpoint && keep(t))
      .map((t) => t.id)
      .sort((a, b) => a - b);
    return { seq, ids };
  };
  /** Whether the map draws exactly what the filter keeps of the same fleet update. */
  const showsOnly = async (keep: (truck: Truck) => boolean): Promise<boolean> => {
    const page = await drawn();
    const stream = streamIds(keep);
    return page.seq === stream.seq && JSON.stringify(page.ids) === JSON.stringify(stream.ids);
  };
  const labelsVisible = () =>
    app.browser.page.evaluate(
      () => window.__fleetdeck?.layers?.().find((l) => l.id === 'vehicle-labels')?.visible,
    );

  it('rotates between a view of the moving trucks with labels and one of the reefers without', async () => {
    const { page } = app.browser;
    await app.signInToMap('admin');
    await page.goto(`${app.url}/wall`);
    await page.getByRole('region', { name: 'Flotta' }).waitFor();
    await page.getByRole('button', { name: 'Configura la parete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configura la parete' });

    // View 1: the moving trucks, no clusters, labels on.
    const first = dialog.locator('.wall-config-view').nth(0);
    await first.getByRole('textbox', { name: 'Nome' }).fill('In marcia');
    const trucks1 = first.getByRole('group', { name: 'Veicoli sulla mappa' });
    await trucks1
      .getByRole('combobox', { name: 'Filtra per stato veicolo' })
      .selectOption({ label: 'In movimento' });
    const layers1 = first.getByRole('group', { name: 'Livelli della mappa' });
    await layers1.getByRole('checkbox', { name: 'Raggruppamenti' }).uncheck();
    expect(await layers1.getByRole('checkbox', { name: 'Etichette dei veicoli' }).isChecked()).toBe(
      true,
    );

    // View 2: the reefers whatever they do, no clusters, no labels.
    await dialog.getByRole('button', { name: 'Aggiungi una vista' }).click();
    const second = dialog.locator('.wall-config-view').nth(1);
    await second.getByRole('textbox', { name: 'Nome' }).fill('Frigo');
    await second
      .getByRole('group', { name: 'Veicoli sulla mappa' })
      .getByRole('combobox', { name: 'Filtra per etichetta' })
      .selectOption({ label: 'Frigo' });
    const layers2 = second.getByRole('group', { name: 'Livelli della mappa' });
    await layers2.getByRole('checkbox', { name: 'Raggruppamenti' }).uncheck();
    await layers2.getByRole('checkbox', { name: 'Etichette dei veicoli' }).uncheck();
    await page.screenshot({ path: 'artifacts/e2e/wall-views-config.png' });
    await dialog.getByRole('spinbutton').fill('10');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const label = page.getByTestId('wall-view');
    const caption = page.getByTestId('wall-map-filter');
    const moving = (t: Truck) => vehicleStatus(t, Date.now()) === 'moving';
    const reefer = (t: Truck) => tagged(t, 'Frigo');
    // Each view in turn, twice: held (any key) while it is checked, then let go.
    for (const round of [1, 2]) {
      for (const [name, keep, labels, words, shot] of [
        ['In marcia · 1 di 2', moving, true, 'Sulla mappa solo: In movimento', 'moving'],
        ['Frigo · 2 di 2', reefer, false, 'Sulla mappa solo: Frigo', 'reefer'],
      ] as const) {
        await expect.poll(() => label.textContent(), { timeout: 60_000 }).toBe(name);
        await page.keyboard.press('p');
        await page.getByRole('status').filter({ hasText: 'Rotazione in pausa' }).waitFor();
        // The map draws what the filter keeps of the fleet it was sent (compared at one seq).
        await expect.poll(() => showsOnly(keep), { timeout: 30_000, interval: 100 }).toBe(true);
        const { ids } = await drawn();
        expect(ids.length).toBeGreaterThan(0);
        expect(ids.length).toBeLessThan(app.relay.hub.snapshot(COMPANY).trucks.length);
        await expect.poll(labelsVisible, { timeout: 30_000 }).toBe(labels);
        expect(await caption.textContent()).toBe(words);
        if (round === 1) {
          await waitForSettledMap(page);
          await page.screenshot({ path: `artifacts/e2e/wall-view-${shot}.png` });
        }
        await page.keyboard.press('p');
      }
    }
    expect(app.browser.errors).toEqual([]);

    // Dark, as a user sets it: the filtered view reads the same.
    expect(await (await UserStore.signIn(app.url, 'admin')).update({ colorMode: 'dark' })).toBe(
      200,
    );
    await page.reload();
    await expect.poll(() => label.textContent(), { timeout: 60_000 }).toBe('In marcia · 1 di 2');
    await page.keyboard.press('p');
    await expect.poll(() => showsOnly(moving), { timeout: 30_000, interval: 100 }).toBe(true);
    await waitForSettledMap(page);
    await page.screenshot({ path: 'artifacts/e2e/wall-view-moving-dark.png' });
  }, 300_000);
});
