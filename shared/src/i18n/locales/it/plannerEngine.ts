/** Messages of the embedded routing engine (relay): violated limits and routing errors. */
export const plannerEngine = {
  'planner.engine.violated': 'Nessun percorso rispetta i limiti del veicolo: {{sections}}',
  'planner.engine.limit.height': 'altezza massima {{limit}} m su {{road}} (veicolo {{value}} m)',
  'planner.engine.limit.width': 'larghezza massima {{limit}} m su {{road}} (veicolo {{value}} m)',
  'planner.engine.limit.length': 'lunghezza massima {{limit}} m su {{road}} (veicolo {{value}} m)',
  'planner.engine.limit.weight': 'peso massimo {{limit}} t su {{road}} (veicolo {{value}} t)',
  'planner.engine.limit.axleLoad':
    'carico per asse massimo {{limit}} t su {{road}} (veicolo {{value}} t)',
  'planner.engine.unreachable_waypoint':
    'La tappa {{n}} ({{name}}) è a più di {{km}} km da qualsiasi strada',
  'planner.engine.no_route': 'Nessuna strada collega le tappe {{from}} e {{to}}',
  'planner.engine.waypoint_moved':
    'La tappa {{n}} è a {{km}} km dalla strada più vicina: il percorso usa il punto più vicino sulla strada',
  'planner.engine.limit.adr':
    'galleria di categoria ADR {{limit}} su {{road}} (codice galleria del carico {{value}})',
  'planner.engine.over_legal_limit':
    'Il veicolo supera i limiti di legge e nessun percorso evita il paese: {{countries}}',
  'planner.engine.legal.country': '{{country}}: {{limits}}',
  'planner.engine.legal.height': 'altezza {{value}} m (massimo di legge {{limit}} m)',
  'planner.engine.legal.width': 'larghezza {{value}} m (massimo di legge {{limit}} m)',
  'planner.engine.legal.length': 'lunghezza {{value}} m (massimo di legge {{limit}} m)',
  'planner.engine.legal.weight': 'peso {{value}} t (massimo di legge {{limit}} t)',
  'planner.engine.legal.axleLoad': 'carico per asse {{value}} t (massimo di legge {{limit}} t)',
} as const;
