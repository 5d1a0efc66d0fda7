import {
  type DriverActivity,
  type Truck,
  type TruckId,
  type VehicleStatus,
} from '@fleetdeck/shared';
import type { DerivedTruck } from './derivedFleet.js';

/** Sorts of part 1 §1: alphabetical, chronological by last point, by company, by activity. */
export const LIST_SORTS = ['alphabetical', 'chronological', 'company', 'activity'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** Every filter is optional; an empty search keeps every vehicle. */
export interface ListFilters {
  /** Part of a plate, custom id or driver name, any case. */
  search: string;
  /** Company id matched against details.company and details.secondary_company. */
  company?: number | undefined;
  tag?: number | undefined;
  status?: VehicleStatus | undefined;
  driverActivity?: DriverActivity | undefined;
  /** Only vehicles whose driver or co-driver is one of these (the infringements filter). */
  driverIds?: ReadonlySet<number> | undefined;
  /** Only vehicles with at least one derived alert (the alerts panel). */
  alertsOnly?: boolean | undefined;
}

/** What the list shows; a new object means "evaluate everything again". */
export interface ListQuery {
  filters: ListFilters;
  sort: ListSort;
  pinned: ReadonlySet<TruckId>;
  /** Company id to name, for the company sort. */
  companyNames: ReadonlyMap<number, string>;
}

export const tagIdOf = (tag: NonNullable<Truck['tags']>[number]): number =>
  typeof tag === 'number' ? tag : tag.id;

/** Whether one derived truck passes the filters. */
export function matchesFilters(d: DerivedTruck, filters: ListFilters): boolean {
  const search = filters.search.trim().toLocaleLowerCase();
  if (search !== '' && !d.searchText.includes(search)) return false;
  if (filters.status !== undefined && d.status !== filters.status) return false;
  if (filters.driverActivity !== undefined && d.activity !== filters.driverActivity) return false;
  if (filters.alertsOnly && d.alerts.length === 0) return false;
  if (filters.driverIds) {
    const lp = d.truck.lastpoint;
    const ids = filters.driverIds;
    if (!ids.has(lp?.driver?.id ?? -1) && !ids.has(lp?.codriver?.id ?? -1)) return false;
  }
  const details = d.truck.details;
  if (
    filters.company !== undefined &&
    details?.company !== filters.company &&
    details?.secondary_company !== filters.company
  ) {
    return false;
  }
  if (filters.tag !== undefined && !(d.truck.tags ?? []).some((t) => tagIdOf(t) === filters.tag)) {
    return false;
  }
  return true;
}

/** "By activity": the most active vehicles first, vehicles without points last. */
const STATUS_RANK: Record<VehicleStatus, number> = {
  moving: 0,
  engine_on: 1,
  ignition: 2,
  stopped: 3,
  stale: 4,
  no_points: 5,
};

/** A truck's place under one query, computed once per change so sorting never parses dates. */
export interface SortKey {
  readonly pinned: boolean;
  readonly rank: number;
  readonly text: string;
  readonly label: string;
  readonly id: TruckId;
}

/**
 * `d`'s sort key under `query`; `previous` (its key of the last step) comes back when nothing in
 * it changed, so a tick that only moved trucks allocates no keys.
 */
export function sortKeyOf(d: DerivedTruck, query: ListQuery, previous?: SortKey): SortKey {
  let rank = 0;
  let text = '';
  if (query.sort === 'chronological') {
    // Newest point first; a truck without a point goes last.
    const at = Date.parse(d.truck.lastpoint?.date ?? '');
    rank = Number.isNaN(at) ? Number.POSITIVE_INFINITY : -at;
  } else if (query.sort === 'activity') {
    rank = STATUS_RANK[d.status];
  } else if (query.sort === 'company') {
    const company = d.truck.details?.company;
    const name = company == null ? undefined : query.companyNames.get(company);
    // Known names first, then companies known only by id, then trucks without a company.
    rank = name !== undefined ? 0 : company != null ? 1 : 2;
    text = name ?? (company != null ? String(company) : '');
  }
  const pinned = query.pinned.has(d.id);
  if (
    previous !== undefined &&
    previous.id === d.id &&
    previous.pinned === pinned &&
    previous.rank === rank &&
    previous.text === text &&
    previous.label === d.listLabel
  )
    return previous;
  return { pinned, rank, text, label: d.listLabel, id: d.id };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Pinned first, then the sort's own order, then the label, then the id (a total order). */
export function compareKeys(a: SortKey, b: SortKey): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  if (a.rank !== b.rank) return a.rank < b.rank ? -1 : 1;
  if (a.text !== b.text) {
    const byText = collator.compare(a.text, b.text);
    if (byText !== 0) return byText;
  }
  const byLabel = collator.compare(a.label, b.label);
  if (byLabel !== 0) return byLabel;
  return a.id - b.id;
}
