/** Messages of the planner API (relay): why a route or area could not be calculated. */
export const plannerApi = {
  'planner.api.unreachable_waypoint':
    'La tappa {{n}} è troppo lontana da una strada percorribile dal veicolo ({{detail}})',
  'planner.api.no_route': 'Nessun percorso collega le tappe ({{detail}})',
  'planner.api.provider_unavailable':
    'Il motore di calcolo dei percorsi non è disponibile: {{detail}}',
  'planner.api.bad_provider_answer':
    'Il motore di calcolo dei percorsi ha risposto in modo illeggibile: {{detail}}',
} as const;
