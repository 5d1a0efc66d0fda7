import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { poll } from './poller.js';

describe('poll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never overlaps a poll that is still running', async () => {
    let running = 0;
    let maxRunning = 0;
    let calls = 0;
    const slow = async (): Promise<number> => {
      calls += 1;
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      running -= 1;
      return calls;
    };
    const seen: number[] = [];
    const sub = poll(slow, { periodMs: 1000, timeoutMs: 10_000 }).subscribe((v) => seen.push(v));
    await vi.advanceTimersByTimeAsync(10_000);
    sub.unsubscribe();
    expect(maxRunning).toBe(1);
    // One poll per 3 periods: the ticks that fall inside a running poll are dropped.
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(calls).toBeLessThanOrEqual(4);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });

  it('retries failures with growing backoff and carries on after a success', async () => {
    const attempts: number[] = [];
    let n = 0;
    const flaky = (): Promise<number> => {
      n += 1;
      return n <= 3 ? Promise.reject(new Error(`down ${n}`)) : Promise.resolve(n);
    };
    const values: number[] = [];
    const sub = poll(flaky, {
      periodMs: 1000,
      timeoutMs: 500,
      onError: (_error, attempt) => attempts.push(attempt),
    }).subscribe((v) => values.push(v));
    await vi.advanceTimersByTimeAsync(20_000);
    sub.unsubscribe();
    expect(attempts.slice(0, 3)).toEqual([1, 2, 3]);
    expect(values[0]).toBe(4);
    expect(values.length).toBeGreaterThan(5);
  });

  it('times out a poll that hangs and tries again', async () => {
    let n = 0;
    const hangsOnce = (): Promise<string> => {
      n += 1;
      return n === 1 ? new Promise<string>(() => undefined) : Promise.resolve('ok');
    };
    const errors: unknown[] = [];
    const values: string[] = [];
    const sub = poll(hangsOnce, {
      periodMs: 1000,
      timeoutMs: 300,
      onError: (error) => errors.push(error),
    }).subscribe((v) => values.push(v));
    await vi.advanceTimersByTimeAsync(3000);
    sub.unsubscribe();
    expect(errors).toHaveLength(1);
    expect(values[0]).toBe('ok');
  });
});
