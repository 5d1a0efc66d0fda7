import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP proxy the test controls between a client and the relay: every chunk is held back a random
 * delay in [minDelayMs, maxDelayMs] (in order), and `cut()` drops every connection at once, as a
 * lossy mobile or site link would.
 */
export class LossyProxy {
  private server: Server | undefined;
  private readonly pairs = new Set<[Socket, Socket]>();
  url = '';
  cuts = 0;

  constructor(
    private readonly target: { host: string; port: number },
    private readonly minDelayMs = 50,
    private readonly maxDelayMs = 400,
    /** Where the delays come from: the test's seeded generator, so a run can be replayed. */
    private readonly random: () => number = Math.random,
  ) {}

  async start(): Promise<this> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      const pair: [Socket, Socket] = [client, upstream];
      this.pairs.add(pair);
      this.pipe(client, upstream);
      this.pipe(upstream, client);
      const end = (): void => {
        this.pairs.delete(pair);
        client.destroy();
        upstream.destroy();
      };
      client.on('close', end).on('error', end);
      upstream.on('close', end).on('error', end);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
    return this;
  }

  /** Forwards `from` to `to` with a random delay per chunk, keeping the order. */
  private pipe(from: Socket, to: Socket): void {
    let last = 0;
    from.on('data', (chunk) => {
      const delay = this.minDelayMs + this.random() * (this.maxDelayMs - this.minDelayMs);
      const at = Math.max(last, Date.now() + delay);
      last = at;
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
      }, at - Date.now());
    });
  }

  /** Drops every open connection. */
  cut(): void {
    this.cuts += 1;
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}
