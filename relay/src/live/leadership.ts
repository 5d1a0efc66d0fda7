import { randomUUID } from 'node:crypto';
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/** The few Redis commands the lock needs (a node-redis client has them). */
export interface LockClient {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  set(
    key: string,
    value: string,
    options?: { condition: 'NX'; expiration: { type: 'PX'; value: number } },
  ): Promise<string | null>;
  get(key: string): Promise<string | null>;
}

/**
 * Decides which relay polls upstream. With one relay it is always this one; with Redis, the holder
 * of a lock with expiry. The fleet stream's last seq lives with the leadership so a relay taking
 * over continues the numbering instead of restarting it.
 */
export interface Leadership {
  /** true while this relay is the poller. */
  readonly leader$: Observable<boolean>;
  loadSeq(): Promise<number>;
  saveSeq(seq: number): void;
  close(): Promise<void>;
}

export class SoleLeadership implements Leadership {
  readonly leader$: Observable<boolean> = new BehaviorSubject(true);
  loadSeq(): Promise<number> {
    return Promise.resolve(0);
  }
  saveSeq(): void {}
  close(): Promise<void> {
    return Promise.resolve();
  }
}

// Renew or release only a lock we still hold: a relay that stalled past the expiry must not
// extend or delete the lock another relay took in the meantime.
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

export interface RedisLeadershipOptions {
  /** Key prefix shared by the relays of one deployment (`REDIS_KEY_PREFIX`). */
  prefix: string;
  /** Lock period: the lock expires this long after its last renewal (`POLL_LOCK_MS`). */
  lockMs: number;
  onError?: (error: unknown) => void;
}

/**
 * `SET lock token NX PX lockMs`, renewed every third of the period by the holder; every other relay
 * tries to take it at the same pace. When the holder dies its lock expires after at most one period
 * and another relay takes it within a third of a period more, so inside two lock periods.
 */
export class RedisLeadership implements Leadership {
  private readonly state = new BehaviorSubject(false);
  readonly leader$: Observable<boolean> = this.state.pipe(distinctUntilChanged());
  private readonly token = randomUUID();
  private readonly lockKey: string;
  private readonly seqKey: string;
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  constructor(
    private readonly client: LockClient,
    private readonly options: RedisLeadershipOptions,
  ) {
    this.lockKey = `${options.prefix}:poller-lock`;
    this.seqKey = `${options.prefix}:fleet-seq`;
    this.timer = setInterval(() => void this.beat(), Math.max(50, options.lockMs / 3));
    void this.beat();
  }

  private async beat(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      if (this.state.value) {
        const renewed = await this.client.eval(RENEW, {
          keys: [this.lockKey],
          arguments: [this.token, String(this.options.lockMs)],
        });
        if (renewed !== 1) this.state.next(false);
      } else {
        const taken = await this.client.set(this.lockKey, this.token, {
          condition: 'NX',
          expiration: { type: 'PX', value: this.options.lockMs },
        });
        if (taken === 'OK') this.state.next(true);
      }
    } catch (error) {
      // Without Redis we cannot prove we hold the lock: stop polling, another relay may take over.
      this.state.next(false);
      this.options.onError?.(error);
    } finally {
      this.busy = false;
    }
  }

  async loadSeq(): Promise<number> {
    const value = await this.client.get(this.seqKey);
    const seq = Number(value ?? 0);
    return Number.isInteger(seq) && seq >= 0 ? seq : 0;
  }

  saveSeq(seq: number): void {
    this.client
      .set(this.seqKey, String(seq))
      .catch((error: unknown) => this.options.onError?.(error));
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    if (this.state.value) {
      this.state.next(false);
      await this.client
        .eval(RELEASE, { keys: [this.lockKey], arguments: [this.token] })
        .catch((error: unknown) => this.options.onError?.(error));
    }
    this.state.complete();
  }
}
