export { readConfig, ConfigError, type RelayConfig } from './config/env.js';
export { startRelay, type RunningRelay, type RelayDeps } from './relay.js';
export { startSimulatorServer } from './sim/simulatorServer.js';
export { FleetSimulator } from './sim/fleetSimulator.js';
export { StaticCompanyDirectory, type CompanyDirectory } from './socket/companies.js';
export type { LiveAuthorizer } from './socket/liveGateway.js';
export { RedisLeadership, type LockClient } from './upstream/leadership.js';
export { routeFeatures, vehiclePassage } from './sim/history.js';
