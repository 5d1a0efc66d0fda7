import { beforeAll, describe, expect, it } from 'vitest';
import { trucksResponseSchema, type Truck } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { dateFieldText, dateFieldValue } from './fixtures/dateField.js';
import { LiveMapPage } from './fixtures/liveMapPage.js';
import { PlannerPage } from './fixtures/plannerPage.js';
import { UserStore } from './fixtures/userStore.js';
import { VehicleListPage } from './fixtures/vehicleListPage.js';
import { VehicleCardPage } from './fixtures/vehicleCardPage.js';
import { VehicleDetailsPage } from './fixtures/vehicleDetailsPage.js';

const MINUTE = 60_000;

/** An instant's wall clock in `zone`, computed here in Node (not by the app's code). */
function wallClock(instant: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '?';
  const [d, m, y, h, min, s] = ['day', 'month', 'year', 'hour', 'minute', 'second'].map((t) =>
    part(t as Intl.DateTimeFormatPartTypes),
  );
  return {
    /** The card's `DD/MM/YYYY HH:mm`. */
    minutes: `${d}/${m}/${y} ${h}:${min}`,
    /** The plafond panel's `DD/MM/YYYY HH:mm:ss`. */
    seconds: `${d}/${m}/${y} ${h}:${min}:${s}`,
    /** The departure field's `YYYY-MM-DDTHH:mm`. */
    field: `${y}-${m}-${d}T${h}:${min}`,
  };
}

/** A `DD/MM/YYYY HH:mm:ss` wall time read as if it were UTC (ms), to measure its offset. */
function asUtc(text: string): number {
  const [, d, m, y, h, min, s] = /^(\d\d)\/(\d\d)\/(\d{4}) (\d\d):(\d\d):(\d\d)$/.exec(text) ?? [];
  return Date.UTC(Number(y), Number(m) - 1, Number(d), Number(h), Number(min), Number(s));
}

/** How far `zone`'s clock is ahead of UTC at `instant` (ms), by Intl. */
const offsetOf = (instant: number, zone: string): number =>
  asUtc(wallClock(instant, zone).seconds) - Math.floor(instant / 1000) * 1000;

const carded = (d: { id: number } | null | undefined): boolean => (d?.id ?? 0) > 1;

