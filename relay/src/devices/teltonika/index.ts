export {
  startTeltonikaServer,
  type TeltonikaServer,
  type TeltonikaServerOptions,
} from './server.js';
export { DEFAULT_TELTONIKA_LIMITS, type TeltonikaLimits, type TeltonikaMetrics } from './limits.js';
