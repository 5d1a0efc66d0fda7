import { beforeAll, describe, expect, it } from 'vitest';
import { trucksResponseSchema } from '@fleetdeck/shared';
import { useApp } from './fixtures/app.js';
import { LiveMapPage } from './fixtures/liveMapPage.js';

describe('live map in Chromium', () => {
  const app = useApp();
  let map: LiveMapPage;

  beforeAll(() => {
    map = new LiveMapPage(app.browser.page);
  });

  it("draws every truck of the user's companies and moves them as diffs arrive", async () => {
    const all = trucksResponseSchema.parse(
      await (await fetch(`${app.relay.upstreamUrl}/trucks`)).json(),
    ).data;
    // The demo admin works in company 1, the master of 2 and 3: upstream scopes by X-Company.
    const scoped = trucksResponseSchema.parse(
      await (
        await fetch(`${app.relay.upstreamUrl}/trucks`, { headers: { 'x-company': '1' } })
      ).json(),
    ).data;
    const withPosition = scoped.filter((t) => t.lastpoint !== null).length;
    expect(all).toHaveLength(2000);
    expect(withPosition).toBeGreaterThan(0);
    expect(withPosition).toBeLessThan(2000);

    await app.signInToMap('admin');
    await map.waitForDrawn(withPosition);
    // The demo admin's language is it-IT.
    expect(await map.vehicleCountText()).toBe(`${scoped.length} veicoli`);

    const before = await map.positions();
    const seq = await map.seq();
    // Trackers report every 10 s while driving: after ten diffs every moving truck has moved.
    await map.waitForSeqAbove(seq + 10);
    const after = await map.positions();
    const moved = Object.keys(after).filter((id) => {
      const a = before[Number(id)];
      const b = after[Number(id)];
      return a && b && (a[0] !== b[0] || a[1] !== b[1]);
    });
    expect(moved.length).toBeGreaterThan(100);
    expect(await map.drawn()).toBe(withPosition);

    await map.screenshot('live-map');
    expect(app.browser.errors).toEqual([]);
  });
});
