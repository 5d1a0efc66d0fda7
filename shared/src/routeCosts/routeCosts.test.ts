import { describe, expect, it } from 'vitest';
import {
  estimateRouteCosts,
  parseEuroClass,
  parseFuel,
  type CostOptions,
  type CostSegment,
} from './index.js';

const truck40t = {
  totalPermittedWeight: 40_000,
  emptyWeight: 15_000,
  numberOfAxles: 5,
  height: 400,
  emissionClass: 'EURO_6',
  fuelType: 'DIESEL',
};
const options = (vehicle: CostOptions['vehicle'] = truck40t, co2Class = 1): CostOptions => ({
  vehicle,
  co2Class,
  monetaryCostOptions: { costPerKilometer: 1.2, workingCostPerHour: 20.5 },
  travelTimeS: 7200,
});
const seg = (
  km: number,
  countryCode: string,
  roadName: string,
  toll: boolean,
  more: Partial<CostSegment> = {},
): CostSegment => ({
  distanceM: km * 1000,
  durationS: km * 45,
  countryCode,
  roadName,
  toll,
  roadClass: 'motorway',
  ...more,
});

describe('tolls', () => {
  it('charges 100 km of Italian motorway at the class 5 tariff (0.1805 EUR/km x 100)', () => {
    const { toll } = estimateRouteCosts([seg(100, 'IT', 'A1', true)], options());
    expect(toll.sections).toEqual([
      {
        country: 'IT',
        displayName: 'A1 (IT)',
        cost: { amount: 18.05, currency: 'EUR' },
        distanceM: 100_000,
      },
    ]);
    expect(toll.summary).toEqual({
      costs: { amount: 18.05, currency: 'EUR' },
      countries: [{ countryCode: 'IT', amount: 18.05 }],
    });
  });

  it('picks the Italian class by axles, and A or B by height for two axles', () => {
    const cost = (vehicle: CostOptions['vehicle']) =>
      estimateRouteCosts([seg(100, 'IT', 'A4', true)], options(vehicle)).toll.summary.costs.amount;
    expect(cost({ ...truck40t, numberOfAxles: 3, totalPermittedWeight: 26_000 })).toBe(10.14);
    expect(cost({ ...truck40t, numberOfAxles: 4 })).toBe(15.31);
    expect(cost({ numberOfAxles: 2, height: 350, totalPermittedWeight: 12_000 })).toBe(7.62);
    expect(cost({ numberOfAxles: 2, height: 125, totalPermittedWeight: 2_000 })).toBe(7.45);
  });

  it('charges Swiss LSVA per tonne-km on every Swiss road above 3.5 t (40 t x 100 km x 2.28 cents CHF x 1.05)', () => {
    const route = [seg(100, 'CH', 'H13', false, { roadClass: 'regional' })];
    expect(estimateRouteCosts(route, options()).toll.summary.costs.amount).toBe(95.76);
    const van = { totalPermittedWeight: 3_500, numberOfAxles: 2, height: 270 };
    expect(estimateRouteCosts(route, options(van)).toll.sections).toEqual([]);
    const euro5 = { ...truck40t, emissionClass: 'EURO_5' };
    // Euro V pays category 2: 40 x 100 x 0.0269 x 1.05 = 112.98.
    expect(estimateRouteCosts(route, options(euro5)).toll.summary.costs.amount).toBe(112.98);
  });

  it('charges German Lkw-Maut at 0.348 EUR/km for 40 t and five axles, less of the CO2 part for a better CO2 class', () => {
    const route = [seg(100, 'DE', 'A9', true)];
    expect(estimateRouteCosts(route, options()).toll.summary.costs.amount).toBe(34.8);
    // Class 2: the 45 % CO2 component at 95 %: 34.8 x (0.55 + 0.45 x 0.95) = 34.02.
    expect(estimateRouteCosts(route, options(truck40t, 2)).toll.summary.costs.amount).toBe(34.02);
    // Euro V: the other 55 % with a 5 % air surcharge: 34.8 x (0.55 x 1.05 + 0.45) = 35.76.
    const euro5 = { ...truck40t, emissionClass: 'Euro V' };
    expect(estimateRouteCosts(route, options(euro5)).toll.summary.costs.amount).toBe(35.76);
  });

  it('cuts sections at each road and country change, in route order, and sums them by country', () => {
    const route = [
      seg(50, 'IT', 'A4', true),
      seg(30, 'IT', 'A4', true),
      seg(20, 'IT', 'SS11', false),
      seg(10, 'IT', 'A4', true),
      seg(40, 'FR', 'A43', true),
      seg(5, 'FR', 'N6', false),
    ];
    const { toll, tollSectionSegments } = estimateRouteCosts(route, options());
    expect(toll.sections.map((s) => [s.displayName, s.distanceM, s.cost.amount])).toEqual([
      ['A4 (IT)', 80_000, 14.44],
      ['A4 (IT)', 10_000, 1.81],
      ['A43 (FR)', 40_000, 11],
    ]);
    expect(tollSectionSegments).toEqual([
      { firstSegment: 0, lastSegment: 1 },
      { firstSegment: 3, lastSegment: 3 },
      { firstSegment: 4, lastSegment: 4 },
    ]);
    expect(toll.summary.countries).toEqual([
      { countryCode: 'IT', amount: 16.25 },
      { countryCode: 'FR', amount: 11 },
    ]);
    expect(toll.summary.costs.amount).toBe(27.25);
  });

  it("cuts a road's sections where the operator's stretch changes, named and with the operator", () => {
    const aspi = "Autostrade per l'Italia";
    const mb = { tollStretch: { name: 'A4 Milano – Brescia', operator: aspi } };
    const bp = { tollStretch: { name: 'A4 Brescia – Padova', operator: 'A4 Holding' } };
    const route = [
      seg(40, 'IT', 'A4', true, mb),
      seg(40, 'IT', 'A4', true, mb),
      seg(100, 'IT', 'A4', true, bp),
      seg(30, 'IT', 'A4', true),
    ];
    const { toll, tollSectionSegments } = estimateRouteCosts(route, options());
    expect(toll.sections.map((s) => [s.displayName, s.operator, s.distanceM])).toEqual([
      ['A4 Milano – Brescia', aspi, 80_000],
      ['A4 Brescia – Padova', 'A4 Holding', 100_000],
      // A stretch the table does not know keeps the road's name and no operator.
      ['A4 (IT)', undefined, 30_000],
    ]);
    expect(tollSectionSegments.map((t) => [t.firstSegment, t.lastSegment])).toEqual([
      [0, 1],
      [2, 2],
      [3, 3],
    ]);
    // 210 km at the class 5 tariff, whatever the cuts.
    expect(toll.summary.costs.amount).toBeCloseTo(210 * 0.1805, 1);
  });

  it('leaves out a toll road touched for a few metres where the route starts on its node', () => {
    const route = [seg(0.004, 'IT', 'A7', true), seg(120, 'IT', 'A1', true)];
    const { toll, tollSectionSegments } = estimateRouteCosts(route, options());
    expect(toll.sections.map((s) => s.displayName)).toEqual(['A1 (IT)']);
    expect(tollSectionSegments).toEqual([{ firstSegment: 1, lastSegment: 1 }]);
    expect(toll.summary.costs.amount).toBe(toll.sections[0]?.cost.amount);
  });

  it('charges nothing on roads without toll outside Switzerland, nor per km for vans in Austria', () => {
    const van = { totalPermittedWeight: 3_500, numberOfAxles: 2, height: 270 };
    expect(
      estimateRouteCosts([seg(100, 'IT', 'SS1', false)], options()).toll.summary.costs.amount,
    ).toBe(0);
    expect(estimateRouteCosts([seg(100, 'AT', 'A13', true)], options(van)).toll.sections).toEqual(
      [],
    );
    expect(
      estimateRouteCosts([seg(100, 'AT', 'A13', true)], options()).toll.summary.costs.amount,
    ).toBe(48.5);
  });
});

