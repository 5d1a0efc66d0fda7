import type { LiveAuthorizer } from '../socket/liveGateway.js';
import type { TokenVerifier } from './tokens.js';

/**
 * The `/live` handshake check with accounts: a valid access token, and a company stream that is
 * one of the user's companies (never `*`, every truck, which is for the embedded default only).
 */
export function tokenAuthorizer(verify: TokenVerifier): LiveAuthorizer {
  return async ({ token, company }) => {
    const user = token ? await verify(token) : null;
    if (!user) throw new Error('unauthorized: a valid token is required');
    if (company === '*' || !user.companies.includes(company)) {
      throw new Error('forbidden: company is not one of your companies');
    }
    // Who joined, so the credential watch can cut the socket when the credential ends.
    return {
      company,
      principal: user.wall
        ? { kind: 'wall', wallId: user.wall.id, company }
        : {
            kind: 'session',
            sessionId: user.sessionId,
            userId: user.userId,
            company,
            ...(user.expiresAt !== undefined ? { expiresAt: user.expiresAt } : {}),
          },
    };
  };
}
