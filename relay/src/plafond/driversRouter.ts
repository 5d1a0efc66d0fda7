import { HISTORY_RETENTION_DAYS, historyRangeIssue, idText } from '@fleetdeck/shared';
import express, { type Request, type Response, type Router } from 'express';
import { z, type ZodType } from 'zod';
import { sendValidationError } from '../http/errors.js';
import { TtlCache } from '../upstream/ttlCache.js';
import { UpstreamError } from './driverHistory.js';
import { InfringementSummaries } from './infringementSummaries.js';
import { InfringementsService } from './infringementsService.js';
import { upstreamGet, type UpstreamAnswer } from './upstreamDrivers.js';

export interface DriversRouterDeps {
  upstreamUrl: string;
  /** The tenant's company for this request (set by the tenancy middleware). */
  companyOf: (res: Response) => number;
  /** Plafond cache per driver: the spec's one minute. */
  cacheMs?: number;
  timeoutMs?: number;
  now?: () => number;
  /** The driver drives in a crew right now (from the live trucks): Art. 8(5) applies. */
  inCrew?: (company: number, driverId: number) => boolean;
  /** How far back upstream keeps history: older ranges are refused (`HISTORY_RETENTION_DAYS`). */
  retentionMs?: number;
}

export interface DriversRouter {
  router: Router;
  /** The kept infringement summaries: fed by the plafond polls, closed with the relay. */
  summaries: InfringementSummaries;
}

const idParam = idText();
const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const plafondsQuery = z.object({ driving: flag.default(true), update: flag.optional() });
const isTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};
const plafondQuery = z.object({
  translation_language: z
    .string()
    .regex(/^[a-z]{2}-[A-Z]{2}$/, 'expected a language tag such as it-IT')
    .default('it-IT'),
  infringement_nation: z
    .string()
    .regex(/^[A-Z]{3}$/, 'expected a three-letter nation code such as ITA')
    .default('ITA'),
  timezone: z.string().refine(isTimeZone, 'expected an IANA time zone').default('UTC'),
});
const activitiesQuery = z
  .object({
    start_date: z.iso.datetime({ offset: true }),
    end_date: z.iso.datetime({ offset: true }),
  })
  .refine((q) => Date.parse(q.end_date) > Date.parse(q.start_date), {
    path: ['end_date'],
    message: 'end_date must be after start_date',
  });
const driversAnswer = z.object({ data: z.array(z.object({ id: z.number() }).loose()) });
const DAY_MS = 86_400_000;
/** A range of at most `days`: the spec's 7 for activities (one upstream call), 31 for infringements. */
const rangeQuery = (days: number) =>
  activitiesQuery.refine(
    (q) => Date.parse(q.end_date) - Date.parse(q.start_date) <= days * DAY_MS,
    { path: ['end_date'], message: `the range may span at most ${days} days` },
  );
const activitiesRange = rangeQuery(7);
const infringementsRange = rangeQuery(31);

function check<T>(
  schema: ZodType<T>,
  value: unknown,
  res: Response,
  prefix?: string,
): T | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  sendValidationError(res, parsed.error, prefix);
  return undefined;
}

/** A range between the retention's start and now (plus a minute), else a 400 naming the field. */
function inHistory<T extends { start_date: string; end_date: string }>(
  query: T | undefined,
  res: Response,
  bounds: { now: number; retentionMs: number },
): T | undefined {
  if (!query) return undefined;
  const issue = historyRangeIssue(Date.parse(query.start_date), Date.parse(query.end_date), bounds);
  if (!issue) return query;
  res.status(400).json({
    error: 'invalid_request',
    field: issue.field,
    message: `${issue.field}: ${issue.message}`,
  });
  return undefined;
}

/** Passes upstream's answer on: 2xx and 422 (the plafond dialog's footer) as they are. */
function relayAnswer(res: Response, answer: UpstreamAnswer): void {
  if ((answer.status >= 200 && answer.status < 300) || answer.status === 422) {
    res.status(answer.status).json(answer.body ?? {});
  } else if (answer.status === 404) {
    res.status(404).json({ error: 'not_found', message: 'The driver is not available' });
  } else {
    res.status(502).json({ error: 'upstream', message: `Upstream answered ${answer.status}` });
  }
}

/**
 * Driver calls of spec part 1 section 7 for one tenant: the plafond of all driving drivers, one
 * driver's plafond (cached one minute per driver and parameters), a driver's activities (at most
 * 7 days), and the driver list; and the EU 561 infringements of one driver in a range (at most 31
 * days) and of all the company's drivers over the last 28 days, answered from what is kept (see
 * InfringementSummaries). History ranges lie between the retention's start and now, checked before
 * anything is fetched. A driver outside the tenant's companies is answered 404 like an unknown one.
 */
