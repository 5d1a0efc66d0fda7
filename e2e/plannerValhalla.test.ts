import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMetresAsKm, type RoutePlanResult } from '@fleetdeck/shared';
import { startFakeValhalla, type FakeValhalla } from '../tests/fixtures/valhalla/fakeValhalla.js';
import { useApp } from './fixtures/app.js';
import { PlannerPage } from './fixtures/plannerPage.js';

// The same panel through a real routing engine's API: the relay started with `ROUTING_URL` on a
// Valhalla stand-in that answers the recorded Verona -> Innsbruck route (tests/fixtures/valhalla).
describe('the route planner on a Valhalla engine (ROUTING_URL)', () => {
  let valhalla: FakeValhalla;
  beforeAll(async () => {
    valhalla = await startFakeValhalla();
  });
  afterAll(() => valhalla?.close());
  const app = useApp({
    env: () => ({ SIM_TRUCKS: '20', ROUTING_URL: valhalla.url }),
    browser: { width: 1440, height: 900 },
  });

  it('plans Verona -> Innsbruck through the engine and shows the same result panel', async () => {
    await app.signInToMap('admin');
    const planner = new PlannerPage(app.browser.page);
    await planner.open();
    await planner.setVehicle({ weightT: 40, axles: 5, heightM: 4 });
    expect(await planner.pick(planner.stage(1), 'Verona')).toMatch(/^Verona/);
    expect(await planner.pick(planner.stage(2), 'Innsbruck')).toMatch(/^Innsbruck/);
    const answer = await planner.calculate<RoutePlanResult>('Calcola percorso');
    expect(answer.status).toBe(200);
    const plan = answer.body;
    expect(plan.provider).toBe('valhalla');
    // The engine was asked for a truck with the profile, in its units (metres, tonnes).
    const asked = valhalla.requests.find((r) => r.action === 'route')?.body;
    expect(asked).toMatchObject({
      costing: 'truck',
      costing_options: { truck: { height: 4, weight: 40 } },
    });
    await expect
      .poll(() => planner.figure('planner-distance').textContent())
      .toBe(formatMetresAsKm(plan.distance));
    expect(await planner.figure('planner-duration').textContent()).toMatch(/^\d+ h \d{2} min/);
    expect(await planner.figure('planner-total').textContent()).toMatch(/€/);
    // Over the Brenner: Italian and Austrian tolls, by our cost model on the engine's legs.
    const tolls = await planner.figure('planner-toll-countries').locator('tr').allTextContents();
    expect(tolls.some((row) => row.startsWith('IT'))).toBe(true);
    expect(tolls.some((row) => row.startsWith('AT'))).toBe(true);
    await planner.panel.getByText('(stime)').waitFor();
    await expect
      .poll(() => planner.overlays())
      .toMatchObject({
        'planner-route': { visible: true, size: 1 },
        'planner-waypoints': { visible: true, size: 2 },
      });
    await planner.screenshot('planner-valhalla-light');
  });
});
