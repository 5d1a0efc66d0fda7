import express, { type Router } from 'express';
import { companyRoutes, userRoutes } from '../accounts/accountRoutes.js';
import type { TokenService, TokenVerifier } from '../auth/tokens.js';
import { wallReadOnly } from '../walls/wallTokens.js';
import { settingsRoutes } from '../settings/settingsRoutes.js';
import type { AccountsRepository } from '../storage/accounts.js';
import type { ConfigStoreRepository } from '../storage/configStore.js';
import type { DriverStatusRepository } from '../storage/driverStatuses.js';
import { jsonBody } from './jsonBody.js';
import { requireCompany, requireUser } from './tenancy.js';

export interface ApiDeps {
  accounts: AccountsRepository;
  store: ConfigStoreRepository;
  driverStatuses: DriverStatusRepository;
  tokens: TokenService;
  /** Access tokens and wall tokens (see walls/wallTokens.ts); the access tokens alone by default. */
  verify?: TokenVerifier;
}

/**
 * The section 7 calls of accounts, companies and settings, mounted under `/api`: a bearer token
 * for all of them, and the `X-Company` check for all but the user's own.
 */
export function createApiRouter(deps: ApiDeps): Router {
  const { accounts, store, driverStatuses, tokens } = deps;
  const router = express.Router();
  router.use(jsonBody({ limit: '256kb' }));
  router.use(requireUser(deps.verify ?? tokens.verify));
  router.use(wallReadOnly);
  router.use(userRoutes(accounts, tokens));
  router.use(requireCompany(accounts));
  router.use(companyRoutes(accounts));
  router.use(settingsRoutes(store, driverStatuses));
  return router;
}
