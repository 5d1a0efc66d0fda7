/**
 * Teltonika device families whose AVL id lists differ: `fmb` is FMB0xx/1xx/9xx, FMC/FMM 0xx/1xx/9xx
 * ("FMB AVL ID" list); `fmx6` is FMB640, FMC640, FMC650, FMM640 ("FMX640 AVL ID" list), where the
 * FMS and tachograph elements live and where ids 69, 83-89 mean other things.
 */
export type TeltonikaFamily = 'fmb' | 'fmx6';

/** The product fields a numeric IO element can fill (the tachograph slots are handled apart). */
export type IoField =
  | 'ignition'
  | 'movement'
  | 'gsmSignal'
  | 'gnssStatus'
  | 'externalVoltageMv'
  | 'batteryVoltageMv'
  | 'odometerM'
  | 'fuelLevelPct'
  | 'fuelUsedL'
  | 'tachoSpeedKmh'
  | 'engineRpm';

/** One row of the IO table (docs/devices.md shows the same rows). */
export interface IoTableRow {
  id: number;
  name: string;
  unit: string;
  /** The `DeviceReading` field, or a tachograph slot role. */
  field: IoField | TachoRole;
  /** Wire value times this gives the field's unit. */
  scale: number;
  families: readonly TeltonikaFamily[];
  /** Where the id was checked (see docs/devices.md, "Sources"). */
  verified: string;
}

/** The tachograph elements, two per driver slot plus the card id halves. */
export type TachoRole =
  | 'driver1State'
  | 'driver2State'
  | 'driver1Card'
  | 'driver2Card'
  | 'driver1IdHigh'
  | 'driver1IdLow'
  | 'driver2IdHigh'
  | 'driver2IdLow';

const BOTH: readonly TeltonikaFamily[] = ['fmb', 'fmx6'];
const FMB: readonly TeltonikaFamily[] = ['fmb'];
const FMX6: readonly TeltonikaFamily[] = ['fmx6'];
const FMB_LIST = 'FMB AVL ID list; Traccar decoder (fmbXXX)';
const FMX6_LIST = 'FMX640 AVL ID list (tachograph/FMS groups)';

