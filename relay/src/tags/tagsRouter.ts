import express, { type RequestHandler, type Response, type Router } from 'express';
import type pg from 'pg';
import {
  bulkTagInputSchema,
  tagInputSchema,
  truckTagsInputSchema,
  type CompanyTag,
} from '@fleetdeck/shared';
import { sendForbidden } from '../http/errors.js';
import { jsonBody } from '../http/jsonBody.js';
import { pathId } from '../http/pathId.js';
import { tenant } from '../http/tenancy.js';
import { parseOr400 } from '../http/validate.js';
import type { FleetHub } from '../live/hub.js';
import { TagRepository, type TagRow, type TagWriteError } from './tagRepository.js';

export interface TagsDeps {
  pool: pg.Pool;
  hub: Pick<FleetHub, 'sees'>;
  tenantScope: RequestHandler[];
}

const notFound = (res: Response, what: string): void =>
  void res.status(404).json({ error: 'not_found', message: `No such ${what}` });

const badField = (res: Response, field: string, message: string): void =>
  void res.status(400).json({ error: 'invalid_request', field, message: `${field}: ${message}` });

/** What a refused write answers. */
function refused(res: Response, why: TagWriteError): void {
  if (why === 'duplicate')
    return void res
      .status(409)
      .json({ error: 'duplicate', field: 'tag', message: 'tag: the company has a tag so named' });
  if (why === 'foreign_tags') return badField(res, 'tag_ids', 'not all tags of the company');
  notFound(res, 'tag');
}

/**
 * Company tags (spec part 2 sections 2, 4, 7): `GET/POST /api/tags`, `PUT/DELETE
 * /api/tags/:id`, a truck's tags `PUT /api/trucks/:id/tags` and bulk `POST /api/tags/:id/trucks`,
 * behind the token and company checks; writes need `manage Tag`. Counts and assignable trucks
 * are those the company's live stream sees (its slaves included). Assignments reach the trucks
 * of the live stream through the poller (truckTagger.ts).
 */
export function tagsApi(deps: TagsDeps): Router {
  const repo = new TagRepository(deps.pool);
  const withCount = async (company: number, rows: TagRow[]): Promise<CompanyTag[]> => {
    const trucks = await repo.trucksByTag(company, rows.length === 1 ? rows[0]?.id : undefined);
    return rows.map((r) => ({
      ...r,
      trucks: (trucks.get(r.id) ?? []).filter((id) => deps.hub.sees(company, id)).length,
    }));
  };
  const mayManage: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && tenant(res).ability.cannot('manage', 'Tag'))
      return sendForbidden(res, 'You may not manage tags');
    next();
  };

  const router = express.Router();
  for (const path of ['/api/tags', '/api/trucks/:truckId/tags'])
    router.use(path, ...deps.tenantScope, mayManage, jsonBody({ limit: '128kb' }));

  router.get('/api/tags', (_req, res, next) => {
    const { companyId } = tenant(res);
    repo
      .list(companyId)
      .then((rows) => withCount(companyId, rows))
      .then((data) => res.json({ data }), next);
  });
  router.post('/api/tags', (req, res, next) => {
    const body = parseOr400(tagInputSchema, req.body, res);
    if (!body) return;
    const { companyId } = tenant(res);
    void (async () => {
      const row = await repo.create(companyId, body.tag);
      if (typeof row === 'string') return refused(res, row);
      res.status(201).json({ data: { ...row, trucks: 0 } });
    })().catch(next);
  });
  router.put('/api/tags/:id', (req, res, next) => {
    const id = pathId(req, res);
    if (id === undefined) return;
    const body = parseOr400(tagInputSchema, req.body, res);
    if (!body) return;
    const { companyId } = tenant(res);
    void (async () => {
      const row = await repo.rename(companyId, id, body.tag);
      if (typeof row === 'string') return refused(res, row);
      const [data] = await withCount(companyId, [row]);
      res.json({ data });
    })().catch(next);
  });
  router.delete('/api/tags/:id', (req, res, next) => {
    const id = pathId(req, res);
    if (id === undefined) return;
    repo.remove(tenant(res).companyId, id).then((done) => {
      if (done !== true) return refused(res, done);
      res.status(204).end();
    }, next);
  });
  router.post('/api/tags/:id/trucks', (req, res, next) => {
    const id = pathId(req, res);
    if (id === undefined) return;
    const body = parseOr400(bulkTagInputSchema, req.body, res);
    if (!body) return;
    const { companyId } = tenant(res);
    const unseen = body.truck_ids.find((truck) => !deps.hub.sees(companyId, truck));
    if (unseen !== undefined)
      return badField(res, 'truck_ids', `truck ${unseen} is not one of the company's`);
    void (async () => {
      const done = await repo.assign(companyId, id, body.truck_ids, body.assigned);
      if (done !== true) return refused(res, done);
      const row = (await repo.list(companyId)).filter((r) => r.id === id);
      const [data] = await withCount(companyId, row);
      res.json({ data });
    })().catch(next);
  });
  router.put('/api/trucks/:truckId/tags', (req, res, next) => {
    const { companyId } = tenant(res);
    const truckId = pathId(req, res, 'truckId');
    if (truckId === undefined) return;
    if (!deps.hub.sees(companyId, truckId)) return notFound(res, 'truck');
    const body = parseOr400(truckTagsInputSchema, req.body, res);
    if (!body) return;
    repo.setTruckTags(companyId, truckId, body.tag_ids).then((done) => {
      if (done !== true) return refused(res, done);
      res.json({ data: { truck_id: truckId, tag_ids: [...new Set(body.tag_ids)] } });
    }, next);
  });
  return router;
}
