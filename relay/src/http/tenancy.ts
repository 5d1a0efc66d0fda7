import type { NextFunction, Request, Response } from 'express';
import type { AuthenticatedUser, TokenVerifier } from '../auth/tokens.js';
import type { AccountsRepository, MembershipRow } from '../storage/accounts.js';
import { sendForbidden, sendUnauthorized, sendValidationError } from './errors.js';
import {
  buildAbility,
  idText,
  mergeLicenseGroups,
  type AbilityRule,
  type AppAbility,
} from '@fleetdeck/shared';

export interface TenantLocals {
  user: AuthenticatedUser;
  companyId: number;
  membership: MembershipRow;
  ability: AppAbility;
}

/** `X-Company`: a canonical decimal id, so `0x4`, `4e0`, `04` or `4.0` name no company. */
export const companyHeader = idText();

/** 401 unless `Authorization: Bearer <token>` verifies; the user goes to `res.locals.user`. */
export function requireUser(verify: TokenVerifier) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const match = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '');
    const user = match?.[1] ? await verify(match[1]) : null;
    if (!user) return sendUnauthorized(res);
    res.locals['user'] = user;
    next();
  };
}

/**
 * 403 unless `X-Company` is one of the user's companies (400 when it is not a company id). Every
 * handler after this reads the company from `res.locals` and scopes its queries to it.
 */
export function requireCompany(accounts: AccountsRepository) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const user = res.locals['user'] as AuthenticatedUser;
    if (user.companies.length === 0) {
      return sendForbidden(res, 'The account is not configured for this service');
    }
    const parsed = companyHeader.safeParse(req.get('x-company'));
    if (!parsed.success) return sendValidationError(res, parsed.error, 'X-Company');
    // A wall screen reads its one company, whatever the rules of any user.
    const membership: MembershipRow | undefined = user.wall
      ? user.wall.company === parsed.data
        ? { company_id: parsed.data, licenses: {}, rules: [{ action: 'read', subject: 'all' }] }
        : undefined
      : (await accounts.memberships(user.userId)).find((m) => m.company_id === parsed.data);
    if (!membership) return sendForbidden(res, 'X-Company is not one of your companies');
    res.locals['companyId'] = parsed.data;
    res.locals['membership'] = membership;
    res.locals['ability'] = buildAbility({
      rules: rulesOf(membership),
      rulesLoaded: true,
      licenses: mergeLicenseGroups(membership.licenses),
    });
    next();
  };
}

/** The membership's CASL rules; none configured means the spec's default "manage all". */
export function rulesOf(membership: MembershipRow): AbilityRule[] {
  return (membership.rules as AbilityRule[] | null) ?? [{ action: 'manage', subject: 'all' }];
}

export function tenant(res: Response): TenantLocals {
  return res.locals as unknown as TenantLocals;
}
