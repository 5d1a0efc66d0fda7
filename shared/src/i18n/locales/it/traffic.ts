/** Traffic overlays: categories and severity. */
export const traffic = {
  'traffic.title': 'Traffico',
  'traffic.severity': 'Gravità {{level}}',
  'traffic.speed': 'Velocità media {{speed}}',
  'traffic.category.alerts': 'Allerte',
  'traffic.category.services': 'Servizi',
  'traffic.category.natural_events': 'Eventi naturali',
  'traffic.category.events': 'Eventi',
  'traffic.category.traffic': 'Traffico',
  'traffic.category.accidents': 'Incidenti',
  'traffic.category.works': 'Lavori',
};