describe('fuel and emissions', () => {
  it('burns 30 l per 100 km at half load for 40 t, 25 empty and 35 full; CO2 = litres x 2.67', () => {
    const litres = (loadKg?: number) =>
      estimateRouteCosts([seg(100, 'IT', 'A1', true, { loadKg })], options()).emissions;
    const half = litres();
    expect(half.fuelConsumption).toBeCloseTo(30, 6);
    expect(half.carbonDioxide).toBeCloseTo(30 * 2.67, 6);
    expect(half.fossilCarbonDioxide).toBeCloseTo(30 * 2.67 * 0.93, 6);
    expect(litres(0).fuelConsumption).toBeCloseTo(25, 6);
    expect(litres(25_000).fuelConsumption).toBeCloseTo(35, 6);
  });

  it('derives SO2 from 10 ppm sulphur and the pollutants from per-km factors of the Euro class', () => {
    const e = estimateRouteCosts([seg(100, 'IT', 'A1', true)], options()).emissions;
    // 30 l x 0.832 kg/l x 10e-6 S x 64.07/32.07.
    expect(e.sulphurDioxide).toBeCloseTo(30 * 0.832 * 10e-6 * (64.07 / 32.07), 6);
    // Euro VI: 0.35 g/km NOx x 100 km at the reference 30 l/100 km.
    expect(e.nitrogenOxides).toBeCloseTo(0.035, 6);
    expect(e.nitrogenDioxide).toBeCloseTo(0.035 * 0.25, 6);
    expect(e.hydrocarbonsExceptMethane).toBeCloseTo(e.hydrocarbons - e.methane, 6);
    expect(e.numberOfParticles).toBe(5e13);
    const euro3 = estimateRouteCosts(
      [seg(100, 'IT', 'A1', true)],
      options({ ...truck40t, emissionClass: 'EURO_III' }),
    );
    expect(euro3.emissions.nitrogenOxides).toBeCloseTo(0.7, 6);
    expect(euro3.emissions.numberOfParticles).toBe(3e16);
  });

  it('lifts the Euro class to VI and cuts fuel by the CO2 class; zero tailpipe for electric and class 5', () => {
    const route = [seg(100, 'IT', 'A1', true)];
    const euro3 = { ...truck40t, emissionClass: 'EURO_3' };
    const class3 = estimateRouteCosts(route, options(euro3, 3)).emissions;
    expect(class3.fuelConsumption).toBeCloseTo(30 * 0.92, 6);
    expect(class3.nitrogenOxides).toBeCloseTo(0.035 * 0.92, 6);
    for (const e of [
      estimateRouteCosts(route, options({ ...truck40t, fuelType: 'ELECTRIC' })).emissions,
      estimateRouteCosts(route, options(truck40t, 5)).emissions,
    ]) {
      expect(Object.values(e).every((v) => v === 0)).toBe(true);
    }
  });

  it('counts LNG in kg by energy, with methane slip', () => {
    const e = estimateRouteCosts(
      [seg(100, 'IT', 'A1', true)],
      options({ ...truck40t, fuelType: 'LNG' }),
    ).emissions;
    // 30 l diesel x 35.9 MJ/l x 1.15 / 49.1 MJ/kg.
    const kg = (30 * 35.9 * 1.15) / 49.1;
    expect(e.fuelConsumption).toBeCloseTo(kg, 6);
    expect(e.carbonDioxide).toBeCloseTo(kg * 2.75, 6);
    expect(e.methane).toBeGreaterThan(e.hydrocarbonsExceptMethane);
    expect(e.sulphurDioxide).toBe(0);
  });
});

describe('monetary costs', () => {
  it('adds km x 1.2, hours x 20.5 and the toll', () => {
    const { monetaryCostsReport } = estimateRouteCosts([seg(100, 'IT', 'A1', true)], options());
    expect(monetaryCostsReport).toEqual({
      currency: 'EUR',
      distanceCost: 120,
      workingTimeCost: 41,
      tollCost: 18.05,
      totalCost: 179.05,
    });
  });
});

describe('vehicle classes', () => {
  it('reads Euro classes and fuels as profiles write them', () => {
    expect(['EURO_6', 'Euro VI', '6', 'euro-6d'].map(parseEuroClass)).toEqual([6, 6, 6, 6]);
    expect(['EEV', 'EURO_IV', '', null, 'nonsense'].map(parseEuroClass)).toEqual([5, 4, 6, 6, 6]);
    expect(['DIESEL', 'Gasoline', 'LNG', 'CNG', 'BEV', undefined].map(parseFuel)).toEqual([
      'diesel',
      'petrol',
      'lng',
      'cng',
      'electric',
      'diesel',
    ]);
  });
});
