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
} as const;
