import { describe, expect, it } from 'vitest';
import {
  autoFit,
  canSaveLanguageSettings,
  canSwitchCompany,
  isLanguageSaveSuccess,
  isMobileLayout,
  routeNeedsAuth,
  toggleFocus,
} from './shell.js';

describe('shell rules', () => {
  it.each([
    ['geofleet.index', true],
    ['planner.index', true],
    ['geofleet.vehicle_details', true],
    ['auth.index', false],
    ['viewvehicle.index', false],
    ['error-403', false],
  ])('route %s needs auth: %s', (name, needs) => expect(routeNeedsAuth(name)).toBe(needs));

  it.each([
    [991, false, true],
    [992, false, false],
    [1920, true, true],
  ])('width %i, mobile agent %s: mobile layout %s', (w, ua, m) => {
    expect(isMobileLayout(w, ua)).toBe(m);
  });

  it('switches only to listed companies', () => {
    expect(canSwitchCompany([{ id: 1 }, { id: 2 }], 2)).toBe(true);
    expect(canSwitchCompany([{ id: 1 }], 2)).toBe(false);
  });

  it('saves language settings only when something is set, and accepts only 200 and 204', () => {
    expect(canSaveLanguageSettings({})).toBe(false);
    expect(canSaveLanguageSettings(null)).toBe(false);
    expect(canSaveLanguageSettings({ lingua: 'fr-FR' })).toBe(true);
    expect([200, 201, 204, 400].map(isLanguageSaveSuccess)).toEqual([true, false, true, false]);
  });

  it('toggles focus', () => {
    expect(toggleFocus(null, 4)).toBe(4);
    expect(toggleFocus(4, 4)).toBeNull();
    expect(toggleFocus(4, 5)).toBe(5);
  });

  it.each([
    [{ vehicles: 5, focused: false, stopped: false, sharedLink: false }, { kind: 'fit_all' }],
    [{ vehicles: 5, focused: true, stopped: false, sharedLink: false }, { kind: 'none' }],
    [{ vehicles: 5, focused: false, stopped: true, sharedLink: false }, { kind: 'none' }],
    [{ vehicles: 5, focused: false, stopped: false, sharedLink: true }, { kind: 'none' }],
    [
      { vehicles: 1, focused: false, stopped: false, sharedLink: true },
      { kind: 'centre', minZoom: 13 },
    ],
    [{ vehicles: 0, focused: false, stopped: false, sharedLink: false }, { kind: 'none' }],
  ])('auto-fit %o is %o', (state, fit) => expect(autoFit(state)).toEqual(fit));
});
