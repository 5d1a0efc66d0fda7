import express, { type Request, type Router } from 'express';
import { changeCompanyRequestSchema, languageSettingsSchema } from '@fleetdeck/shared';
import { z } from 'zod';
import type { AuthenticatedUser, TokenService } from '../auth/tokens.js';
import { sendForbidden, sendUnauthorized, sendValidationError } from '../http/errors.js';
import { companyHeader, rulesOf, tenant } from '../http/tenancy.js';
import { parseOr400 } from '../http/validate.js';
import { INFRINGEMENT_NATIONS, LANGUAGE_OPTIONS, TIME_ZONES } from '../settings/languageConfig.js';
import type { AccountsRepository } from '../storage/accounts.js';

const languageCodes = LANGUAGE_OPTIONS.map((l) => l.TRANSLATION_LANGUAGE) as [string, ...string[]];
const nationCodes = INFRINGEMENT_NATIONS.map((n) => n.CODE) as [string, ...string[]];

const companiesQuerySchema = z.object({
  include: z.array(z.enum(['permissions'])).optional(),
});

/** Any of the three settings, each one of the offered values (the screen sends what is set). */
const userConfigSchema = languageSettingsSchema
  .extend({
    lingua: z.enum(languageCodes),
    timeZone: z.enum(TIME_ZONES as [string, ...string[]]),
    infringNation: z.enum(nationCodes),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'at least one setting is required' });

/**
 * The signed-in user's own calls, bearer only: the app reads the user's companies and language
 * before it has a company.
 */
export function userRoutes(accounts: AccountsRepository, tokens: TokenService): Router {
  const router = express.Router();
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
          admin: { helpdesk: user.helpdesk },
        },
      },
    });
  });

  // Listing one's companies needs no current company: `X-Company`, when sent, picks the one named
  // `company`; without it the user's current company is.
  router.get('/companies', async (req: Request, res) => {
    const query = parseOr400(companiesQuerySchema, req.query, res);
    if (!query) return;
    const user = res.locals['user'] as AuthenticatedUser;
    if (user.companies.length === 0) {
      return sendForbidden(res, 'The account is not configured for this service');
    }
    const header = req.get('x-company');
    let companyId: number;
    if (header !== undefined) {
      const parsed = companyHeader.safeParse(header);
      if (!parsed.success) return sendValidationError(res, parsed.error, 'X-Company');
      if (!user.companies.includes(parsed.data))
        return sendForbidden(res, 'X-Company is not one of your companies');
      companyId = parsed.data;
    } else {
      const current = user.wall
        ? user.wall.company
        : (await accounts.userById(user.userId))?.current_company;
      companyId =
        current !== undefined && current !== null && user.companies.includes(current)
          ? current
          : (user.companies[0] as number);
    }
    const companies = user.wall
      ? await accounts.companiesByIds([user.wall.company])
      : await accounts.companiesOf(user.userId);
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

  // A new access token for the same session, before the current one expires (wall screens use
  // their own token, which does not expire).
  router.post('/users/me/token', async (_req, res) => {
    const user = res.locals['user'] as AuthenticatedUser;
    if (user.wall) return sendForbidden(res, 'A wall token is not refreshed');
    const token = await tokens.refreshAccessToken(user.userId, user.sessionId);
    if (!token) return sendUnauthorized(res);
    res.json({ data: { token } });
  });

  router.put('/users/me/config', async (req, res) => {
    const body = parseOr400(userConfigSchema, req.body, res);
    if (!body) return;
    const { userId } = res.locals['user'] as AuthenticatedUser;
    await accounts.setPreferences(userId, {
      language: body.lingua,
      timezone: body.timeZone,
      infringementNation: body.infringNation,
    });
    res.status(204).end();
  });
  return router;
}

/** The licences in the current company and the change of company (behind the `X-Company` check). */
export function companyRoutes(accounts: AccountsRepository): Router {
  const router = express.Router();
  // The ability rules travel beside the licences: the web app builds the same CASL ability.
  router.get('/licenses', (_req, res) => {
    const { membership } = tenant(res);
    res.json({ data: membership.licenses, rules: rulesOf(membership) });
  });

  router.post('/companies/change', async (req, res) => {
    const body = parseOr400(changeCompanyRequestSchema, req.body, res);
    if (!body) return;
    const { user } = tenant(res);
    if (!user.companies.includes(body.azienda)) {
      return sendForbidden(res, 'azienda is not one of your companies');
    }
    await accounts.setCurrentCompany(user.userId, body.azienda);
    res.json({ data: { current_company: body.azienda } });
  });
  return router;
}
