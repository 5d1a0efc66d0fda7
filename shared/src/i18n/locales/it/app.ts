/** The walking skeleton: product name, fleet size, connection state. */
export const app = {
  app_name: 'FleetDeck',
  vehicles_count_one: '{{count}} veicolo',
  vehicles_count_many: '{{count}} di veicoli',
  vehicles_count_other: '{{count}} veicoli',
  live: 'In diretta',
  connecting: 'Connessione…',
  offline: 'Non in linea',
};
