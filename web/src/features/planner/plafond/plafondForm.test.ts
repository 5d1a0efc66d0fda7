import { describe, expect, it } from 'vitest';
import {
  computeAllowance,
  driverHistory,
  toDriverPlafond,
  type DriverState,
} from '@fleetdeck/shared';
import {
  crewPreset,
  defaultPlafondForm,
  hoursText,
  plafondFormFromDriver,
  plafondProblems,
  toPlafondRequest,
  type PlafondForm,
} from './plafondForm.js';

const H = 3600;
const M = 60;
const form = (patch: Partial<PlafondForm>): PlafondForm => ({ ...defaultPlafondForm(), ...patch });

describe('the plafond form: hours in the form, seconds in the request', () => {
  it('turns typed hours (a comma as decimal separator) into whole seconds', () => {
    const request = toPlafondRequest(
      form({
        preset: 'single_day',
        drivingSinceBreak: '1,5',
        drivingSinceDailyRest: '3.25',
        travelSinceDailyRest: '10',
        lastWorked: '2026-11-26T08:30',
      }),
    );
    expect(request).toEqual({
      configurableWorkingHoursPreset: 'single_day',
      lastTimeTheDriverWorked: '2026-11-26T07:30:00.000Z', // 08:30 in Rome
      accumulatedDrivingTimeSinceLastBreak: 1.5 * H,
      accumulatedDrivingTimeSinceLastDailyRest: 3.25 * H,
      accumulatedTravelTimeSinceLastDailyRest: 10 * H,
    });
  });

  it('writes seconds back as hours to the hundredth', () => {
    expect(hoursText(4 * H + 30 * M)).toBe('4.5');
    expect(hoursText(70 * M)).toBe('1.17');
    expect(hoursText(-5)).toBe('0');
  });

  it('names each wrong field in words and sends nothing while one is wrong', () => {
    expect(plafondProblems(defaultPlafondForm())).toEqual({});
    const wrong = form({ drivingSinceBreak: 'abc', travelSinceDailyRest: '31', lastWorked: 'x' });
    expect(plafondProblems(wrong)).toEqual({
      drivingSinceBreak: { key: 'planner.plafond.hours_invalid', values: { max: 30 } },
      travelSinceDailyRest: { key: 'planner.plafond.hours_invalid', values: { max: 30 } },
      lastWorked: { key: 'planner.plafond.date_invalid' },
    });
    expect(toPlafondRequest(wrong)).toBeNull();
    expect(plafondProblems(form({ drivingSinceBreak: '-1' })).drivingSinceBreak).toBeDefined();
    expect(plafondProblems(form({ drivingSinceBreak: '' })).drivingSinceBreak).toBeDefined();
  });

  it('keeps the totals in order: break within the day, the day within the time on duty', () => {
    expect(
      plafondProblems(
        form({ drivingSinceBreak: '3', drivingSinceDailyRest: '2', travelSinceDailyRest: '5' }),
      ),
    ).toEqual({ drivingSinceBreak: { key: 'planner.plafond.break_over_daily' } });
    expect(
      plafondProblems(
        form({ drivingSinceBreak: '1', drivingSinceDailyRest: '6', travelSinceDailyRest: '5' }),
      ),
    ).toEqual({ drivingSinceDailyRest: { key: 'planner.plafond.daily_over_travel' } });
  });
});

describe('the form prefilled from the driver plafond of the vehicle', () => {
  const NOW = Date.parse('2026-11-26T12:00:00Z') / 1000;
  /** The plafond the tachograph engine computes for a driver in that state now. */
  const plafondOf = (state: DriverState) =>
    toDriverPlafond(computeAllowance({ periods: driverHistory(state, NOW), now: NOW }));

  it('reads back the state of a driver at the wheel: 1 h 10 left before the break', () => {
    const state: DriverState = {
      preset: 'multiple_days',
      drivingSinceBreakS: 3 * H + 20 * M,
      drivingSinceDailyRestS: 6 * H,
      dutySinceDailyRestS: 8 * H,
    };
    const filled = plafondFormFromDriver(plafondOf(state), 'Mario Rossi', 'single_day');
    expect(filled.from).toBe('Mario Rossi');
    expect(filled.preset).toBe('single_day');
    const request = toPlafondRequest(filled);
    expect(new Date(request?.lastTimeTheDriverWorked ?? '').getTime()).toBe(
      // The form holds minutes: the reading's minute.
      Math.floor(NOW / 60) * 60 * 1000,
    );
    const near = (actual: number | undefined, expected: number) =>
      expect(Math.abs((actual ?? NaN) - expected)).toBeLessThanOrEqual(18);
    near(request?.accumulatedDrivingTimeSinceLastBreak, state.drivingSinceBreakS);
    near(request?.accumulatedDrivingTimeSinceLastDailyRest, state.drivingSinceDailyRestS);
    near(request?.accumulatedTravelTimeSinceLastDailyRest, state.dutySinceDailyRestS);
  });

  it('a driver resting for 2 h: the break is done, the work ended when the rest began', () => {
    const plafond = plafondOf({
      preset: 'multiple_days',
      lastWorkedAt: NOW - 2 * H,
      drivingSinceBreakS: 4 * H,
      drivingSinceDailyRestS: 5 * H,
      dutySinceDailyRestS: 6 * H,
    });
    const request = toPlafondRequest(plafondFormFromDriver(plafond, 'Anna Bianchi'));
    expect(request?.configurableWorkingHoursPreset).toBe('multiple_days');
    expect(request?.lastTimeTheDriverWorked).toBe(new Date((NOW - 2 * H) * 1000).toISOString());
    expect(request?.accumulatedDrivingTimeSinceLastBreak).toBe(0);
    expect(request?.accumulatedDrivingTimeSinceLastDailyRest).toBe(5 * H);
    expect(request?.accumulatedTravelTimeSinceLastDailyRest).toBe(6 * H);
  });
});

describe("the preset for the vehicle's crew", () => {
  it('is the team preset when a co-driver is carded too, else the one the step had', () => {
    expect(crewPreset(2, 'multiple_days')).toBe('team_and_multiple_days');
    expect(crewPreset(2, 'single_day')).toBe('team_and_multiple_days');
    expect(crewPreset(1, 'single_day')).toBe('single_day');
    expect(crewPreset(0, 'long_single_day')).toBe('long_single_day');
  });
});
