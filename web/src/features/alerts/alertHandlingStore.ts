import { Observable } from 'rxjs';
import { alertKey, type AlertHandling, type AlertHandlingEvent } from '@fleetdeck/shared';
import type { LiveMessage } from '../../data/liveSocket.js';

export type HandlingMap = ReadonlyMap<string, AlertHandling>;

function applyEvent(map: Map<string, AlertHandling>, event: AlertHandlingEvent): void {
  for (const record of event.records) map.set(alertKey(record.truck_id, record.code), record);
  for (const gone of event.cleared) map.delete(alertKey(gone.truck_id, gone.code));
}

/**
 * The company's alert-handling records: loaded at each (re)connection of the live stream (what
 * happened while it was down), then kept up by its `alerts:handling` events. Events that arrive
 * while a load is on the way are applied again over its answer, so none is lost to the race.
 */
export function alertHandling$(
  message$: Observable<LiveMessage>,
  load: () => Promise<AlertHandling[]>,
): Observable<HandlingMap> {
  return new Observable<HandlingMap>((subscriber) => {
    let map = new Map<string, AlertHandling>();
    let loading = 0;
    let sinceLoad: AlertHandlingEvent[] = [];
    const emit = (): void => subscriber.next(new Map(map));
    const reload = (): void => {
      const attempt = ++loading;
      sinceLoad = [];
      load().then(
        (records) => {
          if (attempt !== loading) return;
          map = new Map(records.map((r) => [alertKey(r.truck_id, r.code), r]));
          for (const event of sinceLoad) applyEvent(map, event);
          sinceLoad = [];
          emit();
        },
        (error: unknown) => console.warn('alert handling could not be loaded', error),
      );
    };
    const subscription = message$.subscribe((message) => {
      if (message.type === 'connection' && message.connected) reload();
      else if (message.type === 'alerts') {
        sinceLoad.push(message.event);
        applyEvent(map, message.event);
        emit();
      }
    });
    reload();
    return () => subscription.unsubscribe();
  });
}

export type TruckHandling =
  | { state: 'new'; unhandled: number }
  | { state: 'acknowledged'; by: string[] }
  | { state: 'resolved'; by: string[] };

/**
 * A truck's alerts taken together, as the alert queue shows them: new while any is unhandled,
 * acknowledged while someone is on all of them, resolved once all are.
 */
export function truckHandling(
  truckId: number,
  codes: readonly string[],
  records: HandlingMap,
): TruckHandling {
  const found = codes.map((c) => records.get(alertKey(truckId, c)));
  const unhandled = found.filter((r) => r === undefined).length;
  if (unhandled > 0 || codes.length === 0) return { state: 'new', unhandled };
  const handled = found as AlertHandling[];
  const by = [...new Set(handled.map((r) => r.by.name))];
  return handled.every((r) => r.state === 'resolved')
    ? { state: 'resolved', by }
    : { state: 'acknowledged', by };
}
