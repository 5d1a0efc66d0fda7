import { useCallback, useEffect, useState } from 'react';
import type { DriverInfringementsDto } from '@fleetdeck/shared';
import { apiFetch } from '../../app/session/api.js';

/** The card's window: the regulation's four weeks, as a roadside check reads them. */
export const INFRINGEMENT_DAYS = 28;
/**
 * The window's end moves in whole minutes, so asks within a minute hit the relay's cache; it never
 * lies ahead of now, which the relay refuses (beyond a minute of clock difference).
 */
const STEP_MS = 60_000;

export type DriverInfringements =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: DriverInfringementsDto };

/** The window ending at the last whole minute before `now`. */
export function infringementWindow(now: number): { start: string; end: string } {
  const end = Math.floor(now / STEP_MS) * STEP_MS;
  const start = end - INFRINGEMENT_DAYS * 86_400_000;
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

async function load(driverId: number, signal: AbortSignal): Promise<DriverInfringements> {
  const { start, end } = infringementWindow(Date.now());
  const query = new URLSearchParams({ start_date: start, end_date: end });
  const response = await apiFetch(`/drivers/${driverId}/infringements?${query.toString()}`, {
    signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { status: 'error', message: body.message ?? `HTTP ${response.status}` };
  }
  const body = (await response.json()) as { data: DriverInfringementsDto };
  return { status: 'ready', data: body.data };
}

/**
 * One driver's infringements over the last 28 days, loaded when the panel shows the driver and
 * again every five minutes; `retry` asks again after an error.
 */
export function useDriverInfringements(driverId: number | undefined): {
  state: DriverInfringements | undefined;
  retry: () => void;
} {
  const [state, setState] = useState<{ id: number; value: DriverInfringements }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (driverId === undefined) return;
    const controller = new AbortController();
    const refresh = (): void => {
      load(driverId, controller.signal)
        .catch((error: unknown): DriverInfringements => ({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }))
        .then((value) => {
          if (!controller.signal.aborted) setState({ id: driverId, value });
        })
        .catch(() => undefined);
    };
    refresh();
    const timer = setInterval(refresh, STEP_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [driverId, attempt]);
  const retry = useCallback(() => {
    setState(undefined);
    setAttempt((n) => n + 1);
  }, []);
  // Another driver's answer is never shown while this one's loads.
  const current = state && state.id === driverId ? state.value : undefined;
  return { state: driverId === undefined ? undefined : (current ?? { status: 'loading' }), retry };
}
