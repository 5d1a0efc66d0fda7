import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import {
  DEFAULT_TABLE_COLUMNS,
  type DriverActivity,
  type Seriousness,
  type TruckId,
  type VehicleStatus,
} from '@fleetdeck/shared';
import { companiesAtom } from '../../app/companies.js';
import type { ListFilters, ListQuery, ListSort } from '../../data/vehicleListQuery.js';
import {
  driversAtLeast,
  infringementSummaryAtom,
  type InfringementSummary,
} from './infringementSummary.js';
import { updateUserConfigAtom, userConfigAtom } from '../settings/userConfigAtoms.js';

/** The filters the controls set; each undefined means "all". */
export interface ControlFilters {
  company?: number | undefined;
  tag?: number | undefined;
  status?: VehicleStatus | undefined;
  driverActivity?: DriverActivity | undefined;
  /** Only trucks whose driver or co-driver has an infringement of at least this class. */
  infringements?: Seriousness | undefined;
}

export const listSearchAtom = atom('');
export const listFiltersAtom = atom<ControlFilters>({});
export const listSortAtom = atom<ListSort>('alphabetical');

/** Panel layout survives reloads on this browser; it is not part of the user's settings. */
export const listCollapsedAtom = atomWithStorage('fleetdeck.vehicleList.collapsed', false);
export const listWidthAtom = atomWithStorage('fleetdeck.vehicleList.width', 360);
export const LIST_WIDTH = { min: 280, max: 720 } as const;

export type ListTab = 'vehicles' | 'alerts' | 'nearby';
export const listTabAtom = atom<ListTab>('vehicles');

export const pinnedIdsAtom = atom<ReadonlySet<TruckId>>(
  (get) => new Set(get(userConfigAtom).pinnedVehicles),
);

/** Pins or unpins one vehicle; saved in the user's configuration store at once. */
export const togglePinAtom = atom(null, (get, set, id: TruckId) => {
  const pinned = get(userConfigAtom).pinnedVehicles;
  const next = pinned.includes(id) ? pinned.filter((p) => p !== id) : [...pinned, id];
  return set(updateUserConfigAtom, { pinnedVehicles: next });
});

/** List or table; switching to table saves the default columns when none are saved (§4). */
export const setListViewModeAtom = atom(null, (get, set, view: 'list' | 'table') => {
  const noColumns = get(userConfigAtom).vehicleListTableFields.fields.length === 0;
  return set(updateUserConfigAtom, {
    vehicleListModeView: view,
    ...(view === 'table' && noColumns
      ? { vehicleListTableFields: { fields: [...DEFAULT_TABLE_COLUMNS] } }
      : {}),
  });
});

const companyNamesAtom = atom<ReadonlyMap<number, string>>(
  (get) => new Map((get(companiesAtom)?.list ?? []).map((c) => [c.id, c.business_name])),
);

/**
 * The controls' filters as the list reads them: the infringement class becomes the set of drivers
 * that have one (empty until the summary has loaded, so nothing unproven is shown).
 */
function listFiltersOf(
  search: string,
  controls: ControlFilters,
  summary: InfringementSummary,
): ListFilters {
  const { infringements, ...rest } = controls;
  if (infringements === undefined) return { search, ...rest };
  return { search, ...rest, driverIds: driversAtLeast(summary, infringements) ?? new Set() };
}

/** The list's query; jotai keeps its identity until one of its parts changes. */
export const vehicleQueryAtom = atom<ListQuery>((get) => ({
  filters: listFiltersOf(get(listSearchAtom), get(listFiltersAtom), get(infringementSummaryAtom)),
  sort: get(listSortAtom),
  pinned: get(pinnedIdsAtom),
  companyNames: get(companyNamesAtom),
}));
/** The alerts panel: every vehicle with an alert, whatever the list's own search and filters. */
export const alertsQueryAtom = atom<ListQuery>((get) => ({
  filters: { search: '', alertsOnly: true },
  sort: 'alphabetical',
  pinned: get(pinnedIdsAtom),
  companyNames: get(companyNamesAtom),
}));

/** Vehicles with alerts, set by the panel while it is mounted (sidebar counter). */
export const alertsCountAtom = atom<number | undefined>(undefined);