// Issue 47, the clock: the browser runs in UTC, the account's zone is Rome, then Athens (+1 h and
// +2 h in December); the card's last point, the plafond's last update and the planner's default
// departure are on the account's clock, never the browser's.
describe('the same instant on every screen, in Chromium in UTC', () => {
  const app = useApp({ env: { SIM_TRUCKS: '300' }, browser: false });
  let trucks: Truck[];
  let truck: Truck;

  beforeAll(async () => {
    const answer = await fetch(`${app.relay.upstreamUrl}/trucks`, {
      headers: { 'x-company': '1' },
    });
    trucks = trucksResponseSchema.parse(await answer.json()).data;
    // A truck whose tracker went silent a day or more ago (its last point stays put while the
    // test reads it), with a carded driver, alone within ~3 km if one is (a click then picks only it).
    const near = (a: Truck, b: Truck): boolean =>
      Math.abs((a.lastpoint?.lat ?? 0) - (b.lastpoint?.lat ?? 0)) < 0.03 &&
      Math.abs((a.lastpoint?.lng ?? 0) - (b.lastpoint?.lng ?? 0)) < 0.04;
    const isolated = (t: Truck) => !trucks.some((o) => o.id !== t.id && near(o, t));
    const [silent] = trucks
      .filter(
        (t) =>
          t.lastpoint !== null &&
          Date.parse(t.lastpoint.date) < Date.now() - 12 * 3600_000 &&
          carded(t.lastpoint.driver),
      )
      .sort((a, b) => Number(isolated(b)) - Number(isolated(a)));
    if (!silent) throw new Error('the simulator has trucks whose tracker stopped (no_points)');
    truck = silent;
  });

  describe.each([{ zone: 'Europe/Rome' }, { zone: 'Europe/Athens' }])(
    'account in $zone',
    ({ zone }) => {
      it('the last point, the plafond update and the departure are on the account clock', async () => {
        const store = await UserStore.signIn(app.url, 'admin');
        const saved = await store.api('/users/me/config', {
          method: 'PUT',
          body: { timeZone: zone },
        });
        expect(saved.status).toBe(204);

        // A fresh browser in UTC: the session reads the account's zone at sign-in.
        const browser = await app.openBrowser({ timezoneId: 'UTC' });
        const { page } = browser;
        expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
          'UTC',
        );
        const driverId = truck.lastpoint?.driver?.id ?? 0;
        const updates: number[] = [];
        page.on('response', (response) => {
          if (!response.url().includes(`/api/drivers/${driverId}/plafond?`) || !response.ok())
            return;
          void response
            .json()
            .then((body: { data?: { plafond?: { detectionDate?: string } } }) => {
              const at = Date.parse(body.data?.plafond?.detectionDate ?? '');
              if (Number.isFinite(at)) updates.push(at);
            })
            .catch(() => undefined);
        });

        await app.signInToMap('admin', browser); // it-IT
        await new LiveMapPage(page).waitForDrawn(trucks.filter((t) => t.lastpoint !== null).length);

        // The planner's departure: "now" on the account's clock, to the minute (2 min either side).
        const planner = new PlannerPage(page);
        const before = Date.now();
        await planner.open();
        await planner.expand('Passo 1: informazioni sul percorso');
        const departure = await dateFieldValue(planner.panel, 'Partenza alle');
        // Shown in the interface's format (Italian day order, 24 hours), not the browser's.
        const departureShown = await dateFieldText(planner.panel, 'Partenza alle');
        expect(departureShown).toMatch(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d$/);
        const after = Date.now();
        const around = (z: string) => {
          const minutes: string[] = [];
          for (let at = before - 2 * MINUTE; at <= after + 2 * MINUTE; at += MINUTE / 2)
            minutes.push(wallClock(at, z).field);
          return minutes;
        };
        expect(around(zone)).toContain(departure);
        const [y, m, d, h, min] = departure.split(/[-T:]/);
        expect(departureShown).toBe(`${d}/${m}/${y}, ${h}:${min}`);
        expect(around('UTC')).not.toContain(departure);
        await planner.close();

        const card = new VehicleCardPage(page);
        await card.pick(truck.id);
        expect(await card.plate()).toBe(truck.plate);

        // The card's last point: the truck's instant on the account's clock, not the UTC one.
        const lastAt = Date.parse(truck.lastpoint?.date ?? '');
        const lastPoint = await new VehicleDetailsPage(page).lastPoint();
        expect(Date.parse(lastPoint.dateTime)).toBe(lastAt);
        expect(lastPoint.text).toBe(wallClock(lastAt, zone).minutes);
        expect(lastPoint.text).not.toBe(wallClock(lastAt, 'UTC').minutes);

        // The plafond's last update: one of the relay's detection instants, shifted by the zone's
        // offset (checked on every refresh the panel may show).
        await card.openPlafond('Apri dettaglio');
        await card.waitForPlafondLoaded();
        await expect.poll(() => updates.length).toBeGreaterThan(0);
        const shown = async () =>
          /\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d/.exec((await card.lastUpdate()) ?? '')?.[0];
        await expect
          .poll(async () => {
            const text = (await shown()) ?? '';
            return updates.map((at) => wallClock(at, zone).seconds).includes(text);
          })
          .toBe(true);
        const text = (await shown()) ?? '';
        const instant = updates.find((at) => wallClock(at, zone).seconds === text) ?? NaN;
        expect(offsetOf(instant, zone)).not.toBe(0);
        expect(asUtc(text) - Math.floor(instant / 1000) * 1000).toBe(offsetOf(instant, zone));
        expect(text).not.toBe(wallClock(instant, 'UTC').seconds);
        await page.keyboard.press('Escape');
        await page.locator('aside.plafond-panel').waitFor({ state: 'detached' });

        expect(browser.errors).toEqual([]);
      });
    },
  );

  // A second user: Tirreno's dispatcher, in Athens, takes an alert in hand; the state and the
  // history write the moment on the dispatcher's clock.
  it('alert handling and its history, the dispatcher in Europe/Athens', async () => {
    const zone = 'Europe/Athens';
    const store = await UserStore.signIn(app.url, 'dispatcher', 4);
    const saved = await store.api('/users/me/config', { method: 'PUT', body: { timeZone: zone } });
    expect(saved.status).toBe(204);
    const browser = await app.openBrowser({ timezoneId: 'UTC' });
    const { page } = browser;
    await app.signInToMap('dispatcher', browser);
    const list = new VehicleListPage(page);
    const row = list.row(await list.firstAlertTruck());
    const dialog = page.getByRole('dialog', { name: /^Avvisi di / });

    await row.getByRole('button', { name: 'Gestisci' }).click();
    await dialog.waitFor();
    const before = Date.now();
    await dialog.getByRole('button', { name: 'Prendi in carico' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const after = Date.now();

    await row.getByRole('button', { name: 'Gestisci' }).click();
    await dialog.locator('.handling-history time').first().waitFor();
    const history = await dialog.locator('.handling-history time').evaluateAll((times) =>
      times.map((t) => ({
        text: t.textContent ?? '',
        at: Date.parse(t.getAttribute('datetime') ?? ''),
      })),
    );
    // The entries of this acknowledgement (the relay stamps them between the click and the close).
    const taken = history.filter((h) => h.at >= before - 1000 && h.at <= after + 1000);
    expect(taken).not.toEqual([]);
    for (const h of taken) {
      expect(h.text).toBe(wallClock(h.at, zone).minutes);
      expect(h.text).not.toBe(wallClock(h.at, 'UTC').minutes);
    }
    const state = await dialog
      .locator('.handling-state[data-state="acknowledged"]')
      .first()
      .textContent();
    expect(taken.map((h) => `Preso in carico da Dario Dispatcher · ${h.text}`)).toContain(state);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(browser.errors).toEqual([]);
  });
});
