import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatMetresAsKm,
  trucksResponseSchema,
  type ReachableAreasResult,
  type RoutePlanResult,
  type RouteRequest,
} from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { seriousViolations } from './fixtures/axeAudit.js';
import { waitForSettledMap } from './fixtures/liveMapPage.js';
import { PlannerPage } from './fixtures/plannerPage.js';
import { UserStore } from './fixtures/userStore.js';
import { VehicleListPage } from './fixtures/vehicleListPage.js';

type LngLat = [number, number];
const metres = ([a, b]: LngLat, [c, d]: LngLat) => {
  const rad = Math.PI / 180;
  return Math.hypot((c - a) * rad * Math.cos(((b + d) / 2) * rad), (d - b) * rad) * 6_371_000;
};
const nearest = (p: LngLat, line: readonly LngLat[]) => Math.min(...line.map((q) => metres(p, q)));

// One dispatcher's journey through the planner, in order (the page is shared): Milano -> Napoli
// for a 40 t five-axle truck 4 m high, its figures and alternatives; the same trip at 3 m takes
// the low A1 underpass the 4 m truck went round; 44 t and 4.2 m warned about in the form and the
// 4.2 m refused naming Italy's limit; a 2-hour reachable area from Verona; then the `/planner/`
// route in dark mode.
describe('the route planner in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '20' }, browser: { width: 1440, height: 900 } });
  let planner: PlannerPage;
  let tall: RoutePlanResult | undefined;
  /** The first plan's request as the page sent it. */
  let sent: RouteRequest | undefined;

  /**
   * The first listed truck the planner can start from. The simulated trucks sail the network's
   * ferries too, and one on board is at sea, where the planner answers that the stage is far from
   * any road: the journey starts from a truck on land (the first plan's request, from its place).
   */
  const plannableRow = async (rows: readonly { id: number; label: string }[]) => {
    const store = await UserStore.signIn(app.url, 'admin');
    const upstream = await fetch(`${app.relay.upstreamUrl}/trucks`, {
      headers: { 'x-company': '1' },
    });
    const trucks = trucksResponseSchema.parse(await upstream.json()).data;
    for (const row of rows) {
      const at = trucks.find((t) => t.id === row.id)?.lastpoint;
      if (!at || !sent) continue;
      const answer = await store.api('/planner/route', {
        method: 'POST',
        body: { ...sent, waypoints: [{ x: at.lng, y: at.lat }, ...sent.waypoints.slice(1)] },
      });
      if (answer.status === 200) return row;
    }
    throw new Error('no listed truck the planner can start from');
  };

  beforeAll(async () => {
    await app.signInToMap('admin');
    planner = new PlannerPage(app.browser.page);
  });

  it('plans Milano -> Napoli for a 40 t five-axle truck 4 m high, with two alternatives on the map', async () => {
    const { page } = app.browser;
    await planner.open();
    // Fewer than two stages: the button says what is missing, and nothing is sent.
    await planner.button('Completa il passo 2').click();
    await planner.panel.getByText('Servono almeno 2 tappe').waitFor();

    await planner.setVehicle({ weightT: 40, axles: 5, heightM: 4 });
    expect(await planner.pick(planner.stage(1), 'Milano')).toMatch(/^Milan/);
    expect(await planner.pick(planner.stage(2), 'Napoli')).toMatch(/^Napoli|^Naples/);
    const answer = await planner.calculate<RoutePlanResult>('Calcola percorso');
    expect(answer.status).toBe(200);
    expect(answer.request as RouteRequest).toMatchObject({
      profile: { totalPermittedWeight: 40000, numberOfAxles: 5, height: 400 },
      tollPenalty: 405,
      distanceTimeWeighting: 50,
    });
    tall = answer.body;
    sent = answer.request as RouteRequest;
    expect(tall.violated).toBe(false);
    expect(tall.alternativeRoutes).toHaveLength(2);

    // The figures, as the spec writes them.
    await expect
      .poll(() => planner.figure('planner-distance').textContent())
      .toBe(formatMetresAsKm(tall.distance));
    expect(await planner.figure('planner-distance').textContent()).toMatch(/^\d{3},\d{2} km$/);
    expect(await planner.figure('planner-duration').textContent()).toMatch(/^\d+ h \d{2} min/);
    expect(await planner.figure('planner-co2').textContent()).toMatch(/^\d[\d,]* kg$/);
    expect(await planner.figure('planner-total').textContent()).toMatch(/€/);
    const tolls = await planner.figure('planner-toll-countries').locator('tr').allTextContents();
    expect(tolls.some((row) => row.startsWith('IT'))).toBe(true);
    await planner.panel.getByText('(stime)').waitFor();
    // Manoeuvres at the network's junctions, named (issue 45); tolls by stretch and operator.
    const manoeuvres = await planner.panel.getByRole('tabpanel').textContent();
    expect(manoeuvres).toContain('Prosegui dritto su A1 · Interconnessione A1/A14/A13 a Bologna');
    expect(manoeuvres).toContain('Svolta a destra su SS87 · Interconnessione A1/SS87 a Caserta');

    // On the map: the route, two dashed alternatives, the two numbered stages.
    await expect
      .poll(() => planner.overlays())
      .toMatchObject({
        'planner-route': { visible: true, size: 1 },
        'planner-route-halo': { visible: true, size: 1 },
        'planner-alternatives': { visible: true, size: 2 },
        'planner-waypoints': { visible: true, size: 2 },
      });
    await planner.screenshot('planner-route-light');
    expect(await seriousViolations(page, 'planner result')).toEqual([]);
  });

  it('makes an alternative the route shown when it is clicked on the map', async () => {
    const { page } = app.browser;
    const result = tall as RoutePlanResult;
    await waitForSettledMap(page);
    // The point of the first alternative farthest from the other two routes.
    const [first, second] = result.alternativeRoutes;
    const others = [...result.coordinates, ...(second?.coordinates ?? [])];
    const point = [...(first?.coordinates ?? [])].sort(
      (a, b) => nearest(b, others) - nearest(a, others),
    )[0] as LngLat;
    const at = await planner.screenPoint(point);
    await page.mouse.click(at.x, at.y);
    await expect
      .poll(() =>
        planner.panel
          .getByRole('radio', { name: /^Percorso alternativo 1/ })
          .getAttribute('aria-checked'),
      )
      .toBe('true');
    expect(await planner.figure('planner-distance').textContent()).toBe(
      formatMetresAsKm(first?.distance),
    );
    // The best route is now one of the dashed others.
    await planner.panel.getByRole('radio', { name: /^Percorso migliore/ }).click();
    expect(await planner.figure('planner-distance').textContent()).toBe(
      formatMetresAsKm(result.distance),
    );
  });

  it('a 3 m profile takes the low A1 underpass at Caserta that the 4 m truck went round', async () => {
    const high = tall as RoutePlanResult;
    await planner.button('Modifica percorso').click();
    await planner.setVehicle({ heightM: 3 });
    const answer = await planner.calculate<RoutePlanResult>('Calcola percorso');
    expect(answer.status).toBe(200);
    expect((answer.request as RouteRequest).profile.height).toBe(300);
    const low = answer.body;
    expect(low.violated).toBe(false);
    // The 4 m truck leaves the A1 at Caserta for the toll-free SS87: longer and slower.
    const roads = (r: RoutePlanResult) =>
      r.events.flatMap((e) => (e.eventType === 'ManeuverEvent' ? [e.roadName] : []));
    expect(roads(high)).toContain('SS87');
    expect(roads(low)).not.toContain('SS87');
    expect(high.distance).toBeGreaterThan(low.distance + 1_000);
    expect(high.travelTime).toBeGreaterThan(low.travelTime);
    // Where the two differ is the last stretch into Napoli, south of Caserta (41.07 N).
    const apart = low.coordinates.filter((p) => nearest(p, high.coordinates) > 500);
    expect(apart.length).toBeGreaterThan(0);
    expect(apart.every(([, lat]) => lat < 41.2 && lat > 40.7)).toBe(true);
    // The manoeuvres on screen are the 3 m route's: straight down the A1, not onto the SS87.
    const manoeuvres = planner.panel.getByRole('tabpanel');
    await expect.poll(() => manoeuvres.textContent()).toContain('A1');
    // It passes the SS87's interchange at Caserta, it does not take it.
    expect(await manoeuvres.textContent()).not.toContain('su SS87');
    await expect
      .poll(() => planner.figure('planner-distance').textContent())
      .toBe(formatMetresAsKm(low.distance));
  });

  it('warns as the profile leaves the legal limits, without blocking; the relay names the limit', async () => {
    await planner.button('Modifica percorso').click();
    await planner.setVehicle({ weightT: 44 });
    const warnings = planner.panel.getByTestId('legal-warnings');
    await expect
      .poll(() => warnings.textContent())
      .toBe(
        'Oltre 40 t: peso oltre il limite di legge in Svizzera, Austria, Germania, Slovenia, ' +
          'Liechtenstein, Regno Unito e Grecia',
      );
    await planner.setVehicle({ heightM: 4.2 });
    await warnings.getByText('Oltre 4 m: altezza oltre il limite di legge in Italia,').waitFor();
    await planner.screenshot('planner-legal-warning-light');
    // The warning does not block: the relay answers, naming Italy's 4 m.
    const refused = await planner.calculate<RoutePlanResult>('Calcola percorso');
    expect(refused.status).toBe(422);
    // The browser logs the refused request; that one line is expected, nothing else.
    await expect.poll(() => app.browser.errors).toEqual([expect.stringContaining('422')]);
    app.browser.errors.length = 0;
    await planner.panel
      .getByRole('alert')
      .getByText('Italia: altezza 4,2 m (massimo di legge 4 m)', { exact: false })
      .waitFor();
    await planner.setVehicle({ weightT: 40, heightM: 4 });
    await warnings.waitFor({ state: 'detached' });
    expect((await planner.calculate<RoutePlanResult>('Calcola percorso')).status).toBe(200);
  });

  it('draws a 2-hour reachable area from Verona with its legend', async () => {
    await planner.button('Modifica percorso').click();
    await planner.setVehicle({ heightM: 4 });
    await planner.expand('Passo 2: tappe');
    await planner.panel.getByRole('radio', { name: 'Aree raggiungibili' }).check();
    await planner.pick(
      planner.panel.getByRole('combobox', { name: 'Punto di partenza' }),
      'Verona',
    );
    await planner.field('Area 1 (minuti)').fill('120');
    const answer = await planner.calculate<ReachableAreasResult>('Calcola aree raggiungibili');
    expect(answer.status).toBe(200);
    expect(answer.request).toMatchObject({
      horizons: [7200],
      calculationMode: 'PERFORMANCE',
      drivingDirection: 'OUTBOUND',
    });
    const [area] = answer.body.polygons;
    expect(area?.horizon).toBe(7200);
    expect(area?.ring.length).toBeGreaterThan(10);
    await planner.panel.getByText('Entro 2 h 00 min').waitFor();
    await expect
      .poll(() => planner.overlays())
      .toMatchObject({
        'planner-isochrones': { visible: true, size: 1 },
        'planner-route': { visible: false },
      });
    await planner.screenshot('planner-areas-light');
  });

  it('opens from a vehicle: its position as the first stage, its plate above; reset recentres on it', async () => {
    const { page } = app.browser;
    const list = new VehicleListPage(page);
    await list.waitForLoaded();
    const first = await plannableRow(await list.rows());
    await list.row(first.id).hover();
    await list.row(first.id).getByRole('button', { name: 'Pianifica percorso' }).click();
    await expect.poll(() => planner.figure('planner-plate').textContent()).toBe(first.label);
    const start = await planner.stage(1).inputValue();
    const [lat, lng] = start.split(', ').map(Number) as [number, number];
    expect(Number.isFinite(lat) && Number.isFinite(lng)).toBe(true);
    await planner.pick(planner.stage(2), 'Verona');
    const answer = await planner.calculate<RoutePlanResult>('Calcola percorso');
    expect(answer.status).toBe(200);
    // The stage's label rounds the vehicle's position to 5 decimals; the request has it whole.
    const sent = (answer.request as RouteRequest).waypoints[0];
    expect(sent?.x).toBeCloseTo(lng, 4);
    expect(sent?.y).toBeCloseTo(lat, 4);
    await planner.figure('planner-distance').waitFor();
    await planner.screenshot('planner-from-vehicle-light');
    // Reset: back to the form with the vehicle's position, the map on it at zoom 13.
    await planner.button('Azzera percorso').click();
    await expect.poll(() => planner.stage(2).inputValue()).toBe('');
    expect(await planner.stage(1).inputValue()).toBe(start);
    await expect
      .poll(() => page.evaluate(() => window.__fleetdeck?.camera?.()?.zoom), { timeout: 15_000 })
      .toBeCloseTo(13, 1);
    const camera = await page.evaluate(() => window.__fleetdeck?.camera?.());
    expect(camera?.center[0]).toBeCloseTo(lng, 3);
    expect(camera?.center[1]).toBeCloseTo(lat, 3);
  });

  it('opens on /planner/ and reads the same in dark mode', async () => {
    const { page } = app.browser;
    await planner.openDark(app.url, 'admin');
    await planner.setVehicle({ weightT: 44 });
    await planner.panel.getByTestId('legal-warnings').waitFor();
    await planner.screenshot('planner-legal-warning-dark');
    await planner.setVehicle({ weightT: 40 });
    await planner.pick(planner.stage(1), 'Milano');
    await planner.pick(planner.stage(2), 'Napoli');
    const answer = await planner.calculate<RoutePlanResult>('Calcola percorso');
    expect(answer.status).toBe(200);
    await expect
      .poll(() => planner.overlays())
      .toMatchObject({
        'planner-alternatives': { visible: true, size: 2 },
      });
    await planner.panel.getByRole('tab', { name: 'Pedaggi' }).click();
    const tolls = planner.panel.getByRole('tabpanel');
    await expect.poll(() => tolls.textContent()).toContain('A1 Milano – Bologna');
    expect(await tolls.textContent()).toContain("Autostrade per l'Italia");
    await planner.screenshot('planner-route-dark');
    expect(await seriousViolations(page, 'planner result dark')).toEqual([]);
    // Esc closes the panel and leaves nothing on the map.
    await page.keyboard.press('Escape');
    await planner.panel.waitFor({ state: 'detached' });
    await expect.poll(() => planner.overlays()).toEqual({});
    expect(app.browser.errors).toEqual([]);
  });
});
