import type { CostOptions } from './index.js';
import { VEHICLE_REQUEST_DEFAULTS } from '../constants/planner.js';

/** Euro emission class 0 (pre-Euro) to 6 (Euro VI), as tariffs and emission factors use it. */
export type EuroClass = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type FuelKind = 'diesel' | 'petrol' | 'lng' | 'cng' | 'electric';

/** What the tariffs and the emission factors need to know about the vehicle, with defaults. */
export interface VehicleClass {
  axles: number;
  /** Tonnes: the permitted total weight (tariffs) and the empty weight (consumption). */
  totalTonnes: number;
  emptyTonnes: number;
  heightCm: number;
  euro: EuroClass;
  fuel: FuelKind;
  /** The route info's CO2 class 1..5 (Directive (EU) 2022/362, as German and Austrian tolls use it). */
  co2Class: 1 | 2 | 3 | 4 | 5;
}

/** A 40 t articulated truck when the profile says nothing (the spec's default request is 5 axles). */
const DEFAULT_TOTAL_KG = 40_000;
/** Tractor and trailer of a 40 t combination weigh about 15 t: 37.5 % of the permitted weight. */
const EMPTY_SHARE_OF_TOTAL = 0.375;

const ROMAN: Record<string, EuroClass> = { I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6 };

/** "EURO_6", "Euro VI", "6", "EEV" (an enhanced Euro V) -> 6, 6, 6, 5; unknown -> Euro VI. */
export function parseEuroClass(text: string | null | undefined): EuroClass {
  const t = (text ?? '').toUpperCase().replace(/EURO|[\s_-]/g, '');
  if (t === 'EEV') return 5;
  const roman = ROMAN[t.replace(/[A-E]$/, '')];
  if (roman !== undefined) return roman;
  const n = Number.parseInt(t, 10);
  return Number.isInteger(n) && n >= 0 && n <= 6 ? (n as EuroClass) : 6;
}

/** "DIESEL", "lng", "Benzina", "BEV"... -> our fuel kinds; unknown -> diesel (almost every truck). */
export function parseFuel(text: string | null | undefined): FuelKind {
  const t = (text ?? '').toLowerCase();
  if (/lng|liquefied/.test(t)) return 'lng';
  if (/petrol|gasoline|benzina|essence/.test(t)) return 'petrol';
  if (/cng|methane|metano|gas/.test(t)) return 'cng';
  if (/electric|elettric|bev|battery|hydrogen|idrogeno/.test(t)) return 'electric';
  return 'diesel';
}

export function classifyVehicle(options: Pick<CostOptions, 'vehicle' | 'co2Class'>): VehicleClass {
  const v = options.vehicle;
  const totalKg =
    v.totalPermittedWeight && v.totalPermittedWeight > 0
      ? v.totalPermittedWeight
      : DEFAULT_TOTAL_KG;
  const emptyKg =
    v.emptyWeight && v.emptyWeight > 0 && v.emptyWeight <= totalKg
      ? v.emptyWeight
      : totalKg * EMPTY_SHARE_OF_TOTAL;
  const co2 = Math.min(5, Math.max(1, Math.round(options.co2Class))) as VehicleClass['co2Class'];
  const euro = parseEuroClass(v.emissionClass);
  return {
    axles:
      v.numberOfAxles && v.numberOfAxles > 0
        ? v.numberOfAxles
        : VEHICLE_REQUEST_DEFAULTS.numberOfAxles,
    totalTonnes: totalKg / 1000,
    emptyTonnes: emptyKg / 1000,
    heightCm: v.height && v.height > 0 ? v.height : VEHICLE_REQUEST_DEFAULTS.height,
    // CO2 classes 2-5 exist only for VECTO-certified trucks (Regulation (EU) 2017/2400), all of
    // them Euro VI: a better CO2 class lifts an older declared Euro class to VI.
    euro: co2 >= 2 ? 6 : euro,
    fuel: co2 === 5 ? 'electric' : parseFuel(v.fuelType),
    co2Class: co2,
  };
}

/** Heavy-vehicle schemes (GO-Maut, Lkw-Maut, LSVA, DARS) start above 3.5 t. */
export const isHeavy = (v: VehicleClass) => v.totalTonnes > 3.5;
