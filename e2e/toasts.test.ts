import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { companyTruck, TestUpstream } from '../tests/support/testUpstream.js';
import { useApp } from './fixtures/app.js';
import { PoiPage } from './fixtures/poiPage.js';
import { ToastStack } from './fixtures/toastStack.js';

const TIRRENO = 4;
/** Two depots, and trucks that cross their fences all in one upstream poll. */
const VERONA = { description: 'Deposito Verona', lat: 45.4, lng: 11 };
const RAVENNA = { description: 'Porto di Ravenna', lat: 44.45, lng: 12.25 };
const OUT = 0.02;

/**
 * A busy company's geofence toasts (issue 44): five trucks entering a depot make one toast naming
 * two and "3 more", one toast per POI and kind; three on show, "+1" opens the fourth; Esc closes
 * one; the stack sits on the map, clear of the header, the address search and the panels.
 */
describe('the toast stack with many geofence crossings', () => {
  const upstream = new TestUpstream();
  const env: Record<string, string> = { POLL_TRUCKS_MS: '200' };
  const at = (id: number, place: { lat: number; lng: number }, dLat: number) => {
    const truck = companyTruck(id, place.lat + dLat, TIRRENO);
    truck.lastpoint = { ...truck.lastpoint!, lng: place.lng, date: new Date().toISOString() };
    return truck;
  };
  const before = () => [
    ...[51, 52, 53, 54, 55].map((id) => at(id, VERONA, -OUT)),
    ...[56, 57].map((id) => at(id, VERONA, 0)),
    at(58, RAVENNA, -OUT),
    at(59, RAVENNA, 0),
  ];
  const after = () => [
    ...[51, 52, 53, 54, 55].map((id) => at(id, VERONA, 0)),
    ...[56, 57].map((id) => at(id, VERONA, OUT)),
    at(58, RAVENNA, 0),
    at(59, RAVENNA, OUT),
  ];

  beforeAll(async () => {
    await upstream.start();
    upstream.trucks = before();
    env['UPSTREAM_URL'] = upstream.url;
  });
  const app = useApp({ env, browser: { width: 1600, height: 1000 } });
  afterAll(() => upstream.close());

  it('groups them per POI and kind, shows three and "+1", each closable', async () => {
    await app.signInToMap('dispatcher');
    const { page } = app.browser;
    const poi = new PoiPage(page);
    const ids: number[] = [];
    for (const depot of [VERONA, RAVENNA]) {
      const body = { ...depot, type: 13, radius: 300 };
      const made = (await poi.api('/poi', { method: 'POST', body })) as { data: { id: number } };
      ids.push(made.data.id);
    }
    // The engine has both fences, each truck's side of them its baseline (no crossing yet).
    await vi.waitFor(
      () => expect(ids.map((id) => app.relay.geofence.watches(TIRRENO, id))).toEqual([true, true]),
      { timeout: 15_000 },
    );
    await poi.open();

    upstream.trucks = after();
    const stack = new ToastStack(page);
    await stack.region.waitFor({ timeout: 30_000 });
    // Held under the pointer, none goes while the test reads them.
    await stack.region.hover();
    const more = stack.region.getByRole('button', { name: '+1 altra notifica' });
    await more.waitFor({ timeout: 30_000 });
    expect(await stack.toasts().count()).toBe(3);
    expect(await stack.clearance()).toEqual({ inMap: true, overlaps: [] });
    await page.screenshot({ path: 'artifacts/e2e/toasts-geofence-light.png' });

    await more.click();
    await expect.poll(() => stack.toasts().count()).toBe(4);
    const texts = (await stack.toasts().allTextContents()).sort();
    expect(texts).toEqual([
      expect.stringMatching(/^Entrati in Deposito Verona: T5[1-5], T5[1-5] e altri 3 · /),
      expect.stringMatching(/^T58 è entrato in Porto di Ravenna · /),
      expect.stringMatching(/^T59 è uscito da Porto di Ravenna · /),
      expect.stringMatching(/^Usciti da Deposito Verona: T5[67], T5[67] · /),
    ]);
    expect(await stack.clearance()).toEqual({ inMap: true, overlaps: [] });
    await page.screenshot({ path: 'artifacts/e2e/toasts-geofence-expanded-light.png' });

    // Esc on a toast closes that toast only; the POI panel stays open.
    const ravenna = stack.toasts().filter({ hasText: 'T58 è entrato in Porto di Ravenna' });
    await ravenna.getByRole('button', { name: 'Segui T58 sulla mappa' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => stack.toasts().count()).toBe(3);
    expect(await ravenna.count()).toBe(0);
    expect(await poi.panel.count()).toBe(1);
    // The close button closes another.
    await stack.toasts().first().getByRole('button', { name: 'Chiudi' }).click();
    await expect.poll(() => stack.toasts().count()).toBe(2);
    expect(app.browser.errors).toEqual([]);
  });
});
