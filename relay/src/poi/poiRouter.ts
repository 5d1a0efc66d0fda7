import express, { type RequestHandler, type Response, type Router } from 'express';
import { z, type ZodType } from 'zod';
import {
  canUse,
  POI_ALERT_TYPES,
  poiInputSchema,
  poiPopupEditSchema,
  type CompanyScope,
  wholeText,
} from '@fleetdeck/shared';
import { sendForbidden } from '../http/errors.js';
import { jsonBody } from '../http/jsonBody.js';
import { MAX_ROW_ID, pathId } from '../http/pathId.js';
import { tenant } from '../http/tenancy.js';
import type { PoiRepository } from './poiRepository.js';

export interface PoiRouterDeps {
  repo: PoiRepository;
  tenantScope: RequestHandler[];
  /** The trucks a company stream sees now (events are listed for those only). */
  truckIdsOf: (company: CompanyScope) => number[];
  /** A POI changed here: the geofence engine looks at once. */
  changed: () => void;
}

/** 400 naming the top-level field (`emailAddresses` for any bad address in the list). */
function parse<T>(schema: ZodType<T>, value: unknown, res: Response): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? String(issue.path[0]) : 'body';
  res.status(400).json({
    error: 'invalid_request',
    field,
    message: `${field}: ${issue?.message ?? 'invalid value'}`,
  });
  return undefined;
}

const notFound = (res: Response, what: string) =>
  void res.status(404).json({ error: 'not_found', message: `No such ${what}` });

/** Blank strings are dropped and the others trimmed before each must be an e-mail address. */
const emailList = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? value
          .map((v: unknown) => (typeof v === 'string' ? v.trim() : v))
          .filter((v: unknown) => v !== '')
      : value,
  z.array(z.email()).max(50),
);

const alertType = z.enum(POI_ALERT_TYPES);
const objectBody = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const notificationCreateSchema = z.preprocess(
  (value) => {
    const body = objectBody(value);
    // Upstream answers spell it poi_id: taken too.
    return body['poiId'] === undefined && body['poi_id'] !== undefined
      ? { ...body, poiId: body['poi_id'] }
      : body;
  },
  z.object({
    poiId: z.number().int().positive().max(MAX_ROW_ID),
    emailAddresses: emailList,
    notificationEvents: alertType,
  }),
);
const notificationUpdateSchema = z.object({
  emailAddresses: emailList,
  notificationEvents: alertType.optional(),
});
const settingsSchema = z.object({ emailAddresses: emailList });
const limitSchema = z.object({
  limit: wholeText(1, 500).default(50),
});
/** A full POI body names at least one of these; otherwise it is the popup's colour and note. */
const FULL_FIELDS = ['description', 'lat', 'lng', 'radius', 'type', 'address'];

/**
 * `/api/poi`: the company's points of interest, their alert notifications and default
 * recipients, the geofence events and the alert e-mail outbox. Behind the token and company checks
 * and the `poi` permission (licence `poi.poi`); every query is scoped to the company.
 */
export function poiRouter(deps: PoiRouterDeps): Router {
  const { repo } = deps;
  const router = express.Router();
  router.use('/api/poi', ...deps.tenantScope, (_req, res, next) => {
    if (!canUse(tenant(res).ability, 'poi'))
      return sendForbidden(res, 'Points of interest are not part of your licence');
    next();
  });
  router.use('/api/poi', jsonBody({ limit: '32kb' }));

  router.get('/api/poi', async (_req, res) => {
    res.json({ data: await repo.list(tenant(res).companyId) });
  });
  router.post('/api/poi', async (req, res) => {
    const body = parse(poiInputSchema, req.body, res);
    if (!body) return;
    const poi = await repo.create(tenant(res).companyId, body);
    deps.changed();
    res.status(201).json({ data: poi });
  });

  router.get('/api/poi/notifications', async (_req, res) => {
    res.json({ data: await repo.notifications(tenant(res).companyId) });
  });
  router.post('/api/poi/notifications', async (req, res) => {
    const body = parse(notificationCreateSchema, req.body, res);
    if (!body) return;
    const result = await repo.createNotification(tenant(res).companyId, body);
    if (result === 'no_poi') return notFound(res, 'POI');
    if (result === 'exists')
      return void res.status(409).json({
        error: 'conflict',
        field: 'poiId',
        message: 'poiId: the POI already has a notification: change that one',
      });
    res.status(201).json({ data: result });
  });
  router.put('/api/poi/notifications/:id', async (req, res) => {
    const id = pathId(req, res);
    if (id === undefined) return;
    const body = parse(notificationUpdateSchema, req.body, res);
    if (!body) return;
    const updated = await repo.updateNotification(tenant(res).companyId, id, body);
    if (!updated) return notFound(res, 'notification');
    res.json({ data: updated });
  });
  router.delete('/api/poi/notifications/:id', async (req, res) => {
    const id = pathId(req, res);
    if (id === undefined) return;
    if (!(await repo.removeNotification(tenant(res).companyId, id)))
      return notFound(res, 'notification');
    res.status(204).end();
  });

  router.get('/api/poi/settings', async (_req, res) => {
    res.json({ data: await repo.settings(tenant(res).companyId) });
  });
  // Any user with the poi permission may set them (unlike the rest of the company configuration).
  router.put('/api/poi/settings', async (req, res) => {
    const body = parse(settingsSchema, req.body, res);
    if (!body) return;
    await repo.setSettings(tenant(res).companyId, body.emailAddresses);
    res.json({ data: { emailAddresses: body.emailAddresses } });
  });

  router.get('/api/poi/events', async (req, res) => {
    const query = parse(limitSchema, req.query, res);
    if (!query) return;
    const { companyId } = tenant(res);
    res.json({ data: await repo.events(companyId, deps.truckIdsOf(companyId), query.limit) });
  });
  router.get('/api/poi/outbox', async (req, res) => {
    const query = parse(limitSchema, req.query, res);
    if (!query) return;
    res.json({ data: await repo.outbox(tenant(res).companyId, query.limit) });
  });

  router.put('/api/poi/:id', async (req, res) => {
    const id = pathId(req, res);
    if (id === undefined) return;
    const { companyId } = tenant(res);
    const full = FULL_FIELDS.some((field) => field in objectBody(req.body));
    let updated;
    if (full) {
      const body = parse(poiInputSchema, req.body, res);
      if (!body) return;
      updated = await repo.update(companyId, id, body);
    } else {
      const body = parse(poiPopupEditSchema, req.body, res);
      if (!body) return;
      updated = await repo.updateLooks(companyId, id, body);
    }
    if (!updated) return notFound(res, 'POI');
    if (full) deps.changed();
    res.json({ data: updated });
  });
  router.delete('/api/poi/:id', async (req, res) => {
    const id = pathId(req, res);
    if (id === undefined) return;
    if (!(await repo.remove(tenant(res).companyId, id))) return notFound(res, 'POI');
    deps.changed();
    res.status(204).end();
  });
  return router;
}
