export { readConfig, ConfigError, type RelayConfig } from './config/env.js';
export { startRelay, type RunningRelay, type RelayDeps } from './relay.js';
export { StaticCompanyDirectory, type CompanyDirectory } from './live/companies.js';
export type { LiveAuthorizer } from './socket/liveGateway.js';
export { RedisLeadership, type LockClient } from './live/leadership.js';
export { type TokenVerifier, type AuthenticatedUser } from './auth/tokens.js';
export { DEMO_PASSWORD, DEMO_USERS } from './storage/seed.js';
