// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYSER } from '@fleetdeck/shared';
import { writeSession } from '../../app/session/session.js';
import { screenLoads, startLinkedLoads } from './analyserLoads.js';

const LINK = { pathname: '/analyser/7', search: '?start=2026-11-25T06:00&end=2026-11-25T18:00' };
/** 06:00-18:00 in Athens (UTC+2 in November), as the relay takes it. */
const RANGE = {
  start: new Date('2026-11-25T04:00:00.000Z'),
  end: new Date('2026-11-25T16:00:59.999Z'),
};
const EMPTY = JSON.stringify({ type: 'FeatureCollection', features: [], data: [] });

let calls: string[];
beforeEach(() => {
  calls = [];
  // No worker here: the route is fetched by the page, so every call goes through this fetch.
  vi.stubGlobal('Worker', undefined);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push(`${url} ${new Headers(init?.headers).get('x-company') ?? '-'}`);
      return Promise.resolve(new Response(EMPTY, { status: 200 }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const token = (expiresInS: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInS }))}.s`;

describe("a direct analyser link's calls, asked as the page loads", () => {
  it("asks for the four history calls of the link's range on the account's clock", () => {
    writeSession({ sso_token: token(3600), params: { Azienda: 3, tz: 'Europe/Athens' } });
    startLinkedLoads(LINK);
    const range = 'start_date=2026-11-25T04%3A00%3A00.000Z&end_date=2026-11-25T16%3A00%3A59.999Z';
    const brk = ANALYSER.timelineBreakDefault;
    expect(calls.sort()).toEqual(
      [
        `/api/geofleet/trucks/7/activities.json?${range} 3`,
        `/api/geofleet/trucks/7/route.json?${range} 3`,
        `/api/geofleet/trucks/7/stops.json?${range}&timespan=${brk} 3`,
        `/api/geofleet/trucks/7/timeline?${range}&timespan=${brk}&type=all&include=driver[] 3`,
      ].sort(),
    );
  });

  it('gives the screen each answer once, for the same truck, range and stop separation', async () => {
    writeSession({ sso_token: token(3600), params: { Azienda: 3, tz: 'Europe/Athens' } });
    startLinkedLoads(LINK);
    const brk = ANALYSER.timelineBreakDefault;
    // Another stop separation (the user's configuration arrived) is another call.
    await expect(screenLoads.timeline(7, RANGE, brk + 1)).resolves.toEqual([]);
    expect(calls).toHaveLength(5);
    await expect(screenLoads.timeline(7, RANGE, brk)).resolves.toEqual([]);
    await expect(screenLoads.activities(7, RANGE)).resolves.toEqual([]);
    expect(calls).toHaveLength(5);
    // Taken once: a later load of the same range (a reload) asks the relay again.
    await screenLoads.timeline(7, RANGE, brk);
    expect(calls).toHaveLength(6);
    // Another truck or range is not answered ahead.
    await screenLoads.activities(8, RANGE);
    expect(calls).toHaveLength(7);
  });

  it('asks nothing ahead without a session, a company, a valid token or an analyser link', () => {
    startLinkedLoads(LINK);
    writeSession({ sso_token: token(3600), params: {} });
    startLinkedLoads(LINK);
    writeSession({ sso_token: token(-60), params: { Azienda: 3 } });
    startLinkedLoads(LINK);
    writeSession({ sso_token: token(3600), params: { Azienda: 3 } });
    startLinkedLoads({ pathname: '/analyser/abc', search: LINK.search });
    startLinkedLoads({ pathname: '/vehicle/7', search: '' });
    expect(calls).toEqual([]);
  });
});
