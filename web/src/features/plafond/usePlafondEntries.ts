import { useEffect, useMemo, useState } from 'react';
import { driverPlafondSchema, type Driver, type Truck } from '@fleetdeck/shared';
import { apiFetch } from '../../app/session/api.js';
import { readSession } from '../../app/session/session.js';
import type { PlafondDriver, PlafondEntry } from './plafondEntry.js';

/** The spec's cache is one minute; asking more often would only read the relay's cache. */
const REFRESH_MS = 60_000;

type Result = Pick<PlafondEntry, 'status' | 'plafond'>;

/** Driver and co-driver of a truck, those with a real card (id above 1) first. */
export function truckDrivers(truck: Truck | undefined): PlafondDriver[] {
  const lp = truck?.lastpoint;
  const pick = (d: Driver | null | undefined, position: 1 | 2): PlafondDriver[] =>
    d && d.id > 1
      ? [{ id: d.id, name: d.name ?? '', surname: d.surname ?? '', card: d.card ?? null, position }]
      : [];
  return [...pick(lp?.driver, 1), ...pick(lp?.codriver, 2)];
}

/** One driver's plafond from the relay (`unprocessable` for upstream's 422). */
export async function loadPlafond(driverId: number, signal: AbortSignal): Promise<Result> {
  const { params } = readSession();
  const query = new URLSearchParams({
    translation_language: params.Lingua ?? 'it-IT',
    infringement_nation: params.infringment_nation ?? 'ITA',
    timezone: 'UTC',
  });
  const response = await apiFetch(`/drivers/${driverId}/plafond?${query.toString()}`, { signal });
  if (response.status === 422) return { status: 'unprocessable' };
  if (!response.ok) return { status: 'error' };
  const parsed = driverPlafondSchema.safeParse(
    ((await response.json()) as { data?: unknown }).data,
  );
  return parsed.success ? { status: 'ready', plafond: parsed.data } : { status: 'error' };
}

/**
 * The plafond of a truck's driver and co-driver, loaded from the relay and refreshed every minute
 * while the component is mounted. A driver not loaded yet reads as `loading`.
 */
export function usePlafondEntries(truck: Truck | undefined): PlafondEntry[] {
  // A stable value for the drivers: the truck object changes every tick, its drivers rarely.
  const signature = JSON.stringify(truckDrivers(truck));
  const drivers = useMemo(() => JSON.parse(signature) as PlafondDriver[], [signature]);
  const key = drivers.map((d) => d.id).join(',');
  const [results, setResults] = useState<ReadonlyMap<number, Result>>(new Map());

  useEffect(() => {
    const ids = key === '' ? [] : key.split(',').map(Number);
    const controller = new AbortController();
    const refresh = (): void => {
      for (const id of ids) {
        loadPlafond(id, controller.signal)
          .catch((): Result => ({ status: 'error' }))
          .then((result) => {
            if (!controller.signal.aborted) setResults((prev) => new Map(prev).set(id, result));
          })
          .catch(() => undefined);
      }
    };
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [key]);

  return useMemo(
    () =>
      drivers.map((driver) => ({
        driver,
        ...(results.get(driver.id) ?? { status: 'loading' as const }),
      })),
    [drivers, results],
  );
}
