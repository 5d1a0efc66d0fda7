import { atom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { InfringementSummaryDto, Seriousness } from '@fleetdeck/shared';
import { apiJson } from '../../app/session/api.js';

/** The relay keeps the summary up to date as plafonds are polled: asking again is cheap. */
const REFRESH_MS = 60_000;
/** While the relay's first computation runs, the list grows as drivers are checked. */
const PARTIAL_REFRESH_MS = 2_000;
const ORDER: readonly Seriousness[] = ['MI', 'SI', 'VSI', 'MSI'];

/** The relay's answer: how much of the company it has checked so far (absent: all of it). */
type KeptSummaryDto = InfringementSummaryDto & {
  as_of?: string | null;
  complete?: boolean;
  checked?: number;
  total?: number;
};

export type InfringementSummary =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      drivers: InfringementSummaryDto['drivers'];
      /** Every driver has been checked; until then `drivers` is what is known. */
      complete: boolean;
      checked: number;
      total: number;
    };

export const infringementSummaryAtom = atom<InfringementSummary>({ status: 'idle' });

/** The state an answer shows. */
export function readySummary(
  dto: KeptSummaryDto,
): Extract<InfringementSummary, { status: 'ready' }> {
  const complete = dto.complete ?? true;
  const checked = dto.checked ?? 0;
  return {
    status: 'ready',
    drivers: dto.drivers,
    complete,
    checked,
    total: dto.total ?? checked,
  };
}

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
 * Loads the company's drivers with infringements while `active` (the list's filter is set): every
 * two seconds while the relay is still checking drivers, then every minute; the last good answer
 * stays on screen while a refresh runs or fails. Returns a retry for the error state.
 */
export function useInfringementSummary(active: boolean): () => void {
  const setSummary = useSetAtom(infringementSummaryAtom);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = (): void => {
      setSummary((prev) => (prev.status === 'ready' ? prev : { status: 'loading' }));
      apiJson<{ data: KeptSummaryDto }>('/drivers/infringements', { signal: controller.signal })
        .then((body) => {
          const next = readySummary(body.data);
          setSummary(next);
          return next.complete ? REFRESH_MS : PARTIAL_REFRESH_MS;
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return REFRESH_MS;
          const message = error instanceof Error ? error.message : String(error);
          setSummary((prev) => (prev.status === 'ready' ? prev : { status: 'error', message }));
          return REFRESH_MS;
        })
        .then((delay) => {
          if (!controller.signal.aborted) timer = setTimeout(load, delay);
        })
        .catch(() => undefined);
    };
    load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [active, attempt, setSummary]);
  return useCallback(() => setAttempt((n) => n + 1), []);
}
