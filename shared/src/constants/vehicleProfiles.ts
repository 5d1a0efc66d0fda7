import type { VehicleProfile } from '../domain/planner.js';
import { VEHICLE_REQUEST_DEFAULTS } from './planner.js';

/**
 * The default truck profiles `GET /api/geofleet/profiles` offers, in the provider's units
 * (centimetres, kilograms); the first carries the spec's default request values (§9). Names are
 * weight and height only, so they read the same in every language.
 */
export const DEFAULT_VEHICLE_PROFILES: readonly VehicleProfile[] = [
  {
    id: 'articulated-40t',
    name: '40 t · 4,00 m',
    data: {
      ...VEHICLE_REQUEST_DEFAULTS,
      totalPermittedWeight: 40_000,
      emptyWeight: 15_000,
      fuelType: 'DIESEL',
      emissionClass: 'EURO_6',
    },
  },
  {
    id: 'rigid-26t',
    name: '26 t · 3,80 m',
    data: {
      height: 380,
      length: 1200,
      width: 255,
      axleLoad: 10_000,
      numberOfAxles: 3,
      maximumPermittedNumberOfPassengers: 1,
      totalPermittedWeight: 26_000,
      emptyWeight: 11_000,
      fuelType: 'DIESEL',
      emissionClass: 'EURO_6',
    },
  },
  {
    id: 'rigid-12t',
    name: '12 t · 3,50 m',
    data: {
      height: 350,
      length: 900,
      width: 250,
      axleLoad: 8_000,
      numberOfAxles: 2,
      maximumPermittedNumberOfPassengers: 1,
      totalPermittedWeight: 12_000,
      emptyWeight: 6_500,
      fuelType: 'DIESEL',
      emissionClass: 'EURO_6',
    },
  },
  {
    id: 'van-3_5t',
    name: '3,5 t · 2,70 m',
    data: {
      height: 270,
      length: 650,
      width: 220,
      axleLoad: 2_000,
      numberOfAxles: 2,
      maximumPermittedNumberOfPassengers: 2,
      totalPermittedWeight: 3_500,
      emptyWeight: 2_200,
      fuelType: 'DIESEL',
      emissionClass: 'EURO_6',
    },
  },
];
