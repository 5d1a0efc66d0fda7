import { describe, expect, it } from 'vitest';
import { sharedLinkDay, type Truck } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { SharedLinksPage } from './fixtures/sharedLinksPage.js';

describe('shared live-location links in Chromium', () => {
  const app = useApp({ env: { SIM_TRUCKS: '300' } });

  it('a dispatcher shares one moving truck; a customer without an account sees only it, until revoked', async () => {
    const owner = app.browser;
    await app.signInToMap('dispatcher');
    // The simulator follows the time of day: wait for one of Tirreno's trucks to be driving.
    let truck: Truck | undefined;
    await expect
      .poll(
        () =>
          (truck = app.relay.hub.snapshot(4).trucks.find((t) => (t.lastpoint?.speed ?? 0) > 30)),
        { timeout: 60_000, message: 'a truck of Autotrasporti Tirreno driving' },
      )
      .toBeDefined();
    if (!truck) return;

    const links = new SharedLinksPage(owner.page);
    await links.open();
    const url = await links.createFor(truck.plate);
    expect(url).toMatch(new RegExp(`^${app.url}/view-shared-link/[A-Za-z0-9_-]{43}$`));
    // The sidebar's counter follows the new link once the list is reloaded.
    await expect.poll(() => links.counter(), { timeout: 15_000 }).toBe('1');
    const hrefs = await links.shareHrefs();
    expect(hrefs).toHaveLength(5);
    for (const href of hrefs) expect(decodeURIComponent(href)).toContain(url);
    expect(decodeURIComponent(hrefs[4] ?? '')).toContain(truck.plate);
    await links.screenshot('shared-links-panel');

    // A fresh browser: no session, no cookies, only the link.
    const customer = await app.openBrowser();
    const view = new SharedLinksPage(customer.page);
    await customer.page.goto(url, { waitUntil: 'load' });
    expect(await view.waitForLiveView()).toBe(truck.plate);
    const [first] = await view.positions();
    expect((await view.positions()).map((p) => p[0])).toEqual([truck.id]);
    await view.waitForMove(truck.id, [first?.[1] ?? 0, first?.[2] ?? 0]);
    expect((await view.positions()).map((p) => p[0])).toEqual([truck.id]);
    expect(customer.page.url()).toBe(url);
    await view.screenshot('shared-link-view');

    // The owner moves the expiry two days on; the open view follows.
    const before = await view.statusText();
    const later = sharedLinkDay(Math.floor(Date.now() / 1000) + 2 * 86_400, 'Europe/Rome');
    await links.editExpiry(truck.plate, later, 'shared-link-edit');
    await customer.page.waitForFunction(
      (text) => document.querySelector('main.shared-view .status-bar')?.textContent !== text,
      before,
      { timeout: 15_000 },
    );

    // Revoked: the open view is cut off, and reopening it is refused.
    await links.remove(truck.plate);
    const gone = await view.waitForMessage();
    expect(gone).toMatch(/no longer exists|non esiste più/);
    await customer.page.reload({ waitUntil: 'load' });
    expect(await view.waitForMessage()).toBe(gone);
    await view.screenshot('shared-link-revoked');
    expect(owner.errors).toEqual([]);
    // The only error the customer's console shows is the refused reload (404 no_longer_exists).
    expect(customer.errors).toEqual([
      expect.stringMatching(
        /^Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/[^)]+\/public\/sharelink\/[\w-]+\)$/,
      ),
    ]);
  });
});
