import { beforeAll, describe, expect, it } from 'vitest';
import { TRUNCATION, truncate } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { seriousViolations } from './fixtures/axeAudit.js';
import { PlannerPage } from './fixtures/plannerPage.js';
import { ResourcesStep } from './fixtures/resourcesPage.js';

const title = (name: string) => truncate(name, TRUNCATION.resourceTitle);

// A dispatcher (helpdesk admin) looks for a truck parking near Verona and takes it as a stage;
// an empty search and its retry; a freight exchange signed in to (a wrong password first) and an
// offer taken as a stage; then the same step in dark mode.
describe('the planner resources in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '5' }, browser: { width: 1440, height: 900 } });
  let planner: PlannerPage;
  let resources: ResourcesStep;

  beforeAll(async () => {
    await app.signInToMap('admin');
    planner = new PlannerPage(app.browser.page);
    resources = new ResourcesStep(app.browser.page, planner);
  });

  it('finds parkings near a stage, focuses one on the map and takes it as stage 2', async () => {
    const { page } = app.browser;
    await planner.open();
    await planner.pick(planner.stage(1), 'Verona');
    await resources.open();
    // Without a kind ticked the search cannot start, and says why.
    await resources.choose();
    expect(await planner.button('Cerca').isDisabled()).toBe(true);
    await planner.panel.getByText('Scegliere almeno un tipo di risorsa').waitFor();
    await resources.choose('Parcheggi');
    await planner.screenshot('planner-resources-form-light');
    const answer = await resources.search(/\/api\/planner\/service$/);
    expect(answer.status).toBe(200);
    expect(answer.total).toBeGreaterThan(0);
    // Ten a page, titles cut at 20 characters, the sample data said as such.
    await expect.poll(() => resources.titles()).toEqual(answer.items.map((r) => title(r.name)));
    expect(answer.items.length).toBe(Math.min(10, answer.total));
    await planner.panel.getByText(/^Dati di esempio/).waitFor();
    // The form collapsed to one line.
    expect(await planner.button('Cerca').count()).toBe(0);
    await expect
      .poll(() => planner.overlays())
      .toMatchObject({
        'planner-resources': { visible: true, size: answer.items.length },
        'planner-resource-focused': { visible: false },
      });

    const chosen = answer.items[1] ?? answer.items[0];
    if (!chosen) throw new Error('no parking');
    const focus = planner.panel.getByRole('button', {
      name: `Mostra ${title(chosen.name)} sulla mappa`,
    });
    await focus.click();
    expect(await focus.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => planner.overlays())
      .toMatchObject({ 'planner-resource-focused': { visible: true, size: 1 } });
    await expect
      .poll(() => page.evaluate(() => window.__fleetdeck?.camera?.()?.center), { timeout: 15_000 })
      .toEqual([
        expect.closeTo(chosen.coordinate.x, 3) as number,
        expect.closeTo(chosen.coordinate.y, 3) as number,
      ]);
    await planner.screenshot('planner-resources-light');
    expect(await seriousViolations(page, 'planner resources')).toEqual([]);
    // Focusing it again unfocuses it.
    await focus.click();
    expect(await focus.getAttribute('aria-pressed')).toBe('false');
    await expect
      .poll(() => planner.overlays())
      .toMatchObject({ 'planner-resource-focused': { visible: false } });

    await planner.panel
      .getByRole('button', { name: `Usa ${title(chosen.name)} come tappa` })
      .click();
    await planner.expand('Passo 2: tappe');
    await expect.poll(() => planner.stage(2).inputValue()).toBe(chosen.name);
  });

  it('pages through the results, ten at a time', async () => {
    await planner.panel.getByRole('button', { name: 'Modifica ricerca' }).click();
    await planner.field('Raggio (km)').fill('100');
    const first = await resources.search(/\/api\/planner\/service$/);
    expect(first.total).toBeGreaterThan(10);
    const pages = planner.panel.getByText(/^Pagina \d+ di \d+$/);
    expect(await pages.textContent()).toBe(`Pagina 1 di ${Math.ceil(first.total / 10)}`);
    const answer = await resources.search(
      /\/api\/planner\/service$/,
      planner.panel.getByRole('button', { name: 'Successivo' }),
    );
    await expect.poll(() => resources.titles()).toEqual(answer.items.map((r) => title(r.name)));
    expect(answer.items.map((r) => r.id)).not.toEqual(first.items.map((r) => r.id));
    expect(await pages.textContent()).toMatch(/^Pagina 2 di /);
  });

  it('an empty search says so, and retry shows the form again', async () => {
    await planner.panel.getByRole('button', { name: 'Modifica ricerca' }).click();
    await planner.field('Raggio (km)').fill('1');
    await resources.choose('Parcheggi');
    const answer = await resources.search(/\/api\/planner\/service$/);
    expect(answer.total).toBe(0);
    await planner.panel.getByText('Nessun risultato').waitFor();
    await planner.panel.getByRole('button', { name: 'Riprova' }).click();
    await planner.button('Cerca').waitFor();
    await expect
      .poll(() => planner.overlays())
      .toMatchObject({ 'planner-resources': { visible: false } });
  });

  it('searches within reachable minutes: the areas drawn, parkings inside the farthest', async () => {
    await planner.panel.getByRole('radio', { name: 'Aree raggiungibili' }).first().check();
    const cerca = planner.button('Cerca');
    await planner.field('Area 1 (minuti)').fill('0');
    expect(await cerca.isDisabled()).toBe(true);
    await planner.field('Area 1 (minuti)').fill('20');
    await planner.panel.getByRole('button', { name: 'Aggiungi area' }).click();
    // An empty time disables the search; the first row cannot be removed.
    expect(await cerca.isDisabled()).toBe(true);
    expect(await planner.panel.getByRole('button', { name: 'Rimuovi area 1' }).count()).toBe(0);
    await planner.field('Area 2 (minuti)').fill('45');
    const areas = app.browser.page.waitForResponse((r) =>
      r.url().endsWith('/api/planner/reachable-areas'),
    );
    const answer = await resources.search(/\/api\/planner\/service$/);
    expect(answer.status).toBe(200);
    expect((await areas).status()).toBe(200);
    await expect
      .poll(() => planner.overlays(), { timeout: 60_000 })
      .toMatchObject({ 'planner-resource-areas': { visible: true, size: 2 } });
    await planner.panel.getByText('Aree raggiungibili disegnate sulla mappa: 2').waitFor();
    await planner.screenshot('planner-resources-areas-light');
    await planner.panel.getByRole('button', { name: 'Modifica ricerca' }).click();
    await planner.panel.getByRole('radio', { name: 'Raggio' }).check();
  });

  it('signs in to a freight exchange (a wrong password first) and takes an offer as a stage', async () => {
    await planner.field('Raggio (km)').fill('60');
    await resources.choose('Borsa carichi A');
    const refused = await resources.search(/\/api\/freight\/borsa\/offers$/);
    expect(refused.status).toBe(403);
    await planner.panel.getByText('Accedi prima alla borsa carichi').waitFor();
    await planner.panel.getByRole('button', { name: 'Accedi', exact: true }).click();
    const dialog = app.browser.page.getByRole('dialog', { name: 'Accesso a Borsa carichi A' });
    // Both fields are required: nothing is sent without them.
    await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
    await dialog.getByText('Nome utente e password sono obbligatori').waitFor();
    await dialog.getByLabel('Nome utente').fill('fleetdeck');
    await dialog.getByLabel('Password').fill('wrong');
    await dialog.getByRole('button', { name: 'Accedi', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await alert.getByText('Nome utente o password errati').waitFor();
    await planner.screenshot('planner-resources-login-error-light');
    await alert.getByRole('button', { name: "Chiudi l'errore" }).click();
    await alert.waitFor({ state: 'detached' });

    await dialog.getByLabel('Password').fill('fleetdeck');
    const offers = resources.search(
      /\/api\/freight\/borsa\/offers$/,
      dialog.getByRole('button', { name: 'Accedi', exact: true }),
    );
    const answer = await offers;
    expect(answer.status).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    const offer = answer.items[0];
    if (!offer || offer.type !== 'borsa') throw new Error('no offer within 60 km of Verona');
    await expect.poll(() => resources.titles()).toEqual(answer.items.map((r) => title(r.name)));
    const first = resources.item(0);
    expect(await first.textContent()).toContain(offer.reference.delivery.city ?? '');
    await first.getByRole('button', { name: `Usa ${title(offer.name)} come tappa` }).click();
    await expect.poll(() => planner.stage(3).inputValue()).toBe(offer.name);
    await planner.screenshot('planner-resources-freight-light');

    // The exchanges' access modal: who is signed in where, and the saved searches, one search away.
    const { page } = app.browser;
    await planner.panel.getByRole('button', { name: 'Modifica ricerca' }).click();
    await planner.panel.getByRole('button', { name: 'Accesso alle borse carichi' }).click();
    const access = page.getByRole('dialog', { name: 'Accesso alle borse carichi' });
    await access.getByText('Connesso come fleetdeck').waitFor();
    await access.getByText('Non connesso').waitFor();
    const saved = access.getByRole('region', { name: 'Ricerche salvate' });
    await saved.getByText('Bari 30 km').first().waitFor();
    await planner.screenshot('planner-resources-freight-access-light');
    const bari = await resources.search(
      /\/api\/freight\/borsa\/offers$/,
      saved.getByRole('button', { name: 'Cerca «Bari 30 km»' }),
    );
    expect(bari.status).toBe(200);
    await access.waitFor({ state: 'detached' });
    await planner.panel.getByText(/^Borsa carichi A · entro 30 km · Bari 30 km$/).waitFor();
    await expect.poll(() => resources.titles()).toEqual(bari.items.map((r) => title(r.name)));
    // The console names only the two refusals this journey asked for (before signing in, and
    // the wrong password).
    expect(app.browser.errors.filter((e) => !/status of (403|422)\b/.test(e))).toEqual([]);
  });

  it('reads the same in dark mode', async () => {
    const { page } = app.browser;
    await planner.openDark(app.url, 'admin');
    await planner.pick(planner.stage(1), 'Verona');
    await resources.open();
    await resources.choose('Distributori', 'Parcheggi');
    // The filter modal, its dictionaries from the planner service.
    await planner.panel.getByRole('button', { name: 'Filtri', exact: true }).click();
    const filters = page.getByRole('dialog', { name: 'Filtri' });
    await filters.getByRole('checkbox', { name: 'Docce' }).first().waitFor();
    await filters.getByRole('checkbox', { name: 'Solo verificati' }).check();
    await planner.screenshot('planner-resources-filters-dark');
    await filters.getByRole('button', { name: 'Applica filtri' }).click();
    await filters.waitFor({ state: 'detached' });
    const requested = page.waitForRequest((r) => r.url().includes('services=parkings'));
    await resources.search(/\/api\/planner\/service$/, planner.button('Cerca'));
    expect(new URL((await requested).url()).searchParams.get('filters[verified]')).toBe('1');
    await resources
      .item(0)
      .getByRole('button', { name: /^Mostra / })
      .click();
    await expect
      .poll(() => planner.overlays())
      .toMatchObject({ 'planner-resource-focused': { visible: true, size: 1 } });
    await planner.screenshot('planner-resources-dark');
    expect(await seriousViolations(page, 'planner resources dark')).toEqual([]);
  });
});
