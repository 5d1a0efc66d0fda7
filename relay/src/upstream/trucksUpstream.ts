import { isAscii } from 'node:buffer';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { z } from 'zod';
import type { Truck } from '@fleetdeck/shared';
import { TruckValidator } from './truckValidator.js';

/** One trucks poll, validated. */
export interface TrucksAnswer {
  /** true: the whole fleet (a truck missing from it is gone); false: only trucks that changed. */
  complete: boolean;
  trucks: Truck[];
  /** Where an `updated_since` poll may go on from; absent when upstream offers no cursor. */
  cursor?: string;
}

/**
 * The upstream trucks call as the live path sees it. Answering only the trucks changed since a
 * cursor is a capability: an upstream that has it hands out a cursor with every answer; one that
 * does not answers the whole list every time and the relay diffs it in full, as before.
 */
export interface TrucksUpstream {
  /**
   * The whole list; or, given a cursor this upstream handed out, the trucks changed since (an
   * upstream may still answer the whole list, e.g. for a cursor it no longer knows).
   */
  trucks(since?: string): Promise<TrucksAnswer>;
}

/**
 * The optional parts of the `GET /trucks` answer that carry the cursor (`data` is the validator's).
 * An answer is a partial one only when it says so: an upstream that ignores `updated_since`
 * answers `{data}`, which is read as the whole list.
 */
const cursorAnswer = z.object({
  cursor: z.string().min(1).max(200).optional(),
  partial: z.boolean().optional(),
});

/** A GET that resolves with the body of a 2xx answer and rejects on anything else. */
export type GetText = (url: string, timeoutMs: number) => Promise<string>;

const agents = {
  http: new HttpAgent({ keepAlive: true }),
  https: new HttpsAgent({ keepAlive: true }),
};

/**
 * The body as text. An all-ASCII body (the usual JSON answer) reads as latin1, which is the same
 * text for ASCII and costs a fifth of the UTF-8 decode (0.2 vs 1.1 ms for 0.8 MB, docs/perf.md);
 * anything else is decoded as UTF-8.
 */
export const bodyText = (body: Buffer): string =>
  isAscii(body) ? body.toString('latin1') : body.toString('utf8');

/**
 * `node:http` rather than `fetch`: the trucks poll runs every second, and fetch's streams cost
 * 1-2.5 ms more CPU per 600 KB answer (docs/perf.md), a tenth of the tick budget. No
 * accept-encoding is sent, so the body comes uncompressed (inflating would cost more CPU).
 */
export const getText: GetText = (url, timeoutMs) =>
  new Promise((resolve, reject) => {
    const secure = url.startsWith('https:');
    const send = secure ? httpsRequest : httpRequest;
    const request = send(
      url,
      { agent: secure ? agents.https : agents.http, signal: AbortSignal.timeout(timeoutMs) },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) {
          response.resume();
          reject(new Error(`upstream GET ${new URL(url).pathname} answered ${status}`));
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(bodyText(Buffer.concat(chunks))));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });

/** `GET {base}/trucks[?updated_since=cursor]`, validated incrementally (see TruckValidator). */
export class HttpTrucksUpstream implements TrucksUpstream {
  private readonly validator = new TruckValidator();

  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly get: GetText = getText,
  ) {}

  async trucks(since?: string): Promise<TrucksAnswer> {
    const query = since === undefined ? '' : `?updated_since=${encodeURIComponent(since)}`;
    const text = await this.get(`${this.baseUrl}/trucks${query}`, this.timeoutMs);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error('upstream GET /trucks: the answer is not JSON');
    }
    const meta = cursorAnswer.safeParse(body);
    if (!meta.success) {
      const issue = meta.error.issues[0];
      throw new Error(
        `upstream GET /trucks: bad data at ${issue?.path.join('.') ?? '?'}: ${issue?.message ?? ''}`,
      );
    }
    const partial = meta.data.partial === true;
    if (partial && since === undefined) {
      throw new Error('upstream GET /trucks: a partial answer to a request without updated_since');
    }
    const trucks = partial ? this.validator.validateChanges(body) : this.validator.validate(body);
    return {
      complete: !partial,
      trucks,
      ...(meta.data.cursor !== undefined ? { cursor: meta.data.cursor } : {}),
    };
  }
}

/**
 * Decides each trucks poll: changes since the last cursor when upstream gave one, and the whole list
 * at least every `completeEveryMs` (only a whole list shows that a truck was removed, and it heals
 * any drift between upstream and the relay). After a failed poll the next one asks for the whole
 * list, so an upstream that stopped understanding cursors cannot wedge the feed.
 */
export class TruckFeed {
  private cursor: string | undefined;
  private completeAt = -Infinity;

  constructor(
    private readonly upstream: TrucksUpstream,
    private readonly completeEveryMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  async next(): Promise<TrucksAnswer> {
    const started = this.now();
    const since =
      this.cursor !== undefined && started - this.completeAt < this.completeEveryMs
        ? this.cursor
        : undefined;
    try {
      const answer = await this.upstream.trucks(since);
      this.cursor = answer.cursor;
      if (answer.complete) this.completeAt = started;
      return answer;
    } catch (error) {
      this.cursor = undefined;
      throw error;
    }
  }
}
