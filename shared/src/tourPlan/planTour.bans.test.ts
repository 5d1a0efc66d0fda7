import { describe, expect, it } from 'vitest';
import { planInfringements } from './checkPlan.js';
import { RESTED_DRIVER } from './driverHistory.js';
import { planTour } from './planTour.js';
import type { TourPlanInput } from './tourPlanTypes.js';
import { straightRoute } from './testRoute.js';

const H = 3600;
const at = (iso: string) => Date.parse(iso) / 1000;
const HGV = { massKg: 40_000 };
const MILANO: [number, number] = [9.19, 45.4642];
const ZURICH: [number, number] = [8.54, 47.37];
const ROMA: [number, number] = [12.4964, 41.9028];

function plan(input: TourPlanInput) {
  const result = planTour(input);
  expect(planInfringements(result, input.departure)).toEqual([]);
  return result;
}

describe('planTour: driving bans on the route (issue 45)', () => {
  const italy = {
    ...straightRoute([MILANO, ROMA], [3 * H]),
    countries: [{ country: 'IT', fromS: 0 }],
  };

  it('a Sunday departure in Italy at 10:00 in July waits at km 0 until 22:00; the ETA includes it', () => {
    const departure = at('2025-07-13T10:00:00+02:00');
    const result = plan({ route: italy, driver: RESTED_DRIVER, departure, vehicle: HGV });
    expect(result.banWaits).toHaveLength(1);
    expect(result.banWaits[0]).toMatchObject({
      driveS: 0,
      arrival: departure,
      departure: at('2025-07-13T22:00:00+02:00'),
      durationS: 12 * H,
      ban: { country: 'IT', ban: 'sunday' },
    });
    expect(result.etaWithRests).toBe(at('2025-07-13T22:00:00+02:00') + 3 * H);
    // Twelve hours off are the driver's daily rest: no other rest is planned.
    expect(result.pauses).toEqual([]);
  });

  it('without the vehicle, or for a 7.5 t truck, the same tour drives at once', () => {
    const departure = at('2025-07-13T10:00:00+02:00');
    expect(plan({ route: italy, driver: RESTED_DRIVER, departure }).banWaits).toEqual([]);
    const light = plan({
      route: italy,
      driver: RESTED_DRIVER,
      departure,
      vehicle: { massKg: 7500 },
    });
    expect(light.banWaits).toEqual([]);
    expect(light.etaWithRests).toBe(departure + 3 * H);
  });

  it('driving into the Swiss night ban: it stops at the border at 22:30 and goes on at 05:00', () => {
    // Milano 19:30, 3 h to the border, then Switzerland: the ban has begun on arrival.
    const route = {
      ...straightRoute([MILANO, ZURICH], [4 * H]),
      countries: [
        { country: 'IT', fromS: 0 },
        { country: 'CH', fromS: 3 * H },
      ],
    };
    const departure = at('2026-11-24T19:30:00+01:00');
    const result = plan({ route, driver: RESTED_DRIVER, departure, vehicle: HGV });
    expect(result.banWaits.map((w) => [w.driveS, w.arrival, w.departure, w.ban.ban])).toEqual([
      [3 * H, at('2026-11-24T22:30:00+01:00'), at('2026-11-25T05:00:00+01:00'), 'night'],
    ]);
    expect(result.etaWithRests).toBe(at('2026-11-25T06:00:00+01:00'));
  });

  it('a ban that starts while driving in Italy: it stops where the ban begins (Sunday 09:00)', () => {
    const departure = at('2026-11-15T08:00:00+01:00');
    const result = plan({ route: italy, driver: RESTED_DRIVER, departure, vehicle: HGV });
    expect(result.banWaits[0]).toMatchObject({
      driveS: H,
      arrival: at('2026-11-15T09:00:00+01:00'),
      departure: at('2026-11-15T22:00:00+01:00'),
    });
    expect(result.etaWithRests).toBe(at('2026-11-15T22:00:00+01:00') + 2 * H);
    expect(result.etaWithRests - result.etaWithoutRests).toBe(13 * H);
  });
});
