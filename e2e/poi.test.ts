import { beforeAll, describe, expect, it, vi } from 'vitest';
import { poiSchema, type Poi, type Truck } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { seriousViolations } from './fixtures/axeAudit.js';
import { waitForSettledMap } from './fixtures/liveMapPage.js';
import { PoiPage } from './fixtures/poiPage.js';
import { UserStore } from './fixtures/userStore.js';

/** Chromium logs a refused call ("…status of 400"): expected where the test asks for one. */
const refused = (status: number) => (line: string) => line.includes(`status of ${status}`);

// One journey through the POI manager, in order (the page is shared): create with alerts, see it
// in the list and on the map, edit it in the map popup, filter, alert recipients, a refused save,
// a live geofence crossing, delete; then the same screens in dark mode.
describe('points of interest and geofence alerts in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '200' }, browser: { width: 1440, height: 900 } });
  let poi: PoiPage;
  let counterBefore = 0;
  let depot: Poi | undefined;
  let workshop: Poi | undefined;

  beforeAll(async () => {
    await app.signInToMap('admin');
    poi = new PoiPage(app.browser.page);
    // The counter appears once the company's POIs have loaded.
    counterBefore = Number(
      await vi.waitFor(
        async () => {
          const counter = await poi.counter();
          if (counter === null) throw new Error('no POI counter yet');
          return counter;
        },
        { timeout: 30_000, interval: 200 },
      ),
    );
  });

  it('creates a POI from an address suggestion with a radius and entry and exit alerts', async () => {
    const { page } = app.browser;
    await poi.open();
    await poi.button('Nuovo POI').click();
    // Alerts need a geofence: off until the radius is above zero.
    expect(await poi.alert('Entrata').isDisabled()).toBe(true);
    await poi.field('Nome').fill('Magazzino Bologna');
    await poi.field('Tipo').selectOption({ label: 'Clienti' });
    const label = await poi.pickAddress('Bologna');
    expect(label).toMatch(/^Bologna/);
    // The chosen point is drawn on the map, zoomed to 16 on it.
    await expect
      .poll(() => page.evaluate(() => window.__fleetdeck?.camera?.()?.zoom), { timeout: 15_000 })
      .toBeCloseTo(16, 1);
    expect(await poi.overlay('poi-draft-marker')).toMatchObject({ visible: true, size: 1 });
    await poi.radius().fill('400');
    await expect
      .poll(() => poi.overlay('poi-draft-circle'))
      .toMatchObject({
        visible: true,
        radius: 400,
      });
    await poi.alert('Entrata').check();
    await poi.alert('Uscita').check();
    await poi.field('Nota').fill('Ingresso camion dal cancello nord');
    await poi.screenshot('poi-form-light');
    expect(await seriousViolations(page, 'poi form')).toEqual([]);

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/poi') && r.request().method() === 'POST',
    );
    const notified = page.waitForResponse(
      (r) => r.url().endsWith('/api/poi/notifications') && r.request().method() === 'POST',
    );
    await poi.button('Salva').click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    depot = poiSchema.parse(((await answer.json()) as { data: unknown }).data);
    expect(depot).toMatchObject({ description: 'Magazzino Bologna', type: 5, radius: 400 });
    expect((await notified).request().postDataJSON()).toEqual({
      poiId: depot.id,
      emailAddresses: [],
      notificationEvents: 'both',
    });
    await page.getByRole('status').filter({ hasText: 'POI aggiunto con successo' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Avviso creato con successo' }).waitFor();

    // Back to the list: the row with its alerts, and the counter one up.
    const row = poi.row('Magazzino Bologna');
    await row.waitFor();
    expect(await row.locator('.poi-badge').allTextContents()).toEqual(['Entrata', 'Uscita']);
    await expect.poll(() => poi.counter()).toBe(String(counterBefore + 1));
    expect(app.browser.errors).toEqual([]);
  });

  it('shows it on the map with its geofence, zoomed to 16 from the list', async () => {
    const { page } = app.browser;
    const id = depot!.id;
    await expect
      .poll(async () => (await poi.shown()).geofences.find((g) => g.id === id))
      .toEqual({ id, radius: 400 });
    await poi
      .row('Magazzino Bologna')
      .getByRole('button', { name: /^Mostra sulla mappa/ })
      .click();
    await expect
      .poll(() => page.evaluate(() => window.__fleetdeck?.camera?.()?.zoom), { timeout: 15_000 })
      .toBeCloseTo(16, 1);
    await poi.waitForMarker(id);
    await poi.screenshot('poi-list-light');
    expect(await seriousViolations(page, 'poi list')).toEqual([]);
  });

  it('edits its colour and note in the map popup (only those are sent)', async () => {
    const { page } = app.browser;
    const id = depot!.id;
    await poi.clickMarker(id);
    const popup = poi.popup();
    await popup.waitFor();
    expect(await popup.getByRole('heading').textContent()).toBe('Magazzino Bologna');
    expect(await popup.textContent()).toContain('Clienti');
    expect(await popup.getByLabel('Nota').inputValue()).toBe('Ingresso camion dal cancello nord');
    await popup.getByLabel('Colore').fill('#e11d48');
    await popup.getByLabel('Nota').fill('Cancello 3, citofono');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/poi/${id}`) && r.request().method() === 'PUT',
    );
    await popup.getByRole('button', { name: 'Salva' }).click();
    const answer = await saved;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({
      color: '#e11d48',
      note: 'Cancello 3, citofono',
    });
    await page.getByRole('status').filter({ hasText: 'POI aggiornato con successo' }).waitFor();
    // Saved: nothing left to save.
    await expect.poll(() => popup.getByRole('button', { name: 'Salva' }).isDisabled()).toBe(true);
    await poi.screenshot('poi-popup-light');
    expect(await seriousViolations(page, 'poi popup')).toEqual([]);
    // The list shows the new colour.
    expect(
      await poi
        .row('Magazzino Bologna')
        .locator('.poi-dot')
        .evaluate((e) => getComputedStyle(e).backgroundColor),
    ).toBe('rgb(225, 29, 72)');
    await popup.getByRole('button', { name: 'Chiudi' }).click();
    await popup.waitFor({ state: 'detached' });
  });

  it('adds a second POI from typed coordinates, and filters the list by text and type', async () => {
    const { page } = app.browser;
    await poi.button('Nuovo POI').click();
    await poi.field('Nome').fill('Officina Modena');
    await poi.field('Tipo').selectOption({ label: 'Officine' });
    await poi.address().fill('44.6471, 10.9252');
    await poi.panel.getByText('Coordinate: 44.647100, 10.925200').waitFor();
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/poi') && r.request().method() === 'POST',
    );
    await poi.button('Salva').click();
    workshop = poiSchema.parse(((await (await created).json()) as { data: unknown }).data);
    await poi.row('Officina Modena').waitFor();
    // No alerts asked: no notification call.
    expect(await poi.row('Officina Modena').locator('.poi-badge').count()).toBe(0);

    await poi.field('Cerca per nome').fill('offic');
    await poi.waitForRows(['Officina Modena']);
    await poi.field('Cerca per nome').fill('');
    await poi.waitForRows(['Magazzino Bologna', 'Officina Modena']);
    await poi.field('Filtra per tipo').selectOption({ label: 'Clienti' });
    await poi.waitForRows(['Magazzino Bologna']);
    await poi.field('Filtra per tipo').selectOption({ label: 'Officine' });
    await poi.waitForRows(['Officina Modena']);
    await poi.field('Filtra per tipo').selectOption({ label: 'Tutti i tipi' });
    await poi.waitForRows(['Magazzino Bologna', 'Officina Modena']);
  });

  it("draws on the map only the POI types checked in the map's layers, kept in the user configuration", async () => {
    const { page } = app.browser;
    const drawn = async () => {
      const shown = await poi.shown();
      return [...shown.markers.map((m) => m.id), ...shown.geofences.map((g) => g.id)];
    };
    const id = workshop!.id;
    await expect.poll(drawn).toContain(id);
    await page.getByRole('button', { name: 'Mappe' }).click();
    const menu = page.getByRole('group', { name: 'Mappe' });
    const saved = page.waitForRequest(
      (r) => r.url().endsWith('/api/store') && r.method() === 'POST',
    );
    await menu.getByRole('checkbox', { name: 'Officine' }).uncheck();
    const config = (await saved).postDataJSON() as { data: { poisForm: { types: number[] } } };
    expect(config.data.poisForm.types).not.toContain(4);
    expect(config.data.poisForm.types).toHaveLength(14);
    await expect.poll(drawn).not.toContain(id);
    expect(await drawn()).toContain(depot!.id);
    // The switch hides every POI; back on, the chosen types come back.
    await menu.getByRole('checkbox', { name: 'Mostra i POI' }).uncheck();
    await expect.poll(drawn).toEqual([]);
    await menu.getByRole('checkbox', { name: 'Mostra i POI' }).check();
    await expect.poll(drawn).toContain(depot!.id);
    await waitForSettledMap(page);
    await page.screenshot({ path: 'artifacts/e2e/poi-map-types-light.png' });
    await menu.getByRole('checkbox', { name: 'Officine' }).check();
    await expect.poll(drawn).toContain(id);
    await page.getByRole('button', { name: 'Mappe' }).click();
  });

  it('saves the alert recipients, the blank ones removed', async () => {
    const { page } = app.browser;
    await poi.button('Destinatari degli avvisi').click();
    const dialog = page.getByRole('dialog', { name: 'Destinatari degli avvisi' });
    const inputs = dialog.locator('input[type="email"]');
    await inputs.first().waitFor();
    await inputs.first().fill('ops@trasportipadani.it');
    await dialog.getByRole('button', { name: 'Aggiungi e-mail' }).click();
    await inputs.nth(1).fill('notte@trasportipadani.it');
    await dialog.getByRole('button', { name: 'Aggiungi e-mail' }).click();
    expect(await inputs.count()).toBe(3);
    let saved = page.waitForRequest(
      (r) => r.url().endsWith('/api/poi/settings') && r.method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Salva' }).click();
    expect((await saved).postDataJSON()).toEqual({
      emailAddresses: ['ops@trasportipadani.it', 'notte@trasportipadani.it'],
    });
    await page
      .getByRole('status')
      .filter({ hasText: 'Indirizzi e-mail salvati con successo' })
      .waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Opened again: the two saved; the second removed.
    await poi.button('Destinatari degli avvisi').click();
    await expect.poll(() => inputs.count()).toBe(2);
    expect(await inputs.nth(1).inputValue()).toBe('notte@trasportipadani.it');
    await poi.screenshot('poi-settings-light');
    expect(await seriousViolations(page, 'poi settings')).toEqual([]);
    await dialog.getByRole('button', { name: 'Rimuovi e-mail 2' }).click();
    saved = page.waitForRequest(
      (r) => r.url().endsWith('/api/poi/settings') && r.method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Salva' }).click();
    expect((await saved).postDataJSON()).toEqual({ emailAddresses: ['ops@trasportipadani.it'] });
    await dialog.waitFor({ state: 'hidden' });
    expect(app.browser.errors).toEqual([]);
  });

  it("shows the relay's 400 beside the field it names (a radius of -1)", async () => {
    const { page } = app.browser;
    await poi.button('Nuovo POI').click();
    await poi.field('Nome').fill('Cancello sbagliato');
    await poi.address().fill('44.5, 11.3');
    await poi.panel.getByText(/^Coordinate: /).waitFor();
    await poi.radius().fill('-1');
    const refusedSave = page.waitForResponse(
      (r) => r.url().endsWith('/api/poi') && r.request().method() === 'POST',
    );
    await poi.button('Salva').click();
    const answer = await refusedSave;
    expect(answer.status()).toBe(400);
    const body = (await answer.json()) as { field: string; message: string };
    expect(body.field).toMatch(/radius$/);
    const problem = poi.problemOf(poi.radius());
    await problem.waitFor();
    expect(await problem.textContent()).not.toBe('');
    expect(body.message).toContain((await problem.textContent()) ?? '');
    expect(await poi.radius().getAttribute('aria-invalid')).toBe('true');
    await page
      .getByRole('alert')
      .filter({ hasText: "Errore durante l'aggiunta del POI" })
      .waitFor();
    await poi.screenshot('poi-form-400-light');
    // Still in the form; Cancel goes back to the list, cleared.
    await poi.button('Annulla').click();
    await poi.row('Magazzino Bologna').waitFor();
    expect(app.browser.errors.filter((e) => !refused(400)(e))).toEqual([]);
    app.browser.errors.length = 0;
  });

  it('alerts live when a truck crosses a geofence, lists the crossing and its pending e-mail', async () => {
    const { page } = app.browser;
    // A truck of company 1 on the move: a geofence of 300 m around where it is now.
    const truck: Truck = await vi.waitFor(
      () => {
        const moving = app.relay.hub
          .snapshot(1)
          .trucks.find(
            (t) =>
              t.type !== 3 &&
              (t.lastpoint?.speed ?? 0) > 40 &&
              Date.now() - Date.parse(t.lastpoint?.date ?? '') < 60_000,
          );
        if (!moving) throw new Error('no truck of company 1 is driving');
        return moving;
      },
      { timeout: 60_000, interval: 500 },
    );
    const { lat, lng } = truck.lastpoint!;
    await poi.button('Nuovo POI').click();
    await poi.field('Nome').fill('Casello di prova');
    await poi.address().fill(`${lat}, ${lng}`);
    await poi.panel.getByText(/^Coordinate: /).waitFor();
    await poi.radius().fill('300');
    await poi.alert('Entrata').check();
    await poi.alert('Uscita').check();
    await poi.button('Salva').click();
    await poi.row('Casello di prova').waitFor();

    // Leaving (or entering) the circle: a toast with the plate and the POI, at once.
    const toast = page
      .getByRole('status')
      .filter({ hasText: new RegExp(`${truck.plate} è (uscito da|entrato in) Casello di prova`) });
    await toast.first().waitFor({ timeout: 90_000 });
    await poi.screenshot('poi-geofence-toast-light');

    // The alerts tab lists it; its e-mail waits in the outbox (no SMTP here) for the company's
    // recipients.
    await poi.tab('Avvisi').click();
    const crossing = poi.panel
      .locator('.poi-events button')
      .filter({ hasText: `${truck.plate}` })
      .first();
    await crossing.waitFor();
    await expect
      .poll(() => poi.panel.locator('.poi-mail').first().textContent(), { timeout: 30_000 })
      .toContain('ops@trasportipadani.it');
    expect(await poi.panel.locator('.poi-mail .poi-status').first().textContent()).toBe(
      'In attesa',
    );
    await poi.screenshot('poi-alerts-light');
    expect(await seriousViolations(page, 'poi alerts')).toEqual([]);
    // A click follows the truck.
    await crossing.click();
    await expect.poll(() => page.getByTestId('vehicle-plate').textContent()).toBe(truck.plate);
    await poi.tab('Elenco POI').click();
  });

  it('deletes a POI and its alert after the confirmation', async () => {
    const { page } = app.browser;
    const id = depot!.id;
    await poi
      .row('Magazzino Bologna')
      .getByRole('button', { name: 'Elimina: Magazzino Bologna' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Elimina: Magazzino Bologna' });
    expect(await confirm.textContent()).toContain('Vuole davvero eliminarlo?');
    const deleted = page.waitForResponse(
      (r) => r.url().endsWith(`/api/poi/${id}`) && r.request().method() === 'DELETE',
    );
    await confirm.getByRole('button', { name: 'Sì' }).click();
    expect((await deleted).status()).toBe(204);
    await page.getByRole('status').filter({ hasText: 'POI eliminato con successo' }).waitFor();
    await poi.row('Magazzino Bologna').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await poi.shown()).geofences.some((g) => g.id === id))
      .toBe(false);
    const { data: notifications } = (await poi.api('/poi/notifications')) as {
      data: { poiId: number }[];
    };
    expect(notifications.some((n) => n.poiId === id)).toBe(false);
    expect(app.browser.errors).toEqual([]);
  });

  it('clusters close POIs further out, each with its geofence; a cluster click zooms in', async () => {
    const { page } = app.browser;
    // A depot's yard around the Modena workshop: five POIs a few hundred metres apart.
    const yard: [string, number, number, number, number][] = [
      ['Piazzale nord', 13, 44.65, 10.93, 250],
      ['Fornitore ricambi', 14, 44.651, 10.932, 150],
      ['Ristorante Via Emilia', 3, 44.649, 10.928, 0],
      ['Autolavaggio Tir', 15, 44.644, 10.92, 300],
      ['Cliente Ceramiche', 5, 44.642, 10.918, 200],
    ];
    for (const [description, type, lat, lng, radius] of yard) {
      await poi.api('/poi', { method: 'POST', body: { description, type, lat, lng, radius } });
    }
    await page.reload();
    await poi.open();
    await poi.waitForRows([
      'Autolavaggio Tir',
      'Casello di prova',
      'Cliente Ceramiche',
      'Fornitore ricambi',
      'Officina Modena',
      'Piazzale nord',
      'Ristorante Via Emilia',
    ]);
    await expect.poll(() => poi.counter()).toBe(String(counterBefore + 7));
    await poi
      .row('Officina Modena')
      .getByRole('button', { name: /^Mostra sulla mappa/ })
      .click();
    await expect.poll(() => poi.zoom(), { timeout: 15_000 }).toBeCloseTo(16, 1);
    await poi.zoomOutTo(14.9);
    await expect.poll(async () => (await poi.shown()).markers.length).toBeGreaterThanOrEqual(6);
    expect((await poi.shown()).geofences.filter((g) => g.radius > 0).length).toBeGreaterThanOrEqual(
      5,
    );
    await poi.screenshot('poi-map-light');
    // Further out the yard is one or two clusters with their counts.
    await poi.zoomOutTo(12);
    await expect
      .poll(async () => (await poi.shown()).clusters.reduce((n, c) => n + c.count, 0))
      .toBeGreaterThanOrEqual(4);
    await poi.screenshot('poi-clusters-light');
    // A click flies in to where that cluster splits (a vehicle cluster drawn over it may take
    // the click: it zooms in too, and the POI cluster is clicked again).
    const largest = async () => Math.max(0, ...(await poi.shown()).clusters.map((c) => c.count));
    const count = await largest();
    for (let attempt = 0; attempt < 4 && (await largest()) >= count; attempt++) {
      const before = await poi.zoom();
      await poi.clickLargestCluster();
      await expect.poll(() => poi.zoom(), { timeout: 15_000 }).toBeGreaterThan(before);
      await waitForSettledMap(page);
    }
    expect(await largest()).toBeLessThan(count);
  });

  it('reads the same in dark mode: list, form and the map with POIs and geofences', async () => {
    const { page } = app.browser;
    const store = await UserStore.signIn(app.url, 'admin');
    expect(await store.update({ colorMode: 'dark' })).toBe(200);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset['theme']), {
        timeout: 30_000,
      })
      .toBe('dark');
    await poi.open();
    await poi
      .row('Officina Modena')
      .getByRole('button', { name: /^Mostra sulla mappa/ })
      .click();
    await expect.poll(() => poi.zoom(), { timeout: 15_000 }).toBeCloseTo(16, 1);
    await poi.zoomOutTo(14.9);
    await expect.poll(async () => (await poi.shown()).markers.length).toBeGreaterThanOrEqual(6);
    await poi.screenshot('poi-list-dark');
    expect(await seriousViolations(page, 'poi list dark')).toEqual([]);
    await poi
      .row('Casello di prova')
      .getByRole('button', { name: /^Modifica/ })
      .click();
    await poi.panel.getByRole('heading', { name: 'Modifica POI' }).waitFor();
    await expect.poll(() => poi.overlay('poi-draft-circle')).toMatchObject({ radius: 300 });
    await poi.screenshot('poi-form-dark');
    expect(await seriousViolations(page, 'poi form dark')).toEqual([]);
    // Esc closes the panel; the form is left, and the map keeps the POIs.
    await page.keyboard.press('Escape');
    await poi.panel.waitFor({ state: 'detached' });
    await expect.poll(() => poi.overlays()).toEqual([]);
    expect((await poi.shown()).geofences.length).toBeGreaterThan(0);
    expect(app.browser.errors).toEqual([]);
  });
});
