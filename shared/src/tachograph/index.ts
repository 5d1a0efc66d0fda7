export { computeAllowance } from './engine.js';
export {
  findInfringements,
  INFRINGEMENT_RULES,
  type Infringement,
  type InfringementRule,
} from './infringements.js';
export { seriousness, type AnnexLine, type Seriousness } from './seriousness.js';
export {
  nextActivityState,
  sessionRestRecorded,
  toDriverPlafond,
  type DriverPlafondView,
} from './views.js';
export { formatHm, formatHmUp } from './formatHm.js';
export { RULES_561 } from './rules561.js';
export { normaliseTimeline, weekStart } from './timeline.js';
export type * from './types.js';
export { REST_READINGS } from './types.js';
export { periodsFromActivityRows, TACHO_ACTIVITY_CODES } from './activityRows.js';
export {
  toInfringementDto,
  worstSeriousness,
  type DriverInfringementsDto,
  type InfringementDto,
  type InfringementSummaryDto,
} from './infringementWire.js';
