import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

/**
 * The deployment's load balancer rule without nginx: sticky by the client's whole address (nginx
 * `hash $remote_addr`), and when that relay refuses the connection, the next one in order (nginx
 * `proxy_next_upstream error`). It works on TCP connections, so HTTP and WebSocket pass alike.
 */
export class StickyProxy {
  private server: Server | undefined;
  private readonly open = new Set<Socket>();
  /** Which relay (index) each client address was last sent to. */
  readonly assigned = new Map<string, number>();
  url = '';

  constructor(private readonly relays: readonly { host: string; port: number }[]) {}

  /** The relay the rule picks first for an address. */
  home(address: string): number {
    return crc32(address) % this.relays.length;
  }

  async start(): Promise<this> {
    this.server = createServer((client) => {
      client.pause();
      this.open.add(client);
      client.once('close', () => this.open.delete(client));
      const address = client.remoteAddress ?? '';
      const tryRelay = (attempt: number): void => {
        if (attempt >= this.relays.length || client.destroyed) return void client.destroy();
        const index = (this.home(address) + attempt) % this.relays.length;
        const target = this.relays[index] as { host: string; port: number };
        const upstream = connect(target.port, target.host);
        let connected = false;
        upstream.once('error', () => {
          if (!connected) tryRelay(attempt + 1);
          else client.destroy();
        });
        upstream.once('connect', () => {
          connected = true;
          this.assigned.set(address, index);
          this.open.add(upstream);
          upstream.once('close', () => {
            this.open.delete(upstream);
            client.destroy();
          });
          client.once('close', () => upstream.destroy());
          client.on('error', () => upstream.destroy());
          upstream.on('error', () => client.destroy());
          client.pipe(upstream);
          upstream.pipe(client);
          client.resume();
        });
      };
      tryRelay(0);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
