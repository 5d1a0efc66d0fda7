import { describe, expect, it } from 'vitest';
import { SignInBackoff } from './signInBackoff.js';

function clock(): { now: () => number; advance: (ms: number) => void } {
  let t = 1_000_000;
  return { now: () => t, advance: (ms) => (t += ms) };
}

describe('SignInBackoff', () => {
  it('lets five failures through, then doubles the wait up to the cap', () => {
    const c = clock();
    const backoff = new SignInBackoff({ maxMs: 8_000 }, c.now);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      waits.push(backoff.waitMs('anna'));
      c.advance(backoff.waitMs('anna'));
      backoff.failed('anna');
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 1_000, 2_000, 4_000]);
    expect(backoff.waitMs('anna')).toBe(8_000);
    c.advance(8_000);
    backoff.failed('anna');
    expect(backoff.waitMs('anna')).toBe(8_000); // capped: the real user never waits longer
  });

  it('resets on success, keys accounts case-insensitively and leaves others alone', () => {
    const c = clock();
    const backoff = new SignInBackoff({}, c.now);
    for (let i = 0; i < 6; i++) backoff.failed('Anna ');
    expect(backoff.waitMs('anna')).toBe(1_000);
    expect(backoff.waitMs('dario')).toBe(0);
    backoff.succeeded('ANNA');
    expect(backoff.waitMs('anna')).toBe(0);
    backoff.failed('anna');
    expect(backoff.waitMs('anna')).toBe(0);
  });

  it('forgets old failures and bounds the accounts it remembers', () => {
    const c = clock();
    const backoff = new SignInBackoff({ forgetMs: 60_000, maxAccounts: 3 }, c.now);
    for (let i = 0; i < 6; i++) backoff.failed('anna');
    c.advance(61_000);
    expect(backoff.waitMs('anna')).toBe(0);
    for (let i = 0; i < 6; i++) backoff.failed('anna');
    for (const name of ['b', 'c', 'd']) backoff.failed(name);
    expect(backoff.waitMs('anna')).toBe(0); // evicted, the oldest of four
  });
});
