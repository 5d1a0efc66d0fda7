import { EMISSION_KINDS, type EmissionKind } from '../domain/planner.js';
import type { CostSegment } from './index.js';
import {
  CO2_CLASS_FUEL_FACTOR,
  DIESEL_L_PER_100KM,
  DIESEL_POLLUTANTS,
  FUELS,
  GAS_POLLUTANTS,
  PETROL_BENZENE_SHARE,
  REFERENCE_L_PER_100KM,
  ROAD_CLASS_CONSUMPTION,
  SO2_PER_SULPHUR,
  type PollutantFactors,
} from './emissionFactors.js';
import { roundTo } from './round.js';
import type { VehicleClass } from './vehicle.js';

export type Emissions = Record<EmissionKind, number>;

const zero = (): Emissions => Object.fromEntries(EMISSION_KINDS.map((k) => [k, 0])) as Emissions;

/** Diesel litres per 100 km at a payload (kg); unknown payload -> half load, HBEFA's default. */
export function dieselLitresPer100Km(v: VehicleClass, loadKg: number | undefined): number {
  const rows = DIESEL_L_PER_100KM;
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last) return 0;
  const t = Math.min(last.tonnes, Math.max(first.tonnes, v.totalTonnes));
  const upper = rows.find((r) => r.tonnes >= t) ?? last;
  const lower = rows.findLast((r) => r.tonnes <= t) ?? first;
  const f = upper.tonnes === lower.tonnes ? 0 : (t - lower.tonnes) / (upper.tonnes - lower.tonnes);
  const empty = lower.empty + (upper.empty - lower.empty) * f;
  const full = lower.full + (upper.full - lower.full) * f;
  const payloadKg = (v.totalTonnes - v.emptyTonnes) * 1000;
  const share =
    loadKg === undefined || payloadKg <= 0 ? 0.5 : Math.min(1, Math.max(0, loadKg / payloadKg));
  return empty + (full - empty) * share;
}

function pollutantsOf(v: VehicleClass): PollutantFactors {
  if (v.fuel === 'lng' || v.fuel === 'cng') return GAS_POLLUTANTS;
  const diesel = DIESEL_POLLUTANTS[v.euro];
  return v.fuel === 'petrol' ? { ...diesel, benzeneShare: PETROL_BENZENE_SHARE } : diesel;
}

/**
 * Tank-to-wheel fuel and emissions over the segments (EN 16258 / EN ISO 14083): fuel from the
 * truck's diesel-equivalent consumption converted by energy to its own fuel (litres; kg for LNG
 * and CNG); CO2 = fuel x the fuel's factor (diesel 2.67 kg/l), fossil CO2 its fossil share; SO2
 * from the fuel's sulphur; the pollutants from per-km factors of the Euro class scaled by the
 * truck's fuel use against the factors' 30 l/100 km. Electric (and CO2 class 5) trucks: zero.
 * Masses in kg, fuel in l (kg for gas), particle number as a count.
 */
export function estimateEmissions(segments: readonly CostSegment[], v: VehicleClass): Emissions {
  const out = zero();
  if (v.fuel === 'electric') return out;
  const fuel = FUELS[v.fuel];
  const p = pollutantsOf(v);
  for (const s of segments) {
    const km = s.distanceM / 1000;
    const per100 =
      dieselLitresPer100Km(v, s.loadKg) *
      ROAD_CLASS_CONSUMPTION[s.roadClass] *
      CO2_CLASS_FUEL_FACTOR[v.co2Class];
    const dieselMj = ((per100 * km) / 100) * FUELS.diesel.mjPerUnit;
    const units = (dieselMj * fuel.energyVsDiesel) / fuel.mjPerUnit;
    out.fuelConsumption += units;
    const co2 = units * fuel.co2KgPerUnit;
    out.carbonDioxide += co2;
    out.fossilCarbonDioxide += co2 * fuel.fossilShare;
    out.sulphurDioxide += units * fuel.kgPerUnit * fuel.sulphurMassShare * SO2_PER_SULPHUR;
    const kgPerGram = (km * (per100 / REFERENCE_L_PER_100KM)) / 1000;
    const nmhc = Math.max(0, p.hydrocarbons - p.methane);
    out.nitrogenOxides += p.nitrogenOxides * kgPerGram;
    out.nitrogenDioxide += p.nitrogenOxides * p.no2Share * kgPerGram;
    out.particles += p.particles * kgPerGram;
    out.carbonMonoxide += p.carbonMonoxide * kgPerGram;
    out.hydrocarbons += p.hydrocarbons * kgPerGram;
    out.methane += p.methane * kgPerGram;
    out.hydrocarbonsExceptMethane += nmhc * kgPerGram;
    out.benzene += nmhc * p.benzeneShare * kgPerGram;
    out.nitrousOxide += p.nitrousOxide * kgPerGram;
    out.ammonia += p.ammonia * kgPerGram;
    out.numberOfParticles += p.numberOfParticles * km * (per100 / REFERENCE_L_PER_100KM);
  }
  for (const k of EMISSION_KINDS) {
    out[k] = k === 'numberOfParticles' ? Math.round(out[k]) : roundTo(out[k], 6);
  }
  return out;
}
