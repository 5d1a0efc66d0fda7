import type { AreaOf } from '../../languages.js';
import type { plannerEngine as it } from '../it/plannerEngine.js';

export const plannerEngine: AreaOf<typeof it> = {
  'planner.engine.violated': 'Keine Route hält die Grenzen des Fahrzeugs ein: {{sections}}',
  'planner.engine.limit.height': 'Höhenbegrenzung {{limit}} m auf {{road}} (Fahrzeug {{value}} m)',
  'planner.engine.limit.width': 'Breitenbegrenzung {{limit}} m auf {{road}} (Fahrzeug {{value}} m)',
  'planner.engine.limit.length': 'Längenbegrenzung {{limit}} m auf {{road}} (Fahrzeug {{value}} m)',
  'planner.engine.limit.weight':
    'Gewichtsbegrenzung {{limit}} t auf {{road}} (Fahrzeug {{value}} t)',
  'planner.engine.limit.axleLoad':
    'Achslastbegrenzung {{limit}} t auf {{road}} (Fahrzeug {{value}} t)',
  'planner.engine.unreachable_waypoint':
    'Etappe {{n}} ({{name}}) ist mehr als {{km}} km von jeder Straße entfernt',
  'planner.engine.no_route': 'Keine Straße verbindet die Etappen {{from}} und {{to}}',
  'planner.engine.waypoint_moved':
    'Etappe {{n}} liegt {{km}} km von der nächsten Straße entfernt: die Route nutzt den nächsten Punkt darauf',
  'planner.engine.limit.adr':
    'Tunnel der ADR-Kategorie {{limit}} auf {{road}} (Tunnelcode der Ladung {{value}})',
  'planner.engine.over_legal_limit':
    'Das Fahrzeug überschreitet die gesetzlichen Grenzen und keine Route umgeht das Land: {{countries}}',
  'planner.engine.legal.country': '{{country}}: {{limits}}',
  'planner.engine.legal.height': 'Höhe {{value}} m (gesetzliches Maximum {{limit}} m)',
  'planner.engine.legal.width': 'Breite {{value}} m (gesetzliches Maximum {{limit}} m)',
  'planner.engine.legal.length': 'Länge {{value}} m (gesetzliches Maximum {{limit}} m)',
  'planner.engine.legal.weight': 'Gewicht {{value}} t (gesetzliches Maximum {{limit}} t)',
  'planner.engine.legal.axleLoad': 'Achslast {{value}} t (gesetzliches Maximum {{limit}} t)',
};
