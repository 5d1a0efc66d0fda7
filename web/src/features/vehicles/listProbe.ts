import type { Truck, TruckId } from '@fleetdeck/shared';
import type { VehicleListView } from '../../data/vehicleListStream.js';

/**
 * What the alerts panel publishes as `window.__fleetdeckAlerts`, beside the map's probe: the ids it
 * lists and the trucks it derived them from, read in one turn so e2e tests can check them against
 * the shared alert rule, and people can in the console.
 */
export interface AlertsProbe {
  ids(): TruckId[];
  trucks(): Truck[];
}

declare global {
  interface Window {
    __fleetdeckAlerts?: AlertsProbe;
  }
}

export function publishAlertsProbe(view: VehicleListView | undefined): void {
  window.__fleetdeckAlerts = {
    ids: () => [...(view?.ids ?? [])],
    trucks: () => [...(view?.byId.values() ?? [])].map((d) => d.truck),
  };
}
