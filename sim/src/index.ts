// The stand-in upstream: a fleet simulator served over HTTP as the real telematics API is.
export {
  startSimulatorServer,
  type SimulatorOptions,
  type SimulatorServer,
} from './simulatorServer.js';
export { FleetSimulator, type UpstreamTruck } from './fleetSimulator.js';
export { COMPANIES as DEMO_COMPANIES } from './fleet.js';
export type { SimCompany } from './model.js';
export { routeFeatures, vehiclePassage } from './history.js';
export { createRandom } from '@fleetdeck/shared';
export { DEMO_TAG_NAMES, demoTagsOf } from './demoTags.js';
export * from './devices/index.js';
