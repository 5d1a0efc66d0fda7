import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import { canUse, type TruckId } from '@fleetdeck/shared';
import { openPanelAtom } from '../../app/panels.js';
import { useIsMobile } from '../../app/useIsMobile.js';
import { fleetAtom } from '../../data/fleetAtoms.js';
import { abilityAtom } from '../../permissions/abilityAtom.js';
import { prefillPlafondAtom } from './plafond/plafondAtoms.js';
import { planFromVehicleAtom } from './plannerAtoms.js';

/**
 * Opens the planner from a vehicle (its marker menu, its list row): the first waypoint at where
 * the vehicle is when asked (read then, so a row does not render again at each tick), the driving
 * times step filled from its driver's plafond.
 * Undefined where the planner is not offered (no planner licence, or mobile).
 */
export function usePlanFromVehicle(id: TruckId): (() => void) | undefined {
  const ability = useAtomValue(abilityAtom);
  const mobile = useIsMobile();
  const store = useStore();
  const plan = useSetAtom(planFromVehicleAtom);
  const prefill = useSetAtom(prefillPlafondAtom);
  const openPanel = useSetAtom(openPanelAtom);
  const start = useCallback(() => {
    const truck = store.get(fleetAtom)?.trucks.get(id);
    const position = truck?.lastpoint;
    if (position) {
      const { lat, lng } = position;
      plan({ id, lat, lng });
    }
    void prefill(truck);
    openPanel('planner');
  }, [id, store, plan, prefill, openPanel]);
  return canUse(ability, 'planner') && !mobile ? start : undefined;
}
