import nodemailer, { type Transporter } from 'nodemailer';
import type pg from 'pg';
import type { Logger } from 'pino';
import { Episode } from './episode.js';

/** A row of the outbox claimed for sending. */
export interface ClaimedMail {
  id: number;
  event_id: number;
  recipients: string[];
  subject: string;
  body: string;
  attempts: number;
}

/** After this many attempts a mail is `failed` (about two minutes of retries with MAIL_BACKOFF). */
export const MAX_MAIL_ATTEMPTS = 8;
/** Wait before attempt n + 1: one second, doubling, at most five minutes. */
export const mailBackoffMs = (attempts: number): number =>
  Math.min(300_000, 1000 * 2 ** Math.max(0, attempts - 1));

/** The outbox as the sender uses it: claim, then mark sent or failed. */
export class OutboxQueue {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Takes the oldest due row (pending and past its back-off, or claimed by a sender whose lease
   * ran out) and marks it claimed until `leaseMs` from now, counting the attempt. One claimer
   * wins a row, however many relays ask.
   */
  async claim(leaseMs: number): Promise<ClaimedMail | undefined> {
    const { rows } = await this.pool.query<ClaimedMail>(
      `UPDATE poi_mail_outbox SET status = 'sending', attempts = attempts + 1,
         lease_until = now() + $1::int * interval '1 millisecond'
       WHERE id = (
         SELECT id FROM poi_mail_outbox
         WHERE (status = 'pending' AND next_attempt_at <= now())
            OR (status = 'sending' AND lease_until < now())
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, event_id, recipients, subject, body, attempts`,
      [leaseMs],
    );
    return rows[0];
  }

  async sent(id: number): Promise<void> {
    await this.pool.query(
      // last_error stays: what the attempts before this one met.
      `UPDATE poi_mail_outbox SET status = 'sent', sent_at = now(), lease_until = NULL
       WHERE id = $1`,
      [id],
    );
  }

  async failed(id: number, error: string, giveUp: boolean, retryInMs: number): Promise<void> {
    await this.pool.query(
      `UPDATE poi_mail_outbox SET status = $2, last_error = $3, lease_until = NULL,
         next_attempt_at = now() + $4::int * interval '1 millisecond' WHERE id = $1`,
      [id, giveUp ? 'failed' : 'pending', error.slice(0, 500), retryInMs],
    );
  }
}

export interface MailSenderOptions {
  pool: pg.Pool;
  /** Unset: nothing is sent, the outbox keeps its rows pending. */
  smtpUrl: string | undefined;
  from: string;
  /** Connection, greeting and idle limits of one SMTP exchange. */
  timeoutMs: number;
  /** Only the polling relay sends. */
  isPolling: () => boolean;
  log: Logger;
  /** How often due rows are looked for (a new mail also wakes the sender). */
  checkEveryMs?: number;
}

/**
 * Sends the outbox, one mail at a time, on the polling relay only: a slow server delays the
 * mails, never the ticks. A row is claimed in the database before it is sent and marked sent only
 * once the server accepted it, so no two senders (or two attempts) send it at once; a failed
 * attempt is retried with back-off until MAX_MAIL_ATTEMPTS. A relay that dies between the
 * server's acceptance and the mark leaves the row claimed until its lease ends, and it is sent
 * again then: SMTP gives at-least-once, never silently none.
 */
export class MailSender {
  private readonly queue: OutboxQueue;
  private readonly transport: Transporter | undefined;
  private readonly timer: NodeJS.Timeout | undefined;
  private running = false;
  private again = false;
  private closed = false;
  private readonly episode: Episode;
  /** Resolves when the current drain ends (close waits for an attempt in flight). */
  private draining: Promise<void> = Promise.resolve();

  constructor(private readonly options: MailSenderOptions) {
    this.queue = new OutboxQueue(options.pool);
    this.episode = new Episode(options.log, 'alert e-mail');
    if (!options.smtpUrl) return;
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    });
    this.timer = setInterval(() => this.nudge(), options.checkEveryMs ?? 1000);
    this.timer.unref();
  }

  /** Looks for due mails now (a new one was queued). */
  nudge(): void {
    if (!this.transport || this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    this.draining = this.drain().finally(() => {
      this.running = false;
    });
  }

  private async drain(): Promise<void> {
    const transport = this.transport as Transporter;
    // A claim outlives the longest exchange: connect, greeting and a few idle periods.
    const leaseMs = this.options.timeoutMs * 6 + 30_000;
    do {
      this.again = false;
      for (;;) {
        if (this.closed || !this.options.isPolling()) return;
        let mail: ClaimedMail | undefined;
        try {
          mail = await this.queue.claim(leaseMs);
        } catch (error) {
          this.episode.failed(error, 'outbox unreadable');
          return;
        }
        if (!mail) break;
        try {
          await transport.sendMail({
            from: this.options.from,
            to: mail.recipients,
            subject: mail.subject,
            text: mail.body,
            headers: { 'X-FleetDeck-Event': String(mail.event_id) },
          });
        } catch (error) {
          const giveUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
          this.episode.failed(error, 'sending failed', {
            outbox: mail.id,
            attempts: mail.attempts,
          });
          await this.queue
            .failed(
              mail.id,
              (error as Error).message ?? String(error),
              giveUp,
              mailBackoffMs(mail.attempts),
            )
            .catch((e: unknown) => this.episode.failed(e, 'outbox not updated'));
          if (giveUp) this.options.log.error({ outbox: mail.id }, 'alert e-mail given up');
          continue;
        }
        this.episode.ok();
        await this.markSent(mail.id);
      }
    } while (this.again);
  }

  /** Accepted by the server: a lost mark would send it again after the lease, so it is retried. */
  private async markSent(id: number): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.queue.sent(id);
      } catch (error) {
        if (attempt >= 5) return this.episode.failed(error, 'sent mail not marked', { outbox: id });
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.draining.catch(() => undefined);
    this.transport?.close();
  }
}
