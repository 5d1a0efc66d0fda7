import { plafondMessages } from './plafond.js';
import { shellMessages, type ShellMessages } from './shell.js';

/** Interface languages (spec part 1, section 1); Italian is the fallback. */
export const LANGUAGES = ['it', 'en', 'fr', 'de', 'el', 'es', 'hu', 'pl', 'pt', 'ro'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'it';

type Messages = Record<'app_name' | 'vehicles_count' | 'live' | 'connecting' | 'offline', string>;

const baseResources: Record<Language, { translation: Messages }> = {
  it: {
    translation: {
      app_name: 'FleetDeck',
      vehicles_count: '{{count}} veicoli',
      live: 'In diretta',
      connecting: 'Connessione…',
      offline: 'Non in linea',
    },
  },
  en: {
    translation: {
      app_name: 'FleetDeck',
      vehicles_count: '{{count}} vehicles',
      live: 'Live',
      connecting: 'Connecting…',
      offline: 'Offline',
    },
  },
  fr: {
    translation: {
      app_name: 'FleetDeck',
      vehicles_count: '{{count}} véhicules',
      live: 'En direct',
      connecting: 'Connexion…',
      offline: 'Hors ligne',
    },
  },
  de: {
    translation: {
      app_name: 'FleetDeck',
      vehicles_count: '{{count}} Fahrzeuge',
      live: 'Live',
      connecting: 'Verbinde…',
      offline: 'Offline',
    },
  },
  el: {
    translation: {
      app_name: 'FleetDeck',
      vehicles_count: '{{count}} οχήματα',
      live: 'Ζωντανά',
      connecting: 'Σύνδεση…',
      offline: 'Εκτός σύνδεσης',
    },
  },
  es: {
    translation: {
      app_name: 'FleetDeck',
      vehicles_count: '{{count}} vehículos',
      live: 'En directo',
      connecting: 'Conectando…',
      offline: 'Sin conexión',
    },
  },
  hu: {
    translation: {
      app_name: 'FleetDeck',
      vehicles_count: '{{count}} jármű',
      live: 'Élő',
      connecting: 'Kapcsolódás…',
      offline: 'Nincs kapcsolat',
    },
  },
  pl: {
    translation: {
      app_name: 'FleetDeck',
      vehicles_count: '{{count}} pojazdów',
      live: 'Na żywo',
      connecting: 'Łączenie…',
      offline: 'Offline',
    },
  },
  pt: {
    translation: {
      app_name: 'FleetDeck',
      vehicles_count: '{{count}} veículos',
      live: 'Ao vivo',
      connecting: 'A ligar…',
      offline: 'Offline',
    },
  },
  ro: {
    translation: {
      app_name: 'FleetDeck',
      vehicles_count: '{{count}} vehicule',
      live: 'În direct',
      connecting: 'Conectare…',
      offline: 'Deconectat',
    },
  },
};

/** Every feature's messages under its own key, for i18next's default namespace. */
export const resources = Object.fromEntries(
  LANGUAGES.map((lng) => [
    lng,
    {
      translation: {
        ...baseResources[lng].translation,
        ...shellMessages[lng],
        plafond: plafondMessages[lng],
      },
    },
  ]),
) as Record<
  Language,
  { translation: Messages & ShellMessages & { plafond: (typeof plafondMessages)['it'] } }
>;
