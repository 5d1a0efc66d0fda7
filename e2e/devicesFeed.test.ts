import { beforeAll, describe, expect, it, vi } from 'vitest';
import { trucksResponseSchema, type Truck } from '@fleetdeck/shared';
import { recapKm, routePixels } from './fixtures/analyserReport.js';
import { useApp } from './fixtures/app.js';
import { LiveMapPage, waitForPaint } from './fixtures/liveMapPage.js';
import { PassagePage } from './fixtures/passagePage.js';
import { VehicleCardPage } from './fixtures/vehicleCardPage.js';
import { VehicleListPage } from './fixtures/vehicleListPage.js';

const ROME = 'Europe/Rome';
const HOUR = 3_600_000;
/** A calendar day (`YYYY-MM-DD`) of an instant, in Rome. */
const romeDay = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: ROME });
/** An instant's minute on Rome's wall clock (`YYYY-MM-DDTHH:MM`), as the analyser's address takes it. */
const romeMinute = (ms: number) =>
  new Date(ms).toLocaleString('sv-SE', { timeZone: ROME }).slice(0, 16).replace(' ', 'T');

interface RoutePoint {
  geometry: { coordinates: [number, number] };
  properties: { date: string; speed?: number };
}

/** The passage search's answer shape, as far as the test reads it. */
interface PassageAnswer {
  data: { id: number }[];
}

