export { readConfig, ConfigError, type RelayConfig } from './config/env.js';
export { startRelay, type RunningRelay } from './relay.js';
export { startSimulatorServer } from './sim/simulatorServer.js';
export { FleetSimulator } from './sim/fleetSimulator.js';
export { routeFeatures, vehiclePassage } from './sim/history.js';
