import { defer, exhaustMap, Observable, retry, timer, timeout } from 'rxjs';

export interface PollOptions {
  periodMs: number;
  timeoutMs: number;
  /** Upper bound of the retry backoff. */
  maxBackoffMs?: number;
  onError?: (error: unknown, attempt: number) => void;
}

/**
 * Polls `load` every period. A poll that is still running when the next period starts is not
 * overlapped (exhaustMap drops the tick); a failing poll is retried with exponential backoff and
 * jitter, and the stream carries on, so subscribers only ever see good results.
 */
export function poll<T>(load: () => Promise<T>, options: PollOptions): Observable<T> {
  const maxBackoff = options.maxBackoffMs ?? 30_000;
  return timer(0, options.periodMs).pipe(
    exhaustMap(() => defer(load).pipe(timeout(options.timeoutMs))),
    retry({
      delay: (error: unknown, attempt: number) => {
        options.onError?.(error, attempt);
        const base = Math.min(maxBackoff, options.periodMs * 2 ** (attempt - 1));
        return timer(base / 2 + Math.random() * (base / 2));
      },
      resetOnSuccess: true,
    }),
  );
}
