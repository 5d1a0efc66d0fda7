import { beforeAll, describe, expect, it } from 'vitest';
import { trucksResponseSchema, vehicleAlerts, type Truck } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { waitForSettledMap } from './fixtures/liveMapPage.js';
import { Screen } from './fixtures/screenPixels.js';
import { UserStore } from './fixtures/userStore.js';

describe('the control-room wall', () => {
  const app = useApp({ env: { SIM_TRUCKS: '300' }, browser: { width: 1920, height: 1080 } });
  let scoped: Truck[];

  beforeAll(async () => {
    const answer = await fetch(`${app.relay.upstreamUrl}/trucks`, {
      headers: { 'x-company': '1' },
    });
    scoped = trucksResponseSchema.parse(await answer.json()).data;
  });

  it('shows the fleet, the unhandled alerts and the data age, and keeps the last state through a network cut', async () => {
    const { page, context } = app.browser;
    await app.signInToMap('admin');
    await page.goto(`${app.url}/wall`);
    const counters = page.getByRole('region', { name: 'Flotta' });
    await counters.waitFor();
    await expect
      .poll(() => counters.locator('h2').textContent(), { timeout: 30_000 })
      .toContain(`${scoped.length} veicoli`);
    // All six read in one go: a tick between two reads may move a truck from one to another.
    const sum = await page.evaluate(() =>
      ['moving', 'engine_on', 'ignition', 'stopped', 'stale', 'no_points']
        .map((s) => Number(document.querySelector(`[data-testid="wall-status-${s}"]`)?.textContent))
        .reduce((a, b) => a + b, 0),
    );
    expect(sum).toBe(scoped.length);

    // Nobody has handled anything yet: every truck with an alert is in the queue.
    const withAlerts = scoped.filter((t) => vehicleAlerts(t, Date.now()).length > 0).length;
    const queue = page.getByRole('region', { name: 'Avvisi da gestire' });
    expect(Number(await queue.locator('h2 .figure').textContent())).toBeGreaterThanOrEqual(
      withAlerts - 2, // an age-based alert may start or end between the two reads
    );
    const trucksSource = page.locator('.wall-sources li[data-source="trucks"]');
    await expect.poll(() => trucksSource.getAttribute('data-state')).toBe('live');
    expect(await trucksSource.textContent()).toMatch(/Veicoli in diretta · \d+ s/);
    await waitForSettledMap(page);
    await page.screenshot({ path: 'artifacts/e2e/wall-1080p-light.png' });

    // Read from 5 metres at 1920x1080: figures of 48 px and more, names and list rows of 24 px and
    // more, each alert row on one line (a long name is cut, the whole of it in its title).
    await expect.poll(() => queue.locator('li').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const type = await page.evaluate(() => {
      const px = (selector: string) =>
        Array.from(document.querySelectorAll(selector)).map((e) =>
          parseFloat(getComputedStyle(e).fontSize),
        );
      const rows = Array.from(document.querySelectorAll<HTMLElement>('.wall-alerts li')).map(
        (li) => {
          const name = li.querySelector<HTMLElement>('.wall-name')!;
          return {
            height: li.getBoundingClientRect().height,
            plate: li.querySelector('strong')!.getBoundingClientRect().height,
            whole: name.title === name.textContent,
          };
        },
      );
      // Every name (status, alert kind, alert row, driver): one line high.
      const lines = Array.from(document.querySelectorAll('.wall-name')).map(
        (e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).fontSize),
      );
      return {
        figures: px('.wall-status dd'),
        names: [...px('.wall-status dt'), ...px('.wall-tile li'), ...px('.wall-alert-kinds dt')],
        rows,
        lines,
      };
    });
    expect(type.figures).toHaveLength(6);
    expect(Math.min(...type.figures)).toBeGreaterThanOrEqual(48);
    expect(Math.min(...type.names)).toBeGreaterThanOrEqual(24);
    for (const row of type.rows) {
      // One line: no taller than the plate beside it (plus its padding), its whole name in reach.
      expect(row.height).toBeLessThan(row.plate * 1.5);
      expect(row.whole).toBe(true);
    }
    expect(type.lines.length).toBeGreaterThan(6);
    expect(Math.max(...type.lines)).toBeLessThan(1.6);

    // The network goes: a full-width banner says since when, the tiles keep the last data.
    await context.setOffline(true);
    const banner = page.getByRole('alert').filter({ hasText: 'Flusso in diretta interrotto' });
    await banner.waitFor({ timeout: 30_000 });
    expect(await counters.locator('h2').textContent()).toContain(`${scoped.length} veicoli`);
    await page.screenshot({ path: 'artifacts/e2e/wall-stream-down.png' });

    // It comes back: no reload, the banner goes and the trucks are live again.
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached', timeout: 60_000 });
    await expect.poll(() => trucksSource.getAttribute('data-state')).toBe('live');
    expect(
      app.browser.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(e)),
    ).toEqual([]);
  });

  it('keeps views chosen per company, rotates them, and pauses on any key', async () => {
    const { page } = app.browser;
    const label = page.getByTestId('wall-view');
    expect(await label.textContent()).toBe('Vista 1 · 1 di 1');
    await page.getByRole('button', { name: 'Configura la parete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configura la parete' });
    await dialog.getByRole('button', { name: 'Aggiungi una vista' }).click();
    const second = dialog.locator('.wall-config-view').nth(1);
    await second.getByRole('textbox', { name: 'Nome' }).fill('Avvisi e fonti');
    await second.getByRole('checkbox', { name: 'Mappa' }).uncheck();
    await second.getByRole('checkbox', { name: 'Fonti dati' }).check();
    // A rotation under 10 s is refused in words, and nothing is saved.
    await dialog.getByRole('spinbutton').fill('5');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'almeno 10 secondi' }).waitFor();
    await dialog.getByRole('spinbutton').fill('10');
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await label.textContent()).toBe('Vista 1 · 1 di 2');

    // The rotation brings the second view: no map, the sources tile.
    await expect
      .poll(() => label.textContent(), { timeout: 30_000 })
      .toBe('Avvisi e fonti · 2 di 2');
    await page.getByRole('region', { name: 'Fonti dati' }).waitFor();
    expect(await page.getByRole('region', { name: 'Mappa' }).count()).toBe(0);
    // Without the map its two tiles grow to fill the screen below the header, side by side, their
    // union covering most of it (they once kept to the top third).
    const cover = await page.evaluate(() => {
      const header = document.querySelector('.wall-header')!.getBoundingClientRect();
      const below = window.innerWidth * (window.innerHeight - header.bottom);
      const tiles = Array.from(document.querySelectorAll('.wall-tile')).map((e) =>
        e.getBoundingClientRect(),
      );
      return {
        tiles: tiles.length,
        share: tiles.reduce((sum, r) => sum + r.width * r.height, 0) / below,
      };
    });
    expect(cover.tiles).toBe(2);
    expect(cover.share).toBeGreaterThan(0.85);
    // And the alert list fills its tall tile with rows (a fixed 8 left it mostly empty), the rest
    // counted below, everything inside the tile.
    const alerts = page.getByRole('region', { name: 'Avvisi da gestire' });
    await expect.poll(() => alerts.locator('li').count()).toBeGreaterThan(12);
    // One read: the queue may change between two.
    const fill = await alerts.evaluate((tile) => ({
      total: Number(tile.querySelector('h2 .figure')!.textContent),
      rows: tile.querySelectorAll('li').length,
      more: tile.querySelector('.wall-more')?.textContent ?? null,
      inside:
        (tile.querySelector('.wall-more') ??
          tile.querySelector('li:last-child'))!.getBoundingClientRect().bottom <=
        tile.getBoundingClientRect().bottom,
    }));
    expect(fill.inside).toBe(true);
    const hidden = fill.total - fill.rows;
    expect(fill.more).toBe(hidden > 1 ? `e altri ${hidden}` : hidden === 1 ? 'e 1 altro' : null);
    await page.screenshot({ path: 'artifacts/e2e/wall-view-2.png' });

    // Any key pauses it; the views are the company's: they are there after a reload.
    await page.keyboard.press('p');
    await page.getByRole('status').filter({ hasText: 'Rotazione in pausa' }).waitFor();
    await page.reload();
    await expect.poll(() => label.textContent(), { timeout: 30_000 }).toBe('Vista 1 · 1 di 2');
    await page.keyboard.press('p');
    await page.getByRole('status').filter({ hasText: 'Rotazione in pausa' }).waitFor();
  });

  it('runs unattended from a wall address, read only, until the address is revoked', async () => {
    const { page } = app.browser;
    await page.getByRole('button', { name: 'Configura la parete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configura la parete' });
    await dialog.getByRole('textbox', { name: 'Nome dello schermo' }).fill('Sala nord');
    await dialog.getByRole('button', { name: "Crea l'indirizzo" }).click();
    const url = (await dialog.getByTestId('wall-token-url').textContent()) ?? '';
    expect(url).toMatch(/\/wall\/wall_[A-Za-z0-9_-]{43}$/);
    await page.screenshot({ path: 'artifacts/e2e/wall-tokens.png' });
    await page.keyboard.press('Escape');

    // A screen nobody signed in to: the wall of the company, with its trucks, and no way out; in
    // the screen's own language (this browser's is English).
    const screen = await app.openBrowser({ width: 1920, height: 1080 });
    await screen.page.goto(url);
    await screen.page.waitForURL(/\/wall$/);
    await screen.page
      .getByTestId('current-company')
      .filter({ hasText: 'Trasporti Padani S.p.A.' })
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(() => screen.page.getByRole('region', { name: 'Fleet' }).locator('h2').textContent(), {
        timeout: 30_000,
      })
      .toContain(`${scoped.length} vehicles`);
    await screen.page.screenshot({ path: 'artifacts/e2e/wall-unattended.png' });
    expect(await screen.page.getByRole('button', { name: 'Configure the wall' }).count()).toBe(0);
    expect(await screen.page.getByRole('link', { name: 'Back to the map' }).count()).toBe(0);

    // Revoked: the next start of the screen says the address is no longer valid.
    await page.getByRole('button', { name: 'Configura la parete' }).click();
    await dialog
      .locator('.wall-tokens li', { hasText: 'Sala nord' })
      .getByRole('button', { name: 'Revoca' })
      .click();
    await dialog.locator('.wall-tokens li', { hasText: 'revocato' }).waitFor();
    await page.keyboard.press('Escape');
    // The open screen is told at once: the whole screen says so, no stale fleet left on show.
    const revoked = screen.page.getByRole('alertdialog', { name: 'Screen revoked' });
    await revoked.waitFor({ timeout: 15_000 });
    expect(await screen.page.getByRole('region', { name: 'Fleet' }).count()).toBe(0);
    expect(await revoked.textContent()).toContain("This wall screen's access has been revoked");
    await screen.page.screenshot({ path: 'artifacts/e2e/wall-revoked.png' });
    // And the next start of the screen says the address is no longer valid.
    await screen.page.goto(url);
    await screen.page.getByRole('alert').filter({ hasText: 'Wall address not valid' }).waitFor();
    // The browser logs the refusals the revocation causes: 404 for the revoked address reopened,
    // 401 for a request of the screen's that was on its way when the token was revoked.
    expect(screen.errors.filter((e) => !/\b(401|404)\b/.test(e))).toEqual([]);
  });

  it('reads in every colour mode at 1080p and 4K', async () => {
    const { page } = app.browser;
    // Each mode as a user sets it (saved in the user's configuration, as the settings do), the
    // page then loading with it (the map's layers read the colour tokens when they load).
    const store = await UserStore.signIn(app.url, 'admin');
    // The wall keeps only its first view (the map's): the rotation set up above would otherwise
    // bring the view without a map every 10 s, whenever a reload lands there.
    const { wall } = (await store.read('company')) as { wall: { views: unknown[] } };
    expect(
      await store.update({ wall: { ...wall, views: wall.views.slice(0, 1) } }, 'company'),
    ).toBe(200);
    for (const theme of ['light', 'dark', 'colorblind', 'colorblind_dark']) {
      expect(await store.update({ colorMode: theme })).toBe(200);
      await page.reload();
      await page.getByRole('region', { name: 'Flotta' }).waitFor({ timeout: 60_000 });
      expect(await page.getByTestId('wall-view').textContent()).toBe('Vista 1 · 1 di 1');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset['theme']), {
          timeout: 30_000,
        })
        .toBe(theme);
      for (const [width, height] of [
        [1920, 1080],
        [3840, 2160],
      ] as const) {
        await page.setViewportSize({ width, height });
        // The map is enlarged with the screen (made again at its new scale) before it settles.
        await expect
          .poll(() => page.locator('.wall-map-zoom').getAttribute('data-scale'), {
            timeout: 30_000,
          })
          .toBe(String(width / 1920));
        await waitForSettledMap(page);
        // Sharp, not stretched: both canvases draw as many more pixels as the map is enlarged.
        // The deck canvas of the map made again may join a moment after the map settles: polled.
        await expect
          .poll(
            () =>
              page.evaluate(() =>
                ['.maplibregl-canvas', '.deck-over-map canvas'].map((selector) => {
                  const canvas = document.querySelector<HTMLCanvasElement>(`.wall-map ${selector}`);
                  return canvas ? Math.round((canvas.width / canvas.clientWidth) * 4) / 4 : null;
                }),
              ),
            { timeout: 30_000 },
          )
          .toEqual([width / 1920, width / 1920]);
        // Readable as drawn: the headings and figures against what is behind them, measured
        // from the screen's pixels (WCAG AA, 4.5:1).
        const screen = await Screen.of(page, `artifacts/e2e/wall-${height}p-${theme}.png`);
        const texts = [
          page.getByRole('region', { name: 'Flotta' }).locator('h2'),
          page.getByRole('region', { name: 'Avvisi da gestire' }).locator('h2'),
          ...['moving', 'stopped', 'stale'].map((s) => page.getByTestId(`wall-status-${s}`)),
        ];
        for (const text of texts) {
          const { ratio, ink, background } = await screen.textContrast(text);
          expect(
            ratio,
            `${theme} ${height}p ${text.toString()}: rgb(${ink.join()}) on rgb(${background.join()})`,
          ).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
    // The type grows with the screen: larger on 4K than at 1080p.
    const fontAt = async (width: number, height: number) => {
      await page.setViewportSize({ width, height });
      return page.evaluate(() =>
        parseFloat(getComputedStyle(document.querySelector('.wall')!).fontSize),
      );
    };
    expect(await fontAt(3840, 2160)).toBeGreaterThan((await fontAt(1920, 1080)) * 1.5);
    // Four reloads and eight maps made again, four of them at 4K in software GL: on 2 busy cores
    // this takes 100-200 s, every step waiting on its own condition.
  }, 360_000);
});
