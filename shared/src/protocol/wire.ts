import type { Truck } from '../domain/truck.js';
import { fromColumns, toColumns } from './columnar.js';
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
