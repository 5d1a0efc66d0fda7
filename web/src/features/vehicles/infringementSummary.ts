import { atom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { InfringementSummaryDto, Seriousness } from '@fleetdeck/shared';
import { apiJson } from '../../app/session/api.js';

/** The relay computes the summary over the last 28 days and caches it five minutes. */
const REFRESH_MS = 5 * 60_000;
const ORDER: readonly Seriousness[] = ['MI', 'SI', 'VSI', 'MSI'];

export type InfringementSummary =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; drivers: InfringementSummaryDto['drivers'] };

export const infringementSummaryAtom = atom<InfringementSummary>({ status: 'idle' });

/** Drivers whose worst infringement is at least `min`; undefined while the summary is not ready. */
export function driversAtLeast(
  summary: InfringementSummary,
  min: Seriousness,
): ReadonlySet<number> | undefined {
  if (summary.status !== 'ready') return undefined;
  const floor = ORDER.indexOf(min);
  const ids = new Set<number>();
  for (const [id, s] of Object.entries(summary.drivers))
    if (ORDER.indexOf(s.worst) >= floor) ids.add(Number(id));
  return ids;
}

/**
 * Loads the company's drivers with infringements while `active` (the list's filter is set), and
 * again every five minutes; the last good answer stays on screen while a refresh runs or fails.
 * Returns a retry for the error state.
 */
export function useInfringementSummary(active: boolean): () => void {
  const setSummary = useSetAtom(infringementSummaryAtom);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const load = (): void => {
      setSummary((prev) => (prev.status === 'ready' ? prev : { status: 'loading' }));
      apiJson<{ data: InfringementSummaryDto }>('/drivers/infringements', {
        signal: controller.signal,
      })
        .then((body) => setSummary({ status: 'ready', drivers: body.data.drivers }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof Error ? error.message : String(error);
          setSummary((prev) => (prev.status === 'ready' ? prev : { status: 'error', message }));
        });
    };
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [active, attempt, setSummary]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}
