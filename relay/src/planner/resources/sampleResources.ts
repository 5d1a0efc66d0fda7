import { PARKING_FILTERS, STATION_SERVICES, styleOf } from './sampleCatalogue.js';
import type { ParkingResource, StationResource } from './resourceProvider.js';
import { serviceAreas, truckStops, type Site } from './sampleSites.js';
import type { RoadGraph } from '@fleetdeck/shared/roads';

export interface SampleResources {
  stations: StationResource[];
  parkings: ParkingResource[];
}

const round = (value: number, decimals: number): number => Number(value.toFixed(decimals));
const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;
const some = <T extends string>(random: () => number, odds: Record<T, number>): T[] =>
  (Object.keys(odds) as T[]).filter((key) => random() < odds[key]);

function station(site: Site): StationResource {
  const { random } = site;
  const style = styleOf(site.country);
  const brand = pick(random, style.brands);
  const services = site.truckStop
    ? ['truck_lane', 'adblue', 'showers', 'restaurant', 'open_24h'].concat(
        some(random, { lng: 0.35, hvo: 0.4, shop: 0.8, truck_wash: 0.6, partner_card: 0.7 }),
      )
    : some(random, {
        truck_lane: 0.8,
        adblue: 0.85,
        lng: 0.15,
        hvo: 0.2,
        shop: 0.9,
        restaurant: 0.7,
        showers: 0.4,
        truck_wash: 0.1,
        partner_card: 0.35,
        open_24h: 0.75,
      });
  const diesel = style.diesel + (site.truckStop ? -0.03 : 0.07) + (random() - 0.5) * 0.08;
  const prices = [{ description: style.dieselLabel, price: round(diesel, 3), self: true }];
  if (site.country === 'IT')
    prices.push({ description: style.dieselLabel, price: round(diesel + 0.18, 3), self: false });
  if (services.includes('adblue'))
    prices.push({ description: 'AdBlue', price: round(0.79 + random() * 0.2, 3), self: true });
  if (services.includes('hvo'))
    prices.push({ description: 'HVO', price: round(diesel + 0.12, 3), self: true });
  if (services.includes('lng'))
    prices.push({ description: 'LNG', price: round(1.55 + random() * 0.3, 3), self: true });
  const name = site.name;
  return {
    id: `st-${site.id}`,
    type: 'fuel',
    name,
    coordinate: { x: round(site.at.lng, 6), y: round(site.at.lat, 6) },
    icon: 'fuel',
    flag: brand,
    city: site.town,
    reference: {
      name,
      flag: brand,
      city: site.town,
      address: site.address,
      province: null,
      prices,
      services: STATION_SERVICES.filter((s) => services.includes(s)),
    },
  };
}

function parking(site: Site, operator: string): ParkingResource {
  const { random } = site;
  const secure = site.truckStop;
  const filters = secure
    ? ['lighting', 'toilets', 'showers', 'restaurant', 'cctv'].concat(
        some(random, { security_fence: 0.8, guarded: 0.6, wifi: 0.7, reefer_power: 0.5, adr: 0.5 }),
      )
    : some(random, {
        lighting: 0.8,
        toilets: 0.9,
        showers: 0.35,
        restaurant: 0.6,
        cctv: 0.35,
        security_fence: 0.1,
        guarded: 0.05,
        wifi: 0.4,
        reefer_power: 0.1,
        adr: 0.3,
      });
  return {
    id: `pk-${site.id}`,
    type: 'parking',
    name: site.name,
    coordinate: { x: round(site.at.lng, 6), y: round(site.at.lat, 6) },
    icon: 'parking',
    flag: operator,
    city: site.town,
    reference: {
      name: site.name,
      verified: random() < (secure ? 0.8 : 0.45),
      number_of_parking_spots: secure
        ? 60 + Math.floor(random() * 190)
        : 15 + Math.floor(random() * 65),
      reviews_rating: round(secure ? 3 + random() * 2 : 1 + random() * 4, 1),
      reviews_count: Math.floor(random() * 300),
      security_rating: secure ? 3 + Math.floor(random() * 3) : 1 + Math.floor(random() * 3),
      price_per_night: secure ? round(15 + random() * 15, 2) : random() < 0.8 ? 0 : 8,
      filters: PARKING_FILTERS.filter((f) => filters.includes(f)),
      address: site.address,
      province: null,
    },
  };
}

/**
 * The embedded planner service's sample data, generated from the bundled road graph and nothing
 * else, so it is the same on every start: a service area on each carriageway every 30-60 km of
 * motorway (a fuel station and a truck parking each), and a truck stop (station and a secured
 * parking) near each junction of motorways and trunk roads. Names follow each country's custom
 * ("Area di servizio Secchia Est", "Raststätte ... Süd"); brands are real networks, prices and
 * ratings are drawn. Not real places: every answer says `sample`.
 */
export function generateSampleResources(g: RoadGraph): SampleResources {
  const used = new Set<string>();
  const sites = [...serviceAreas(g, used), ...truckStops(g, used)];
  const stations = sites.map(station);
  const parkings = sites.map((site, i) =>
    parking(site, site.truckStop ? 'FleetDeck Truck Parking' : (stations[i]?.flag ?? '')),
  );
  return { stations, parkings };
}
