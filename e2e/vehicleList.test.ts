import { beforeAll, describe, expect, it } from 'vitest';
import { driverName, trucksResponseSchema, vehicleAlerts, type Truck } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { VehicleListPage } from './fixtures/vehicleListPage.js';

/** The list's search rule, restated: part of the plate, custom id or a driver's name. */
const searchText = (t: Truck): string =>
  [
    t.plate,
    t.details?.custom_id,
    driverName(t.lastpoint?.driver),
    driverName(t.lastpoint?.codriver),
    driverName(t.lastpoint?.rfid),
  ]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();

const RANK = ['moving', 'engine_on', 'ignition', 'stopped', 'stale', 'no_points'];
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const sortedBy = <T>(list: T[], cmp: (a: T, b: T) => number): boolean =>
  list.every((x, i) => i === 0 || cmp(list[i - 1] as T, x) <= 0);

async function retry(attempts: number, check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < attempts; i += 1) if (await check()) return true;
  return false;
}

describe('vehicle list in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '300' } });
  let scoped: Truck[];

  beforeAll(async () => {
    const answer = await fetch(`${app.relay.upstreamUrl}/trucks`, {
      headers: { 'x-company': '1' },
    });
    scoped = trucksResponseSchema.parse(await answer.json()).data;
  });

  it('searches as the user types, filters, sorts, pins (kept after reload) and selects', async () => {
    const list = new VehicleListPage(app.browser.page);
    await app.signInToMap('admin');
    await list.waitForLoaded();
    expect((await list.counts()).total).toBe(scoped.length);
    // The rows take the panel down to its bottom (the hidden tabs' panels take no room).
    expect(await list.gapUnderRows()).toBeLessThan(2);
    await list.screenshot('vehicle-list-light');

    // Part of a plate, typed one character at a time: the count follows every keystroke.
    const target = scoped.find((t) => /\d{3}/.test(t.plate)) ?? scoped[0];
    if (!target) throw new Error('no trucks');
    const part = (/\d{3}/.exec(target.plate)?.[0] ?? target.plate.slice(2, 5)).toLowerCase();
    await list.typeSearch(part, async (typed) => {
      await list.waitForShown(scoped.filter((t) => searchText(t).includes(typed)).length);
    });
    expect((await list.rows()).map((r) => r.id)).toContain(target.id);

    // Pin the target: it heads the list once the search is cleared, and after a reload.
    await list.togglePin(target.id);
    await list.clearSearch();
    await list.waitForShown(scoped.length);
    await list.leaveList();
    expect((await list.rows())[0]?.id).toBe(target.id);

    // Alphabetical by default (after the pinned row); by activity, most active first.
    const labels = (await list.rows()).slice(1).map((r) => r.label);
    expect(sortedBy(labels, collator.compare)).toBe(true);
    await list.togglePin(target.id);
    await list.leaveList();
    expect(
      await retry(3, async () => {
        await list.sort('alphabetical');
        await list.sort('activity');
        const ranks = (await list.rows()).map((r) => RANK.indexOf(r.status));
        return sortedBy(ranks, (a, b) => a - b);
      }),
    ).toBe(true);

    await list.filter('status', 'moving');
    const moving = await list.rows();
    expect(moving.length).toBeGreaterThan(0);
    expect(moving.every((r) => r.status === 'moving')).toBe(true);
    expect((await list.counts()).shown).toBeLessThan(scoped.length);
    await list.filter('status', '');
    await list.sort('alphabetical');

    await list.search(target.plate);
    await list.row(target.id).waitFor();
    await list.togglePin(target.id);
    await list.clearSearch();
    await app.browser.page.reload({ waitUntil: 'load' });
    await list.waitForLoaded();
    await list.waitForShown(scoped.length);
    expect((await list.rows())[0]?.id).toBe(target.id);

    const other = (await list.rows())[2];
    if (!other) throw new Error('too few rows');
    await list.clickRow(other.id);
    const plate = scoped.find((t) => t.id === other.id)?.plate;
    await app.browser.page
      .getByTestId('vehicle-plate')
      .filter({ hasText: plate ?? '' })
      .waitFor();
    expect(app.browser.errors).toEqual([]);
  });

  it('lists in the alerts panel exactly the trucks the shared alert rule flags', async () => {
    const list = new VehicleListPage(app.browser.page);
    await list.openTab(1);
    await app.browser.page.getByTestId('alerts-count').waitFor();
    // Ids and trucks are read in one turn; a live tick between render and read is retried.
    const agrees = await retry(5, async () => {
      const { ids, trucks, now } = await list.alertsProbe();
      const expected = trucks.filter((t) => vehicleAlerts(t, now).length > 0).map((t) => t.id);
      return expected.length > 0 && [...ids].sort().join() === [...expected].sort().join();
    });
    expect(agrees).toBe(true);
    const { ids } = await list.alertsProbe();
    const shownRows = await list.alertRowIds();
    expect(shownRows.length).toBeGreaterThan(0);
    expect(shownRows.every((id) => ids.includes(id))).toBe(true);
    await list.leaveList();
    await list.screenshot('vehicle-alerts-light');
  });

  it('switches to the table view with units and n.d. for missing values', async () => {
    const list = new VehicleListPage(app.browser.page);
    await list.openTab(0);
    await list.setView('table');
    expect(await list.tableHeaders()).toHaveLength(8); // seven default columns and the actions
    const speeds = await list.cellTexts('speed');
    expect(speeds.length).toBeGreaterThan(0);
    expect(speeds.every((s) => /^\d+ Km\/h$|^n\.d\.$/.test(s))).toBe(true);
    await list.screenshot('vehicle-table-light');
    expect(app.browser.errors).toEqual([]);
  });

  it('draws the list, table and alerts in the dark colour mode', async () => {
    const dark = await app.openBrowser({ colorScheme: 'dark' });
    try {
      const list = new VehicleListPage(dark.page);
      await app.signInToMap('admin', dark);
      await list.waitForLoaded();
      await list.screenshot('vehicle-table-dark'); // the table view was saved for admin
      await list.setView('list');
      await list.screenshot('vehicle-list-dark');
      await list.openTab(1);
      await dark.page.getByTestId('alerts-count').waitFor();
      await list.screenshot('vehicle-alerts-dark');
      expect(dark.errors).toEqual([]);
    } finally {
      await dark.close();
    }
  });

  it('shows the list full screen at /vehicles on a phone; a tap opens /vehicle/<plate>', async () => {
    const phone = await app.openBrowser({ width: 390, height: 844 });
    try {
      const list = new VehicleListPage(phone.page);
      await app.signInToMap('admin', phone);
      await phone.page.locator('nav.mobile-bar a[href="/vehicles"]').click();
      await list.waitForLoaded();
      await list.screenshot('vehicle-list-mobile');
      const first = (await list.rows())[0];
      const plate = scoped.find((t) => t.id === first?.id)?.plate ?? '';
      await phone.page.locator(`[role="row"][data-truck-id="${first?.id}"]`).click();
      await phone.page.waitForURL((url) => url.pathname === `/vehicle/${plate}`);
    } finally {
      await phone.close();
    }
  });
});
