import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './fixtures/app.js';
import { BasemapPage, overlaps, standInTiles } from './fixtures/basemapPage.js';
import { ShellPage } from './fixtures/shellPage.js';
import { Screen, colourDistance, hexColour } from './fixtures/screenPixels.js';

/**
 * A loopback server that takes connections and never answers, as a network that drops packets:
 * the online style asked there neither loads nor fails. Counts the connections it holds.
 */
async function stalledServer(): Promise<{ port: number; held: () => number; close: () => void }> {
  const sockets = new Set<import('node:net').Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    held: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** A loopback port nothing listens on: an online style there fails at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const MILANO: [number, number] = [9.19, 45.464];
const GARDA: [number, number] = [10.65, 45.62];
const ITALY: [number, number] = [12.4, 42.6];
const TILE_COLOUR: [number, number, number] = [120, 40, 160];

// Each test moves the camera and waits for the tiles and labels of the new view (software GL).
describe(
  'the basemap: names, road numbers, online tiles with a fallback',
  { timeout: 300_000 },
  () => {
    let tiles: Awaited<ReturnType<typeof standInTiles>>;
    let broken = 0;
    let stalled: Awaited<ReturnType<typeof stalledServer>>;
    beforeAll(async () => {
      tiles = await standInTiles(TILE_COLOUR);
      broken = await closedPort();
      stalled = await stalledServer();
    });
    afterAll(async () => {
      stalled.close();
      await tiles.close();
    });
    // The default online style fails (nothing answers); the stand-in's tiles load.
    const app = useApp({
      env: () => ({
        SIM_TRUCKS: '10',
        MAP_ONLINE_STYLES: [
          `broken=http://127.0.0.1:${broken}/style.json`,
          `standin=${tiles.url}/{z}/{x}/{y}.png`,
          `stalled=http://127.0.0.1:${stalled.port}/style.json`,
        ].join(','),
      }),
      browser: { width: 1600, height: 1000 },
      signIn: 'admin',
    });

    it('falls back to the offline map with a notice when the online style fails', async () => {
      const { page } = app.browser;
      const basemap = new BasemapPage(page);
      // A label image the map asked for and did not get in time leaves its name off for good.
      const missing: string[] = [];
      page.on('console', (m) => {
        if (m.text().includes('could not be loaded')) missing.push(m.text());
      });
      await page.locator('.basemap-notice').waitFor({ timeout: 30_000 });
      expect(await page.locator('.basemap-notice').textContent()).toBe(
        'Mappa online non disponibile: è mostrata la mappa offline',
      );
      await basemap.view(MILANO, 10);
      expect(await basemap.style()).toEqual({
        style: 'http://127.0.0.1:' + broken + '/style.json',
        fellBack: true,
      });
      const places = (await basemap.labels()).filter((l) => l.kind === 'place');
      expect(places.map((l) => l.text)).toContain('Milano');
      // The first sight of the offline map after the fall-back names the towns around too.
      expect(places.length).toBeGreaterThan(12);
      expect(missing).toEqual([]);
      await page.screenshot({ path: 'artifacts/e2e/map-labels-fallback.png' });
    });

    it('names Milano and the towns around it at zoom 10, in Italian, none overlapping', async () => {
      const { page } = app.browser;
      const basemap = new BasemapPage(page);
      // The offline map chosen: no notice.
      await page.getByRole('button', { name: 'Mappe' }).click();
      await page.getByRole('radio', { name: 'Mappa offline' }).check();
      await page.getByRole('button', { name: 'Mappe' }).click();
      await page.locator('.basemap-notice').waitFor({ state: 'detached' });
      await basemap.view(MILANO, 10);
      const labels = await basemap.labels();
      const places = labels.filter((l) => l.kind === 'place').map((l) => l.text);
      expect(places).toContain('Milano');
      expect(places).not.toContain('Milan');
      // Towns of the hinterland, each a label of its own.
      expect(
        places.filter((name) =>
          [
            'Monza',
            'Sesto San Giovanni',
            'Cinisello Balsamo',
            'Rho',
            'Legnano',
            'Pavia',
            'Lodi',
          ].includes(name),
        ).length,
      ).toBeGreaterThanOrEqual(3);
      expect(overlaps(labels)).toEqual([]);
      // The offline data's credit, on screen.
      const credit = page.locator('.maplibregl-ctrl-attrib-inner');
      expect(await credit.isVisible()).toBe(true);
      expect(await credit.textContent()).toBe(
        '© GeoNames (CC BY 4.0) · Natural Earth · © OpenStreetMap contributors',
      );
      await page.screenshot({ path: 'artifacts/e2e/map-labels-milano-10-light.png' });
    });

    it('shows the big cities of Italy at zoom 6 with no two labels overlapping', async () => {
      const { page } = app.browser;
      const basemap = new BasemapPage(page);
      await basemap.view(ITALY, 6);
      const labels = await basemap.labels();
      const places = labels.filter((l) => l.kind === 'place').map((l) => l.text);
      for (const city of ['Roma', 'Milano', 'Napoli', 'Torino']) expect(places).toContain(city);
      // Thinned: a few dozen names, not every town of Italy.
      expect(places.length).toBeLessThan(120);
      expect(overlaps(labels)).toEqual([]);
      await page.screenshot({ path: 'artifacts/e2e/map-labels-italy-6-light.png' });
    });

    it('draws Lago di Garda in the water colour, not the land colour', async () => {
      const { page } = app.browser;
      const basemap = new BasemapPage(page);
      await basemap.view(GARDA, 9);
      const at = await page.evaluate((c) => window.__fleetdeckBasemap?.project(c), GARDA);
      expect(at).toBeDefined();
      const { x, y } = at!;
      // Nothing over the pixel: no label's box, no vehicle or cluster within 40 px.
      const labels = await basemap.labels();
      const covering = labels.filter(
        ({ box }) =>
          box &&
          x >= box.x - 4 &&
          x <= box.x + box.width + 4 &&
          y >= box.y - 4 &&
          y <= box.y + box.height + 4,
      );
      expect(covering).toEqual([]);
      const vehicles = await page.evaluate(() => {
        const probe = window.__fleetdeck;
        if (!probe) return [];
        const trucks = probe.ids().map((id) => probe.screenPositionOf(id));
        const clusters = (probe.clusters ?? []).map((c) => probe.project?.(c.position));
        return [...trucks, ...clusters].filter((p) => p !== undefined);
      });
      for (const v of vehicles) expect(Math.hypot(v.x - x, v.y - y)).toBeGreaterThan(40);
      const [sea, land] = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return [
          style.getPropertyValue('--map-sea').trim(),
          style.getPropertyValue('--map-land').trim(),
        ];
      });
      const screen = await Screen.of(page, 'artifacts/e2e/map-water-garda.png');
      const pixel = screen.at(x, y);
      expect(colourDistance(pixel, hexColour(sea))).toBeLessThan(12);
      expect(colourDistance(pixel, hexColour(land))).toBeGreaterThan(30);
      // The lakes of the north from further out (looked at, not asserted).
      await basemap.view([10, 45.8], 6);
      await page.screenshot({ path: 'artifacts/e2e/map-water-alps-6-light.png' });
    });

    it('numbers the motorway between Bologna and Firenze', async () => {
      const { page } = app.browser;
      const basemap = new BasemapPage(page);
      await basemap.view([11.25, 44.1], 9);
      const roads = (await basemap.labels()).filter((l) => l.kind === 'road').map((l) => l.text);
      expect(roads).toContain('A1');
      await page.screenshot({ path: 'artifacts/e2e/map-labels-a1-light.png' });
    });

    it('names places in the interface language: Mailand in German', async () => {
      const { page } = app.browser;
      const basemap = new BasemapPage(page);
      await new ShellPage(page).setLanguage('de-DE');
      try {
        await basemap.view(MILANO, 10);
        const places = (await basemap.labels()).map((l) => l.text);
        expect(places).toContain('Mailand');
        expect(places).not.toContain('Milano');
      } finally {
        await new ShellPage(page).setLanguage('it-IT');
      }
    });

    it('reads in the dark mode, and on the wall at 1920x1080', async () => {
      const dark = await app.openBrowser({ width: 1600, height: 1000, colorScheme: 'dark' });
      await app.signInToMap('admin', dark);
      const basemap = new BasemapPage(dark.page);
      await basemap.view(MILANO, 10);
      expect((await basemap.labels()).some((l) => l.text === 'Milano')).toBe(true);
      await dark.page.screenshot({ path: 'artifacts/e2e/map-labels-milano-10-dark.png' });
      await dark.page.setViewportSize({ width: 1920, height: 1080 });
      await dark.page.goto(`${app.url}/wall`);
      await basemap.view(ITALY, 6);
      const labels = await basemap.labels();
      expect(labels.some((l) => l.text === 'Roma')).toBe(true);
      expect(overlaps(labels)).toEqual([]);
      await dark.page.screenshot({ path: 'artifacts/e2e/map-labels-wall-1080p-dark.png' });
    });

    it('shows an online style when it loads: the stand-in tiles, with their attribution', async () => {
      const { page } = app.browser;
      const before = tiles.served();
      await page.getByRole('button', { name: 'Mappe' }).click();
      await page.getByRole('radio', { name: 'standin' }).check();
      await page.getByRole('button', { name: 'Mappe' }).click();
      await page.waitForFunction(
        () => window.__fleetdeckBasemap?.style === 'online:standin',
        null,
        {
          timeout: 30_000,
        },
      );
      await expect.poll(() => tiles.served(), { timeout: 30_000 }).toBeGreaterThan(before);
      await page.waitForFunction(() => window.__fleetdeck?.settled?.() === true, null, {
        timeout: 30_000,
      });
      expect(await page.locator('.basemap-notice').count()).toBe(0);
      const credit = await page.locator('.maplibregl-ctrl-attrib').textContent();
      expect(credit).toContain('OpenStreetMap');
      // The online style's own credit, not the offline data's.
      expect(credit).not.toContain('GeoNames');
      const screen = await Screen.of(page);
      const box = await page.locator('.maplibregl-canvas').boundingBox();
      expect(box).not.toBeNull();
      expect(colourDistance(screen.dominant(box!), TILE_COLOUR)).toBeLessThan(30);
      await page.screenshot({ path: 'artifacts/e2e/map-online-standin.png' });
    });
    it('keeps the offline map on show while an online style does not answer, then says so', async () => {
      const { page } = app.browser;
      const basemap = new BasemapPage(page);
      await page.getByRole('button', { name: 'Mappe' }).click();
      await page.getByRole('radio', { name: 'Mappa offline' }).check();
      await basemap.view(MILANO, 10);
      await page.getByRole('radio', { name: 'stalled' }).check();
      await page.getByRole('button', { name: 'Mappe' }).click();
      // The style's request is held by the server: no answer and no failure yet.
      await expect.poll(() => stalled.held(), { timeout: 30_000 }).toBeGreaterThan(0);
      expect(await basemap.style()).toEqual({ style: 'offline', fellBack: false });
      expect(await page.locator('.basemap-notice').count()).toBe(0);
      const places = (await basemap.labels()).filter((l) => l.kind === 'place');
      expect(places.map((l) => l.text)).toContain('Milano');
      await page.screenshot({ path: 'artifacts/e2e/map-online-stalled.png' });
      // No answer in time: the offline map stays, now with the notice.
      await page.locator('.basemap-notice').waitFor({ timeout: 60_000 });
      expect(await basemap.style()).toEqual({
        style: `http://127.0.0.1:${stalled.port}/style.json`,
        fellBack: true,
      });
    });
  },
);