export function createDriversRouter(deps: DriversRouterDeps): DriversRouter {
  const timeout = deps.timeoutMs ?? 10_000;
  const cache = new TtlCache<UpstreamAnswer>(deps.cacheMs ?? 60_000, 10_000, deps.now);
  const get = (path: string, company: number) =>
    upstreamGet(deps.upstreamUrl, path, company, timeout);
  const cached = (key: string, path: string, company: number) =>
    cache.get(key, () => get(path, company));

  async function driverIds(company: number): Promise<number[] | undefined> {
    const answer = await cached(`${company}:drivers`, '/geofleet/drivers', company);
    const parsed = driversAnswer.safeParse(answer.body);
    return parsed.success ? parsed.data.data.map((d) => d.id) : undefined;
  }
  async function driverVisible(company: number, driverId: number): Promise<boolean> {
    return (await driverIds(company))?.includes(driverId) ?? false;
  }
  const now = deps.now ?? Date.now;
  const inCrew = deps.inCrew ?? (() => false);
  const infringements = new InfringementsService({ get, inCrew, now });
  const summaries = new InfringementSummaries({
    get,
    inCrew,
    now,
    driverIds: async (company) => {
      const answer = await cached(`${company}:drivers`, '/geofleet/drivers', company);
      if (answer.status < 200 || answer.status >= 300) throw new UpstreamError(answer.status);
      return driverIds(company);
    },
  });
  const bounds = () => ({
    now: now(),
    retentionMs: deps.retentionMs ?? HISTORY_RETENTION_DAYS * DAY_MS,
  });
  /** Infringement answers: a failing upstream is a 502 that says so. */
  const sendInfringements = async (res: Response, load: () => Promise<unknown>) => {
    try {
      res.json({ data: await load() });
    } catch (error) {
      const status = error instanceof UpstreamError ? error.status : 0;
      res.status(502).json({
        error: 'upstream',
        message: status ? `Upstream answered ${status}` : 'Upstream unreachable',
      });
    }
  };

  const router = express.Router();
  const guard =
    (handler: (req: Request, res: Response) => Promise<void>) =>
    (req: Request, res: Response): void => {
      handler(req, res).catch(() => {
        if (!res.headersSent)
          res.status(502).json({ error: 'upstream', message: 'Upstream unreachable' });
      });
    };

  router.get(
    '/geofleet/drivers',
    guard(async (_req, res) => {
      const company = deps.companyOf(res);
      relayAnswer(res, await cached(`${company}:drivers`, '/geofleet/drivers', company));
    }),
  );

  router.get(
    '/drivers/plafond',
    guard(async (req, res) => {
      const query = check(plafondsQuery, req.query, res);
      if (!query) return;
      const company = deps.companyOf(res);
      const key = `${company}:all:${query.driving}`;
      if (query.update) cache.invalidate(key);
      relayAnswer(res, await cached(key, `/drivers/plafond?driving=${query.driving}`, company));
    }),
  );

  router.get(
    '/drivers/:id/plafond',
    guard(async (req, res) => {
      const id = check(idParam, req.params['id'], res, 'id');
      const query = id === undefined ? undefined : check(plafondQuery, req.query, res);
      if (id === undefined || !query) return;
      const company = deps.companyOf(res);
      if (!(await driverVisible(company, id)))
        return relayAnswer(res, { status: 404, body: undefined });
      const params = new URLSearchParams(query).toString();
      relayAnswer(
        res,
        await cached(`${company}:${id}:${params}`, `/drivers/${id}/plafond?${params}`, company),
      );
    }),
  );

  router.get(
    '/drivers/infringements',
    guard(async (_req, res) => {
      const company = deps.companyOf(res);
      await sendInfringements(res, () => summaries.summary(company));
    }),
  );

  router.get(
    '/drivers/:id/infringements',
    guard(async (req, res) => {
      const id = check(idParam, req.params['id'], res, 'id');
      const query =
        id === undefined
          ? undefined
          : inHistory(check(infringementsRange, req.query, res), res, bounds());
      if (id === undefined || !query) return;
      const company = deps.companyOf(res);
      if (!(await driverVisible(company, id)))
        return relayAnswer(res, { status: 404, body: undefined });
      const start = Math.floor(Date.parse(query.start_date) / 1000);
      const end = Math.floor(Date.parse(query.end_date) / 1000);
      await sendInfringements(res, () => infringements.driver(company, id, start, end));
    }),
  );

  router.get(
    '/drivers/:id/activities',
    guard(async (req, res) => {
      const id = check(idParam, req.params['id'], res, 'id');
      const query =
        id === undefined
          ? undefined
          : inHistory(check(activitiesRange, req.query, res), res, bounds());
      if (id === undefined || !query) return;
      const company = deps.companyOf(res);
      if (!(await driverVisible(company, id)))
        return relayAnswer(res, { status: 404, body: undefined });
      relayAnswer(
        res,
        await get(`/drivers/${id}/activities?${new URLSearchParams(query).toString()}`, company),
      );
    }),
  );
  return { router, summaries };
}
