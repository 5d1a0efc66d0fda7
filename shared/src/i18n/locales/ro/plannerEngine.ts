import type { AreaOf } from '../../languages.js';
import type { plannerEngine as it } from '../it/plannerEngine.js';

export const plannerEngine: AreaOf<typeof it> = {
  'planner.engine.violated': 'Niciun traseu nu respectă limitele vehiculului: {{sections}}',
  'planner.engine.limit.height': 'limită de înălțime {{limit}} m pe {{road}} (vehicul {{value}} m)',
  'planner.engine.limit.width': 'limită de lățime {{limit}} m pe {{road}} (vehicul {{value}} m)',
  'planner.engine.limit.length': 'limită de lungime {{limit}} m pe {{road}} (vehicul {{value}} m)',
  'planner.engine.limit.weight': 'limită de greutate {{limit}} t pe {{road}} (vehicul {{value}} t)',
  'planner.engine.limit.axleLoad':
    'limită de sarcină pe osie {{limit}} t pe {{road}} (vehicul {{value}} t)',
  'planner.engine.unreachable_waypoint':
    'Etapa {{n}} ({{name}}) este la peste {{km}} km de orice drum',
  'planner.engine.no_route': 'Niciun drum nu leagă etapele {{from}} și {{to}}',
  'planner.engine.waypoint_moved':
    'Etapa {{n}} este la {{km}} km de cel mai apropiat drum: traseul folosește cel mai apropiat punct de pe el',
  'planner.engine.limit.adr':
    'tunel de categoria ADR {{limit}} pe {{road}} (codul de tunel al încărcăturii {{value}})',
  'planner.engine.over_legal_limit':
    'Vehiculul depășește limitele legale și niciun traseu nu ocolește țara: {{countries}}',
  'planner.engine.legal.country': '{{country}}: {{limits}}',
  'planner.engine.legal.height': 'înălțime {{value}} m (maxim legal {{limit}} m)',
  'planner.engine.legal.width': 'lățime {{value}} m (maxim legal {{limit}} m)',
  'planner.engine.legal.length': 'lungime {{value}} m (maxim legal {{limit}} m)',
  'planner.engine.legal.weight': 'greutate {{value}} t (maxim legal {{limit}} t)',
  'planner.engine.legal.axleLoad': 'sarcină pe axă {{value}} t (maxim legal {{limit}} t)',
};
