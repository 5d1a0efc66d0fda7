import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { CompanyScope, Truck } from '@fleetdeck/shared';

/** What a router asking upstream on behalf of the user's company needs. */
export interface CompanyUpstreamDeps {
  /** The bearer token and X-Company checks. */
  tenantScope: RequestHandler[];
  /** The trucks of a company stream as this relay last saw them (its own and its slaves'). */
  trucksOf: (company: CompanyScope) => readonly Truck[];
  upstreamUrl: string;
  timeoutMs: number;
  log: Logger;
}
