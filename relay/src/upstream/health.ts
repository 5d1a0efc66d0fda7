import type { HealthState, SourceHealth, UpstreamHealth, UpstreamSource } from '@fleetdeck/shared';

interface SourceRecord {
  lastSuccessAt: number | null;
  consecutiveFailures: number;
  lastError: string | null;
  /** Beyond this age the last good data is too old to call the source merely degraded. */
  staleAfterMs: number;
}

/**
 * Health of each upstream source from its poll outcomes: ok after a good poll; degraded while polls
 * fail but the last good data is recent; down with no good data yet or only stale data.
 */
export class HealthTracker {
  private readonly sources = new Map<UpstreamSource, SourceRecord>();

  constructor(
    periods: Partial<Record<UpstreamSource, number>>,
    private readonly now: () => number = Date.now,
    /** Periods without a good poll after which a source is down. */
    staleAfterPeriods = 5,
  ) {
    for (const [source, periodMs] of Object.entries(periods) as [UpstreamSource, number][]) {
      this.sources.set(source, {
        lastSuccessAt: null,
        consecutiveFailures: 0,
        lastError: null,
        staleAfterMs: periodMs * staleAfterPeriods,
      });
    }
  }

  success(source: UpstreamSource): void {
    const record = this.record(source);
    record.lastSuccessAt = this.now();
    record.consecutiveFailures = 0;
    record.lastError = null;
  }

  failure(source: UpstreamSource, error: unknown): void {
    const record = this.record(source);
    record.consecutiveFailures += 1;
    record.lastError = error instanceof Error ? error.message : String(error);
  }

  stateOf(source: UpstreamSource): HealthState {
    const record = this.record(source);
    if (record.lastSuccessAt === null) return 'down';
    if (record.consecutiveFailures === 0) return 'ok';
    return this.now() - record.lastSuccessAt > record.staleAfterMs ? 'down' : 'degraded';
  }

  report(): UpstreamHealth {
    return [...this.sources.entries()].map(([source, record]): SourceHealth => ({
      source,
      state: this.stateOf(source),
      lastSuccessAt: record.lastSuccessAt,
      consecutiveFailures: record.consecutiveFailures,
      lastError: record.lastError,
    }));
  }

  private record(source: UpstreamSource): SourceRecord {
    const record = this.sources.get(source);
    if (!record) throw new Error(`no health record for ${source}`);
    return record;
  }
}
