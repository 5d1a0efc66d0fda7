import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './fixtures/app.js';
import { waitForPaint, waitForSettledMap } from './fixtures/liveMapPage.js';
import { PassagePage } from './fixtures/passagePage.js';
import { PlannerPage } from './fixtures/plannerPage.js';

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The vehicle markers' layer as handed to deck.gl: drawn, and how opaque. */
const vehicleLayer = (page: Page) =>
  page.evaluate(() => window.__fleetdeck?.layers?.().find((l) => l.id === 'vehicles'));

/** The map's box and the boxes laid over it (search, status, buttons, cards, panels). */
const mapAndCovers = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const canvas = document.querySelector('.map-screen .maplibregl-map');
    const covers = [
      ...document.querySelectorAll(
        '.map-screen .status-bar, .address-search, .map-controls, .vehicle-overlay, aside',
      ),
    ].map(box);
    return { map: canvas ? box(canvas) : undefined, covers };
  });

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The map position at a point of the map's box (Web Mercator, 512 px tiles as maplibre draws). */
function positionAt(
  camera: { center: [number, number]; zoom: number },
  map: Rect,
  x: number,
  y: number,
): [number, number] {
  const world = 512 * 2 ** camera.zoom;
  const [lng, lat] = camera.center;
  const cx = ((lng + 180) / 360) * world;
  const sin = Math.sin((lat * Math.PI) / 180);
  const cy = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * world;
  const px = cx + (x - (map.left + map.right) / 2);
  const py = cy + (y - (map.top + map.bottom) / 2);
  const n = Math.PI - (2 * Math.PI * py) / world;
  return [(px / world) * 360 - 180, (180 / Math.PI) * Math.atan(Math.sinh(n))];
}

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync('artifacts/e2e', { recursive: true });
  await waitForSettledMap(page);
  await waitForPaint(page);
  await page.screenshot({ path: `artifacts/e2e/${name}.png` });
}

// Issue 44: the map's search suggests as the user types, each place once and in Italian; a
// planned route and a passage circle dim the vehicles while they are on the map, and the circle is
// framed whole in the part of the map that the panels and cards leave free.
describe('the map search and nothing hiding the work, in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '60' }, browser: { width: 1600, height: 1000 } });

  beforeAll(async () => {
    await app.signInToMap('admin');
    await waitForSettledMap(app.browser.page);
  });

  it('suggests Verona (Italia) first and once while "Veron" is typed, with no Enter', async () => {
    const { page } = app.browser;
    const box = page.getByRole('combobox', { name: 'Cerca un indirizzo' });
    await box.pressSequentially('Veron');
    const options = page.locator('.address-search [role="option"]');
    await options.first().waitFor({ timeout: 15_000 });
    const names = await options.allTextContents();
    expect(names[0]).toBe('Verona, Italia');
    expect(names.filter((n) => n === 'Verona, Italia')).toHaveLength(1);
    expect(new Set(names).size).toBe(names.length);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await shot(page, 'map-search-veron');
    // Enter takes the first; the map flies there.
    await box.press('Enter');
    await expect
      .poll(() => page.evaluate(() => window.__fleetdeck?.camera?.()?.center[1]), {
        timeout: 15_000,
      })
      .toBeCloseTo(45.43, 1);
    expect(await options.count()).toBe(0);
  });

  it('dims the vehicles while a planned route is on the map, and not once the planner closes', async () => {
    const { page } = app.browser;
    expect((await vehicleLayer(page))?.opacity).toBe(1);
    const planner = new PlannerPage(page);
    await planner.open();
    expect(await planner.pick(planner.stage(1), 'Milano')).toBe('Milano, Italia');
    expect(await planner.pick(planner.stage(2), 'Bologna')).toBe('Bologna, Italia');
    expect((await planner.calculate('Calcola percorso')).status).toBe(200);
    await expect.poll(async () => (await vehicleLayer(page))?.opacity).toBe(0.3);
    expect((await vehicleLayer(page))?.visible).toBe(true);
    await shot(page, 'map-search-planner-dimmed');
    await planner.sidebarEntry().click();
    await planner.panel.waitFor({ state: 'detached' });
    await expect.poll(async () => (await vehicleLayer(page))?.opacity).toBe(1);
  });

  it('frames a 5 km passage circle near the edge of the view whole in the free part of the map', async () => {
    const { page } = app.browser;
    const passage = new PassagePage(page);
    await passage.open();
    await waitForSettledMap(page);
    const before = await mapAndCovers(page);
    const camera = await page.evaluate(() => window.__fleetdeck?.camera?.());
    if (!before.map || !camera) throw new Error('the map is not drawn');
    // 30 px inside the map's top-right corner, under the buttons.
    const [lng, lat] = positionAt(camera, before.map, before.map.right - 30, before.map.top + 30);
    await passage.radius().fill('5');
    await passage.typeCoordinates(Number(lat.toFixed(5)), Number(lng.toFixed(5)));
    await expect.poll(async () => (await vehicleLayer(page))?.opacity).toBe(0.3);
    // The map moves to the circle, then stays.
    await expect
      .poll(() => page.evaluate(() => window.__fleetdeck?.camera?.()?.center[0]), {
        timeout: 15_000,
      })
      .toBeCloseTo(lng, 1);
    await waitForSettledMap(page);
    const { map, covers } = await mapAndCovers(page);
    if (!map) throw new Error('the map is not drawn');
    const dLat = 5 / 111.32;
    const dLng = dLat / Math.cos((lat * Math.PI) / 180);
    const extremes: [number, number][] = [
      [lng, lat + dLat],
      [lng, lat - dLat],
      [lng + dLng, lat],
      [lng - dLng, lat],
    ];
    const points = await page.evaluate(
      (ps) => ps.map((p) => window.__fleetdeck?.project?.(p)),
      extremes,
    );
    const xs = points.map((p) => p?.x ?? NaN);
    const ys = points.map((p) => p?.y ?? NaN);
    const circle = {
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.min(...ys),
      bottom: Math.max(...ys),
    };
    expect(circle.left).toBeGreaterThan(map.left);
    expect(circle.right).toBeLessThan(map.right);
    expect(circle.top).toBeGreaterThan(map.top);
    expect(circle.bottom).toBeLessThan(map.bottom);
    // Clear of the search box, the status bar, the buttons and the passage panel.
    const hidden = covers.filter((c) => overlaps(c, map) && overlaps(c, circle));
    expect(hidden).toEqual([]);
    // Not a dot either: the circle takes a good part of the free view.
    expect(circle.bottom - circle.top).toBeGreaterThan((map.bottom - map.top) / 3);
    await shot(page, 'map-search-passage-circle');
  });
});
