import { atom } from 'jotai';
import { canUse, type Truck } from '@fleetdeck/shared';
import { abilityAtom } from '../../../permissions/abilityAtom.js';
import { loadPlafond, truckDrivers } from '../../plafond/usePlafondEntries.js';
import { plannerFormAtom } from '../plannerAtoms.js';
import {
  defaultPlafondForm,
  crewPreset,
  plafondFormFromDriver,
  plafondProblems,
  toPlafondRequest,
  type PlafondForm,
} from './plafondForm.js';

export const plafondFormAtom = atom<PlafondForm>(defaultPlafondForm());

/** The user may configure the driver's times (permission `planner_plafond`). */
export const plafondAllowedAtom = atom((get) => canUse(get(abilityAtom), 'planner_plafond'));

/** The driver's times are part of the plan: allowed and the step's toggle on. */
export const plafondIncludedAtom = atom(
  (get) => get(plafondAllowedAtom) && get(plannerFormAtom).routeInfo.includePlafond,
);

export const plafondProblemsAtom = atom((get) => plafondProblems(get(plafondFormAtom)));

/**
 * The plafond the breaks and rests are planned for: the form's in seconds when included (null
 * while a field is wrong), else undefined (the relay plans for a rested driver).
 */
export const plafondRequestAtom = atom((get) =>
  get(plafondIncludedAtom) ? toPlafondRequest(get(plafondFormAtom)) : undefined,
);

let prefilling: AbortController | null = null;

/**
 * The planner opened from a vehicle: the step filled from its driver's live plafond and turned
 * on. A truck without a driver's card, or a plafond that cannot be read, leaves the defaults.
 */
export const prefillPlafondAtom = atom(null, async (get, set, truck: Truck | undefined) => {
  prefilling?.abort();
  prefilling = null;
  // Nothing of the vehicle the planner was opened from before stays.
  set(plafondFormAtom, defaultPlafondForm());
  const drivers = truckDrivers(truck);
  const [driver] = drivers;
  if (!get(plafondAllowedAtom) || !driver) return;
  const controller = new AbortController();
  prefilling = controller;
  const answer = await loadPlafond(driver.id, controller.signal).catch(() => null);
  if (prefilling !== controller || !answer?.plafond) return;
  prefilling = null;
  const name = `${driver.name} ${driver.surname}`.trim();
  const preset = crewPreset(drivers.length, get(plafondFormAtom).preset);
  set(plafondFormAtom, plafondFormFromDriver(answer.plafond, name, preset));
  const form = get(plannerFormAtom);
  set(plannerFormAtom, { ...form, routeInfo: { ...form.routeInfo, includePlafond: true } });
});
