import express, { type RequestHandler, type Router } from 'express';
import type pg from 'pg';
import type { Server } from 'socket.io';
import { jsonBody } from '../http/jsonBody.js';
import type { FleetHub } from '../live/hub.js';
import type { LinkEvents } from './linkEvents.js';
import { createPublicLinkRouter } from './publicLinkRouter.js';
import { SharedGateway } from './sharedGateway.js';
import { createSharedLinkRouter } from './sharedLinkRouter.js';
import { SharedLinkRepository } from './sharedLinkRepository.js';

export interface SharedLinks {
  /** `/api/sharelink` (owners) and `/public/sharelink/:token` (viewers), for `createApp`. */
  routers: Router[];
  /** Opens `/shared` on the Socket.IO server; the owner calls reach its viewers from then on. */
  attach(io: Server, clustered: boolean): SharedGateway;
}

const nowS = (): number => Math.floor(Date.now() / 1000);

/** Shared live-location links: storage, the owner and public calls, the viewers' namespace. */
export function sharedLinks(
  pool: pg.Pool,
  hub: FleetHub,
  tenantScope: RequestHandler[],
): SharedLinks {
  const links = new SharedLinkRepository(pool);
  let gateway: SharedGateway | undefined;
  // The HTTP app exists before the Socket.IO server it feeds: events wait for `attach`.
  const events: LinkEvents = {
    expiryChanged: (id, exp) => gateway?.expiryChanged(id, exp),
    revoked: (id) => gateway?.revoked(id),
  };
  const platesOf = (companyId: number): Map<number, string> =>
    new Map(hub.snapshot(companyId).trucks.map((t) => [t.id, t.plate]));

  const owner = express.Router();
  owner.use(
    '/api/sharelink',
    ...tenantScope,
    jsonBody({ limit: '64kb' }),
    createSharedLinkRouter({ links, events, platesOf, nowS }),
  );
  return {
    routers: [createPublicLinkRouter(links, nowS), owner],
    attach: (io, clustered) => (gateway = new SharedGateway(io, hub, links, clustered)),
  };
}
