import type { AccountsRepository, UserRow } from '../storage/accounts.js';

/** What the provider says about the person signing in (ID token merged with UserInfo). */
export interface ProviderClaims {
  sub: string;
  preferred_username?: unknown;
  email?: unknown;
  email_verified?: unknown;
}

/**
 * The FleetDeck user a provider account stands for, or undefined when none is configured:
 *
 * 1. the user already bound to this subject;
 * 2. otherwise the user whose username is the provider's `preferred_username`, then its e-mail
 *    (only a verified one), provided that user is bound to no other subject. The subject is bound
 *    then, so later sign-ins match it even if the provider's username changes.
 *
 * A user bound to another subject is never taken over by a newcomer with the same username.
 */
export async function findProviderUser(
  accounts: AccountsRepository,
  claims: ProviderClaims,
): Promise<UserRow | undefined> {
  const bound = await accounts.userByOidcSubject(claims.sub);
  if (bound) return bound;
  const names = [
    claims.preferred_username,
    claims.email_verified === true ? claims.email : undefined,
  ].filter((name): name is string => typeof name === 'string' && name.length > 0);
  for (const name of names) {
    const user = await accounts.userByUsername(name);
    if (!user) continue;
    if (user.oidc_subject !== null) return undefined;
    return (await accounts.bindOidcSubject(user.id, claims.sub))
      ? { ...user, oidc_subject: claims.sub }
      : undefined;
  }
  return undefined;
}
