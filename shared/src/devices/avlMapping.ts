import type { AvlIoElement, AvlRecord } from './avlTypes.js';
import { ioTableFor, type IoField, type TachoRole, type TeltonikaFamily } from './ioTable.js';
import type { DeviceReading, DeviceReadingDriver, DeviceReadingDriverState } from './reading.js';

const WORKING_STATES: readonly DeviceReadingDriverState[] = [
  'rest',
  'availability',
  'work',
  'driving',
];

function isTachoRole(field: IoField | TachoRole): field is TachoRole {
  return field.startsWith('driver');
}

function numericValue(element: AvlIoElement): number | string {
  if (element.size === 'variable') return hex(element.bytes);
  if (element.size === 8) {
    return element.value <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(element.value)
      : element.value.toString(16).padStart(16, '0');
  }
  return element.value;
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 8 bytes of a driver id half as ASCII, NULs and spaces trimmed. */
function asciiHalf(element: AvlIoElement): string {
  let value: bigint;
  if (element.size === 'variable') return '';
  else if (element.size === 8) value = element.value;
  else value = BigInt(element.value);
  let text = '';
  for (let shift = 56n; shift >= 0n; shift -= 8n) {
    const code = Number((value >> shift) & 0xffn);
    if (code >= 0x20 && code < 0x7f) text += String.fromCharCode(code);
  }
  return text.trim();
}

/**
 * Maps one AVL record onto the product's fields (docs/devices.md, "IO table"): the GPS element, the
 * IO elements of the family's table, the tachograph slots; every IO element is also kept in `io`.
 * @param record a decoded record
 * @param family which AVL id list the device follows
 */
export function readingFromAvlRecord(
  record: AvlRecord,
  family: TeltonikaFamily = 'fmb',
): DeviceReading {
  const reading: DeviceReading = {
    time: record.timestamp,
    lat: record.latitude,
    lng: record.longitude,
    altitude: record.altitude,
    heading: record.angle,
    speed: record.speed,
    satellites: record.satellites,
  };
  const table = ioTableFor(family);
  const io: Record<number, number | string> = {};
  const tacho = new Map<TachoRole, AvlIoElement>();
  for (const element of record.io) {
    const value = numericValue(element);
    io[element.id] = value;
    const row = table.get(element.id);
    if (row === undefined) continue;
    if (isTachoRole(row.field)) {
      tacho.set(row.field, element);
      continue;
    }
    if (typeof value !== 'number') continue;
    switch (row.field) {
      case 'ignition':
      case 'movement':
        reading[row.field] = value !== 0;
        break;
      case 'gsmSignal':
      case 'gnssStatus':
      case 'externalVoltageMv':
      case 'batteryVoltageMv':
      case 'odometerM':
      case 'fuelLevelPct':
      case 'fuelUsedL':
      case 'tachoSpeedKmh':
      case 'engineRpm':
        reading[row.field] = Math.round(value * row.scale * 1000) / 1000;
        break;
    }
  }
  reading.io = io;
  const drivers = driverSlots(tacho);
  if (drivers !== undefined) reading.drivers = drivers;
  return reading;
}

function driverSlots(
  tacho: ReadonlyMap<TachoRole, AvlIoElement>,
): [DeviceReadingDriver, DeviceReadingDriver?] | undefined {
  const first = driverSlot(tacho, 'driver1State', 'driver1Card', 'driver1IdHigh', 'driver1IdLow');
  const second = driverSlot(tacho, 'driver2State', 'driver2Card', 'driver2IdHigh', 'driver2IdLow');
  if (first === undefined && second === undefined) return undefined;
  const one = first ?? { cardPresent: false };
  return second === undefined ? [one] : [one, second];
}

function driverSlot(
  tacho: ReadonlyMap<TachoRole, AvlIoElement>,
  stateRole: TachoRole,
  cardRole: TachoRole,
  highRole: TachoRole,
  lowRole: TachoRole,
): DeviceReadingDriver | undefined {
  const stateElement = tacho.get(stateRole);
  const cardElement = tacho.get(cardRole);
  const high = tacho.get(highRole);
  const low = tacho.get(lowRole);
  if (!stateElement && !cardElement && !high && !low) return undefined;
  const cardId = (high ? asciiHalf(high) : '') + (low ? asciiHalf(low) : '');
  const cardFlag =
    cardElement !== undefined && cardElement.size !== 'variable'
      ? Number(cardElement.value) !== 0
      : cardId !== '';
  const slot: DeviceReadingDriver = { cardPresent: cardFlag };
  if (stateElement !== undefined && stateElement.size !== 'variable') {
    const state = WORKING_STATES[Number(stateElement.value)];
    if (state !== undefined) slot.state = state;
  }
  if (cardId !== '') slot.cardId = cardId;
  return slot;
}
