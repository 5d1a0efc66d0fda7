import { describe, expect, it } from 'vitest';
import { bluetoothProbeKind } from './bluetooth.js';
import { poiNotificationWireSchema } from './poi.js';
import { resourceSchema } from './resource.js';
import { trafficAlertSchema } from './traffic.js';
import { truckSchema } from './truck.js';
import { storedUserConfigSchema } from './userConfig.js';

describe('entities', () => {
  it('parses the skeleton simulator truck and a full upstream truck', () => {
    const lp = {
      lat: 45,
      lng: 9,
      heading: 90,
      speed: 60,
      date: '2026-03-10T10:00:00Z',
      ignition: 1,
    };
    expect(truckSchema.parse({ id: 1, plate: 'AB', type: 1, lastpoint: lp })).toMatchObject({
      id: 1,
    });
    const full = truckSchema.parse({
      id: 2,
      plate: 'CD',
      type: 3,
      category: { id: 1, name: 'Trattore', icon: 'truck' },
      details: { custom_id: 'T-2', company: 10, extra_thing: 'kept' },
      tags: [{ id: 1, name: 'Frigo' }],
      tracker_configuration: { dout_1: { enable: true, value: false } },
      lastpoint: {
        ...lp,
        activity: 3,
        driver: { id: 5, name: 'Anna', surname: 'Bianchi', position: 1, state: { id: 2 } },
        telemetry: { battery_level: 80, gnss_status: 3, gsm_signal: 4 },
      },
    });
    expect(full.details?.extra_thing).toBe('kept');
    expect(full.lastpoint?.driver?.state?.id).toBe(2);
  });

  it('rejects a truck whose driver position is not 1 or 2', () => {
    const r = truckSchema.safeParse({
      id: 1,
      plate: 'AB',
      lastpoint: {
        lat: 45,
        lng: 9,
        heading: 0,
        speed: 0,
        date: 'x',
        ignition: 0,
        driver: { id: 2, position: 3 },
      },
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['lastpoint', 'driver', 'position']);
  });

  it('parses each resource reference by its type', () => {
    const base = { id: 1, name: 'Q8 Lodi', coordinate: { x: 9.5, y: 45.3 } };
    expect(
      resourceSchema.safeParse({ ...base, type: 'fuel', reference: { prices: [] } }).success,
    ).toBe(true);
    const poi = resourceSchema.safeParse({ ...base, type: 'poi', reference: { prices: [] } });
    expect(poi.success).toBe(false);
    expect(poi.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'reference.id',
      'reference.type',
    ]);
  });

  it('normalises poi_id to poiId on notifications', () => {
    const n = poiNotificationWireSchema.parse({
      poi_id: 3,
      emailAddresses: [],
      notificationEvents: 'in',
    });
    expect(n.poiId).toBe(3);
    expect(
      poiNotificationWireSchema.safeParse({ emailAddresses: [], notificationEvents: 'in' }).success,
    ).toBe(false);
  });

  it('accepts a partial stored configuration but checks its values', () => {
    expect(storedUserConfigSchema.safeParse({ vehicleMarkerOpacity: 40 }).success).toBe(true);
    expect(storedUserConfigSchema.safeParse({ vehicleMarkerOpacity: 45 }).success).toBe(false);
  });

  it.each([
    [6, 4, 'door_probe'],
    [6, 5, 'temperature_probe'],
    [6, 1, 'unknown'],
    [2, 4, 'unknown'],
  ] as const)('bluetooth type %i model %i is %s', (type, model, kind) => {
    expect(bluetoothProbeKind({ type, model })).toBe(kind);
  });

  it('checks traffic alert severity by its path', () => {
    const alert = {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [9, 45] },
      properties: { road_name: 'A1', severity: 3, speed: 20 },
    };
    expect(trafficAlertSchema.safeParse(alert).success).toBe(true);
    const bad = trafficAlertSchema.safeParse({ ...alert, properties: { severity: 7 } });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['properties.severity']);
  });
});
