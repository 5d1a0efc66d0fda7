import { beforeAll, describe, expect, it } from 'vitest';
import {
  trucksResponseSchema,
  type DriverInfringementsDto,
  type InfringementSummaryDto,
  type Truck,
} from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { VehicleCardPage } from './fixtures/vehicleCardPage.js';
import { VehicleListPage } from './fixtures/vehicleListPage.js';

const driversOf = (t: Truck): number[] =>
  [t.lastpoint?.driver?.id, t.lastpoint?.codriver?.id].filter((id): id is number => (id ?? 0) > 1);

describe('EU 561 infringements in Chromium', () => {
  // A fifth of the drivers now and then take a break late, drive a long day or rest late.
  const app = useApp({ env: { SIM_TRUCKS: '300', SIM_INFRINGING_SHARE: '0.2' } });
  let scoped: Truck[];
  let token: string;
  const api = async <T>(path: string): Promise<T> => {
    const answer = await fetch(`${app.url}/api${path}`, {
      headers: { authorization: `Bearer ${token}`, 'x-company': '1' },
    });
    expect(answer.status, path).toBe(200);
    return ((await answer.json()) as { data: T }).data;
  };

  beforeAll(async () => {
    const trucks = await fetch(`${app.relay.upstreamUrl}/trucks`, {
      headers: { 'x-company': '1' },
    });
    scoped = trucksResponseSchema.parse(await trucks.json()).data;
    const login = await fetch(`${app.url}/auth/login`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'admin', password: 'fleetdeck' }),
      redirect: 'manual',
    });
    token = decodeURIComponent((login.headers.get('location') ?? '').replace(/^.*\/auth\//, ''));
  });

  it('filters the list to the trucks whose drivers have one, and lists them in the plafond panel', async () => {
    // The relay keeps the summary: the first ask starts it and answers what is known so far.
    let summary = await api<InfringementSummaryDto & { complete?: boolean }>(
      '/drivers/infringements',
    );
    while (summary.complete === false) {
      await new Promise((resolve) => setTimeout(resolve, 250)); // polls the kept state
      summary = await api('/drivers/infringements');
    }
    const flagged = new Set(Object.keys(summary.drivers).map(Number));
    const serious = new Set(
      Object.entries(summary.drivers)
        .filter(([, s]) => s.worst !== 'MI')
        .map(([id]) => Number(id)),
    );
    const expected = scoped.filter((t) => driversOf(t).some((id) => flagged.has(id)));
    expect(expected.length, 'the share of rule-bending drivers shows').toBeGreaterThan(0);

    const list = new VehicleListPage(app.browser.page);
    await app.signInToMap('admin'); // it-IT
    await list.waitForLoaded();
    await list.filter('infringements', 'MI');
    await list.waitForShown(expected.length);
    const ids = (await list.rows()).map((r) => r.id);
    for (const id of ids) expect(expected.map((t) => t.id)).toContain(id);
    await list.screenshot('infringements-filter');

    await list.filter('infringements', 'SI');
    await list.waitForShown(
      scoped.filter((t) => driversOf(t).some((id) => serious.has(id))).length,
    );

    // The truck whose driver has the most: its panel lists them all, newest first.
    await list.filter('infringements', 'MI');
    await list.waitForShown(expected.length);
    const truck = expected
      .filter((t) => flagged.has(t.lastpoint?.driver?.id ?? 0))
      .sort(
        (a, b) =>
          (summary.drivers[String(b.lastpoint?.driver?.id)]?.count ?? 0) -
          (summary.drivers[String(a.lastpoint?.driver?.id)]?.count ?? 0),
      )[0];
    if (!truck?.lastpoint?.driver) throw new Error('no truck whose first driver has one');
    const { end, start } = { end: new Date(), start: new Date(Date.now() - 28 * 86_400_000) };
    const detail = await api<DriverInfringementsDto>(
      `/drivers/${truck.lastpoint.driver.id}/infringements?start_date=${start.toISOString()}&end_date=${end.toISOString()}`,
    );
    // The list mounts only the rows in view: find the truck by its plate, as a dispatcher would.
    await list.search(truck.plate);
    await list.waitForShown(1);
    await list.clickRow(truck.id);
    const card = new VehicleCardPage(app.browser.page);
    await card.openPlafond('Apri dettaglio');
    const section = app.browser.page.getByRole('region', { name: 'Infrazioni (ultimi 28 giorni)' });
    await section.locator('.infringement-list li').first().waitFor({ timeout: 30_000 });
    const rules = await section
      .locator('.infringement-list li')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-rule')));
    const newestFirst = [...detail.infringements].reverse().map((f) => f.rule);
    expect(rules).toEqual(newestFirst.slice(0, 5));
    const text = (await section.textContent()) ?? '';
    expect(text).toMatch(/Minore|Grave|Molto grave|Gravissima/);
    expect(text).toMatch(/Art\. \d/);
    // The panel scrolls inside the window (the page itself never does) down to the card.
    await section.scrollIntoViewIfNeeded();
    expect(await app.browser.page.evaluate(() => document.scrollingElement?.scrollTop)).toBe(0);
    await card.screenshot('infringements-card');
    expect(app.browser.errors).toEqual([]);
  });
});
