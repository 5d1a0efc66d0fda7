import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverPlafondSchema, trucksResponseSchema, type Truck } from '@fleetdeck/shared';
import { startAccountsRelay, type AccountsRelay } from './support/accountsRelay.js';

/** Driver plafond calls through the real relay, its simulator and its tenancy checks (PGlite). */
describe('driver plafond API', () => {
  let env: AccountsRelay;
  let adminToken: string;
  let dispatcherToken: string;
  let trucks: Truck[];

  const companyOf = (t: Truck): number | undefined => t.details?.company ?? undefined;
  const driverIn = (company: number): number => {
    const truck = trucks.find(
      (t) => companyOf(t) === company && (t.lastpoint?.driver?.id ?? 0) > 1,
    );
    const id = truck?.lastpoint?.driver?.id;
    if (!id) throw new Error(`no truck with a carded driver in company ${company}`);
    return id;
  };

  beforeAll(async () => {
    env = await startAccountsRelay('pglite', { SIM_TRUCKS: '200' });
    adminToken = await env.signIn('admin');
    dispatcherToken = await env.signIn('dispatcher');
    const answer = await fetch(`${env.relay.upstreamUrl}/trucks`);
    trucks = trucksResponseSchema.parse(await answer.json()).data;
  });
  afterAll(async () => {
    await env.close();
  });

  it("answers a driver's plafond in the engine's shape", async () => {
    const id = driverIn(4);
    const response = await env.api(`/drivers/${id}/plafond`, {
      token: dispatcherToken,
      company: 4,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown };
    const plafond = driverPlafondSchema.parse(body.data);
    expect(plafond.plafond.detectionState).toMatch(/^(DRIVE|WORK|AVAILABILITY|REST|BLOCK)$/);
    // View 5 is the daily driving of the same allowance: its residual and driven time are the
    // plafond block's, in whole hours and minutes, and add up to the 9 h (or extended 10 h) day.
    const daily = plafond.view.dpv5;
    const left = plafond.plafond.dailyPlafondDrive;
    const driven = plafond.plafond.totalDailyDrive;
    if (!daily || typeof left !== 'number' || typeof driven !== 'number')
      throw new Error(`no daily driving in ${JSON.stringify(body.data)}`);
    expect(daily.residualDrive).toBe(left);
    expect(daily.dailyDrive).toBe(driven);
    expect(daily.plafondDailyHours).toBe(Math.floor(left / 3600));
    expect(daily.plafondDailyMinutes).toBe(Math.floor((left % 3600) / 60));
    expect(driven).toBeGreaterThanOrEqual(0);
    expect(left).toBeLessThanOrEqual(10 * 3600);
    expect([9 * 3600, 10 * 3600].map((limit) => Math.max(0, limit - driven))).toContain(left);
  });

  it('keeps drivers of other companies out: 404 as if unknown', async () => {
    const foreign = driverIn(1);
    const response = await env.api(`/drivers/${foreign}/plafond`, {
      token: dispatcherToken,
      company: 4,
    });
    expect(response.status).toBe(404);
    const all = await env.api('/drivers/plafond?driving=false', {
      token: dispatcherToken,
      company: 4,
    });
    const ids = Object.keys(((await all.json()) as { data: Record<string, unknown> }).data);
    expect(ids).not.toContain(String(foreign));
    expect(ids.length).toBeGreaterThan(0);
  });

  it('checks the token and the company like every API call', async () => {
    const id = driverIn(4);
    expect((await env.api(`/drivers/${id}/plafond`, { company: 4 })).status).toBe(401);
    expect(
      (await env.api(`/drivers/${id}/plafond`, { token: dispatcherToken, company: 1 })).status,
    ).toBe(403);
    expect(
      (await env.api(`/drivers/${id}/plafond`, { token: adminToken, company: 4 })).status,
    ).toBe(200);
  });

  it('names the bad field in a 400', async () => {
    const id = driverIn(4);
    const response = await env.api(`/drivers/${id}/activities?start_date=soon&end_date=later`, {
      token: dispatcherToken,
      company: 4,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'start_date' });
  });

  it("lists a driver's activities over a window", async () => {
    const id = driverIn(4);
    const end = new Date();
    const start = new Date(end.getTime() - 24 * 3600_000);
    const query = new URLSearchParams({
      start_date: start.toISOString(),
      end_date: end.toISOString(),
    });
    const response = await env.api(`/drivers/${id}/activities?${query.toString()}`, {
      token: dispatcherToken,
      company: 4,
    });
    expect(response.status).toBe(200);
    const rows = (
      (await response.json()) as {
        data: Array<{
          period: string;
          start_date: string;
          end_date: string;
          duration: number;
          activity: number;
        }>;
      }
    ).data;
    expect(rows.length).toBeGreaterThan(0);
    // Every row lies inside the window asked for, in order and without overlaps, and says how
    // long it lasted; the simulator keeps a week of history, so the rows cover the whole window
    // from its start (up to upstream's now, a moment before the end asked for).
    const from = start.getTime();
    const to = end.getTime();
    const outside = rows.filter(
      (r) => Date.parse(r.start_date) < from || Date.parse(r.end_date) > to,
    );
    expect(outside).toEqual([]);
    expect(Date.parse(rows[0]?.start_date ?? '')).toBe(from);
    let previousEnd = from;
    for (const row of rows) {
      const a = Date.parse(row.start_date);
      const b = Date.parse(row.end_date);
      expect(row.period).toBe(row.start_date);
      expect(a).toBe(previousEnd);
      expect(b).toBeGreaterThan(a);
      expect(Math.abs(row.duration - (b - a) / 1000)).toBeLessThanOrEqual(1);
      expect([0, 1, 2, 3]).toContain(row.activity);
      previousEnd = b;
    }
    expect(previousEnd).toBeGreaterThan(to - 60_000);
  });
});
