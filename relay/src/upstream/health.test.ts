import { describe, expect, it } from 'vitest';
import { HealthTracker } from './health.js';

describe('HealthTracker', () => {
  it('goes down -> ok -> degraded -> down as polls succeed and fail', () => {
    let now = 1000;
    const health = new HealthTracker({ trucks: 1000, plafond: 60_000 }, () => now);
    expect(health.stateOf('trucks')).toBe('down'); // no good data yet
    health.success('trucks');
    expect(health.stateOf('trucks')).toBe('ok');
    now += 1000;
    health.failure('trucks', new Error('upstream GET /trucks answered 503'));
    expect(health.stateOf('trucks')).toBe('degraded');
    now += 5000; // more than five periods since the last good poll
    health.failure('trucks', new Error('timeout'));
    expect(health.stateOf('trucks')).toBe('down');
    expect(health.report()).toEqual([
      {
        source: 'trucks',
        state: 'down',
        lastSuccessAt: 1000,
        consecutiveFailures: 2,
        lastError: 'timeout',
      },
      {
        source: 'plafond',
        state: 'down',
        lastSuccessAt: null,
        consecutiveFailures: 0,
        lastError: null,
      },
    ]);
    health.success('trucks');
    expect(health.report()[0]).toMatchObject({
      state: 'ok',
      consecutiveFailures: 0,
      lastError: null,
    });
  });
});
