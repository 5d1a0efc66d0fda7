import express, { type Request, type Response, type Router } from 'express';
import { sharedLinkValidity, type SharedLinkGroups, type SharedLinkItem } from '@fleetdeck/shared';
import { tenant } from '../http/tenancy.js';
import { parseOr400 } from '../http/validate.js';
import type { LinkEvents } from './linkEvents.js';
import { hashLinkToken, newLinkId, newLinkToken } from './linkToken.js';
import type { SharedLinkRepository, StoredLink } from './sharedLinkRepository.js';
import { createBodySchema, deleteBodySchema, updateBodySchema } from './sharedLinkSchemas.js';

export interface SharedLinkRouterDeps {
  links: SharedLinkRepository;
  events: LinkEvents;
  /** The plates of the company stream's trucks: a link may share only these. */
  platesOf: (companyId: number) => ReadonlyMap<number, string>;
  nowS: () => number;
}

const notFound = (res: Response): void => {
  res.status(404).json({ error: 'not_found', message: 'No such link in this company' });
};

const item = (link: StoredLink): SharedLinkItem => ({
  id: link.id,
  start: link.start,
  exp: link.exp,
  tz: link.tz,
  trucks: link.trucks,
});

/** `/sharelink` of part 1 section 7, behind the bearer-token and X-Company checks. */
export function createSharedLinkRouter(deps: SharedLinkRouterDeps): Router {
  const { links, events, nowS } = deps;
  const createBody = createBodySchema(nowS);
  const router = express.Router();

  router.get('/', async (_req, res) => {
    const groups: SharedLinkGroups = { active: [], upcoming: [], expired: [] };
    for (const link of await links.listOf(tenant(res).companyId)) {
      const state = sharedLinkValidity(link, nowS());
      const group =
        state === 'valid' ? 'active' : state === 'not_yet_available' ? 'upcoming' : 'expired';
      groups[group].push(item(link));
    }
    res.json({ data: groups });
  });

  router.post('/', async (req: Request, res) => {
    const body = parseOr400(createBody, req.body, res);
    if (!body) return;
    const { companyId, user } = tenant(res);
    const plates = deps.platesOf(companyId);
    const index = body.truck_id.findIndex((id) => !plates.has(id));
    if (index >= 0) {
      res.status(400).json({
        error: 'invalid_request',
        field: `truck_id.${index}`,
        message: `truck_id.${index}: not a vehicle of this company`,
      });
      return;
    }
    const token = newLinkToken();
    const link: StoredLink = {
      id: newLinkId(),
      company_id: companyId,
      start: body.start_at,
      exp: body.expire_at,
      tz: body.tz,
      trucks: body.truck_id.map((id) => ({ id, plate: plates.get(id) ?? '' })),
    };
    await links.create({ ...link, tokenHash: hashLinkToken(token), createdBy: user.userId });
    res.status(201).json({ data: { token, ...item(link) } });
  });

  router.put('/', async (req, res) => {
    const body = parseOr400(updateBodySchema, req.body, res);
    if (!body) return;
    const { companyId } = tenant(res);
    const link = await links.byId(companyId, body.id);
    if (!link) return notFound(res);
    if (body.expire_at <= link.start) {
      res.status(400).json({
        error: 'invalid_request',
        field: 'expire_at',
        message: 'expire_at: must lie after the start',
      });
      return;
    }
    if (!(await links.setExpiry(companyId, body.id, body.expire_at, body.tz))) return notFound(res);
    events.expiryChanged(body.id, body.expire_at);
    res.json({ data: { exp: body.expire_at } });
  });

  router.delete('/', async (req, res) => {
    const body = parseOr400(deleteBodySchema, req.body, res);
    if (!body) return;
    if (!(await links.remove(tenant(res).companyId, body.id))) return notFound(res);
    events.revoked(body.id);
    res.status(204).end();
  });

  return router;
}