/** The IO elements mapped onto product fields. Every other element is kept raw in `io`. */
export const IO_TABLE: readonly IoTableRow[] = [
  {
    id: 239,
    name: 'Ignition',
    unit: '0/1',
    field: 'ignition',
    scale: 1,
    families: BOTH,
    verified: `${FMB_LIST}; ${FMX6_LIST}`,
  },
  {
    id: 240,
    name: 'Movement',
    unit: '0/1',
    field: 'movement',
    scale: 1,
    families: BOTH,
    verified: `${FMB_LIST}; ${FMX6_LIST}`,
  },
  {
    id: 21,
    name: 'GSM Signal',
    unit: '0-5',
    field: 'gsmSignal',
    scale: 1,
    families: BOTH,
    verified: `${FMB_LIST}; ${FMX6_LIST}`,
  },
  {
    id: 69,
    name: 'GNSS Status',
    unit: '0 off, 1 fix, 2 no fix, 3 sleep',
    field: 'gnssStatus',
    scale: 1,
    families: FMB,
    verified: FMB_LIST,
  },
  {
    id: 71,
    name: 'GNSS Status',
    unit: '0 off, 1 fix, 2 no fix, 3 sleep',
    field: 'gnssStatus',
    scale: 1,
    families: FMX6,
    verified: FMX6_LIST,
  },
  {
    id: 66,
    name: 'External Voltage',
    unit: 'mV',
    field: 'externalVoltageMv',
    scale: 1,
    families: BOTH,
    verified: `${FMB_LIST}; ${FMX6_LIST}`,
  },
  {
    id: 67,
    name: 'Battery Voltage',
    unit: 'mV',
    field: 'batteryVoltageMv',
    scale: 1,
    families: BOTH,
    verified: `${FMB_LIST}; ${FMX6_LIST}`,
  },
  {
    id: 16,
    name: 'Total Odometer',
    unit: 'm',
    field: 'odometerM',
    scale: 1,
    families: FMB,
    verified: FMB_LIST,
  },
  {
    id: 216,
    name: 'Total Odometer',
    unit: 'm',
    field: 'odometerM',
    scale: 1,
    families: FMX6,
    verified: FMX6_LIST,
  },
  {
    id: 83,
    name: 'Fuel Consumed (CAN)',
    unit: '0.1 l',
    field: 'fuelUsedL',
    scale: 0.1,
    families: FMB,
    verified: FMB_LIST,
  },
  {
    id: 85,
    name: 'Engine RPM (CAN)',
    unit: 'rpm',
    field: 'engineRpm',
    scale: 1,
    families: FMB,
    verified: FMB_LIST,
  },
  {
    id: 89,
    name: 'Fuel level (CAN)',
    unit: '%',
    field: 'fuelLevelPct',
    scale: 1,
    families: FMB,
    verified: FMB_LIST,
  },
  {
    id: 86,
    name: 'Engine Total Fuel Used (FMS)',
    unit: 'l',
    field: 'fuelUsedL',
    scale: 1,
    families: FMX6,
    verified: FMX6_LIST,
  },
  {
    id: 87,
    name: 'Fuel Level (FMS)',
    unit: '%',
    field: 'fuelLevelPct',
    scale: 1,
    families: FMX6,
    verified: FMX6_LIST,
  },
  {
    id: 88,
    name: 'Engine Speed (FMS)',
    unit: 'rpm',
    field: 'engineRpm',
    scale: 1,
    families: FMX6,
    verified: FMX6_LIST,
  },
  {
    id: 184,
    name: 'Driver 1 Working State',
    unit: '0 rest, 1 available, 2 work, 3 drive',
    field: 'driver1State',
    scale: 1,
    families: BOTH,
    verified: FMX6_LIST,
  },
  {
    id: 185,
    name: 'Driver 2 Working State',
    unit: '0 rest, 1 available, 2 work, 3 drive',
    field: 'driver2State',
    scale: 1,
    families: BOTH,
    verified: FMX6_LIST,
  },
  {
    id: 187,
    name: 'Driver 1 Card Presence',
    unit: '0/1',
    field: 'driver1Card',
    scale: 1,
    families: BOTH,
    verified: FMX6_LIST,
  },
  {
    id: 188,
    name: 'Driver 2 Card Presence',
    unit: '0/1',
    field: 'driver2Card',
    scale: 1,
    families: BOTH,
    verified: FMX6_LIST,
  },
  {
    id: 191,
    name: 'Tachograph Vehicle Speed',
    unit: 'km/h',
    field: 'tachoSpeedKmh',
    scale: 1,
    families: BOTH,
    verified: FMX6_LIST,
  },
  {
    id: 195,
    name: 'Driver 1 ID MSB',
    unit: '8 ASCII bytes',
    field: 'driver1IdHigh',
    scale: 1,
    families: BOTH,
    verified: FMX6_LIST,
  },
  {
    id: 196,
    name: 'Driver 1 ID LSB',
    unit: '8 ASCII bytes',
    field: 'driver1IdLow',
    scale: 1,
    families: BOTH,
    verified: FMX6_LIST,
  },
  {
    id: 197,
    name: 'Driver 2 ID MSB',
    unit: '8 ASCII bytes',
    field: 'driver2IdHigh',
    scale: 1,
    families: BOTH,
    verified: FMX6_LIST,
  },
  {
    id: 198,
    name: 'Driver 2 ID LSB',
    unit: '8 ASCII bytes',
    field: 'driver2IdLow',
    scale: 1,
    families: BOTH,
    verified: FMX6_LIST,
  },
];

/** The rows of one family, by AVL id. */
export function ioTableFor(family: TeltonikaFamily): ReadonlyMap<number, IoTableRow> {
  return new Map(
    IO_TABLE.filter((row) => row.families.includes(family)).map((row) => [row.id, row]),
  );
}

/** The family of a model name ("FMC650", "FMB640"...); `fmb` when unknown. */
export function teltonikaFamilyOf(model: string | undefined): TeltonikaFamily {
  return model !== undefined && /^FM[BCM]6[45]\d/i.test(model.trim()) ? 'fmx6' : 'fmb';
}
