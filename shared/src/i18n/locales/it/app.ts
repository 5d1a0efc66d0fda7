/** The walking skeleton: product name, fleet size, connection state. */
export const app = {
  app_name: 'FleetDeck',
  vehicles_count: '{{count}} veicoli',
  live: 'In diretta',
  connecting: 'Connessione…',
  offline: 'Non in linea',
};
