import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { vehiclePassageResponseSchema, type Truck } from '@fleetdeck/shared';
import { expectPageNumbers, printReport } from './fixtures/analyserReport.js';
import { useApp } from './fixtures/app.js';
import { seriousViolations } from './fixtures/axeAudit.js';
import { PassagePage } from './fixtures/passagePage.js';
import { decodePng } from './fixtures/png.js';
import { ToastStack } from './fixtures/toastStack.js';
import { UserStore } from './fixtures/userStore.js';

const ROME = 'Europe/Rome';
/** A calendar day (`YYYY-MM-DD`) in Rome, `days` from today. */
const dayInRome = (days = 0) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: ROME });
/** An instant's minute on Rome's wall clock, as the analyser's address takes it. */
const romeMinute = (iso: string) =>
  new Date(iso).toLocaleString('sv-SE', { timeZone: ROME }).slice(0, 16).replace(' ', 'T');

describe('the vehicle-passage search in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '200' }, browser: { width: 1440, height: 900 } });
  let truck: Truck | undefined;
  /** Where a truck drove yesterday between 06:00 and 14:00 (Rome). */
  let gate: { truck: Truck; lat: number; lng: number } | undefined;
  /** Every passage call the page makes. */
  const asked: string[] = [];

  beforeAll(async () => {
    // A truck of company 1 that reported in the last minutes: its last report is a point it
    // passed today. One driving, when the time of day has some on the road; else one at rest
    // (it reports every 5 minutes where it stands).
    truck = await vi.waitFor(
      () => {
        const fresh = app.relay.hub
          .snapshot(1)
          .trucks.filter(
            (t) => t.type !== 3 && Date.now() - Date.parse(t.lastpoint?.date ?? '') < 10 * 60_000,
          );
        const pick = fresh.find((t) => (t.lastpoint?.speed ?? 0) > 30) ?? fresh[0];
        if (!pick) throw new Error('no truck of company 1 reported in the last 10 minutes');
        return pick;
      },
      { timeout: 60_000, interval: 500 },
    );
    const lp = truck.lastpoint!;
    const query = new URLSearchParams({
      start_date: new Date(Date.now() - 3_600_000).toISOString(),
      end_date: new Date().toISOString(),
      lat: String(lp.lat),
      lon: String(lp.lng),
      radius: '0.3',
    });
    const answer = await fetch(`${app.relay.upstreamUrl}/geofleet/vehiclepassage?${query}`, {
      headers: { 'x-company': '1' },
    });
    const found = vehiclePassageResponseSchema.parse(await answer.json()).data;
    expect(found.map((v) => v.id)).toContain(truck.id);
    // A customer's gate a truck of company 1 drove through yesterday morning.
    const day = dayInRome(-1);
    const offset = new Date(`${day}T12:00:00Z`).toLocaleString('en-US', {
      timeZone: ROME,
      timeZoneName: 'longOffset',
    });
    const zone = /GMT([+-]\d{2}:\d{2})/.exec(offset)?.[1] ?? '+01:00';
    const morning = new URLSearchParams({
      start_date: `${day}T06:00:00${zone}`,
      end_date: `${day}T14:00:00${zone}`,
      company: '1',
    });
    for (const candidate of app.relay.hub.snapshot(1).trucks.filter((t) => t.type !== 3)) {
      const route = (await (
        await fetch(
          `${app.relay.upstreamUrl}/geofleet/trucks/${candidate.id}/route.json?${morning}`,
          { headers: { 'x-company': '1' } },
        )
      ).json()) as {
        features: { geometry: { coordinates: [number, number] }; properties: { speed?: number } }[];
      };
      const driving = route.features.filter((f) => (f.properties.speed ?? 0) > 30);
      const at = driving[Math.floor(driving.length / 2)];
      if (at) {
        gate = {
          truck: candidate,
          lng: at.geometry.coordinates[0],
          lat: at.geometry.coordinates[1],
        };
        break;
      }
    }
    expect(gate).toBeDefined();
    app.browser.page.on('request', (r) => {
      if (r.url().includes('/api/geofleet/vehiclepassage')) asked.push(r.url());
    });
  });

  it("finds who passed a customer's gate yesterday 06:00-14:00, draws a passage, exports CSV and PDF, opens the analyser", async () => {
    const { page } = app.browser;
    const { plate, id } = gate!.truck;
    const { lat, lng } = gate!;
    await app.signInToMap('admin');
    const passage = new PassagePage(page);
    await passage.open();
    expect(await passage.searchButton().isDisabled()).toBe(true);

    // Coordinates are taken as typed: marker and circle on the map, zoomed to 15 on them.
    await passage.typeCoordinates(lat, lng);
    await expect
      .poll(() => page.evaluate(() => window.__fleetdeck?.camera?.()?.zoom), { timeout: 15_000 })
      .toBeCloseTo(15, 1);
    expect(await passage.overlay('passage-circle')).toMatchObject({ visible: true, radius: 100 });
    // The radius in km, the circle in metres, drawn again once the typing stops.
    await passage.radius().fill('0.3');
    await expect
      .poll(() => passage.overlay('passage-circle'))
      .toMatchObject({ visible: true, radius: 300 });
    // Yesterday from 06:00 to 14:00.
    await passage.pickInterval(dayInRome(-1), dayInRome(-1), ['06:00', '14:00']);
    await passage.screenshot('passage-form');
    expect(await seriousViolations(page, 'passage form')).toEqual([]);

    // Search, twice at once: the second is ignored while the first loads.
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/geofleet/vehiclepassage') && r.status() === 200,
    );
    await passage
      .searchButton()
      .evaluate((button: HTMLButtonElement) => (button.click(), button.click()));
    await searched;
    const heading = passage.panel.getByRole('heading', { name: /^Veicoli trovati: \d+$/ });
    await heading.waitFor({ timeout: 30_000 });
    expect(asked.filter((url) => url.includes('offset=0'))).toHaveLength(1);
    expect(new URL(asked[0]!).searchParams.get('radius')).toBe('0.3');

    // The first vehicle is open; the driving truck is among them, with its passages.
    expect(await passage.vehicles().first().getAttribute('aria-expanded')).toBe('true');
    const row = passage.vehicle(plate);
    if ((await row.getAttribute('aria-expanded')) === 'false') await row.click();
    const first = passage.passages(plate).first();
    await first.waitFor();

    // The arrows move between the list's buttons.
    await passage.vehicles().first().focus();
    await page.keyboard.press('ArrowDown');
    expect(
      await passage.panel
        .locator('.passage-select')
        .first()
        .evaluate((e) => e === document.activeElement),
    ).toBe(true);

    // Selected, its track through the circle is drawn.
    const track = page.waitForResponse(
      (r) => new RegExp(`/trucks/${id}/route\\.json`).test(r.url()) && r.status() === 200,
    );
    await first.click();
    await track;
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(async () => (await passage.overlay('passage-track-reports'))?.size ?? 0)
      .toBeGreaterThan(0);
    await passage.screenshot('passage-results');
    expect(await seriousViolations(page, 'passage results')).toEqual([]);

    // The evidence as CSV: the search, then the truck's passages with entry and exit.
    const dir = mkdtempSync(join(tmpdir(), 'fleetdeck-passage-'));
    const csvDownload = page.waitForEvent('download');
    await passage.panel.getByRole('button', { name: 'Esporta CSV' }).click();
    const csvFile = join(dir, 'passage.csv');
    await (await csvDownload).saveAs(csvFile);
    const csv = readFileSync(csvFile, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toBe(`Indirizzo;${lat}, ${lng}`);
    expect(csv[1]).toBe('Raggio (km);0.3');
    expect(csv[2]).toMatch(
      /^Intervallo di tempo;\d{2}\/\d{2}\/\d{4} 06:00:00 – \d{2}\/\d{2}\/\d{4} 14:00:\d{2} \(Europe\/Rome\)$/,
    );
    expect(csv[4]).toBe('Targa;Entrata;Uscita');
    const entry = await first.locator('time').first().getAttribute('datetime');
    const exit = await first.locator('time').last().getAttribute('datetime');
    const mine = csv.filter((line) => line.startsWith(`${plate};`));
    expect(mine.length).toBeGreaterThan(0);
    for (const line of mine)
      expect(line).toMatch(
        /^[^;]+;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2};\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
      );

    rmSync(dir, { recursive: true, force: true });

    // And as an A4 PDF of real text: the search, the map, every passage with its driver and
    // closest distance, numbered pages (pdftotext reads it; the pages are PNGs in artifacts).
    const pdf = await printReport(page, 'Esporta PDF', 'passage-pdf');
    const interval = csv[2]!.slice('Intervallo di tempo;'.length);
    for (const expected of [
      'Passaggio veicoli',
      `${lat}, ${lng}`,
      interval,
      'Autista',
      'Distanza minima (m)',
      ...new Set(
        csv
          .slice(5)
          .filter(Boolean)
          .map((l) => l.split(';')[0]!),
      ),
    ])
      expect(pdf.text).toContain(expected);
    // The selected truck's passages: the closest report within the 300 m circle (or a dash).
    const time = '\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}:\\d{2}';
    const rows = new RegExp(`${plate} (?:[^\\d]*? )?${time} ${time} (\\d+|–)`, 'g');
    const closest = [...pdf.text.matchAll(rows)];
    expect(closest.length).toBeGreaterThan(0);
    for (const [, metres] of closest)
      if (metres !== '–') expect(Number(metres)).toBeLessThanOrEqual(300);
    expectPageNumbers(pdf, 'FleetDeck · Passaggio veicoli · ');

    // The passage in the analyser: that truck, from the entry's minute to the exit's.
    await passage.panel
      .getByRole('button', { name: new RegExp(`^Apri nell'analisi percorso: ${plate} `) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/analyser/${id}\\?`));
    const params = new URL(page.url()).searchParams;
    expect(params.get('start')).toBe(romeMinute(entry!));
    expect(params.get('end')! > params.get('start')!).toBe(true);
    expect(params.get('end')! >= romeMinute(exit!)).toBe(true);
    await page.getByRole('heading', { name: `Analisi percorso · ${plate}` }).waitFor();

    // Back on the map, the results are still there.
    await page.goBack();
    await heading.waitFor();
    expect(app.browser.errors).toEqual([]);
  });

  it('refuses an interval over 24 hours with a toast in the toast stack and no request', async () => {
    const { page } = app.browser;
    const passage = new PassagePage(page);
    await passage.panel.getByRole('button', { name: 'Modifica ricerca' }).click();
    await passage.pickInterval(dayInRome(-1), dayInRome(0));
    const before = asked.length;
    await passage.searchButton().click();
    const toast = page.getByRole('alert').filter({
      hasText: "L'intervallo di tempo non può superare le 24 ore",
    });
    await toast.waitFor();
    // In the one stack, on the map: clear of the header, the search and the open panel.
    expect(await new ToastStack(page).clearance()).toEqual({ inMap: true, overlaps: [] });
    await passage.screenshot('passage-too-long');
    expect(asked.length).toBe(before);
    // The results of the last search are still one click away.
    await passage.panel.getByRole('button', { name: 'Torna ai risultati' }).click();
    await passage.panel.getByRole('heading', { name: /^Veicoli trovati/ }).waitFor();
  });

  it('clears everything on Cancel, and says when no vehicle passed', async () => {
    const { page } = app.browser;
    const passage = new PassagePage(page);
    await passage.panel.getByRole('button', { name: 'Annulla ricerca' }).click();
    expect(await passage.address().inputValue()).toBe('');
    expect(await passage.radius().inputValue()).toBe('0.1');
    await expect.poll(() => passage.overlays()).toEqual([]);
    expect(await passage.panel.getByRole('button', { name: 'Torna ai risultati' }).count()).toBe(0);

    // A place name: the geocoder's answers offered below, picked with the keyboard.
    await passage.address().fill('Bologna');
    const options = passage.panel
      .getByRole('listbox', { name: 'Indirizzi suggeriti' })
      .getByRole('option');
    await options.first().waitFor();
    const firstName = (await options.first().textContent()) ?? '';
    expect(firstName).toMatch(/^Bologna/);
    await passage.address().press('ArrowDown');
    await passage.address().press('ArrowUp');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await passage.address().press('Enter');
    expect(await passage.address().inputValue()).toBe(firstName);
    await expect.poll(async () => (await passage.overlay('passage-marker'))?.visible).toBe(true);
    await expect
      .poll(() => page.evaluate(() => window.__fleetdeck?.camera?.()?.center[1]), {
        timeout: 15_000,
      })
      .toBeCloseTo(44.49, 1);

    // Open sea off Sardinia: nobody drives there.
    await passage.typeCoordinates(40, 5);
    await passage.searchButton().click();
    await passage.panel.getByRole('status').filter({ hasText: 'Nessun veicolo trovato' }).waitFor({
      timeout: 30_000,
    });
    expect(await passage.vehicles().count()).toBe(0);
    await passage.screenshot('passage-none');
    expect(app.browser.errors).toEqual([]);
  });

  it('reads the same in dark mode', async () => {
    const { page } = app.browser;
    const { plate, lastpoint } = truck!;
    const store = await UserStore.signIn(app.url, 'admin');
    expect(await store.update({ colorMode: 'dark' })).toBe(200);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset['theme']), {
        timeout: 30_000,
      })
      .toBe('dark');
    const passage = new PassagePage(page);
    await passage.open();
    await passage.typeCoordinates(lastpoint!.lat, lastpoint!.lng);
    await passage.radius().fill('0.3');
    await passage.searchButton().click();
    const row = passage.vehicle(plate);
    await row.waitFor({ timeout: 30_000 });
    if ((await row.getAttribute('aria-expanded')) === 'false') await row.click();
    await passage.passages(plate).first().click();
    await expect
      .poll(async () => (await passage.overlay('passage-track-reports'))?.size ?? 0)
      .toBeGreaterThan(0);
    await passage.screenshot('passage-dark');
    expect(await seriousViolations(page, 'passage results dark')).toEqual([]);
    // The PDF made in dark mode is printed in light colours: its map too, so page 1 is light.
    await printReport(page, 'Esporta PDF', 'passage-pdf-dark');
    const { rgba } = decodePng(readFileSync('artifacts/e2e/passage-pdf-dark-page-1.png'));
    let dark = 0;
    for (let i = 0; i < rgba.length; i += 4)
      if (rgba[i]! + rgba[i + 1]! + rgba[i + 2]! < 3 * 80) dark += 1;
    expect(dark / (rgba.length / 4)).toBeLessThan(0.1);
    // Esc closes the panel, and the map keeps nothing of the search.
    await page.keyboard.press('Escape');
    await passage.panel.waitFor({ state: 'detached' });
    await expect.poll(() => passage.overlays()).toEqual([]);
    expect(app.browser.errors).toEqual([]);
  });
});
