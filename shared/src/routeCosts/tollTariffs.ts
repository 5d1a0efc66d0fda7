import type { EuroClass } from './vehicle.js';

/**
 * Published heavy-vehicle toll tariffs, EUR per km net of VAT (CH: per tonne-km), rounded to the
 * tenth of a cent. They are the schemes' headline rates, not an invoice: real tolls depend on the
 * section (mountain stretches, tunnels, Alpine crossings cost more), so every figure is an estimate.
 */

/**
 * Italy: Autostrade per l'Italia, "tariffa unitaria" per km on plain sections, 2024
 * (autostrade.it, "Pedaggi: le classi e le tariffe"). Classes by axles and, for two axles, the
 * height at the front axle: A up to 1.30 m, B above; 3, 4 and 5 (five axles or more).
 */
export const IT_TARIFF_PER_KM = {
  A: 0.0745,
  B: 0.0762,
  '3': 0.1014,
  '4': 0.1531,
  '5': 0.1805,
} as const;
export type ItalianClass = keyof typeof IT_TARIFF_PER_KM;

/**
 * France: average of the concession motorways (APRR, Sanef, Vinci Autoroutes ASF), 2024, from the
 * operators' published tariff grids divided by section length ("classes de véhicules"): class 1
 * cars, 2 intermediate (2-3 m high, up to 3.5 t), 3 heavy two-axle, 4 heavy with three axles or more.
 */
export const FR_TARIFF_PER_KM = { '1': 0.095, '2': 0.145, '3': 0.195, '4': 0.275 } as const;
export type FrenchClass = keyof typeof FR_TARIFF_PER_KM;

/**
 * Austria: ASFINAG GO-Maut 2024 for vehicles above 3.5 t ("Tarife GO-Maut 2024"), Euro VI and CO2
 * class 1, by axle category 2, 3 and 4+. Older Euro classes pay the higher air-pollution component
 * (factor below); better CO2 classes pay less of the CO2 component (see CO2_CLASS_FACTOR).
 */
export const AT_TARIFF_PER_KM = { '2': 0.232, '3': 0.325, '4+': 0.485 } as const;
/**
 * Share of the rate that is the CO2 component: Germany 15.8 of 34.8 cents for five axles (about
 * 45 %), Austria about 30 %.
 */
export const CO2_COMPONENT_SHARE = { AT: 0.3, DE: 0.45 } as const;

/**
 * Germany: Lkw-Maut from 1 December 2023 (BAG / Toll Collect "Mautsätze ab 01.12.2023", and above
 * 3.5 t from 1 July 2024), Euro VI and CO2 class 1, infrastructure + air + noise + CO2 components.
 * Weight classes in tonnes; above 18 t by axles (3, 4, 5+): 0.348 EUR/km for a 40 t five-axle truck.
 */
export const DE_TARIFF_PER_KM = {
  upTo7_5: 0.155,
  upTo12: 0.187,
  upTo18: 0.253,
  over18Axles3: 0.286,
  over18Axles4: 0.331,
  over18Axles5: 0.348,
} as const;

/** Air-pollution surcharge on the Austrian and German rates by Euro class (Euro VI pays 1.0). */
export const EURO_AIR_FACTOR: Record<EuroClass, number> = {
  0: 1.14,
  1: 1.14,
  2: 1.14,
  3: 1.11,
  4: 1.08,
  5: 1.05,
  6: 1,
};

/**
 * Reduction of the CO2 component by CO2 class (Directive (EU) 2022/362, art. 7ga, as Germany and
 * Austria apply it): class 2 -5 %, 3 -8 %, 4 (low-emission) -50 %, 5 (zero-emission) -75 %.
 */
export const CO2_CLASS_FACTOR = { 1: 1, 2: 0.95, 3: 0.92, 4: 0.5, 5: 0.25 } as const;

/**
 * Switzerland: LSVA / RPLP (Federal Office for Customs and Border Security, "Tarife LSVA" 2024),
 * CHF per tonne-km of the permitted total weight, on every Swiss road, for vehicles above 3.5 t:
 * category 3 (Euro VI) 2.28 cents, category 2 (Euro IV and V) 2.69, category 1 (older) 3.10.
 */
export const CH_LSVA_CHF_PER_TONNE_KM = { euro6: 0.0228, euro4or5: 0.0269, older: 0.031 } as const;
/** The ECB reference rate rounded (2024 average 0.95 CHF per EUR). */
export const EUR_PER_CHF = 1.05;

/**
 * Slovenia: DARS e-toll (DarsGo) 2024, Euro VI, class R3 (two axles above 3.5 t) and R4 (three
 * axles or more), average over the motorway network.
 */
export const SI_TARIFF_PER_KM = { R3: 0.145, R4: 0.29 } as const;
