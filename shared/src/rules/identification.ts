import { TRUNCATION } from '../constants/vehicles.js';
import type { Driver } from '../domain/driver.js';
import type { Truck } from '../domain/truck.js';
import type { VehicleIdentification } from '../domain/userConfig.js';

/**
 * Shortens to `max` characters and marks the cut with an ellipsis; the ellipsis is extra, so the
 * `max` characters the spec names all stay visible.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

export function driverName(driver: Pick<Driver, 'name' | 'surname'> | null | undefined) {
  const name = [driver?.name, driver?.surname].filter((p) => p && p.trim() !== '').join(' ');
  return name === '' ? undefined : name;
}

/**
 * The text that identifies a vehicle under the user's choice (null means plate). A custom id or
 * driver that is missing falls back to the plate, so every vehicle keeps a label.
 */
export function vehicleIdentification(
  truck: Pick<Truck, 'plate' | 'details' | 'lastpoint'>,
  mode: VehicleIdentification | null,
): string {
  if (mode === 'customId') {
    const id = truck.details?.custom_id?.trim();
    if (id) return id;
  }
  if (mode === 'driver') {
    const name = driverName(truck.lastpoint?.driver);
    if (name) return name;
  }
  return truck.plate;
}

/** Identification in lists: 10 characters. */
export function vehicleListLabel(
  truck: Pick<Truck, 'plate' | 'details' | 'lastpoint'>,
  mode: VehicleIdentification | null,
): string {
  return truncate(vehicleIdentification(truck, mode), TRUNCATION.name);
}

/** Marker label: a plate is cut at 10, a custom id or driver name at 20. */
export function vehicleMarkerLabel(
  truck: Pick<Truck, 'plate' | 'details' | 'lastpoint'>,
  mode: VehicleIdentification | null,
): string {
  const text = vehicleIdentification(truck, mode);
  return truncate(text, text === truck.plate ? TRUNCATION.markerPlate : TRUNCATION.markerLabel);
}
