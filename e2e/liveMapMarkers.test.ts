import { beforeAll, describe, expect, it } from 'vitest';
import { trucksResponseSchema } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { LiveMapPage, MapProbePage } from './fixtures/liveMapPage.js';
import { colourDistance, hexColour, luminance, Screen, type Rgb } from './fixtures/screenPixels.js';
import { ShellPage } from './fixtures/shellPage.js';

describe('vehicle markers, clusters and focus in Chromium', () => {
  const app = useApp();
  let map: LiveMapPage;
  let probe: MapProbePage;
  let shell: ShellPage;

  const idsByPlate = new Map<string, number>();

  beforeAll(async () => {
    const answer = await fetch(`${app.relay.upstreamUrl}/trucks`, {
      headers: { 'x-company': '1' },
    });
    for (const t of trucksResponseSchema.parse(await answer.json()).data)
      idsByPlate.set(t.plate, t.id);
    map = new LiveMapPage(app.browser.page);
    probe = new MapProbePage(app.browser.page);
    shell = new ShellPage(app.browser.page);
    await app.signInToMap('admin');
    await shell.setLanguage('en-GB');
  }, 240_000);

  /**
   * The clusters as the screen shows them: the colour read around each one's projected centre
   * (clusters in full view only, where nothing of the page or the map covers them), and the basemap's
   * commonest colour. Read from a screenshot, so the probe's account cannot drift from the pixels.
   */
  const clustersOnScreen = async (
    name: string,
  ): Promise<{ basemap: Rgb; rings: Rgb[]; token: Rgb }> => {
    const { page } = app.browser;
    const points = await page.evaluate(() => {
      const probe = window.__fleetdeck;
      const centres = (probe?.clusters ?? [])
        .map((c) => probe?.project?.(c.position))
        .filter((p): p is { x: number; y: number } => !!p);
      const trucks = (probe?.shownIds?.() ?? [])
        .map((id) => probe?.screenPositionOf(id))
        .filter((p): p is { x: number; y: number } => !!p);
      return centres.filter(
        (p) =>
          // The whole ring read must be map: not under a control, the credit or a panel.
          [
            [0, 0],
            [-12, 0],
            [12, 0],
            [0, -12],
            [0, 12],
          ].every(([dx = 0, dy = 0]) => {
            return document.elementFromPoint(p.x + dx, p.y + dy)?.tagName === 'CANVAS';
          }) &&
          // Nor under another cluster's disc or white rim, or a truck's marker and the plate's
          // label beside it (up to 160 px to its right): a disc drawn under them is not read.
          centres.every((q) => q === p || Math.hypot(q.x - p.x, q.y - p.y) > 60) &&
          trucks.every((t) => p.x - t.x < -40 || p.x - t.x > 180 || Math.abs(p.y - t.y) > 60),
      );
    });
    const screen = await Screen.of(page, `artifacts/e2e/${name}.png`);
    const box = await page.locator('.maplibregl-canvas').boundingBox();
    if (!box) throw new Error('no map canvas');
    return {
      token: hexColour(await shell.cssToken('--map-cluster')),
      basemap: screen.dominant(box),
      // 10 px from the centre: inside the smallest disc (14 px), above and below its count.
      rings: points.map((p) => screen.ringAt(p.x, p.y, 10)),
    };
  };

  /**
   * A cluster disc as the screen shows it: near the mode's colour (deck.gl's alpha and the
   * compositing of its canvas lighten it: 84 from the light token in CI, 35 from the dark one) and
   * far nearer it than the basemap. A missing disc (the basemap) or a truck's marker over it
   * (green, red, grey: 150+ away in either mode) fails.
   */
  const drawnAsCluster = (ring: Rgb, token: Rgb, basemap: Rgb): boolean =>
    colourDistance(ring, token) <= 110 &&
    colourDistance(ring, token) * 2 < colourDistance(ring, basemap);

  let lightCluster: Rgb | undefined;
  /** Reading clusters from screenshots: tries for up to 20 s, a second apart. */
  const SCREEN_POLL = { timeout: 20_000, interval: 1000 };

  const clickAt = async (position: [number, number]): Promise<void> => {
    const point = await app.browser.page.evaluate(
      (p) => window.__fleetdeck?.project?.(p),
      position,
    );
    if (!point) throw new Error('not on screen');
    await app.browser.page.mouse.click(point.x, point.y);
  };

  it('fits the fleet and draws clusters with counts when zoomed out', async () => {
    await probe.waitForClusters();
    const { drawn, shown, clusters } = await probe.counts();
    const inClusters = clusters.reduce((sum, c) => sum + c.count, 0);
    expect(clusters.every((c) => c.count >= 2)).toBe(true);
    // Fitted to every vehicle: each one is either a marker or counted in a cluster.
    expect(drawn).toBeGreaterThan(0);
    expect(inClusters + shown).toBe(drawn);
    await map.waitForSettled();
    // On screen: each cluster in view is a disc of the mode's cluster colour (drawn at deck.gl's
    // alpha, so near it, not equal) over a light basemap.
    await expect
      .poll(async () => {
        const { basemap, rings, token } = await clustersOnScreen('map-clusters-light');
        lightCluster = token;
        return {
          light: luminance(basemap) > 0.5,
          some: rings.length > 0,
          notDrawn: rings.filter((ring) => !drawnAsCluster(ring, token, basemap)),
        };
        // Each try is a screenshot: a live diff can regroup a cluster between its read and the
        // shot, so the next try reads again.
      }, SCREEN_POLL)
      .toEqual({ light: true, some: true, notDrawn: [] });
  });

  it('zooms into a clicked cluster, then focuses a picked vehicle at zoom 18 and follows it', async () => {
    for (let i = 0; i < 8 && (await probe.shown()) < 3; i++) {
      const [largest] = (await probe.clusters()).sort((a, b) => b.count - a.count);
      if (!largest) break;
      const before = (await probe.camera())?.zoom ?? 0;
      const clusters = await probe.clusters();
      await clickAt(largest.position);
      await probe.waitForZoomAbove(before + 0.5);
      await map.waitForSettled();
      await probe.waitForClustersOtherThan(clusters);
    }
    expect(await probe.shown()).toBeGreaterThan(0);
    await map.screenshot('map-markers-light');

    const focus = app.browser.page
      .locator('.map-controls')
      .getByRole('button', { name: 'Focus on vehicle' });
    // A vehicle drawn well inside the viewport (shown ones include a margin around it). The
    // vehicles move every tick and the camera may still be settling, so a click that lands
    // between markers is retried on a freshly measured one.
    let id: number | undefined;
    for (let attempt = 0; attempt < 5 && !id; attempt++) {
      const picked = await app.browser.page.evaluate((skip) => {
        const probe = window.__fleetdeck;
        let seen = 0;
        for (const vid of probe?.shownIds?.() ?? []) {
          const p = probe?.screenPositionOf(vid);
          if (p && p.x > 500 && p.x < 1400 && p.y > 150 && p.y < 800 && seen++ >= skip) {
            return { id: vid, ...p };
          }
        }
        return undefined;
      }, attempt);
      if (!picked) throw new Error('no vehicle on screen');
      // The drop's tip is the position: click its head, above it.
      await app.browser.page.mouse.click(picked.x, picked.y - 40);
      const selected = await expect
        .poll(() => focus.isEnabled(), { timeout: 3000 })
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
      if (selected) id = picked.id;
    }
    if (!id) throw new Error('clicking a vehicle never selected it');
    // The click may land on a neighbour's marker (trucks parked together at a depot): follow the
    // vehicle the card shows, whichever it is.
    const plate = await app.browser.page.getByTestId('vehicle-plate').textContent();
    id = idsByPlate.get(plate ?? '') ?? id;
    await focus.click();
    await probe.waitForZoomAbove(17.99);
    expect(await focus.getAttribute('aria-pressed')).toBe('true');

    const seq = await map.seq();
    await map.waitForSeqAbove(seq + 3);
    // The camera follows the vehicle: once it has caught up with the last move, it is centred.
    await expect
      .poll(
        async () => {
          await map.waitForSettled();
          const camera = await probe.camera();
          const now = await app.browser.page.evaluate((i) => window.__fleetdeck?.positionOf(i), id);
          return Math.max(
            Math.abs((camera?.center[0] ?? 0) - (now?.[0] ?? 99)),
            Math.abs((camera?.center[1] ?? 0) - (now?.[1] ?? 99)),
          );
        },
        { timeout: 30_000 },
      )
      .toBeLessThan(2e-4);
    await map.screenshot('map-focus-light');
    await focus.click();
    expect(await focus.getAttribute('aria-pressed')).toBe('false');
  });

  it('draws markers and clusters in the dark colour mode', async () => {
    await shell.chooseColorMode('Dark');
    await probe.waitForClusters();
    // Read from the screen: the basemap turns dark, and the clusters are drawn in the dark
    // mode's own colour (not the light one's), still discs over the map.
    await map.waitForSettled();
    await expect
      .poll(async () => {
        const { basemap, rings, token } = await clustersOnScreen('map-clusters-dark');
        return {
          dark: luminance(basemap) < 0.05,
          some: rings.length > 0,
          notDrawn: rings.filter((ring) => !drawnAsCluster(ring, token, basemap)),
          lightLike: rings.filter(
            (ring) => colourDistance(ring, lightCluster!) <= colourDistance(ring, token),
          ),
        };
      }, SCREEN_POLL)
      .toEqual({ dark: true, some: true, notDrawn: [], lightLike: [] });
    expect((await shell.contrastOf('nav.sidebar button')).backgroundLuminance).toBeLessThan(0.2);
    await map.screenshot('map-clusters-dark');
    await shell.chooseColorMode('Light');
  });

  it('turning clustering off asks, reloads, and then draws every vehicle as a marker', async () => {
    const dialog = await shell.openSettings();
    await shell.settingsTab('Map options');
    await dialog.getByRole('checkbox', { name: 'Group vehicles' }).click();
    const confirm = app.browser.page.locator('dialog.confirm-dialog[open]');
    await Promise.all([
      app.browser.page.waitForEvent('load', { timeout: 30_000 }),
      confirm.getByRole('button', { name: 'Yes' }).click(),
    ]);
    await probe.waitForAllShown();
    expect(await probe.clusters()).toEqual([]);
    await map.waitForSettled();
    await map.screenshot('map-no-clusters-light');
    expect(app.browser.errors).toEqual([]);
  });
});
