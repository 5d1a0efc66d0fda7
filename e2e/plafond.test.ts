import { describe, expect, it } from 'vitest';
import { trucksResponseSchema, type Truck } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { LiveMapPage } from './fixtures/liveMapPage.js';
import { VehicleCardPage } from './fixtures/vehicleCardPage.js';

const carded = (d: { id: number } | null | undefined): boolean => (d?.id ?? 0) > 1;

describe('driver plafond in Chromium', () => {
  const app = useApp();

  it('opens the plafond of a truck with a co-driver and switches between the two drivers', async () => {
    const scoped = trucksResponseSchema.parse(
      await (
        await fetch(`${app.relay.upstreamUrl}/trucks`, { headers: { 'x-company': '1' } })
      ).json(),
    ).data;
    // A truck with a co-driver and no other truck within ~3 km, so one click picks only it.
    const near = (a: Truck, b: Truck): boolean =>
      Math.abs((a.lastpoint?.lat ?? 0) - (b.lastpoint?.lat ?? 0)) < 0.03 &&
      Math.abs((a.lastpoint?.lng ?? 0) - (b.lastpoint?.lng ?? 0)) < 0.04;
    const truck: Truck | undefined = scoped.find(
      (t) =>
        carded(t.lastpoint?.driver) &&
        carded(t.lastpoint?.codriver) &&
        !scoped.some((o) => o.id !== t.id && near(o, t)),
    );
    expect(truck, 'the simulator gives some trucks a co-driver').toBeDefined();
    if (!truck?.lastpoint?.driver || !truck.lastpoint.codriver) return;

    const map = new LiveMapPage(app.browser.page);
    await app.signInToMap('admin'); // it-IT
    await map.waitForDrawn(scoped.filter((t) => t.lastpoint !== null).length);

    const card = new VehicleCardPage(app.browser.page);
    await card.pick(truck.id);
    expect(await card.plate()).toBe(truck.plate);

    await card.openPlafond('Apri dettaglio');
    await card.waitForPlafondLoaded();
    expect(await card.driverTabs()).toEqual(['Autista 1', 'Autista 2']);
    expect(await card.selectedTab()).toBe('Autista 1');
    expect(await card.currentDriverName()).toContain(truck.lastpoint.driver.surname ?? '');
    expect(await card.panelText()).toMatch(/\d+h \d\dm/);
    await card.screenshot('plafond-driver-1');

    await card.chooseDriverTab('Autista 2');
    expect(await card.selectedTab()).toBe('Autista 2');
    expect(await card.currentDriverName()).toContain(truck.lastpoint.codriver.surname ?? '');
    await card.waitForPlafondLoaded();
    await card.screenshot('plafond-driver-2');

    await app.browser.page.keyboard.press('Escape');
    await app.browser.page.locator('aside.plafond-panel').waitFor({ state: 'detached' });
    expect(app.browser.errors).toEqual([]);
  });
});
