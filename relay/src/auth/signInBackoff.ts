/**
 * Per-account slow-down of password guessing. The first `freeFailures` wrong passwords for an
 * account cost nothing; after that each further attempt must wait a delay that doubles per
 * failure up to `maxMs`, and attempts inside the wait are refused without checking the password.
 * The cap is what keeps an attacker from locking the real user out: at worst the user waits
 * `maxMs` before a try. A success resets the account. Accounts are keyed by the typed name
 * (existing or not, so the answer tells nothing about which accounts exist). Kept in memory per
 * relay: behind the sticky balancer a client keeps its relay.
 */
export interface BackoffOptions {
  freeFailures?: number;
  baseMs?: number;
  maxMs?: number;
  /** Accounts remembered at most (the oldest go first): a flood of names cannot grow memory. */
  maxAccounts?: number;
  /** A failure older than this is forgotten. */
  forgetMs?: number;
}

interface Failures {
  count: number;
  last: number;
  until: number;
}

export class SignInBackoff {
  private readonly accounts = new Map<string, Failures>();
  private readonly freeFailures: number;
  private readonly baseMs: number;
  private readonly maxMs: number;
  private readonly maxAccounts: number;
  private readonly forgetMs: number;

  constructor(
    options: BackoffOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    this.freeFailures = options.freeFailures ?? 5;
    this.baseMs = options.baseMs ?? 1_000;
    this.maxMs = options.maxMs ?? 30_000;
    this.maxAccounts = options.maxAccounts ?? 10_000;
    this.forgetMs = options.forgetMs ?? 15 * 60_000;
  }

  private entry(account: string): Failures | undefined {
    const key = account.trim().toLowerCase();
    const entry = this.accounts.get(key);
    if (entry && this.now() - entry.last > this.forgetMs) {
      this.accounts.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Milliseconds the account must still wait before a password is checked (0: go ahead). */
  waitMs(account: string): number {
    const entry = this.entry(account);
    return entry ? Math.max(0, entry.until - this.now()) : 0;
  }

  failed(account: string): void {
    const key = account.trim().toLowerCase();
    const now = this.now();
    const count = (this.entry(account)?.count ?? 0) + 1;
    const over = count - this.freeFailures;
    const delay = over > 0 ? Math.min(this.maxMs, this.baseMs * 2 ** (over - 1)) : 0;
    this.accounts.delete(key); // re-inserted last: the Map's order is the eviction order
    this.accounts.set(key, { count, last: now, until: now + delay });
    if (this.accounts.size > this.maxAccounts) {
      const oldest = this.accounts.keys().next().value;
      if (oldest !== undefined) this.accounts.delete(oldest);
    }
  }

  succeeded(account: string): void {
    this.accounts.delete(account.trim().toLowerCase());
  }
}
