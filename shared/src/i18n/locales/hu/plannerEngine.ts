import type { AreaOf } from '../../languages.js';
import type { plannerEngine as it } from '../it/plannerEngine.js';

export const plannerEngine: AreaOf<typeof it> = {
  'planner.engine.violated': 'Egyik útvonal sem tartja be a jármű korlátait: {{sections}}',
  'planner.engine.limit.height': 'magasságkorlátozás {{limit}} m: {{road}} (jármű {{value}} m)',
  'planner.engine.limit.width': 'szélességkorlátozás {{limit}} m: {{road}} (jármű {{value}} m)',
  'planner.engine.limit.length': 'hosszkorlátozás {{limit}} m: {{road}} (jármű {{value}} m)',
  'planner.engine.limit.weight': 'súlykorlátozás {{limit}} t: {{road}} (jármű {{value}} t)',
  'planner.engine.limit.axleLoad':
    'tengelyterhelés-korlátozás {{limit}} t: {{road}} (jármű {{value}} t)',
  'planner.engine.unreachable_waypoint':
    'A(z) {{n}}. útpont ({{name}}) több mint {{km}} km-re van minden úttól',
  'planner.engine.no_route': 'Egy út sem köti össze a(z) {{from}}. és {{to}}. útpontot',
  'planner.engine.waypoint_moved':
    'A(z) {{n}}. útpont {{km}} km-re van a legközelebbi úttól: az útvonal az út legközelebbi pontját használja',
};
