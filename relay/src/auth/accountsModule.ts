import { randomBytes } from 'node:crypto';
import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import type { RelayConfig } from '../config/env.js';
import { createApiRouter } from '../http/apiRouter.js';
import { requireCompany, requireUser } from '../http/tenancy.js';
import { AccountsRepository } from '../storage/accounts.js';
import { WallTokenRepository, wallReadOnly, withWallTokens } from '../walls/wallTokens.js';
import { ConfigStoreRepository } from '../storage/configStore.js';
import { DriverStatusRepository } from '../storage/driverStatuses.js';
import { openDatabase, type Database } from '../storage/database.js';
import { seedDemoData, type DemoCompany } from '../storage/seed.js';
import type { DemoTags } from '../tags/demoTags.js';
import { createLoginRouter } from './loginRouter.js';
import { createOidcRouter } from './oidcRouter.js';
import { loadSecret, TokenService, type TokenVerifier } from './tokens.js';

export interface Accounts {
  database: Database;
  verifyToken: TokenVerifier;
  authRouter: Router;
  apiRouter: Router;
  /** Bearer token then X-Company checks, for feature routers mounted beside the API. */
  tenantScope: RequestHandler[];
  /** Master company -> slave companies, as stored. */
  companyMasters: () => Promise<Map<number, number[]>>;
  /** A user's stored row (display name for what they did). */
  userById: AccountsRepository['userById'];
  /** The open `/live` sockets' credentials now (see CredentialWatch). */
  credentialStates: AccountsRepository['credentialStates'];
}

function signingSecret(config: RelayConfig): Uint8Array {
  // An in-memory database lives as long as the process: so may its generated secret.
  if (!config.JWT_SECRET && config.DATA_DIR.startsWith('memory://')) {
    return new Uint8Array(randomBytes(48));
  }
  return loadSecret(config.JWT_SECRET, config.DATA_DIR);
}

/**
 * Storage, sign-in and the API of accounts, companies and settings, wired from the config; an
 * empty database gets the demo data for `demoCompanies`.
 */
export async function startAccounts(
  config: RelayConfig,
  log: Logger,
  demoCompanies: readonly DemoCompany[],
  demoTags?: DemoTags,
): Promise<Accounts> {
  const database = await openDatabase(
    {
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      schema: config.DATABASE_SCHEMA,
      onConnectionLost: (error) => log.warn({ err: error }, 'database connection lost'),
    },
    async (pool) => {
      if (await seedDemoData(pool, demoCompanies, demoTags))
        log.info('demo companies and users created');
    },
  );
  const accounts = new AccountsRepository(database.pool);
  const secret = signingSecret(config);
  const tokens = new TokenService(secret, accounts, config.SESSION_MAX_HOURS * 3_600_000);
  const verify = withWallTokens(tokens.verify, new WallTokenRepository(database.pool));
  // Sign-in is the relay's own form, or an OpenID Connect provider: the same routes either way.
  const authRouter = config.OIDC_ISSUER
    ? createOidcRouter({
        accounts,
        tokens,
        secret,
        log,
        settings: {
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          publicUrl: config.PUBLIC_URL,
        },
      })
    : createLoginRouter({ accounts, tokens });
  if (config.OIDC_ISSUER)
    log.info({ issuer: config.OIDC_ISSUER }, 'sign-in through OpenID Connect');
  return {
    database,
    verifyToken: verify,
    authRouter,
    tenantScope: [requireUser(verify), wallReadOnly, requireCompany(accounts)],
    companyMasters: () => accounts.masterSlaves(),
    userById: (id) => accounts.userById(id),
    credentialStates: (sessions, walls, maxAgeMs) =>
      accounts.credentialStates(sessions, walls, maxAgeMs),
    apiRouter: createApiRouter({
      accounts,
      store: new ConfigStoreRepository(database.pool),
      driverStatuses: new DriverStatusRepository(database.pool),
      tokens,
      verify,
    }),
  };
}
