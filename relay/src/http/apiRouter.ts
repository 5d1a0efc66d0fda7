import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { ZodType } from 'zod';
import type { AuthenticatedUser, TokenService } from '../auth/tokens.js';
import type { AccountsRepository } from '../storage/accounts.js';
import type { ConfigStoreRepository } from '../storage/configStore.js';
import type { DriverStatusRepository } from '../storage/driverStatuses.js';
import {
  companiesQuerySchema,
  companyChangeSchema,
  storeBodySchema,
  storeQuerySchema,
  userConfigSchema,
} from './apiSchemas.js';
import { sendForbidden, sendValidationError } from './errors.js';
import { languageConfiguration } from './languageConfig.js';
import { requireCompany, requireUser, rulesOf, tenant } from './tenancy.js';

export interface ApiDeps {
  accounts: AccountsRepository;
  store: ConfigStoreRepository;
  driverStatuses: DriverStatusRepository;
  tokens: TokenService;
}

/** Parses `value` with `schema`, answering 400 naming the field when it does not fit. */
function parse<T>(
  schema: ZodType<T>,
  value: unknown,
  res: Response,
  where?: string,
): T | undefined {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  sendValidationError(res, result.error, where);
  return undefined;
}

/** The section 7 calls of accounts, companies and settings, mounted under `/api`. */
export function createApiRouter(deps: ApiDeps): Router {
  const { accounts, store, driverStatuses, tokens } = deps;
  const router = express.Router();
  router.use(express.json({ limit: '256kb' }));
  router.use(requireUser(tokens.verify));

  // Bearer only: the app reads the user's companies and language before it has a company.
  router.get('/users/me', async (_req, res) => {
    const { userId, companies } = res.locals['user'] as AuthenticatedUser;
    const user = await accounts.userById(userId);
    if (!user) return sendForbidden(res, 'Unknown user');
    const current = companies.includes(user.current_company ?? -1)
      ? user.current_company
      : (companies[0] ?? null);
    res.json({
      data: {
        info: {
          id: user.id,
          username: user.username,
          name: user.display_name,
          signed_tenant_token: await tokens.issueTenantToken(user.id, companies, current),
          current_company: current,
          language: user.language,
          iana: user.timezone,
          timezone: user.timezone,
          infringment_nation: user.infringement_nation,
        },
      },
    });
  });

  router.put('/users/me/config', async (req, res) => {
    const body = parse(userConfigSchema, req.body, res);
    if (!body) return;
    const { userId } = res.locals['user'] as AuthenticatedUser;
    await accounts.setPreferences(userId, {
      language: body.lingua,
      timezone: body.timeZone,
      infringementNation: body.infringNation,
    });
    res.status(204).end();
  });

  router.use(requireCompany(accounts));

  // The ability rules travel beside the licences: the web app builds the same CASL ability.
  router.get('/licenses', (_req, res) => {
    const { membership } = tenant(res);
    res.json({ data: membership.licenses, rules: rulesOf(membership) });
  });

  router.get('/companies', async (req: Request, res) => {
    const query = parse(companiesQuerySchema, req.query, res);
    if (!query) return;
    const { user, companyId } = tenant(res);
    const companies = await accounts.companiesOf(user.userId);
    const ids = new Set(companies.map((c) => c.id));
    const masters = companies.filter((c) => companies.some((s) => s.master_id === c.id));
    const company = companies.find((c) => c.id === companyId);
    res.json({
      data: {
        ...(query.include?.includes('permissions')
          ? { permissions: companies.map((c) => ({ id: c.id, business_name: c.business_name })) }
          : {}),
        company: company && { id: company.id, business_name: company.business_name },
        master_slave: masters.map((m) => ({
          master: m.id,
          slaves: companies.filter((c) => c.master_id === m.id && ids.has(c.id)).map((c) => c.id),
        })),
      },
    });
  });

  router.post('/companies/change', async (req, res) => {
    const body = parse(companyChangeSchema, req.body, res);
    if (!body) return;
    const { user } = tenant(res);
    if (!user.companies.includes(body.azienda)) {
      return sendForbidden(res, 'azienda is not one of your companies');
    }
    await accounts.setCurrentCompany(user.userId, body.azienda);
    res.json({ data: { current_company: body.azienda } });
  });

  router.get('/store', async (req, res) => {
    const query = parse(storeQuerySchema, req.query, res);
    if (!query) return;
    const { user, companyId } = tenant(res);
    res.json({ data: await store.read(query.type, user.userId, companyId, query.key) });
  });

  router.post('/store', async (req, res) => {
    const body = parse(storeBodySchema, req.body, res);
    if (!body) return;
    const { user, companyId, ability } = tenant(res);
    if (body.type === 'company' && ability.cannot('manage', 'CompanyConfig')) {
      return sendForbidden(res, 'You may not change the company configuration');
    }
    await store.write(body.type, user.userId, companyId, body.key, body.data);
    res.json({ data: body.data });
  });

  router.get('/golia/config', (_req, res) => {
    res.json({ data: languageConfiguration() });
  });

  router.get('/drivers/status', async (_req, res) => {
    res.json({ data: await driverStatuses.list(tenant(res).companyId) });
  });

  router.use(apiErrorHandler);
  return router;
}

/** A body that is not JSON is the client's mistake (400 naming the body), anything else a 500. */
export function apiErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  const status = (error as { status?: number; type?: string }).status;
  if (status === 400 || status === 413) {
    res
      .status(status)
      .json({ error: 'invalid_request', field: 'body', message: 'body: not valid JSON' });
    return;
  }
  next(error);
}
