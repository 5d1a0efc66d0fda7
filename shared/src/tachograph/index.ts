export { computeAllowance } from './engine.js';
export { toDriverPlafond } from './views.js';
export { RULES_561 } from './rules561.js';
export { normaliseTimeline, weekStart } from './timeline.js';
export type * from './types.js';
