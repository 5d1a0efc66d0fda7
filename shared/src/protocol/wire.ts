import type { Truck } from '../domain/truck.js';
import { ColumnRows, fromColumns, toColumns } from './columnar.js';
import type { Upsert } from './fleetDiff.js';
import type { CompanyDiff, CompanySnapshot, WireDiff, WireSnapshot } from './events.js';

export const encodeSnapshot = (s: CompanySnapshot): WireSnapshot => ({
  ...s,
  trucks: toColumns(s.trucks),
});
export const decodeSnapshot = (s: WireSnapshot): CompanySnapshot => ({
  ...s,
  trucks: fromColumns<Truck>(s.trucks),
});
export const encodeDiff = (d: CompanyDiff): WireDiff => ({ ...d, upserts: toColumns(d.upserts) });
export const decodeDiff = (d: WireDiff): CompanyDiff => ({
  ...d,
  upserts: fromColumns<Upsert>(d.upserts),
});

/** A diff whose upserts stay in columns until a replica applies them (`ColumnRows`). */
export type ColumnDiff = Omit<CompanyDiff, 'upserts'> & { upserts: ColumnRows };

/** Reads a checked wire diff for a replica; throws when its columns' bytes or ids are wrong. */
export const readColumnDiff = (d: WireDiff): ColumnDiff => ({
  ...d,
  upserts: new ColumnRows(d.upserts),
});
