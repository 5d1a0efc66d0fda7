import { beforeAll, describe, expect, it } from 'vitest';
import {
  filterTimelineStops,
  type StopFeature,
  type TimelineItem,
  type Truck,
} from '@fleetdeck/shared';
import {
  printReport,
  routePixels,
  stopAddresses,
  twoDaysAgoInRome,
  driverNames,
  expectPageNumbers,
  pickLaterStart,
  watchInfringements,
  yesterdayInRome,
  recapKm,
} from './fixtures/analyserReport.js';
import { analysedTruck } from './fixtures/analysedTruck.js';
import { useApp } from './fixtures/app.js';
import { dateFieldText, fillDateField } from './fixtures/dateField.js';
import { waitForPaint } from './fixtures/liveMapPage.js';
import { ShellPage } from './fixtures/shellPage.js';
import { UserStore } from './fixtures/userStore.js';
import { VehicleCardPage } from './fixtures/vehicleCardPage.js';
import { VehicleListPage } from './fixtures/vehicleListPage.js';

describe('the route analyser in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '200' }, browser: { width: 1440, height: 900 } });
  let picked: Truck | undefined;

  beforeAll(async () => {
    picked = await analysedTruck(app.relay.upstreamUrl);
    expect(picked).toBeDefined();
  });

  it("opens from the vehicle card and shows yesterday's trip by speed, with numbered stops", async () => {
    const { page } = app.browser;
    const truck = picked!;
    await app.signInToMap('admin');
    // From the vehicle's card, as a dispatcher would.
    const list = new VehicleListPage(page);
    await list.waitForLoaded();
    await list.search(truck.plate);
    await list.clickRow(truck.id);
    await page.getByTestId('vehicle-plate').filter({ hasText: truck.plate }).waitFor();
    await page.getByRole('link', { name: 'Analizza percorso' }).click();
    await page.waitForURL(new RegExp(`/analyser/${truck.id}$`));
    await page.getByRole('heading', { name: `Analisi percorso · ${truck.plate}` }).waitFor();

    // Yesterday from 06:00 to 14:00: two clicks on the day, then the times.
    await page.getByRole('button', { name: /Filtra per data/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtra per data' });
    const day = dialog.locator(`[data-day="${yesterdayInRome()}"]`);
    await day.click();
    await day.click();
    await fillDateField(dialog, 'Ora di inizio', '06:00');
    await fillDateField(dialog, 'Ora di fine', '14:00');
    // The times on the Italian clock, 24 hours, whatever the browser's locale.
    expect(await dateFieldText(dialog, 'Ora di inizio')).toBe('06:00');
    expect(await dateFieldText(dialog, 'Ora di fine')).toBe('14:00');
    await dialog.getByRole('button', { name: 'Seleziona' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The range is in the address: a reload or a link opens the same analysis.
    expect(new URL(page.url()).searchParams.get('start')).toBe(`${yesterdayInRome()}T06:00`);
    await expect
      .poll(() => page.getByRole('button', { name: /Filtra per data/ }).textContent())
      .toMatch(/06:00 – .* 14:00/);

    // The trip loads: the recap sums it and the timeline has its items.
    const timeline = page.getByRole('group', { name: 'Cronologia' });
    await timeline.waitFor({ timeout: 30_000 });
    await expect.poll(() => recapKm(page)).toBeGreaterThan(0);
    expect(await page.getByTestId('recap-distance').textContent()).toMatch(/^[\d.]+,\d\d km$/); // Italian
    const stops = timeline.locator('[data-item="stop"]');
    expect(await stops.count()).toBeGreaterThan(0);
    // The route is drawn on the map in its speed colours (a line 7 px wide, hundreds long).
    await expect.poll(() => routePixels(page), { timeout: 15_000 }).toBeGreaterThan(1500);
    await waitForPaint(page);
    await page.screenshot({ path: 'artifacts/e2e/analyser-route.png' });

    // A stop selected on the timeline is highlighted there and on the map.
    const first = stops.first();
    await first.click();
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    await waitForPaint(page);
    await page.screenshot({ path: 'artifacts/e2e/analyser-stop.png' });

    // The stop separation, in its popover: out of range is said; 60 takes effect 2 s after typing
    // and the timeline keeps only stops of an hour or more, numbered from 1.
    await page.getByRole('button', { name: 'Soste da 15 min' }).click();
    const separation = page.getByRole('dialog', { name: 'Separazione soste (minuti)' });
    const minutes = separation.getByRole('spinbutton');
    await minutes.fill('0');
    await separation.getByRole('alert').filter({ hasText: 'Da 1 a 60 minuti' }).waitFor();
    const asked = page.waitForRequest((r) => /\/timeline\?.*timespan=60/.test(r.url()));
    await minutes.fill('60');
    await asked;
    await page.getByRole('button', { name: 'Soste da 60 min' }).waitFor();
    await page.screenshot({ path: 'artifacts/e2e/analyser-separation.png' });
    await page.keyboard.press('Escape');
    await expect.poll(() => separation.isVisible()).toBe(false);
    // The stops left are on screen (the picked truck had one of an hour or more), every one of
    // them an hour or more, numbered from 1 in order.
    await expect
      .poll(async () => {
        const drawn = await stops.evaluateAll((els) =>
          els.map((e) => ({
            label: e.getAttribute('aria-label') ?? '',
            number: e.querySelector('text')?.textContent ?? '',
          })),
        );
        const hours = drawn.every(({ label }) => {
          const [, h, m] = /(\d+)h (\d+)m$/.exec(label) ?? [];
          return Number(h) * 60 + Number(m) >= 60;
        });
        const numbered = drawn.every(({ number }, k) => number === String(k + 1));
        return { count: drawn.length > 0, hours, numbered };
      })
      .toEqual({ count: true, hours: true, numbered: true });
    expect(app.browser.errors).toEqual([]);
  });

  it('charts speed and fuel with a cursor shared with the timeline, and keeps the chosen telemetries', async () => {
    const { page } = app.browser;
    const chart = page.locator('.telemetry-chart');
    // The defaults: speed, altitude and consumption as lines, the driver's activity as a band.
    await expect
      .poll(() =>
        chart
          .locator('[data-series]')
          .evaluateAll((g) => g.map((e) => e.getAttribute('data-series'))),
      )
      .toEqual(['speed', 'altitude', 'consumption']);
    // The timeline shows the whole range again (it was zoomed to the selected stop).
    await page.getByRole('button', { name: 'Mostra tutto il periodo' }).click();
    const box = (await chart.locator(':scope > svg').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    await page.getByTestId('timeline-cursor').waitFor({ state: 'attached' });
    expect(await chart.locator('[data-series-label="speed"]').textContent()).toMatch(
      /Velocità \(km\/h\): \d+/,
    );
    // Each strip has a value axis named with its unit, the unit written beside 4 to 6 round
    // ticks from 0; the time axis's labels never repeat the one before.
    const speedAxis = chart.locator('[data-axis="speed"]');
    expect(await speedAxis.getAttribute('aria-label')).toBe('Velocità (km/h)');
    const unit = speedAxis.locator('.chart-unit');
    expect(await unit.textContent()).toBe('km/h');
    expect(await unit.isVisible()).toBe(true);
    const ticks = (await speedAxis.locator('.chart-value-tick text').allTextContents()).map((v) =>
      Number(v.replace(/\./g, '').replace(',', '.')),
    );
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    expect(ticks.length).toBeLessThanOrEqual(6);
    expect(ticks[0]).toBe(0);
    expect(new Set(ticks.slice(1).map((v, i) => v - ticks[i]!)).size).toBe(1);
    expect(await chart.locator('[data-axis="altitude"] .chart-unit').textContent()).toBe(
      'm s.l.m.',
    );
    const times = await chart.locator('.visx-axis-bottom .chart-tick text').allTextContents();
    expect(times.length).toBeGreaterThanOrEqual(3);
    times.slice(1).forEach((label, i) => expect(label).not.toBe(times[i]));
    await page.screenshot({ path: 'artifacts/e2e/analyser-chart.png' });
    await chart.screenshot({ path: 'artifacts/e2e/analyser-chart-axes.png' });

    // At most four: with four ticked the others are disabled; the choice is kept after a reload.
    await page.getByRole('button', { name: 'Impostazioni grafico' }).click();
    const settings = page.getByRole('dialog', { name: 'Impostazioni grafico' });
    // The four defaults fill the chart: another telemetry is disabled until one is unticked.
    const rpm = settings.getByRole('checkbox', { name: 'Giri motore' });
    expect(await rpm.isDisabled()).toBe(true);
    await settings.getByRole('checkbox', { name: 'Altitudine' }).uncheck();
    await rpm.check();
    expect(
      await settings.getByRole('checkbox', { name: 'Contachilometri', exact: true }).isDisabled(),
    ).toBe(true);
    await page.screenshot({ path: 'artifacts/e2e/analyser-chart-settings.png' });
    // The activity band may come from the tracker's reading instead of the driver's card.
    await settings
      .getByRole('combobox', { name: "Origine dell'attività" })
      .selectOption('telemetry');
    await settings.getByRole('button', { name: 'Salva' }).click();
    await expect.poll(() => settings.count()).toBe(0);
    await expect
      .poll(() =>
        chart
          .locator('[data-series]')
          .evaluateAll((g) => g.map((e) => e.getAttribute('data-series'))),
      )
      .toEqual(['speed', 'engine_rpm', 'consumption']);
    await page.reload();
    await page.getByRole('button', { name: /Filtra per data/ }).waitFor();
    // The page loaded afresh, basemap and route at once: the route is drawn too.
    await expect.poll(() => routePixels(page), { timeout: 30_000 }).toBeGreaterThan(1500);
    await expect
      .poll(
        () =>
          chart
            .locator('[data-series]')
            .evaluateAll((g) => g.map((e) => e.getAttribute('data-series'))),
        { timeout: 30_000 },
      )
      .toEqual(['speed', 'engine_rpm', 'consumption']);
    await page.getByRole('button', { name: 'Impostazioni grafico' }).click();
    expect(
      await settings.getByRole('combobox', { name: "Origine dell'attività" }).inputValue(),
    ).toBe('telemetry');
    await settings.getByRole('button', { name: 'Chiudi' }).click();
    await expect.poll(() => settings.count()).toBe(0);
  });

  it('replays the day with two other trucks on one clock: play, pause with Space, step with the arrows', async () => {
    const { page } = app.browser;
    const time = page.getByTestId('replay-time');
    const at = async () => Date.parse((await time.getAttribute('datetime')) ?? '');
    const start = await at();

    // Two other trucks of the same customer (company) on the same clock.
    await page.getByRole('button', { name: /Altri veicoli \(0\)/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Riproduci insieme ad altri veicoli' });
    const boxes = dialog.getByRole('checkbox');
    const routes = page.waitForResponse((r) => /route\.json/.test(r.url()) && r.status() === 200);
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await dialog.getByRole('button', { name: 'Applica' }).click();
    await routes;
    await page.getByRole('button', { name: /Altri veicoli \(2\)/ }).waitFor();

    await page.getByRole('combobox', { name: 'Velocità di riproduzione' }).selectOption('3600');
    await page.getByRole('button', { name: 'Riproduci' }).click();
    await expect.poll(at, { timeout: 30_000 }).toBeGreaterThan(start + 30 * 60_000);
    // The replayed trucks are drawn over the map, the analysed one among them.
    const trucksDrawn = page.getByTestId('replay-markers');
    await expect
      .poll(async () => Number(await trucksDrawn.getAttribute('data-trucks')))
      .toBeGreaterThan(0);
    await page.getByTestId('timeline-cursor').waitFor({ state: 'attached' });
    await waitForPaint(page);
    await page.screenshot({ path: 'artifacts/e2e/analyser-replay.png' });

    // Space pauses (the focus is on no field), the arrows step one minute.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Riproduci' }).waitFor();
    const paused = await at();
    await page.keyboard.press('ArrowRight');
    await expect.poll(at).toBe(paused + 60_000);
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(at).toBe(paused + 60_000 - 600_000);
    expect(app.browser.errors).toEqual([]);
  });

  it('prints a report of real text: header, map, recap, the numbered stops with their addresses, activities per day, the chart; in Greek too', async () => {
    const { page } = app.browser;
    const truck = picked!;
    // The last two days, stops from 15 minutes: the picked truck made five or more. The answers
    // are those of the page's loads at 15 minutes, whether the saved separation was 15 already
    // or is set to 15 here.
    const timelineAnswer = page.waitForResponse(
      (r) => /\/timeline\?.*timespan=15&/.test(r.url()) && r.ok(),
    );
    const stopsAnswer = page.waitForResponse(
      (r) => /\/stops\.json\?.*timespan=15$/.test(r.url()) && r.ok(),
    );
    await page.goto(
      `${app.url}/analyser/${truck.id}?start=${twoDaysAgoInRome()}T00:00&end=${yesterdayInRome()}T23:59`,
    );
    await page.getByTestId('stop-separation-button').click();
    const minutes = page
      .getByRole('dialog', { name: 'Separazione soste (minuti)' })
      .getByRole('spinbutton');
    await minutes.fill('15');
    await minutes.press('Enter');
    await page.getByRole('button', { name: 'Soste da 15 min' }).waitFor();
    const items = filterTimelineStops(
      ((await (await timelineAnswer).json()) as { data: TimelineItem[] }).data,
      15,
    );
    const features = ((await (await stopsAnswer).json()) as { features: StopFeature[] }).features;
    const numbered = items.filter((i) => i.type === 'stop');
    expect(numbered.length).toBeGreaterThanOrEqual(5);
    await expect
      .poll(() => page.locator('.analyser-timeline [data-item="stop"]').count())
      .toBe(numbered.length);
    // Each stop's address, as the app's geocoder gives it to the screen, in each language.
    const store = await UserStore.signIn(app.url, 'admin');
    const addresses = await stopAddresses(store, numbered, features, 'it');
    const greekAddresses = await stopAddresses(store, numbered, features, 'el');
    expect(greekAddresses.filter((a) => /, [\u0370-\u03ff ]+$/.test(a)).length).toBeGreaterThan(0);
    const drivers = driverNames(items);
    expect(drivers.length).toBeGreaterThan(0);
    const distance = (await page.getByTestId('recap-distance').textContent())!;
    // Two other trucks replayed with it: the report's map shows this one alone.
    await page.getByRole('button', { name: /Altri veicoli \(0\)/ }).click();
    const others = page.getByRole('dialog', { name: 'Riproduci insieme ad altri veicoli' });
    const routes = page.waitForResponse((r) => /route\.json/.test(r.url()) && r.status() === 200);
    await others.getByRole('checkbox').nth(0).check();
    await others.getByRole('checkbox').nth(1).check();
    await others.getByRole('button', { name: 'Applica' }).click();
    await routes;
    await page.getByRole('button', { name: /Altri veicoli \(2\)/ }).waitFor();
    await waitForPaint(page);
    await page.screenshot({ path: 'artifacts/e2e/analyser-before-pdf.png' });

    const infringements = watchInfringements(page);
    const report = await printReport(page, 'Stampa PDF', 'analyser-pdf');
    expect(report.pages).toBeGreaterThanOrEqual(2);
    await infringements.expectIn(report.text);
    for (const expected of [
      `Analisi percorso · ${truck.plate}`,
      ...drivers,
      distance,
      'Riepilogo',
      'Soste',
      'Indirizzo',
      'Attività per giorno',
      'Guida',
      ...addresses,
    ])
      expect(report.text).toContain(expected);
    expectPageNumbers(report, `FleetDeck · ${truck.plate} · `);
    // No stray spaces inside a date or a duration.
    expect(report.text).not.toMatch(/\d \/\d|\dh {2}\d/);
    // The same report in Greek: its letters are text in the PDF too.
    const analysis = page.url();
    const shell = new ShellPage(page);
    await page.goto(app.url);
    await shell.setLanguage('el-GR');
    await page.goto(analysis);
    await expect
      .poll(() => page.locator('.analyser-timeline [data-item="stop"]').count(), {
        timeout: 30_000,
      })
      .toBe(numbered.length);
    const greekDistance = (await page.getByTestId('recap-distance').textContent())!; // 1.463,08 km
    const greek = await printReport(page, 'Εκτύπωση PDF', 'analyser-pdf-el');
    for (const expected of [
      `Ανάλυση διαδρομής · ${truck.plate}`,
      'Σύνοψη',
      'Στάσεις',
      'Διεύθυνση',
      'Δραστηριότητες ανά ημέρα',
      greekDistance,
      ...greekAddresses,
    ])
      expect(greek.text).toContain(expected);
    expect(greek.text).not.toMatch(/[πμ]\.μ\./); // the one clock: 24 hours, no π.μ./μ.μ.
    await page.goto(app.url);
    await shell.setLanguage('it-IT');
    await page.goto(analysis);
    await page.getByRole('button', { name: /Filtra per data/ }).waitFor({ timeout: 30_000 });
    expect(app.browser.errors).toEqual([]);
  });

  it('picks days with the keyboard, says when there is no data, shows the last position, in dark mode too', async () => {
    const { page } = app.browser;
    const truck = picked!;
    // The keyboard: the picker opens on the chosen end; arrows move, Enter picks twice.
    await page.getByRole('button', { name: /Filtra per data/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filtra per data' });
    const focused = dialog.locator(`[data-day="${yesterdayInRome()}"]`);
    await focused.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Seleziona' }).click();
    const twoDaysAgo = twoDaysAgoInRome();
    await expect
      .poll(() => new URL(page.url()).searchParams.get('start'))
      .toBe(`${twoDaysAgo}T00:00`);
    expect(new URL(page.url()).searchParams.get('end')).toBe(`${yesterdayInRome()}T23:59`);
    // A later start, picked directly: the Start field, then the day.
    await pickLaterStart(page, yesterdayInRome());
    await expect
      .poll(() => new URL(page.url()).searchParams.get('start'))
      .toBe(`${yesterdayInRome()}T00:00`);

    // Weeks before the fleet's history (7 days), inside the retention (90): no route, said in
    // words with the way to support.
    const weeksAgo = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(
      `${app.url}/analyser/${truck.id}?start=${weeksAgo}T00:00&end=${weeksAgo}T23:59`,
    );
    await page.getByRole('alert').filter({ hasText: 'Nessun dato disponibile' }).waitFor({
      timeout: 30_000,
    });
    expect(
      await page.getByRole('link', { name: "Contatta l'assistenza" }).getAttribute('href'),
    ).toMatch(/^mailto:/);

    // A link over more than 3 days is cut to its first 3, and the screen says so and shows them.
    const weekLater = new Date(Date.parse(weeksAgo) + 6 * 86_400_000).toISOString().slice(0, 10);
    await page.goto(
      `${app.url}/analyser/${truck.id}?start=${weeksAgo}T00:00&end=${weekLater}T23:59`,
    );
    const notice = page.getByTestId('analyser-range-notice');
    await notice.waitFor({ timeout: 30_000 });
    const shown = (await page.getByRole('button', { name: /Filtra per data/ }).textContent())!
      .replace('Filtra per data: ', '')
      .trim();
    expect(shown).toMatch(/00:00 – .* 23:59/);
    expect(await notice.textContent()).toBe(
      `L'intervallo del link superava i 3 giorni. Intervallo mostrato: ${shown}.`,
    );

    // Dark mode, as the user sets it; the Position view gives the last point's address and date.
    const store = await UserStore.signIn(app.url, 'admin');
    expect(await store.update({ colorMode: 'dark' })).toBe(200);
    await page.goto(
      `${app.url}/analyser/${truck.id}?start=${yesterdayInRome()}T06:00&end=${yesterdayInRome()}T14:00`,
    );
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset['theme']), {
        timeout: 30_000,
      })
      .toBe('dark');
    await expect
      .poll(() => recapKm(page), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await expect.poll(() => routePixels(page), { timeout: 30_000 }).toBeGreaterThan(1500);
    await waitForPaint(page);
    await page.screenshot({ path: 'artifacts/e2e/analyser-dark.png' });
    await page.getByRole('radio', { name: 'Posizione' }).click();
    const position = page.getByRole('region', { name: 'Posizione' });
    await expect
      .poll(() => position.textContent(), { timeout: 30_000 })
      .toMatch(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    // The map grew (no timeline below): its canvas, with the route drawn in it, follows; nothing
    // is drawn stretched.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const c = document.querySelector<HTMLCanvasElement>('.analyser-map .maplibregl-canvas')!;
          return Math.abs(c.width / c.clientWidth - c.height / c.clientHeight) < 0.02;
        }),
      )
      .toBe(true);
    await waitForPaint(page);
    await page.screenshot({ path: 'artifacts/e2e/analyser-position-dark.png' });
    expect(app.browser.errors).toEqual([]);
  });

  it("opens from a vehicle marker's menu on the live map, by keyboard", async () => {
    const { page } = app.browser;
    const truck = picked!;
    // Signed in since the first journey: the live map.
    await page.goto(app.url);
    await new VehicleListPage(page).waitForLoaded();
    const map = new VehicleCardPage(page);
    await map.openMenu(truck.id);
    const menu = page.getByRole('menu', { name: `Menu del veicolo ${truck.plate}` });
    await waitForPaint(page);
    await page.screenshot({ path: 'artifacts/e2e/analyser-marker-menu.png' });
    // The first entry has the focus; Escape closes without doing anything.
    expect(
      await menu
        .getByRole('menuitem')
        .first()
        .evaluate((e) => e === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(page.url()).not.toMatch(/analyser/);
    // Again: down to "Analizza percorso", Enter.
    await map.openMenu(truck.id);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/analyser/${truck.id}$`));
    await page.getByRole('heading', { name: `Analisi percorso · ${truck.plate}` }).waitFor();
    expect(app.browser.errors).toEqual([]);
  });
});
