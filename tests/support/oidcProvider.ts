import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** Accounts of the test provider: id (the login typed in its form, the subject) -> claims. */
export type ProviderAccounts = Record<string, { preferred_username?: string; email?: string }>;

export interface TestProvider {
  issuer: string;
  /** Registers FleetDeck as a confidential client with the relay's callback and return address. */
  configure(relayUrl: string): void;
  close(): Promise<void>;
}

export const CLIENT_ID = 'fleetdeck-test';
export const CLIENT_SECRET = 'a-client-secret-for-the-test-provider';

/**
 * A real `oidc-provider` on a loopback port with its development login and consent forms (any
 * login is accepted and becomes the subject). The server listens first so the issuer is known
 * before the relay starts; the provider itself is made once the relay's address is known.
 */
export async function startTestProvider(accounts: ProviderAccounts): Promise<TestProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    configure(relayUrl) {
      const configuration: Configuration = {
        clients: [
          {
            client_id: CLIENT_ID,
            client_secret: CLIENT_SECRET,
            redirect_uris: [`${relayUrl}/auth/callback`],
            post_logout_redirect_uris: [`${relayUrl}/auth/logout/done`],
          },
        ],
        claims: { profile: ['preferred_username'], email: ['email', 'email_verified'] },
        cookies: { keys: ['test-cookie-key'] },
        ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
        findAccount: (_ctx, id) => {
          const account = accounts[id];
          return {
            accountId: id,
            claims: () => ({ sub: id, ...account, email_verified: Boolean(account?.email) }),
          };
        },
      };
      const provider = new Provider(issuer, configuration);
      const callback = provider.callback();
      handler = (req, res) => void callback(req, res);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