// Issue 49 end to end with `FLEET_FEED=devices`: the simulated fleet reaches the relay only as
// Teltonika trackers (Codec 8E over TCP) and OsmAnd phones, the last day of its history is
// back-filled into the record store (DEVICES_SIM_BACKFILL_HOURS), and every screen reads what
// the devices stored: the live map, the analyser, the passage search, the plafond.
describe('the fleet fed through devices, in Chromium', () => {
  const app = useApp({
    env: {
      FLEET_FEED: 'devices',
      DEVICES_TCP_PORT: '0',
      DEVICES_SIM_BACKFILL_HOURS: '24',
      SIM_TRUCKS: '20',
      POLL_TRUCKS_MS: '500',
    },
    browser: { width: 1440, height: 900 },
  });
  const company = { 'x-company': '1' };
  const upstream = (path: string) => fetch(`${app.relay.upstreamUrl}${path}`, { headers: company });
  /** A tractor of company 1 with a driver card, whose back-filled day has driving in it. */
  let truck: Truck | undefined;
  /** A point it drove through in the back-filled day, away from the day's ends. */
  let gate: { lat: number; lng: number; time: number } | undefined;

  beforeAll(async () => {
    const trucks = trucksResponseSchema.parse(await (await upstream('/trucks')).json()).data;
    const candidates = trucks.filter((t) => t.type !== 3 && (t.lastpoint?.driver?.id ?? 0) > 1);
    expect(candidates.length).toBeGreaterThan(0);
    const now = Date.now();
    const day = `start_date=${new Date(now - 24 * HOUR).toISOString()}&end_date=${new Date(now).toISOString()}`;
    // The back-fill runs beside the live reports, an hour of the fleet at a time: wait for it to
    // reach the last hours, then pick a truck that drove between 20 and 2 hours ago.
    await vi.waitFor(
      async () => {
        for (const candidate of candidates) {
          const route = (await (
            await upstream(`/geofleet/trucks/${candidate.id}/route.json?${day}`)
          ).json()) as { features: RoutePoint[] };
          const driving = route.features.filter((f) => {
            const at = Date.parse(f.properties.date);
            return (f.properties.speed ?? 0) > 40 && at > now - 20 * HOUR && at < now - 2 * HOUR;
          });
          // A passage window of ±1 h on one calendar day, for the interval picker's two clicks.
          const at = driving.find((f) => {
            const t = Date.parse(f.properties.date);
            return romeDay(t - HOUR) === romeDay(t + HOUR);
          });
          if (at && route.features.length > 100) {
            truck = candidate;
            const [lng, lat] = at.geometry.coordinates;
            gate = { lat, lng, time: Date.parse(at.properties.date) };
            return;
          }
        }
        throw new Error('no device-fed truck with a back-filled day of driving yet');
      },
      { timeout: 180_000, interval: 2_000 },
    );
  }, 240_000);

  it('moves the trucks on the live map from their devices', async () => {
    const { page } = app.browser;
    await app.signInToMap('admin'); // it-IT
    const map = new LiveMapPage(page);
    await map.waitForDrawn(app.relay.hub.snapshot(1).trucks.filter((t) => t.lastpoint).length);
    const before = await map.positions();
    // A truck on the road reports every 10 s through its tracker; the map follows.
    await expect
      .poll(
        async () => {
          const now = await map.positions();
          return Object.keys(now).filter((id) => {
            const [a, b] = [before[Number(id)], now[Number(id)]];
            return a && b && (a[0] !== b[0] || a[1] !== b[1]);
          }).length;
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
  });

  it('shows the plafond computed from the activities the tachograph reported', async () => {
    const { page } = app.browser;
    const { id, plate } = truck!;
    const driver = app.relay.hub.snapshot(1).trucks.find((t) => t.id === id)?.lastpoint?.driver;
    expect(driver?.id ?? 0).toBeGreaterThan(1);
    // The stored activity changes give the driver's periods of the day, driving among them.
    const now = Date.now();
    const periods = (await (
      await upstream(
        `/drivers/${driver!.id}/activities?start_date=${new Date(now - 24 * HOUR).toISOString()}&end_date=${new Date(now).toISOString()}`,
      )
    ).json()) as { data: { activity: number; duration: number }[] };
    expect(periods.data.some((p) => p.activity === 3 && p.duration > 0)).toBe(true);

    const list = new VehicleListPage(page);
    await list.waitForLoaded();
    await list.search(plate);
    await list.clickRow(id);
    await page.getByTestId('vehicle-plate').filter({ hasText: plate }).waitFor();
    const card = new VehicleCardPage(page);
    await card.openPlafond('Apri dettaglio');
    await card.waitForPlafondLoaded();
    expect(await card.currentDriverName()).toContain(driver!.surname ?? '');
    expect(await card.panelText()).toMatch(/\d+h \d\dm/);
    await card.screenshot('devices-feed-plafond');
    await page.keyboard.press('Escape');
    await page.locator('aside.plafond-panel').waitFor({ state: 'detached' });
  });
  it('finds the device-fed truck where it passed, from the stored positions', async () => {
    const { page } = app.browser;
    const { plate, id } = truck!;
    const { lat, lng, time } = gate!;
    // The relay's own answer first (the stored positions), then the same search on screen.
    const query = new URLSearchParams({
      start_date: new Date(time - HOUR).toISOString(),
      end_date: new Date(time + HOUR).toISOString(),
      lat: String(lat),
      lon: String(lng),
      radius: '0.3',
    });
    const found = (await (
      await upstream(`/geofleet/vehiclepassage?${query}`)
    ).json()) as PassageAnswer;
    expect(found.data.map((v) => v.id)).toContain(id);

    const passage = new PassagePage(page);
    await passage.open();
    await passage.typeCoordinates(lat, lng);
    await passage.radius().fill('0.3');
    await expect
      .poll(() => passage.overlay('passage-circle'))
      .toMatchObject({ visible: true, radius: 300 });
    const day = romeDay(time);
    const [from, to] = [romeMinute(time - HOUR), romeMinute(time + HOUR)].map((m) => m.slice(11));
    await passage.pickInterval(day, day, [from!, to!]);
    await passage.searchButton().click();
    await passage.panel
      .getByRole('heading', { name: /^Veicoli trovati: \d+$/ })
      .waitFor({ timeout: 30_000 });
    const row = passage.vehicle(plate);
    await row.waitFor();
    if ((await row.getAttribute('aria-expanded')) === 'false') await row.click();
    await passage.passages(plate).first().waitFor();
    await passage.screenshot('devices-feed-passage');
  });

  it("shows the analyser a device-fed truck's stored day", async () => {
    const { page } = app.browser;
    const { id, plate } = truck!;
    const now = Date.now();
    await page.goto(
      `${app.url}/analyser/${id}?start=${romeMinute(now - 24 * HOUR)}&end=${romeMinute(now)}`,
    );
    await page.getByRole('heading', { name: `Analisi percorso · ${plate}` }).waitFor();
    await page.getByRole('group', { name: 'Cronologia' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => recapKm(page), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => routePixels(page), { timeout: 30_000 }).toBeGreaterThan(1500);
    await waitForPaint(page);
    await page.screenshot({ path: 'artifacts/e2e/devices-feed-analyser.png' });
    expect(app.browser.errors).toEqual([]);
  });
});
