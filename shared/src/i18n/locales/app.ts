import { defineArea } from '../languages.js';

/** The walking skeleton: product name, fleet size, connection state. */
export const appMessages = defineArea({
  it: {
    app_name: 'FleetDeck',
    vehicles_count: '{{count}} veicoli',
    live: 'In diretta',
    connecting: 'Connessione…',
    offline: 'Non in linea',
  },
  en: {
    app_name: 'FleetDeck',
    vehicles_count: '{{count}} vehicles',
    live: 'Live',
    connecting: 'Connecting…',
    offline: 'Offline',
  },
  fr: {
    app_name: 'FleetDeck',
    vehicles_count: '{{count}} véhicules',
    live: 'En direct',
    connecting: 'Connexion…',
    offline: 'Hors ligne',
  },
  de: {
    app_name: 'FleetDeck',
    vehicles_count: '{{count}} Fahrzeuge',
    live: 'Live',
    connecting: 'Verbinde…',
    offline: 'Offline',
  },
  el: {
    app_name: 'FleetDeck',
    vehicles_count: '{{count}} οχήματα',
    live: 'Ζωντανά',
    connecting: 'Σύνδεση…',
    offline: 'Εκτός σύνδεσης',
  },
  es: {
    app_name: 'FleetDeck',
    vehicles_count: '{{count}} vehículos',
    live: 'En directo',
    connecting: 'Conectando…',
    offline: 'Sin conexión',
  },
  hu: {
    app_name: 'FleetDeck',
    vehicles_count: '{{count}} jármű',
    live: 'Élő',
    connecting: 'Kapcsolódás…',
    offline: 'Nincs kapcsolat',
  },
  pl: {
    app_name: 'FleetDeck',
    vehicles_count: '{{count}} pojazdów',
    live: 'Na żywo',
    connecting: 'Łączenie…',
    offline: 'Offline',
  },
  pt: {
    app_name: 'FleetDeck',
    vehicles_count: '{{count}} veículos',
    live: 'Ao vivo',
    connecting: 'A ligar…',
    offline: 'Offline',
  },
  ro: {
    app_name: 'FleetDeck',
    vehicles_count: '{{count}} vehicule',
    live: 'În direct',
    connecting: 'Conectare…',
    offline: 'Deconectat',
  },
});
