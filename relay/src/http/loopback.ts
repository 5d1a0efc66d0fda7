import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServedPair {
  /** The base URL of the app under test. */
  url: string;
  close(): void;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * Router tests: a stand-in `upstream` and the app `make` builds for its URL, each on a free
 * loopback port. `close` ends both, open connections included.
 */
export async function serveWithUpstream(
  upstream: RequestListener,
  make: (upstreamUrl: string) => RequestListener,
): Promise<ServedPair> {
  const servers = [createServer(upstream)];
  const upstreamUrl = await listen(servers[0] as Server);
  const app = createServer(make(upstreamUrl));
  servers.push(app);
  return {
    url: await listen(app),
    close: () => {
      for (const server of servers) {
        server.closeAllConnections();
        server.close();
      }
    },
  };
}
