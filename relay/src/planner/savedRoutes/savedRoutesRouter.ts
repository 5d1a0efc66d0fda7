import express, { type RequestHandler, type Response, type Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { canUse, PAGE_SIZES, savedRouteSchema, wholeText } from '@fleetdeck/shared';
import { sendForbidden } from '../../http/errors.js';
import { jsonBody } from '../../http/jsonBody.js';
import { tenant } from '../../http/tenancy.js';
import { parseOr400 } from '../../http/validate.js';
import { SavedRouteRepository } from './savedRouteRepository.js';

export interface SavedRoutesDeps {
  pool: pg.Pool;
  tenantScope: RequestHandler[];
}

/** `paginate` is the page size and `page` 0-based, as the spec's client sends `page - 1`. */
const listQuerySchema = z.object({
  paginate: wholeText(1, 100).default(PAGE_SIZES.savedRoutes),
  page: wholeText(0, 100_000).default(0),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const idOf = (value: unknown): string | undefined =>
  typeof value === 'string' && UUID.test(value) ? value : undefined;

/** Where a string holds a NUL character, which PostgreSQL text and jsonb cannot store. */
export function nulPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string')
    return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(key, [...path, key]) ?? nulPath(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The body parsed, or a 400 naming the field (a NUL character included). */
function bodyOr400(value: unknown, res: Response) {
  const body = parseOr400(savedRouteSchema, value, res);
  const nul = body && nulPath(body);
  if (nul === undefined) return body;
  res
    .status(400)
    .json({ error: 'invalid_request', field: nul, message: `${nul}: no NUL characters` });
  return undefined;
}

const notFound = (res: Response): void =>
  void res.status(404).json({ error: 'not_found', message: 'No such saved route' });

/**
 * The saved routes service of part 2 §7: `GET /api/route?paginate=&page=` (only trips with a
 * waypoint, `meta.items` their count), `POST /api/route`, `PUT` and `DELETE /api/route/:id`.
 * Behind the token and company checks and the `planner_saved_routes` licence; stored per company.
 */
export function savedRoutesApi(deps: SavedRoutesDeps): Router {
  const repo = new SavedRouteRepository(deps.pool);
  const router = express.Router();
  router.use('/api/route', ...deps.tenantScope, (_req, res, next) => {
    if (!canUse(tenant(res).ability, 'planner_saved_routes'))
      return sendForbidden(res, 'Saved routes are not part of your licence');
    next();
  });
  router.use('/api/route', jsonBody({ limit: '512kb' }));

  router.get('/api/route', (req, res, next) => {
    const query = parseOr400(listQuerySchema, req.query, res);
    if (!query) return;
    repo.page(tenant(res).companyId, query.page, query.paginate).then(({ data, items }) => {
      res.json({ data, meta: { items, page: query.page, perPage: query.paginate } });
    }, next);
  });
  router.post('/api/route', (req, res, next) => {
    const body = bodyOr400(req.body, res);
    if (!body) return;
    const { companyId, user } = tenant(res);
    repo.create(companyId, user.wall ? null : user.userId, body).then((data) => {
      res.status(201).json({ data });
    }, next);
  });
  router.put('/api/route/:id', (req, res, next) => {
    const id = idOf(req.params['id']);
    if (id === undefined) return notFound(res);
    const body = bodyOr400(req.body, res);
    if (!body) return;
    repo.update(tenant(res).companyId, id, body).then((data) => {
      if (!data) return notFound(res);
      res.json({ data });
    }, next);
  });
  router.delete('/api/route/:id', (req, res, next) => {
    const id = idOf(req.params['id']);
    if (id === undefined) return notFound(res);
    repo.remove(tenant(res).companyId, id).then((data) => {
      if (!data) return notFound(res);
      res.json({ data });
    }, next);
  });
  return router;
}
