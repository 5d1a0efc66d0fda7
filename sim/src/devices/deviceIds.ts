/** The device protocols the simulated fleet speaks. */
export type SimDeviceProtocol = 'teltonika' | 'osmand';

/** The Luhn check digit of a string of digits (an IMEI's fifteenth digit). */
export function luhnCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = body.charCodeAt(body.length - 1 - i) - 48;
    // From the right, every first digit of the body is doubled (the check digit would be next).
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** The simulated trackers' IMEIs start with this TAC-like prefix; the truck id fills the rest. */
export const SIM_IMEI_PREFIX = '3520490';

/**
 * The IMEI of a simulated truck's Teltonika tracker: `3520490`, the truck id in 7 digits, and the
 * Luhn check digit (truck 1: 352049000000019).
 */
export function imeiOfTruck(truckId: number): string {
  if (!Number.isInteger(truckId) || truckId < 1 || truckId > 9_999_999)
    throw new RangeError(`truck id ${truckId} does not fit a simulated IMEI (1..9999999)`);
  const body = SIM_IMEI_PREFIX + String(truckId).padStart(7, '0');
  return body + String(luhnCheckDigit(body));
}

/** The OsmAnd id of a simulated driver's phone: `fd-truck-<id>`. */
export const osmandIdOfTruck = (truckId: number): string => `fd-truck-${truckId}`;

/** Every `osmandEvery`-th truck reports from a phone over OsmAnd; the others carry a Teltonika. */
export function protocolOfTruck(truckId: number, osmandEvery = 10): SimDeviceProtocol {
  return osmandEvery > 0 && truckId % osmandEvery === 0 ? 'osmand' : 'teltonika';
}

/** The id a simulated truck's device sends. */
export const deviceIdOfTruck = (truckId: number, protocol: SimDeviceProtocol): string =>
  protocol === 'osmand' ? osmandIdOfTruck(truckId) : imeiOfTruck(truckId);
