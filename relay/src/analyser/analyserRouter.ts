import express, { type Response, type Router } from 'express';
import type { ZodType } from 'zod';
import {
  analyserRangeSchema,
  encodeRouteColumns,
  HISTORY_RETENTION_DAYS,
  idText,
  parseRouteAnswer,
  type HistoryBounds,
  ROUTE_COLUMNS_TYPE,
  routeColumns,
  stopsQuerySchema,
  timelineQuerySchema,
} from '@fleetdeck/shared';
import { sendValidationError } from '../http/errors.js';
import { tenant } from '../http/tenancy.js';
import type { CompanyUpstreamDeps } from '../upstream/companyUpstream.js';
import { TtlCache } from '../upstream/ttlCache.js';

export interface AnalyserDeps extends CompanyUpstreamDeps {
  /** How long an answer is kept per truck, call and range (a range reaching now still grows). */
  cacheMs?: number;
  now?: () => number;
  /** How far back a range may start (`HISTORY_RETENTION_DAYS`), in ms. */
  retentionMs?: number;
}

/** An upstream answer kept as it came: status and body text, passed on without parsing again. */
interface RawAnswer {
  status: number;
  text: string;
  /** route.json as columns (`ROUTE_COLUMNS_TYPE`), made at the first request that asks for it. */
  columns?: Buffer;
}

/** A route answer as columns; throws naming what upstream got wrong. */
function columnsOf(raw: RawAnswer): Buffer {
  raw.columns ??= Buffer.from(
    encodeRouteColumns(routeColumns(parseRouteAnswer(JSON.parse(raw.text) as unknown))),
  );
  return raw.columns;
}

const idParam = idText();

/** The four history calls of spec part 2 section 7, each with its query schema. */
const callsWithin = (
  bounds: () => HistoryBounds,
): Record<string, ZodType<Record<string, unknown>>> => ({
  'route.json': analyserRangeSchema(bounds),
  'stops.json': stopsQuerySchema(bounds),
  'activities.json': analyserRangeSchema(bounds),
  timeline: timelineQuerySchema(bounds),
});

/** The validated query as upstream takes it, in a stable order (the cache key). */
function upstreamQuery(query: Record<string, unknown>, company: number): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  params.set('company', String(company));
  return params.toString();
}

/**
 * The route analyser's history calls under `/api/geofleet/trucks/:id/`: `route.json`,
 * `stops.json`, `activities.json` and `timeline`, with the spec's query parameters. Behind the
 * bearer token and X-Company checks; a truck outside the user's company stream answers 404 like an
 * unknown one; a range over 3 days (or an end before its start) 400 naming `end_date`, one wholly
 * in the future or starting before the retention 400 naming that date, before upstream is asked
 * (it would simulate or read that history), and one reaching past now is asked up to now;
 * `timespan` is decimal digits.
 * Answers are kept per truck, call and range for a minute: a range in the past does not change,
 * and an analyst moving between the map, the chart and the PDF asks the same ranges again.
 */
export function analyserApi(deps: AnalyserDeps): Router {
  const now = deps.now ?? Date.now;
  const retentionMs = deps.retentionMs ?? HISTORY_RETENTION_DAYS * 86_400_000;
  const calls = callsWithin(() => ({ now: now(), retentionMs }));
  const cache = new TtlCache<RawAnswer>(deps.cacheMs ?? 60_000, 64, now);
  const fetchRaw = async (path: string, company: number): Promise<RawAnswer> => {
    const answer = await fetch(`${deps.upstreamUrl}${path}`, {
      headers: { 'x-company': String(company), accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    const raw = { status: answer.status, text: await answer.text() };
    // Only good answers are kept: a failure is asked again at the next request.
    if (raw.status !== 200) throw Object.assign(new Error('not kept'), { raw });
    return raw;
  };
  const load = async (key: string, path: string, company: number): Promise<RawAnswer> => {
    try {
      return await cache.get(key, () => fetchRaw(path, company));
    } catch (error) {
      const raw = (error as { raw?: RawAnswer }).raw;
      if (raw) return raw;
      throw error;
    }
  };
  const send = (res: Response, raw: RawAnswer, truck: number, asColumns: boolean): void => {
    if (raw.status === 200 && asColumns) {
      let body: Buffer;
      try {
        body = columnsOf(raw);
      } catch (error) {
        deps.log.warn({ err: error, truck }, 'upstream route is not a route');
        res.status(502).json({ error: 'upstream', message: 'Upstream answered a malformed route' });
        return;
      }
      res.status(200).type(ROUTE_COLUMNS_TYPE).vary('Accept').send(body);
    } else if (raw.status === 200) {
      res.status(200).type('application/json').vary('Accept').send(raw.text);
    } else if (raw.status === 404) {
      res.status(404).json({ error: 'not_found', message: 'The vehicle is not available' });
    } else if (raw.status === 503) {
      // Upstream past its work budget (the simulator): the caller may narrow the range or wait.
      res.status(503).set('retry-after', '5').json({
        error: 'overloaded',
        message: 'Upstream cannot answer this range now: try a shorter one or again shortly',
      });
    } else {
      deps.log.warn({ status: raw.status, truck }, 'analyser call refused upstream');
      res.status(502).json({ error: 'upstream', message: `Upstream answered ${raw.status}` });
    }
  };

  const router = express.Router();
  router.use('/api/geofleet/trucks', ...deps.tenantScope);
  for (const [call, schema] of Object.entries(calls)) {
    router.get(`/api/geofleet/trucks/:id/${call}`, async (req, res) => {
      const id = idParam.safeParse(req.params['id']);
      if (!id.success) return sendValidationError(res, id.error, 'id');
      const query = schema.safeParse(req.query);
      if (!query.success) return sendValidationError(res, query.error);
      const { companyId } = tenant(res);
      const truck = deps.trucksOf(companyId).find((t) => t.id === id.data);
      if (!truck) {
        return res
          .status(404)
          .json({ error: 'not_found', message: 'The vehicle is not available' });
      }
      const path = `/geofleet/trucks/${id.data}/${call}?${upstreamQuery(query.data, companyId)}`;
      try {
        // The analyser's route worker asks for the route as columns (see ROUTE_COLUMNS_TYPE).
        const asColumns =
          call === 'route.json' &&
          req.accepts(['application/json', ROUTE_COLUMNS_TYPE]) === ROUTE_COLUMNS_TYPE;
        send(res, await load(`${companyId} ${path}`, path, companyId), id.data, asColumns);
      } catch (error) {
        deps.log.warn({ err: error, truck: id.data, call }, 'analyser call failed');
        res.status(502).json({ error: 'upstream', message: 'Upstream unreachable' });
      }
    });
  }
  return router;
}
