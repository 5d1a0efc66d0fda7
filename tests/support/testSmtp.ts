import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  event: number;
  to: string;
  raw: string;
}

/**
 * A real SMTP server on loopback that records what it accepted. `slow` next connections get their
 * greeting only after `slowMs` (beyond the relay's timeout); `refuse` next messages are refused
 * with a 451, then a 554, and so on.
 */
export class TestSmtp {
  readonly received: Received[] = [];
  slow = 0;
  refuse = 0;
  refused = 0;
  delayed = 0;
  readonly slowMs = 3000;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onConnect: (_session, callback) => {
      if (this.slow <= 0) return callback();
      this.slow -= 1;
      this.delayed += 1;
      setTimeout(() => callback(), this.slowMs);
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.refuse > 0) {
          this.refuse -= 1;
          this.refused += 1;
          const error = Object.assign(new Error('mailbox busy, try later'), {
            responseCode: this.refused % 2 === 1 ? 451 : 554,
          });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        this.received.push({
          event: Number(/^X-FleetDeck-Event: (\d+)/im.exec(raw)?.[1]),
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          raw,
        });
        callback();
      });
    },
  });
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    this.url = `smtp://127.0.0.1:${port}`;
    return this;
  }

  of(event: number): Received[] {
    return this.received.filter((r) => r.event === event);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
