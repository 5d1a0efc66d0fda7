/**
 * What the generated sample resources are made of: the filter dictionaries, and per country the
 * way service areas and truck stops are named, the fuel brands and the diesel price level. The
 * brands are real networks of each country; the prices are plausible 2026 levels, not quotes.
 */

/** Services a fuel station may offer (the station-services filter, fuel_partner_services). */
export const STATION_SERVICES = [
  'truck_lane',
  'adblue',
  'lng',
  'hvo',
  'shop',
  'restaurant',
  'showers',
  'truck_wash',
  'partner_card',
  'open_24h',
] as const;
export type StationService = (typeof STATION_SERVICES)[number];

/** Parking features (the parking filters). */
export const PARKING_FILTERS = [
  'security_fence',
  'cctv',
  'lighting',
  'guarded',
  'showers',
  'toilets',
  'restaurant',
  'wifi',
  'reefer_power',
  'adr',
] as const;
export type ParkingFilter = (typeof PARKING_FILTERS)[number];

export type Compass = 'N' | 'E' | 'S' | 'W';

interface CountryStyle {
  /** The name of a motorway service area on the carriageway heading `side`. */
  area: (town: string, side: Compass) => string;
  truckStop: (town: string) => string;
  brands: readonly string[];
  /** Diesel, euro per litre, off the motorway. */
  diesel: number;
  dieselLabel: string;
}

const sides = (n: string, e: string, s: string, w: string) => ({ N: n, E: e, S: s, W: w });
const IT = sides('Nord', 'Est', 'Sud', 'Ovest');
const DE = sides('Nord', 'Ost', 'Süd', 'West');
const FR = sides('Nord', 'Est', 'Sud', 'Ouest');
const SI = sides('sever', 'vzhod', 'jug', 'zahod');

const GERMAN: Omit<CountryStyle, 'brands' | 'diesel'> = {
  area: (town, side) => `Raststätte ${town} ${DE[side]}`,
  truckStop: (town) => `Autohof ${town}`,
  dieselLabel: 'Diesel',
};

export const COUNTRY_STYLES: Record<string, CountryStyle> = {
  IT: {
    area: (town, side) => `Area di servizio ${town} ${IT[side]}`,
    truckStop: (town) => `Autoparco ${town}`,
    brands: ['Eni', 'Q8', 'IP', 'Tamoil', 'Esso'],
    diesel: 1.69,
    dieselLabel: 'Gasolio',
  },
  FR: {
    area: (town, side) => `Aire de ${town} ${FR[side]}`,
    truckStop: (town) => `Relais routier ${town}`,
    brands: ['TotalEnergies', 'Esso', 'Avia', 'BP'],
    diesel: 1.66,
    dieselLabel: 'Gazole',
  },
  DE: { ...GERMAN, brands: ['Aral', 'Shell', 'Esso', 'TotalEnergies'], diesel: 1.62 },
  AT: { ...GERMAN, brands: ['OMV', 'Shell', 'BP', 'Eni'], diesel: 1.55 },
  CH: { ...GERMAN, brands: ['Migrol', 'Avia', 'Shell', 'BP'], diesel: 1.89 },
  SI: {
    area: (town, side) => `Počivališče ${town} ${SI[side]}`,
    truckStop: (town) => `Tovorni terminal ${town}`,
    brands: ['Petrol', 'OMV', 'MOL'],
    diesel: 1.47,
    dieselLabel: 'Dizel',
  },
};

export const styleOf = (country: string): CountryStyle =>
  COUNTRY_STYLES[country] ?? (COUNTRY_STYLES['IT'] as CountryStyle);

/** The compass side a carriageway heads to, from its bearing in degrees. */
export function compassOf(bearing: number): Compass {
  const b = ((bearing % 360) + 360) % 360;
  return b < 45 || b >= 315 ? 'N' : b < 135 ? 'E' : b < 225 ? 'S' : 'W';
}

export const OPPOSITE: Record<Compass, Compass> = { N: 'S', E: 'W', S: 'N', W: 'E' };
