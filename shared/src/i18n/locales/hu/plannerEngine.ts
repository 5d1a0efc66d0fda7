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
  'planner.engine.limit.adr':
    'ADR {{limit}} kategóriájú alagút: {{road}} (a rakomány alagútkódja {{value}})',
  'planner.engine.over_legal_limit':
    'A jármű túllépi a törvényes határértékeket, és egyetlen útvonal sem kerüli el az országot: {{countries}}',
  'planner.engine.legal.country': '{{country}}: {{limits}}',
  'planner.engine.legal.height': 'magasság {{value}} m (törvényes maximum {{limit}} m)',
  'planner.engine.legal.width': 'szélesség {{value}} m (törvényes maximum {{limit}} m)',
  'planner.engine.legal.length': 'hosszúság {{value}} m (törvényes maximum {{limit}} m)',
  'planner.engine.legal.weight': 'tömeg {{value}} t (törvényes maximum {{limit}} t)',
  'planner.engine.legal.axleLoad': 'tengelyterhelés {{value}} t (törvényes maximum {{limit}} t)',
};
