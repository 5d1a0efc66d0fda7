import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import type { RequestHandler } from 'express';

/** What the guard looks at, as last sampled. */
export interface PressureReadings {
  /** How long the event loop has been held in each of the last two samples, in ms. */
  eventLoopDelayMs: number;
  heapUsedBytes: number;
}

export interface PressureBudgets {
  /** Past this loop delay new API requests are refused (default 1000 ms). */
  maxEventLoopDelayMs?: number;
  /** Past this heap new API requests are refused (default 90 % of V8's heap limit). */
  maxHeapUsedBytes?: number;
  /** What `retry-after` says, in seconds (default 5). */
  retryAfterS?: number;
  /** Told why requests are refused, once per reading that refuses (for the operator's log). */
  onRefuse?: (reason: string) => void;
}

/** The readings the guard refuses on, and the sampling to stop with the relay. */
export interface PressureSource {
  read(): PressureReadings;
  close(): void;
}

export interface PressureGuard {
  /** Mount in front of the API: refuses with 503 while a reading is past its budget. */
  middleware: RequestHandler;
  close(): void;
}

/**
 * The process's own readings, sampled every `sampleMs` (as fastify's under-pressure does): the
 * event-loop delay the loop has been held for over the last two samples (the smaller of their
 * longest delays), and the heap used. One long pause (a first geocode building its index, a
 * database opening) is over by the time it is measured and refuses nobody; a loop held again and
 * again is sustained pressure and does. Read at a sample rather than per request: a request costs
 * a property read, not a syscall.
 */
export function processPressure(sampleMs = 1000): PressureSource {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let previousMax = 0;
  let last: PressureReadings = {
    eventLoopDelayMs: 0,
    heapUsedBytes: process.memoryUsage().heapUsed,
  };
  const timer = setInterval(() => {
    // The sample closes late when the loop was held: that lateness is in the histogram's max.
    const max = Number.isFinite(histogram.max) ? histogram.max / 1e6 : 0;
    last = {
      eventLoopDelayMs: Math.min(max, previousMax),
      heapUsedBytes: process.memoryUsage().heapUsed,
    };
    previousMax = max;
    histogram.reset();
  }, sampleMs);
  timer.unref();
  return {
    read: () => last,
    close: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}

/** Why the process is past a budget, in words for the log and the client, or undefined. */
export function pressureReason(
  readings: PressureReadings,
  budgets: Required<Pick<PressureBudgets, 'maxEventLoopDelayMs' | 'maxHeapUsedBytes'>>,
): string | undefined {
  if (readings.eventLoopDelayMs > budgets.maxEventLoopDelayMs) {
    return `its event loop is held up (${Math.round(readings.eventLoopDelayMs)} ms)`;
  }
  if (readings.heapUsedBytes > budgets.maxHeapUsedBytes) {
    return `its memory is nearly full (${Math.round(readings.heapUsedBytes / 2 ** 20)} MB used)`;
  }
  return undefined;
}

/**
 * Refuses new requests with 503 `{error: 'overloaded', message}` and `retry-after` while the
 * event loop is held or the heap nearly full: a relay whose loop already lags or whose heap is
 * near the limit serves everybody worse by taking more work, and dies by taking it (issue 43: a
 * 4.9 GB heap). Mounted on `/api` only: `/health` and `/metrics` still answer, so the balancer
 * and the operator see the pressure rather than a dead relay. The work already running is not
 * stopped here: budgets inside it throw `OverloadError` (see overload.ts).
 */
export function pressureGuard(
  budgets: PressureBudgets = {},
  source: PressureSource = processPressure(),
): PressureGuard {
  const limits = {
    maxEventLoopDelayMs: budgets.maxEventLoopDelayMs ?? 1000,
    maxHeapUsedBytes:
      budgets.maxHeapUsedBytes ?? Math.floor(getHeapStatistics().heap_size_limit * 0.9),
  };
  const retryAfter = String(budgets.retryAfterS ?? 5);
  let reported: PressureReadings | undefined;
  return {
    middleware: (_req, res, next) => {
      const readings = source.read();
      const reason = pressureReason(readings, limits);
      if (!reason) return next();
      if (readings !== reported) {
        reported = readings;
        budgets.onRefuse?.(reason);
      }
      res
        .status(503)
        .set('retry-after', retryAfter)
        .json({
          error: 'overloaded',
          message: `The server is too busy to take this request now (${reason}): try again in a few seconds`,
        });
    },
    close: () => source.close(),
  };
}
