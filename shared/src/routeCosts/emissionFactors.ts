import type { EuroClass, FuelKind } from './vehicle.js';

/**
 * Fuel consumption of a diesel heavy truck, litres per 100 km on a motorway mix, empty and at its
 * permitted weight, by permitted weight in tonnes (HBEFA 4.2 "TT/AT" and "RigidTruck" weight
 * classes at 0 % and 100 % load, rounded; 40 t: 25 and 35 l/100 km). Interpolated linearly.
 */
export const DIESEL_L_PER_100KM: readonly { tonnes: number; empty: number; full: number }[] = [
  { tonnes: 3.5, empty: 9, full: 11 },
  { tonnes: 7.5, empty: 14, full: 17 },
  { tonnes: 12, empty: 17, full: 21 },
  { tonnes: 18, empty: 20, full: 25 },
  { tonnes: 26, empty: 22, full: 29 },
  { tonnes: 40, empty: 25, full: 35 },
  { tonnes: 44, empty: 26, full: 37 },
];

/** Slower roads burn more per km (stop-and-go, gradients): HBEFA's urban/rural vs motorway ratios. */
export const ROAD_CLASS_CONSUMPTION = {
  motorway: 1,
  trunk: 1.05,
  regional: 1.1,
  other: 1.2,
} as const;

/**
 * Fuels by EN 16258:2012 Annex A / EN ISO 14083:2023 (EU values): energy in MJ per unit (l, kg for
 * gas), tank-to-wheel CO2 per unit, the fossil share of that CO2 (B7 diesel and E10 petrol carry
 * biofuel), density (kg/l, for sulphur), and the engine's energy need relative to a diesel engine
 * (spark-ignited gas and petrol engines are less efficient). Gas is counted in kg.
 */
export const FUELS: Record<
  Exclude<FuelKind, 'electric'>,
  {
    mjPerUnit: number;
    co2KgPerUnit: number;
    fossilShare: number;
    kgPerUnit: number;
    energyVsDiesel: number;
    /** EN 590 diesel and EN 228 petrol: at most 10 mg sulphur per kg; gas next to none. */
    sulphurMassShare: number;
  }
> = {
  diesel: {
    mjPerUnit: 35.9,
    co2KgPerUnit: 2.67,
    fossilShare: 0.93,
    kgPerUnit: 0.832,
    energyVsDiesel: 1,
    sulphurMassShare: 10e-6,
  },
  petrol: {
    mjPerUnit: 31.5,
    co2KgPerUnit: 2.42,
    fossilShare: 0.93,
    kgPerUnit: 0.745,
    energyVsDiesel: 1.25,
    sulphurMassShare: 10e-6,
  },
  lng: {
    mjPerUnit: 49.1,
    co2KgPerUnit: 2.75,
    fossilShare: 1,
    kgPerUnit: 1,
    energyVsDiesel: 1.15,
    sulphurMassShare: 0,
  },
  cng: {
    mjPerUnit: 47.6,
    co2KgPerUnit: 2.68,
    fossilShare: 1,
    kgPerUnit: 1,
    energyVsDiesel: 1.2,
    sulphurMassShare: 0,
  },
};

/** SO2 weighs about twice the sulphur it comes from (64.07 / 32.07). */
export const SO2_PER_SULPHUR = 64.07 / 32.07;

/**
 * Fuel use relative to CO2 class 1 (Directive (EU) 2022/362: class 2 at least 5 % below the
 * reference CO2 of its group, 3 at least 8 %, 4 a low-emission vehicle at least 50 %; 5 is
 * zero-emission and handled as electric).
 */
export const CO2_CLASS_FUEL_FACTOR = { 1: 1, 2: 0.95, 3: 0.92, 4: 0.5, 5: 0 } as const;

export interface PollutantFactors {
  /** Grams per km of a 40 t articulated truck at half load (30 l/100 km of diesel). */
  nitrogenOxides: number;
  /** NO2 as a share of NOx (COPERT 5 "f-NO2"). */
  no2Share: number;
  particles: number;
  carbonMonoxide: number;
  hydrocarbons: number;
  methane: number;
  nitrousOxide: number;
  ammonia: number;
  /** Benzene as a share of the non-methane hydrocarbons (COPERT 5 NMVOC speciation). */
  benzeneShare: number;
  /** Particle number per km (solid particles above 23 nm). */
  numberOfParticles: number;
}

/** Consumption the per-km pollutant factors are given at; other trucks scale with their fuel use. */
export const REFERENCE_L_PER_100KM = 30;

/**
 * Hot motorway emission factors of diesel heavy trucks by Euro class, HBEFA 4.2 / COPERT 5.6
 * (EMEP/EEA Guidebook 2023, 1.A.3.b.iii, Tier 2, articulated 34-40 t), rounded: Euro VI's SCR and
 * particle filter cut NOx tenfold and particle number a hundredfold against Euro V.
 */
export const DIESEL_POLLUTANTS: Record<EuroClass, PollutantFactors> = {
  0: row(12, 0.11, 0.6, 2, 1, 0.08, 0.03, 0.003, 3e14),
  1: row(9.5, 0.11, 0.35, 1.5, 0.6, 0.07, 0.03, 0.003, 3e14),
  2: row(9, 0.11, 0.2, 1, 0.4, 0.06, 0.03, 0.003, 3e14),
  3: row(7, 0.14, 0.17, 1.3, 0.35, 0.03, 0.03, 0.003, 3e14),
  4: row(4.5, 0.1, 0.04, 0.25, 0.03, 0.005, 0.012, 0.01, 1.5e14),
  5: row(3.5, 0.1, 0.04, 0.3, 0.03, 0.005, 0.025, 0.01, 1.2e14),
  6: row(0.35, 0.25, 0.005, 0.1, 0.01, 0.002, 0.035, 0.009, 5e11),
};

/** Petrol: the diesel row of its Euro class, but benzene is about 5 % of petrol NMVOC. */
export const PETROL_BENZENE_SHARE = 0.05;

/** Euro VI spark-ignited gas trucks (LNG and CNG alike): low NOx, but methane slip. */
export const GAS_POLLUTANTS: PollutantFactors = row(
  0.5,
  0.1,
  0.003,
  1.5,
  0.32,
  0.3,
  0.005,
  0.02,
  1e12,
);

function row(
  nitrogenOxides: number,
  no2Share: number,
  particles: number,
  carbonMonoxide: number,
  hydrocarbons: number,
  methane: number,
  nitrousOxide: number,
  ammonia: number,
  numberOfParticles: number,
): PollutantFactors {
  const benzeneShare = 0.0007;
  return {
    nitrogenOxides,
    no2Share,
    particles,
    carbonMonoxide,
    hydrocarbons,
    methane,
    nitrousOxide,
    ammonia,
    benzeneShare,
    numberOfParticles,
  };
}
