import { beforeAll, describe, expect, it } from 'vitest';
import { trucksResponseSchema, type Truck } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import type { BrowserSession } from './fixtures/browser.js';
import { LiveMapPage } from './fixtures/liveMapPage.js';
import { VehicleCardPage } from './fixtures/vehicleCardPage.js';
import { VehicleDetailsPage } from './fixtures/vehicleDetailsPage.js';

describe('vehicle details in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '300' }, browser: false });
  let scoped: Truck[];

  beforeAll(async () => {
    const answer = await fetch(`${app.relay.upstreamUrl}/trucks`, {
      headers: { 'x-company': '1' },
    });
    scoped = trucksResponseSchema.parse(await answer.json()).data;
  });

  describe('on the map', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await app.openBrowser();
    });

    it('shows address, coordinates to copy, data age and locks with confirmation', async () => {
      // A truck with output 1 enabled and no other truck within ~3 km, so one click picks it.
      const near = (a: Truck, b: Truck): boolean =>
        Math.abs((a.lastpoint?.lat ?? 0) - (b.lastpoint?.lat ?? 0)) < 0.03 &&
        Math.abs((a.lastpoint?.lng ?? 0) - (b.lastpoint?.lng ?? 0)) < 0.04;
      const truck = scoped.find(
        (t) =>
          t.tracker_configuration?.dout_1?.enable &&
          t.lastpoint !== null &&
          !scoped.some((o) => o.id !== t.id && near(o, t)),
      );
      if (!truck) throw new Error('the simulator enables output 1 on about half the trucks');
      await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: app.url.replace('localhost', '127.0.0.1'),
      });

      const map = new LiveMapPage(browser.page);
      await app.signInToMap('admin', browser); // it-IT
      await map.waitForDrawn(scoped.filter((t) => t.lastpoint !== null).length);
      await new VehicleCardPage(browser.page).pick(truck.id);
      const details = new VehicleDetailsPage(browser.page);
      expect(await details.plate()).toBe(truck.plate);

      expect(await details.address()).toMatch(/^.+, .+$/);
      expect(await details.age()).toMatch(/^\d+ (s|min|h|g) fa$/);
      expect(await details.attribute('plate')).toBe(truck.plate);
      expect(await details.attribute('altitude')).toMatch(/^(\d+ m s\.l\.m\.|n\.d\.)$/);
      expect(await details.attribute('brand')).toBe('n.d.');

      const coordinates = await details.coordinates();
      expect(coordinates).toMatch(/^-?\d+\.\d{6}, -?\d+\.\d{6}$/);
      expect(await details.copyCoordinates()).toBe('Coordinate copiate');
      // The truck may move between the read and the click: what is copied is what was shown.
      expect([coordinates, await details.coordinates()]).toContain(await details.clipboard());
      await details.waitForCopiedIndicatorGone();

      const before = await details.locked(1);
      // Answering no sends nothing: the state stays.
      await details.toggleLock(1, false);
      expect(await details.locked(1)).toBe(before);
      const question = await details.toggleLock(1, true);
      expect(question).toContain(truck.plate);
      await details.waitForLocked(1, !before);
      await details.screenshot('vehicle-details-light', 'light');
      await details.screenshot('vehicle-details-dark', 'dark');
      await details.toggleLock(1, true);
      await details.waitForLocked(1, before);
      expect(browser.errors).toEqual([]);
    });
  });

  describe('mobile /vehicle/:plate', () => {
    let browser: BrowserSession;
    beforeAll(async () => {
      browser = await app.openBrowser({ width: 390, height: 844 });
    });

    it('shows the details full screen with a back link, and not-available for an unknown plate', async () => {
      const truck = scoped.find((t) => t.lastpoint !== null && t.type !== 3);
      if (!truck) throw new Error('no truck with a last point');
      await app.signInToMap('admin', browser);
      const details = new VehicleDetailsPage(browser.page);

      await browser.page.goto(`${app.url}/vehicle/${encodeURIComponent(truck.plate)}`);
      await browser.page.getByTestId('vehicle-plate').waitFor({ timeout: 30_000 });
      expect(await details.plate()).toBe(truck.plate);
      expect(await details.address()).toMatch(/^.+, .+$/);
      expect(await browser.page.locator('a.back-link').getAttribute('href')).toBe('/vehicles');
      await details.screenshot('vehicle-details-mobile');

      await browser.page.goto(`${app.url}/vehicle/NOPE000`);
      expect(await details.problem()).toBe(
        'Il veicolo a cui stai cercando di accedere non è disponibile',
      );
      expect(browser.errors).toEqual([]);
    });
  });
});
