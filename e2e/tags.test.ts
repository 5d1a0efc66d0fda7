import { describe, expect, it } from 'vitest';
import type { Truck } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { seriousViolations } from './fixtures/axeAudit.js';
import { TagsPage } from './fixtures/tagsPage.js';
import { UserStore } from './fixtures/userStore.js';
import { VehicleListPage } from './fixtures/vehicleListPage.js';

const TIRRENO = 4; // the dispatcher's only company
const TAG = 'Consegna urgente';

describe('company tags in Chromium', () => {
  const app = useApp({
    env: { SIM_TRUCKS: '80', POLL_TRUCKS_MS: '500' },
    browser: { width: 1440, height: 900 },
  });
  /** The trucks of the dispatcher's stream carrying `name`, as the relay holds them. */
  const carrying = (name: string): number[] =>
    app.relay.hub
      .snapshot(TIRRENO)
      .trucks.filter((t: Truck) =>
        (t.tags ?? []).some((tag) => typeof tag !== 'number' && tag.name === name),
      )
      .map((t) => t.id)
      .sort((a, b) => a - b);
  let picked: number[] = [];

  it('opens the tags with their counts, adds (not while empty) and renames', async () => {
    const { page } = app.browser;
    await app.signInToMap('dispatcher'); // it-IT
    const list = new VehicleListPage(page);
    await list.waitForLoaded();
    const tags = new TagsPage(page);
    await expect.poll(() => tags.counter()).toBe(6); // the demo company's tags
    await tags.open();
    const shown = await tags.rows();
    expect(shown.map((r) => r.name)).toEqual([
      'ADR',
      'Clienti premium',
      'Frigo',
      'Groupage',
      'Nord',
      'Sud',
    ]);
    // Each count is the trucks of the stream carrying the tag.
    for (const row of shown) {
      const n = carrying(row.name).length;
      expect(row.count).toBe(`${n} ${n === 1 ? 'veicolo' : 'veicoli'}`);
    }

    expect(await tags.addButton().isDisabled()).toBe(true);
    await tags.nameField().fill('   ');
    expect(await tags.addButton().isDisabled()).toBe(true);
    await tags.add('Urgente');
    await tags.toast('Etichetta aggiunta con successo').waitFor();
    expect(await tags.nameField().inputValue()).toBe('');
    await expect.poll(() => tags.counter()).toBe(7);
    expect(await tags.row('Urgente').locator('.tag-count').textContent()).toBe('0 veicoli');

    // Escape leaves a rename without saving, and the panel stays open.
    await tags.row('Urgente').getByRole('button', { name: 'Rinomina Urgente' }).click();
    await page.keyboard.press('Escape');
    await tags.row('Urgente').waitFor();
    await tags.rename('Urgente', TAG);
    await tags.toast('Etichetta aggiornata con successo').waitFor();
    expect(await tags.row('Urgente').count()).toBe(0);
    await tags.screenshot('tags-panel-light');
    expect(await seriousViolations(page, 'tags panel')).toEqual([]);
  });

  it('puts the tag on a vehicle from its details, and the stream carries it', async () => {
    const { page } = app.browser;
    const list = new VehicleListPage(page);
    const tags = new TagsPage(page);
    const [first] = await list.rows();
    if (!first) throw new Error('the list shows no vehicle');
    picked = [first.id];
    await list.clickRow(first.id);
    await page.getByTestId('vehicle-plate').waitFor();
    const before = await tags.chips();
    await tags.addToVehicle(TAG);
    await expect.poll(() => tags.chips()).toContain(TAG);
    await expect.poll(() => carrying(TAG), { timeout: 15_000 }).toEqual([first.id]);
    await tags.screenshot('tags-details-light');
    expect(app.browser.errors).toEqual([]);
    await expect
      .poll(() => tags.countButton(TAG).textContent(), { timeout: 10_000 })
      .toBe('1 veicolo');
    // A chip's remove button takes a tag off (and the stream follows); put it back after.
    await tags.removeFromVehicle(TAG);
    await expect.poll(() => carrying(TAG), { timeout: 15_000 }).toEqual([]);
    expect((await tags.chips()).sort()).toEqual(before.sort());
    await tags.addToVehicle(TAG);
    await expect.poll(() => carrying(TAG), { timeout: 15_000 }).toEqual([first.id]);
    await page.keyboard.press('Escape');
  });

  it('tags vehicles in bulk from a selection of the list', async () => {
    const { page } = app.browser;
    const list = new VehicleListPage(page);
    const tags = new TagsPage(page);
    await tags.startSelecting();
    const rows = (await list.rows()).filter((r) => !picked.includes(r.id)).slice(0, 2);
    for (const row of rows) await tags.tick(row.id);
    await tags.bulkBar().getByText('2 selezionati').waitFor();
    // From the keyboard: the arrows move in the list and Enter ticks (and unticks) the row.
    await page.locator('aside.vehicle-panel [role="grid"]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tags.bulkBar().getByText('3 selezionati').waitFor();
    await page.keyboard.press('Enter');
    await tags.bulkBar().getByText('2 selezionati').waitFor();
    await page.keyboard.press('Escape'); // the card the arrow opened
    await tags.screenshot('tags-bulk-light');
    expect(await seriousViolations(page, 'tags bulk bar')).toEqual([]);
    await tags.bulk(true, TAG);
    await tags.toast('Etichetta aggiunta a 2 veicoli').waitFor();
    picked = [...picked, ...rows.map((r) => r.id)].sort((a, b) => a - b);
    await expect.poll(() => carrying(TAG), { timeout: 15_000 }).toEqual(picked);
    await tags.bulkBar().getByRole('button', { name: 'Fine' }).click();
    await tags.bulkBar().waitFor({ state: 'hidden' });
  });

  it('filters the list by the tag from its count, showing exactly those vehicles', async () => {
    const { page } = app.browser;
    const list = new VehicleListPage(page);
    const tags = new TagsPage(page);
    await expect.poll(() => tags.countButton(TAG).textContent()).toBe('3 veicoli');
    const total = (await list.counts()).total;
    await tags.countButton(TAG).click();
    await list.waitForShown(3);
    await list.leaveList();
    expect((await list.rows()).map((r) => r.id).sort((a, b) => a - b)).toEqual(picked);
    // The filter lists the company's tags by name.
    const options = await page
      .locator('select[name="tag"] option')
      .evaluateAll((o) => o.slice(1).map((x) => x.textContent));
    expect(options).toEqual([...options].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    expect(options).toContain(TAG);

    // Deleting asks first; "no" keeps it. Deleting the tag the list is filtered by clears it.
    await tags.remove(TAG, false);
    expect(await tags.row(TAG).count()).toBe(1);
    await tags.remove(TAG, true);
    await tags.toast('Etichetta eliminata con successo').waitFor();
    await tags.row(TAG).waitFor({ state: 'detached' });
    await expect.poll(() => tags.counter()).toBe(6);
    await list.waitForShown(total);
    await expect.poll(() => carrying(TAG), { timeout: 15_000 }).toEqual([]);
    expect(app.browser.errors).toEqual([]);
  });

  it('reads the same in dark mode', async () => {
    const { page } = app.browser;
    const store = await UserStore.signIn(app.url, 'dispatcher', TIRRENO);
    expect(await store.update({ colorMode: 'dark' })).toBe(200);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset['theme']), {
        timeout: 30_000,
      })
      .toBe('dark');
    const list = new VehicleListPage(page);
    await list.waitForLoaded();
    const tags = new TagsPage(page);
    await tags.open();
    await tags.screenshot('tags-panel-dark');
    expect(await seriousViolations(page, 'tags panel dark')).toEqual([]);
    // A vehicle with tags, in its details.
    const tagged = app.relay.hub
      .snapshot(TIRRENO)
      .trucks.find((t) => (t.tags ?? []).length >= 2 && t.lastpoint !== null);
    if (!tagged) throw new Error('no demo vehicle of the company carries two tags');
    await list.search(tagged.plate);
    await list.waitForShown(1);
    await list.clickRow(tagged.id);
    await expect.poll(async () => (await tags.chips()).length).toBeGreaterThanOrEqual(2);
    await tags.screenshot('tags-details-dark');
    expect(await seriousViolations(page, 'tags details dark')).toEqual([]);
    await page.keyboard.press('Escape');
    await list.clearSearch();
    await tags.startSelecting();
    const [row] = await list.rows();
    if (row) await tags.tick(row.id);
    await tags.bulkBar().getByRole('button', { name: 'Aggiungi etichetta' }).click();
    await page.getByRole('menuitem', { name: 'Frigo' }).waitFor();
    await tags.screenshot('tags-bulk-dark');
    await page.keyboard.press('Escape');
  });
});
