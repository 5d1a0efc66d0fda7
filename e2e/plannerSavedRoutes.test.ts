import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { formatMetresAsKm, type RoutePlanResult, type SavedRoute } from '@fleetdeck/shared';
import { seriousViolations } from './fixtures/axeAudit.js';
import { freePort } from './fixtures/freePort.js';
import { openBrowser, type BrowserSession } from './fixtures/browser.js';
import { PlannerPage } from './fixtures/plannerPage.js';
import { SavedRoutesPage } from './fixtures/savedRoutesPage.js';
import { SignInPage } from './fixtures/signInPage.js';
import { UserStore } from './fixtures/userStore.js';

const TITLE = 'Verona → Bari, consegna del giovedì';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titled = (title: string) => new RegExp(`^${escaped(title)}`);

interface ParsedGpx {
  broken: boolean;
  version: string | null;
  namespace: string | null;
  routePoints: { lat: number; lon: number; name: string }[];
  waypoints: { lat: number; lon: number; name: string }[];
  trackPoints: number;
}

// A dispatcher's journey, in order (one page): plans Verona -> Bari, saves it with a title,
// exports it as GPX and ITN; the relay restarts on the same data; the page reloads, the saved
// route is found on the second page of the modal and set, and calculates to the same route;
// then it is deleted after a confirmation and the pages go.
describe('saved routes and the navigator export in Chromium', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleetdeck-saved-routes-'));
  let port = 0;
  let relay: RunningRelay | undefined;
  let browser: BrowserSession;
  let planner: PlannerPage;
  let saved: SavedRoutesPage;
  let planned: RoutePlanResult;
  let stops: string[] = [];
  const start = async () => {
    // A data directory on disk: the saved routes, accounts and signing secret outlive the process.
    relay = await startRelay(
      readConfig({
        PORT: String(port),
        MAP_ONLINE_STYLES: 'none',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        SIM_TRUCKS: '10',
      }),
    );
    return relay;
  };
  const url = () => relay?.url ?? '';

  beforeAll(async () => {
    port = await freePort();
    await start();
    browser = await openBrowser({ width: 1440, height: 900 });
    await new SignInPage(browser.page).signInToMap(url(), 'admin');
    planner = new PlannerPage(browser.page);
    saved = new SavedRoutesPage(browser.page, planner);
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await relay?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('plans Verona -> Bari and saves it under a title, which the modal asks for in words', async () => {
    await planner.open();
    stops = [
      await planner.pick(planner.stage(1), 'Verona'),
      await planner.pick(planner.stage(2), 'Bari'),
    ];
    const answer = await planner.calculate<RoutePlanResult>('Calcola percorso');
    expect(answer.status).toBe(200);
    planned = answer.body;
    await expect
      .poll(() => planner.figure('planner-distance').textContent())
      .toBe(formatMetresAsKm(planned.distance));

    await planner.button('Salva percorso').click();
    await saved.saveModal.waitFor();
    await saved.saveModal.getByRole('button', { name: 'Salva', exact: true }).click();
    await saved.saveModal
      .getByRole('alert')
      .filter({ hasText: 'Il titolo è obbligatorio' })
      .waitFor();

    await planner.screenshot('planner-save-route-light');
    await saved.saveModal.getByLabel('Titolo del percorso').fill(TITLE);
    const posted = browser.page.waitForResponse(
      (r) => r.url().endsWith('/api/route') && r.request().method() === 'POST',
    );
    await saved.saveModal.getByRole('button', { name: 'Salva', exact: true }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON() as SavedRoute;
    expect(body).toMatchObject({
      title: TITLE,
      timeConsideration: 'start',
      tollPenalty: 405,
      distanceTimeWeighting: 50,
      monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
      result: {
        distance: planned.distance,
        travelTime: planned.travelTime,
        monetaryCostsReport: { totalCost: planned.monetaryCostsReport.totalCost },
      },
    });
    expect(body.waypoints.map((w) => w.coordinate?.label)).toEqual(stops);
    await saved.saveModal.waitFor({ state: 'detached' });
    await saved.toast('Percorso salvato con successo').waitFor();
    // The options dropdown beside the result actions.
    await planner.button('Opzioni').click();
    await browser.page.getByRole('menuitem', { name: 'GPX 1.1 (percorso e tappe)' }).waitFor();
    await planner.screenshot('planner-result-options-light');
    await browser.page.keyboard.press('Escape');
    await browser.page.getByRole('menu').waitFor({ state: 'detached' });
  });

  it('exports the route shown as GPX 1.1 (route and stops) named after its title', async () => {
    const file = await saved.export('GPX 1.1 (percorso e tappe)');
    expect(file.fileName).toBe(`${TITLE}.gpx`);
    // Read back by the browser's own XML parser.
    const gpx = await browser.page.evaluate((text): ParsedGpx => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const points = (tag: string) =>
        Array.from(doc.getElementsByTagName(tag), (e: Element) => ({
          lat: Number(e.getAttribute('lat')),
          lon: Number(e.getAttribute('lon')),
          name: e.getElementsByTagName('name')[0]?.textContent ?? '',
        }));
      return {
        broken: doc.getElementsByTagName('parsererror').length > 0,
        version: doc.documentElement.getAttribute('version'),
        namespace: doc.documentElement.namespaceURI,
        routePoints: points('rtept'),
        waypoints: points('wpt'),
        trackPoints: doc.getElementsByTagName('trkpt').length,
      };
    }, file.bytes.toString('utf8'));
    expect(gpx).toMatchObject({
      broken: false,
      version: '1.1',
      namespace: 'http://www.topografix.com/GPX/1/1',
    });
    for (const points of [gpx.routePoints, gpx.waypoints]) {
      expect(points.map((p) => p.name)).toEqual(stops);
      points.forEach((p, i) => {
        expect(p.lon).toBeCloseTo(planned.waypoints[i]?.x ?? NaN, 5);
        expect(p.lat).toBeCloseTo(planned.waypoints[i]?.y ?? NaN, 5);
      });
    }
    expect(gpx.trackPoints).toBe(planned.coordinates.length);
  });

  it('exports the same stops as a TomTom itinerary', async () => {
    const file = await saved.export('Itinerario TomTom (.itn)');
    expect(file.fileName).toBe(`${TITLE}.itn`);
    const lines = file.bytes.toString('latin1').split('\r\n').filter(Boolean);
    expect(lines).toEqual(
      planned.waypoints.map(
        (w, i) =>
          `${Math.round(w.x * 1e5)}|${Math.round(w.y * 1e5)}|${stops[i]}|${i === 0 ? 4 : 2}|`,
      ),
    );
  });

  it('finds the route after a relay restart on its second page, sets it and plans it again', async () => {
    const { page } = browser;
    await relay?.close();
    relay = undefined;
    await start();
    // Ten newer trips of the same company push it to the second page.
    const store = await UserStore.signIn(url(), 'admin');
    for (let i = 1; i <= 10; i++) {
      const other = await store.api('/route', {
        method: 'POST',
        body: {
          title: `Giro ${i}`,
          tollPenalty: 405,
          distanceTimeWeighting: 50,
          monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
          waypoints: [
            {
              id: 1,
              coordinate: { referenceCoordinate: { x: 11, y: 45 }, label: `Magazzino ${i}` },
            },
          ],
        },
      });
      expect(other.status).toBe(201);
    }
    await page.goto(`${url()}/planner/`);
    await planner.panel.waitFor({ timeout: 60_000 });
    expect(await planner.stage(1).inputValue()).toBe('');

    await saved.openModal();
    const setRoute = saved.modal.getByRole('button', { name: 'Usa percorso' });
    expect(await setRoute.isDisabled()).toBe(true);
    const pager = saved.modal.getByRole('navigation', { name: 'Pagine dei percorsi salvati' });
    await pager.getByText('Pagina 1 di 2').waitFor();
    expect(await saved.modal.getByRole('radio').count()).toBe(10);
    await pager.getByRole('button', { name: 'Successivo' }).click();
    await saved.choice(titled(TITLE)).waitFor();
    const item = saved.modal.locator('.saved-route').filter({ hasText: TITLE });
    // First and last stop cut at 16 characters, the figures, the stops, the estimated total.
    const cut = (s: string) =>
      Array.from(s).length > 16 ? `${Array.from(s).slice(0, 16).join('')}…` : s;
    const text = (await item.textContent()) ?? '';
    expect(text).toContain(`${cut(stops[0] ?? '')}${cut(stops[1] ?? '')}`);
    expect(text).toContain(formatMetresAsKm(planned.distance));
    expect(text).toMatch(/Costo totale stimato: [\d.,]+\s€/);
    expect(text).toContain('Tappe (2)');
    await planner.screenshot('planner-saved-routes-light');
    expect(await seriousViolations(page, 'saved routes modal')).toEqual([]);

    // Keyboard: the radio is chosen with the space bar.
    await saved.choice(titled(TITLE)).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => setRoute.isDisabled()).toBe(false);
    await setRoute.click();
    await saved.modal.waitFor({ state: 'hidden' });
    await expect.poll(() => planner.stage(1).inputValue()).toBe(stops[0]);
    expect(await planner.stage(2).inputValue()).toBe(stops[1]);

    const again = await planner.calculate<RoutePlanResult>('Calcola percorso');
    expect(again.status).toBe(200);
    expect(again.body.distance).toBe(planned.distance);
    expect(again.body.waypoints).toEqual(
      planned.waypoints.map((w): unknown => expect.objectContaining({ x: w.x, y: w.y })),
    );
    // Its title names the export again.
    expect((await saved.export('GPX 1.1 (percorso e tappe)')).fileName).toBe(`${TITLE}.gpx`);
  });

  it('deletes it after a confirmation; ten left fit one page, so the pages go (dark mode)', async () => {
    const { page } = browser;
    const store = await UserStore.signIn(url(), 'admin');
    expect(await store.update({ colorMode: 'dark' })).toBe(200);
    await page.goto(`${url()}/planner/`);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset['theme']), {
        timeout: 30_000,
      })
      .toBe('dark');
    await planner.panel.waitFor();
    await saved.openModal();
    await saved.modal.getByRole('button', { name: 'Successivo' }).click();
    await saved.choice(titled(TITLE)).check();
    await planner.screenshot('planner-saved-routes-dark');
    expect(await seriousViolations(page, 'saved routes modal dark')).toEqual([]);

    await saved.modal.getByRole('button', { name: `Elimina il percorso «${TITLE}»` }).click();
    const confirm = page.getByRole('dialog', { name: `Elimina il percorso «${TITLE}»` });
    await confirm.getByText('Eliminare questo percorso?').waitFor();
    // "No" keeps it.
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await saved.choice(titled(TITLE)).isChecked()).toBe(true);

    await saved.modal.getByRole('button', { name: `Elimina il percorso «${TITLE}»` }).click();
    const deleted = page.waitForResponse(
      (r) => /\/api\/route\/[\w-]+$/.test(r.url()) && r.request().method() === 'DELETE',
    );
    await confirm.getByRole('button', { name: 'Sì' }).click();
    expect((await deleted).status()).toBe(200);
    await saved.toast('Percorso eliminato con successo').waitFor();
    // The second page emptied: the first one, all ten, no pages, nothing chosen.
    await expect.poll(() => saved.modal.getByRole('radio').count()).toBe(10);
    expect(await saved.modal.getByRole('navigation').count()).toBe(0);
    expect(await saved.choice(titled(TITLE)).count()).toBe(0);
    expect(await saved.modal.getByRole('button', { name: 'Usa percorso' }).isDisabled()).toBe(true);
    const listed = (await (await store.api('/route')).json()) as { meta: { items: number } };
    expect(listed.meta.items).toBe(10);
    // The live stream's reconnects while the relay was down are the only errors.
    expect(browser.errors.filter((e) => !e.includes('ERR_CONNECTION_REFUSED'))).toEqual([]);
  });
});
