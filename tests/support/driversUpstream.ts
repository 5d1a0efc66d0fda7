import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { ActivityPeriod } from '@fleetdeck/shared';

const CODE = { REST: 0, AVAILABILITY: 1, WORK: 2, DRIVE: 3 } as const;
const DAY = 86_400;
const H = 3600;

/**
 * Weekdays of 4 h driving, a 1 h break and 3 h driving from 06:00 UTC, weekends off, over
 * [from, to) (epoch seconds); on the `long` days (their midnights) the first stint is 4 h 31.
 */
export function lawfulWeeks(from: number, to: number, long: readonly number[] = []) {
  const out: ActivityPeriod[] = [];
  for (let day = Math.floor(from / DAY) * DAY; day < to; day += DAY) {
    const weekday = new Date(day * 1000).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const first = long.includes(day) ? 4.5 * H + 60 : 4 * H;
    const start = day + 6 * H;
    out.push({ start, end: start + first, activity: 'DRIVE' });
    out.push({ start: start + first + H, end: start + first + 4 * H, activity: 'DRIVE' });
  }
  return out.filter((p) => p.start >= from && p.end <= to);
}

/** The midnight (UTC) of the last weekday at or before `t`: a day `lawfulWeeks` drives. */
export function weekdayAtOrBefore(t: number): number {
  let day = Math.floor(t / DAY) * DAY;
  while ([0, 6].includes(new Date(day * 1000).getUTCDay())) day -= DAY;
  return day;
}

/**
 * An upstream for the driver calls that the test drives by hand: each company's driver list, each
 * driver's activity history (rows clipped to the range asked), the plafond of driving drivers, and
 * an empty fleet and traffic for the live pipeline. Counts what it is asked.
 */
export class DriversUpstream {
  drivers: Record<number, number[]> = {};
  history = new Map<number, ActivityPeriod[]>();
  plafond: Record<string, unknown> = {};
  /** `company path` of every call but the live pipeline's trucks and traffic. */
  readonly calls: string[] = [];
  plafondPolls = 0;
  url = '';
  private server: Server | undefined;

  activityCalls(driver?: number): string[] {
    const path = driver === undefined ? '/activities' : `/drivers/${driver}/activities`;
    return this.calls.filter((c) => c.includes(path));
  }

  async start(): Promise<this> {
    const app = express();
    app.use((req, _res, next) => {
      if (req.path === '/drivers/plafond') this.plafondPolls += 1;
      else if (req.path !== '/trucks' && req.path !== '/traffic/events')
        this.calls.push(`${req.get('x-company') ?? '-'} ${req.path}`);
      next();
    });
    app.get('/trucks', (_req, res) => void res.json({ data: [] }));
    app.get('/traffic/events', (_req, res) => {
      res.json({ type: 'FeatureCollection', features: [] });
    });
    app.get('/drivers/plafond', (_req, res) => void res.json({ data: this.plafond }));
    app.get('/geofleet/drivers', (req, res) => {
      const ids = this.drivers[Number(req.get('x-company'))] ?? [];
      res.json({ data: ids.map((id) => ({ id, name: `Driver ${id}` })) });
    });
    app.get('/drivers/:id/activities', (req, res) => {
      const a = Date.parse(req.query['start_date'] as string) / 1000;
      const b = Date.parse(req.query['end_date'] as string) / 1000;
      if (!(b > a) || b - a > 7 * DAY) return void res.status(400).json({ error: 'range' });
      const rows = (this.history.get(Number(req.params.id)) ?? [])
        .filter((p) => p.end > a && p.start < b)
        .map((p) => {
          const start = Math.max(p.start, a);
          const end = Math.min(p.end, b);
          const period = new Date(start * 1000).toISOString();
          return { period, duration: end - start, activity: CODE[p.activity] };
        });
      res.json({ data: rows });
    });
    const server = createServer(app);
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }
}
