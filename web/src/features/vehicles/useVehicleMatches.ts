import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { TruckId } from '@fleetdeck/shared';
import { useVehicleList } from './useVehicleList.js';
import { pinnedIdsAtom } from './vehicleListAtoms.js';

const NO_NAMES: ReadonlyMap<number, string> = new Map();

/** A truck a search found: the plate (and custom id) to read, the drivers beside it. */
export interface VehicleMatch {
  id: TruckId;
  label: string;
  hint: string | undefined;
}

/**
 * The trucks whose plate, custom id or driver matches `query`, by the vehicle list's own search
 * rule, alphabetical, at most `max`; none for an empty query.
 */
export function useVehicleMatches(query: string, max: number): VehicleMatch[] {
  const pinned = useAtomValue(pinnedIdsAtom);
  const search = query.trim();
  const listQuery = useMemo(
    () => ({
      filters: { search },
      sort: 'alphabetical' as const,
      pinned,
      companyNames: NO_NAMES,
    }),
    [search, pinned],
  );
  const view = useVehicleList(listQuery, false);
  if (search === '' || !view) return [];
  return view.ids.slice(0, max).flatMap((id): VehicleMatch[] => {
    const d = view.byId.get(id);
    if (!d) return [];
    const lp = d.truck.lastpoint;
    const driver = [lp?.driver, lp?.codriver]
      .map((p) => [p?.name, p?.surname].filter(Boolean).join(' '))
      .filter(Boolean)
      .join(', ');
    const custom = d.truck.details?.custom_id;
    return [
      {
        id,
        label: custom ? `${d.truck.plate} · ${custom}` : d.truck.plate,
        hint: driver || undefined,
      },
    ];
  });
}
