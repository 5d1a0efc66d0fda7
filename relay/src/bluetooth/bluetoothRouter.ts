import express, { type Response, type Router } from 'express';
import { z } from 'zod';
import {
  HISTORY_RETENTION_DAYS,
  historyRangeIssue,
  idText,
  type BluetoothDevice,
  type HistoryBounds,
  type TruckEvent,
} from '@fleetdeck/shared';
import { parseOr400 } from '../http/validate.js';
import { tenant } from '../http/tenancy.js';
import type { CompanyUpstreamDeps } from '../upstream/companyUpstream.js';
import { TtlCache } from '../upstream/ttlCache.js';
import { UpstreamFailure, validDevices, validEvents } from './upstreamAnswers.js';

export interface BluetoothDeps extends CompanyUpstreamDeps {
  /** How long upstream's devices and events are kept per company. */
  cacheMs?: number;
  now?: () => number;
  /** How far back `since` may go (`HISTORY_RETENTION_DAYS`), in ms. */
  retentionMs?: number;
}

const time = (e: TruckEvent): number => (e.date ? Date.parse(e.date) : 0);

/** Upstream keeps a day of truck events: the relay asks for all of it and filters. */
const EVENTS_WINDOW_MS = 86_400_000;

const idParam = z.object({ id: idText() });

/** `since`, an ISO instant with a zone, no later than now (plus a minute) nor the retention. */
const eventsQuery = (bounds: () => HistoryBounds) =>
  z.object({
    since: z.iso
      .datetime({ offset: true })
      .superRefine((since, ctx) => {
        const at = Date.parse(since);
        const issue = historyRangeIssue(at, at, bounds(), { start: 'since', end: 'since' });
        if (issue) ctx.addIssue({ code: 'custom', message: issue.message });
      })
      .optional(),
  });

/**
 * Bluetooth probes and truck events (spec part 2 sections 3 and 7), behind the bearer token and
 * X-Company checks, limited to the vehicles of the company's stream (its slaves included):
 *
 * - `GET /api/geofleet/bluetooth_accessories` -> `{data: BluetoothDevice[]}`: upstream's devices
 *   whose vehicle plate is one of the stream's. A device upstream sends malformed is left out
 *   (and logged once), not the whole answer.
 * - `GET /api/trucks/:id/events?since=ISO` -> `{data: TruckEvent[]}` newest first, at most the last
 *   24 hours (what upstream keeps); a vehicle the company does not see answers 404, a `since`
 *   after now (plus a minute) or before the retention 400 naming it.
 *
 * A vehicle's probes are the company list filtered by plate in the browser: the list is a few
 * hundred devices, already loaded and refreshed for the panel and the counter.
 *
 * Upstream answers for its whole fleet; each is kept 30 s per company, so a control room of
 * dispatchers refreshing panels and opening vehicles costs upstream one call per half minute.
 */
export function bluetoothApi(deps: BluetoothDeps): Router {
  const now = deps.now ?? Date.now;
  const retentionMs = deps.retentionMs ?? HISTORY_RETENTION_DAYS * 86_400_000;
  const sinceQuery = eventsQuery(() => ({ now: now(), retentionMs }));
  const devices = new TtlCache<BluetoothDevice[]>(deps.cacheMs ?? 30_000, 64, now);
  const events = new TtlCache<TruckEvent[]>(deps.cacheMs ?? 30_000, 64, now);
  const logged = new Set<string>();
  const logOnce = (what: string, key: string, detail: object): void => {
    if (logged.has(key)) return;
    // Bounded: a feed that goes bad wholesale does not grow this without end.
    if (logged.size > 10_000) logged.clear();
    logged.add(key);
    deps.log.warn(detail, what);
  };
  const upstream = async (path: string, company: number): Promise<unknown> => {
    const answer = await fetch(`${deps.upstreamUrl}${path}`, {
      headers: { 'x-company': String(company), accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    if (answer.status !== 200) throw new UpstreamFailure(`Upstream answered ${answer.status}`);
    return answer.json();
  };
  const failed = (res: Response, error: unknown, company: number, call: string): void => {
    deps.log.warn({ err: error, company, call }, 'bluetooth call failed upstream');
    res.status(502).json({
      error: 'upstream',
      message: error instanceof UpstreamFailure ? error.message : 'Upstream unreachable or invalid',
    });
  };

  const router = express.Router();
  router.get('/api/geofleet/bluetooth_accessories', ...deps.tenantScope, async (_req, res) => {
    const { companyId } = tenant(res);
    try {
      const all = await devices.get(String(companyId), async () =>
        validDevices(await upstream('/geofleet/bluetooth_accessories', companyId), (key, d) =>
          logOnce('bluetooth device dropped: not the expected shape', `device ${key}`, d),
        ),
      );
      const plates = new Set(deps.trucksOf(companyId).map((t) => t.plate));
      res.json({ data: all.filter((d) => d.vehicle && plates.has(d.vehicle.plate)) });
    } catch (error) {
      failed(res, error, companyId, 'bluetooth_accessories');
    }
  });

  router.get('/api/trucks/:id/events', ...deps.tenantScope, async (req, res) => {
    const params = parseOr400(idParam, req.params, res);
    if (!params) return;
    const query = parseOr400(sinceQuery, req.query, res);
    if (!query) return;
    const { companyId } = tenant(res);
    if (!deps.trucksOf(companyId).some((t) => t.id === params.id)) {
      res.status(404).json({ error: 'not_found', message: 'The vehicle is not available' });
      return;
    }
    try {
      const day = await events.get(String(companyId), async () => {
        const since = new Date(now() - EVENTS_WINDOW_MS).toISOString();
        return validEvents(
          await upstream(`/trucks/events?since=${encodeURIComponent(since)}`, companyId),
          (key, e) => logOnce('truck event dropped: not the expected shape', `event ${key}`, e),
        );
      });
      const from = query.since ? Date.parse(query.since) : -Infinity;
      const mine = day.filter(
        (e) => e.truck_id === params.id && (e.date ? time(e) >= from : !query.since),
      );
      res.json({ data: mine.sort((a, b) => time(b) - time(a) || b.id - a.id) });
    } catch (error) {
      failed(res, error, companyId, 'trucks/events');
    }
  });
  return router;
}
