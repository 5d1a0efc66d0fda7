import { defer, filter, map, startWith, tap, type Observable } from 'rxjs';
import type { PlafondUpdate, TrafficUpdate, UpstreamHealth } from '@fleetdeck/shared';
import { atomWithObservable } from 'jotai/utils';
import { liveConnection } from './fleetAtoms.js';
import type { LiveMessage } from './liveSocket.js';

/**
 * The last value of one kind of live message, replayed to a late subscriber: the relay sends
 * health and traffic once on connect and then only when they change.
 */
export function latestOf<T>(
  message$: Observable<LiveMessage>,
  pick: (message: LiveMessage) => T | undefined,
): Observable<T> {
  let last: T | undefined;
  const live$ = message$.pipe(
    map(pick),
    filter((value): value is T => value !== undefined),
    tap((value) => (last = value)),
  );
  return defer(() => (last === undefined ? live$ : live$.pipe(startWith(last))));
}

export const upstreamHealth$ = latestOf(liveConnection.message$, (m) =>
  m.type === 'health' ? m.health : undefined,
);
export const traffic$ = latestOf(liveConnection.message$, (m) =>
  m.type === 'traffic' ? m.traffic : undefined,
);

/** Upstream health per source (trucks, plafond, traffic), as the relay last published it. */
export const upstreamHealthAtom = atomWithObservable<UpstreamHealth | undefined>(
  () => upstreamHealth$,
  { initialValue: undefined },
);
/** Traffic events and alerts (GeoJSON features) as the relay last published them. */
export const trafficAtom = atomWithObservable<TrafficUpdate | undefined>(() => traffic$, {
  initialValue: undefined,
});

export const plafondFeed$ = latestOf(liveConnection.message$, (m) =>
  m.type === 'plafond' ? m.plafond : undefined,
);
/** Driving-time allowances of the stream's drivers (keyed by driver id), pushed by the relay. */
export const plafondFeedAtom = atomWithObservable<PlafondUpdate | undefined>(
  () => plafondFeed$,
  { initialValue: undefined },
);
