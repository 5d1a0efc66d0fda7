import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Truck } from '@fleetdeck/shared';
import { resources } from '@fleetdeck/shared/i18n/all';
import { vehicleAttributes, type AttributeGroup } from './vehicleAttributes.js';

const t = (key: string, options?: Record<string, unknown>): string => i18next.t(key, options);

const values = (groups: AttributeGroup[]): Record<string, string> =>
  Object.fromEntries(groups.flatMap((g) => g.rows.map((r) => [r.id, r.value])));

beforeAll(async () => {
  await i18next.init({ resources, lng: 'en', fallbackLng: 'it' });
});

describe('vehicle attributes in details', () => {
  const truck: Truck = {
    id: 7,
    plate: 'AB123CD',
    category: { name: 'Tractor' },
    details: { custom_id: 'T-07', brand: 'Iveco', weight: 18.04, height: 3.995 },
    lastpoint: {
      lat: 45.1,
      lng: 9.2,
      heading: 271.4,
      speed: 83.6,
      date: '2026-01-05T10:00:00Z',
      ignition: 1,
      tacho_speed: 82,
      altitude: 312.4,
      odometer: 123456.789,
      gps_odometer: 1.005,
      rpm_engine: 1420,
      fuel_level: 47.6,
      pto: false,
      accelerator_pedal: 35,
      digital_inputs: [true, false],
      temperature_sensors: [{ id: 'T1', value: -18.26 }],
      telemetry: {
        battery_level: 88,
        external_voltage: 27_450,
        gsm_signal: 4,
        gnss_status: 3,
        data_mode: 2,
        tacho_source: 4,
        device_timestamp: '2026-01-05T10:00:05Z',
      },
    },
  };

  it('formats every reading with its unit, in the user time zone', () => {
    const v = values(
      vehicleAttributes(truck, {
        status: 'moving',
        hookedPlate: 'XA001YZ',
        timeZone: 'Europe/Rome',
        t,
      }),
    );
    expect(v).toMatchObject({
      plate: 'AB123CD',
      custom_id: 'T-07',
      brand: 'Iveco',
      type: 'Tractor',
      weight: '18,0 t',
      height: '4,00 m',
      hooked: 'XA001YZ',
      status: 'Moving',
      speed: '84 Km/h',
      tacho_speed: '82 Km/h',
      heading: '271 °',
      altitude: '312 m s.l.m.',
      odometer: '123.456,79 km',
      gps_odometer: '1,01 km',
      rpm: '1420 rpm',
      fuel_level: '48 %',
      pto: 'Off',
      accelerator: '35 %',
      battery: '88 %',
      voltage: '27,5 V',
      gsm: '4/5',
      temperature_1: '-18,3 °C',
      din_1: 'On',
      din_2: 'Off',
      device_timestamp: '05/01/2026 11:00',
      data_mode: 'Roaming, stopped',
      gnss: 'On',
      tacho_source: 'FMS',
    });
  });

  it('shows n.d. for every reading the tracker does not send', () => {
    const v = values(
      vehicleAttributes(
        { id: 8, plate: 'ZZ000ZZ', lastpoint: null },
        { status: 'no_points', hookedPlate: undefined, timeZone: 'Europe/Rome', t },
      ),
    );
    const missing = Object.entries(v)
      .filter(([, value]) => value === 'n.d.')
      .map(([id]) => id);
    expect(Object.keys(v)).toHaveLength(43);
    expect(missing).toHaveLength(41);
    expect(v['status']).toBe('Last activity for more than 24 hours');
  });

  it('labels the temperature sensors with their ids', () => {
    const groups = vehicleAttributes(truck, {
      status: 'moving',
      hookedPlate: undefined,
      timeZone: 'UTC',
      t,
    });
    const labels = groups.flatMap((g) => g.rows).filter((r) => r.id.startsWith('temperature'));
    expect(labels.map((r) => r.label)).toEqual([
      'Temperature sensor 1 (ID T1)',
      'Temperature sensor 2',
    ]);
  });
});
