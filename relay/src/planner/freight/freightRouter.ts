import express, { type RequestHandler, type Response, type Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import {
  canSearchFreight,
  canUse,
  DELIVERY_NATIONS,
  FREIGHT_VEHICLE_TYPES,
  PAGE_SIZES,
  SEARCH_DEFAULTS,
  decimalText,
  wholeText,
} from '@fleetdeck/shared';
import { sendForbidden } from '../../http/errors.js';
import { jsonBody } from '../../http/jsonBody.js';
import { tenant } from '../../http/tenancy.js';
import { parseOr400 } from '../../http/validate.js';
import type { ReachableArea } from '../resources/reachableArea.js';
import { FREIGHT_BOARDS, type FreightBoard, type FreightBoardId } from './freightBoard.js';
import { FreightLogins } from './freightLogins.js';

export interface FreightDeps {
  pool: pg.Pool;
  tenantScope: RequestHandler[];
  boards: Record<FreightBoardId, FreightBoard>;
  /** The user payload's admin.helpdesk. */
  isHelpdesk: (userId: number) => Promise<boolean>;
  reachableArea?: ReachableArea;
}

/** PostgreSQL text cannot hold NUL characters (the username is stored). */
const noNul = (text: string) => !text.includes('\u0000');
const loginSchema = z.object({
  username: z.string().trim().min(1, 'required').max(200).refine(noNul, 'no NUL characters'),
  password: z.string().min(1, 'required').max(200),
});
const searchSchema = z.object({
  lat: decimalText(-90, 90),
  lng: decimalText(-180, 180),
  radius: decimalText(0, 500)
    .refine((km) => km > 0, 'must be more than 0')
    .default(SEARCH_DEFAULTS.radiusKm),
  area: wholeText(1, 600).optional(),
  delivery_nation: z.enum(DELIVERY_NATIONS).optional(),
  vehicle_type: z.enum(FREIGHT_VEHICLE_TYPES).optional(),
  page: wholeText(0, 10_000).default(0),
});

interface Locals {
  board: FreightBoard;
  helpdesk: boolean;
}
const locals = (res: Response): Locals => res.locals['freight'] as Locals;

/**
 * The freight exchanges (part 2 §7): `POST/GET/DELETE /api/freight/:board/login`, the offers
 * `GET /api/freight/:board/offers?lat&lng&radius|area` (10 a page) and the saved searches
 * `GET /api/freight/:board/searches`. Behind the token and company checks, `admin.helpdesk` and
 * the freight licence; offers and saved searches also need a sign-in to that exchange.
 */
export function freightApi(deps: FreightDeps): Router {
  const logins = new FreightLogins(deps.pool);
  const router = express.Router();
  router.use('/api/freight', ...deps.tenantScope);
  router.use('/api/freight/:board', (req, res, next) => {
    const id = req.params['board'] as FreightBoardId;
    if (!FREIGHT_BOARDS.includes(id))
      return void res.status(404).json({ error: 'not_found', message: 'No such freight exchange' });
    const { user, ability } = tenant(res);
    (user.wall ? Promise.resolve(false) : deps.isHelpdesk(user.userId))
      .then((helpdesk) => {
        if (!helpdesk || !canUse(ability, 'freight'))
          return sendForbidden(
            res,
            'Freight exchanges need helpdesk access and the freight licence',
          );
        res.locals['freight'] = { board: deps.boards[id], helpdesk } satisfies Locals;
        next();
      })
      .catch(next);
  });
  router.use('/api/freight', jsonBody({ limit: '4kb' }));
  const who = (res: Response) => {
    const { user, companyId } = tenant(res);
    return [user.userId, companyId, locals(res).board.id] as const;
  };
  /** The exchange username, or a 403 naming the missing sign-in. */
  const signedIn = async (res: Response): Promise<string | undefined> => {
    const username = await logins.username(...who(res));
    const payload = { admin: { helpdesk: locals(res).helpdesk } };
    if (!canSearchFreight(tenant(res).ability, payload, username !== undefined)) {
      res.status(403).json({
        error: 'freight_login_required',
        code: 'freight.login_required',
        message: 'Sign in to the freight exchange first',
      });
      return undefined;
    }
    return username;
  };

  router.post('/api/freight/:board/login', (req, res, next) => {
    const body = parseOr400(loginSchema, req.body, res);
    if (!body) return;
    void (async () => {
      const result = await locals(res).board.login(body.username, body.password);
      if (!result.ok)
        return void res.status(422).json({
          errors: [{ message: result.message, code: 'freight.wrong_credentials' }],
        });
      await logins.signIn(...who(res), body.username);
      res.json({ data: { board: locals(res).board.id, username: body.username, loggedIn: true } });
    })().catch(next);
  });
  router.get('/api/freight/:board/login', (_req, res, next) => {
    logins.username(...who(res)).then((username) => {
      res.json({
        data: {
          board: locals(res).board.id,
          username: username ?? null,
          loggedIn: username !== undefined,
        },
      });
    }, next);
  });
  router.delete('/api/freight/:board/login', (_req, res, next) => {
    logins.signOut(...who(res)).then(() => res.status(204).end(), next);
  });

  router.get('/api/freight/:board/searches', (_req, res, next) => {
    void (async () => {
      const username = await signedIn(res);
      if (username === undefined) return;
      res.json({ data: await locals(res).board.savedSearches(username) });
    })().catch(next);
  });
  router.get('/api/freight/:board/offers', (req, res, next) => {
    const query = parseOr400(searchSchema, req.query, res);
    if (!query) return;
    if (query.area !== undefined && !deps.reachableArea)
      return void res.status(501).json({
        error: 'not_available',
        field: 'area',
        message: 'area: searching by reachable minutes needs the routing provider',
      });
    void (async () => {
      if ((await signedIn(res)) === undefined) return;
      const ring =
        query.area !== undefined && deps.reachableArea
          ? await deps.reachableArea({ lat: query.lat, lng: query.lng }, query.area)
          : undefined;
      const { board } = locals(res);
      const { content, items } = await board.search({
        lat: query.lat,
        lng: query.lng,
        radiusKm: query.radius,
        ...(ring ? { ring } : {}),
        ...(query.delivery_nation ? { deliveryNation: query.delivery_nation } : {}),
        ...(query.vehicle_type ? { vehicleType: query.vehicle_type } : {}),
        page: query.page,
        perPage: PAGE_SIZES.freight,
      });
      res.json({
        content,
        meta: { items, page: query.page, perPage: PAGE_SIZES.freight, sample: board.sample },
      });
    })().catch(next);
  });
  return router;
}
