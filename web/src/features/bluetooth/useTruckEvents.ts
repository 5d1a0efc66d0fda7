import { useCallback, useEffect, useState } from 'react';
import type { TruckEvent, TruckId } from '@fleetdeck/shared';
import { fetchTruckEvents } from './bluetoothApi.js';

export type EventsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; events: TruckEvent[] };

/** The window of "recent" events: what upstream keeps. */
const RECENT_MS = 86_400_000;
const REFRESH_MS = 60_000;
const LOADING: EventsState = { status: 'loading' };

/**
 * A vehicle's events of the last 24 hours, refreshed every minute while shown. The answer is kept
 * with the vehicle (and attempt) it is for, so another vehicle shows loading, not the last one's.
 */
export function useTruckEvents(id: TruckId): { state: EventsState; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const key = `${id} ${attempt}`;
  const [kept, setKept] = useState<{ key: string; state: EventsState }>({
    key: '',
    state: LOADING,
  });
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetchTruckEvents(id, new Date(Date.now() - RECENT_MS), controller.signal).then(
        (events) => setKept({ key, state: { status: 'ready', events } }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('truck events failed to load', error);
          // A failed refresh keeps the list it had.
          setKept((old) =>
            old.key === key && old.state.status === 'ready'
              ? old
              : { key, state: { status: 'error' } },
          );
        },
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [id, key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: kept.key === key ? kept.state : LOADING, retry };
}
