import { describe, expect, it } from 'vitest';
import type { RoutePlanResult } from '@fleetdeck/shared';
import { emptyWaypoint, placedWaypoint } from '../plannerForm.js';
import { exportBaseName, navExportFile } from './navExportFile.js';

const plan = {
  waypoints: [
    { x: 10.99, y: 45.44, arrival: '2026-11-27T06:00:00Z', departure: '2026-11-27T06:00:00Z' },
    { x: 16.87, y: 41.12, arrival: '2026-11-27T15:10:00Z', departure: '2026-11-27T15:10:00Z' },
  ],
  coordinates: [
    [10.99, 45.44],
    [12.5, 44.0],
    [16.87, 41.12],
  ],
} as unknown as RoutePlanResult;
const alternative = {
  coordinates: [
    [10.99, 45.44],
    [13.1, 43.2],
    [16.87, 41.12],
  ],
} as never;
const stops = [
  placedWaypoint(emptyWaypoint(), 'Verona', { lat: 45.44, lng: 10.99 }),
  emptyWaypoint(),
  placedWaypoint(emptyWaypoint(), 'Bari', { lat: 41.12, lng: 16.87 }),
];

describe('the navigator file of a route', () => {
  it('is named after the title, else the first and last stop, without characters files refuse', () => {
    expect(exportBaseName('Consegna: Bari/Sud?', [])).toBe('Consegna Bari Sud');
    expect(exportBaseName(null, ['Verona', null, 'Bari'])).toBe('Verona - Bari');
    expect(exportBaseName('  ', ['Verona'])).toBe('Verona');
    expect(exportBaseName('..', [])).toBe('route');
    expect(Array.from(exportBaseName('x'.repeat(200), []))).toHaveLength(80);
  });

  it('writes GPX of the stops with their labels and the road shown as the track', async () => {
    const file = navExportFile('gpx', plan, alternative, stops, null);
    expect(file.fileName).toBe('Verona - Bari.gpx');
    const text = await file.blob.text();
    expect([...text.matchAll(/<rtept lat="([\d.]+)" lon="([\d.]+)">/g)].map((m) => m[2])).toEqual([
      '10.990000',
      '16.870000',
    ]);
    expect([...text.matchAll(/<name>([^<]*)<\/name>/g)].map((m) => m[1])).toEqual([
      'Verona - Bari',
      'Verona',
      'Bari',
      'Verona - Bari',
      'Verona',
      'Bari',
      'Verona - Bari',
    ]);
    expect(text).toContain('<trkpt lat="43.200000" lon="13.100000">');
  });

  it('writes the TomTom itinerary in Latin-1, one line a stop', async () => {
    const named = [placedWaypoint(emptyWaypoint(), 'Forlì', { lat: 44.22, lng: 12.04 }), stops[2]!];
    const file = navExportFile('itn', plan, plan, named, 'Forlì – Bari');
    expect(file.fileName).toBe('Forlì – Bari.itn');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    // "ì" is one Latin-1 byte (0xEC), not two UTF-8 ones.
    expect(bytes.includes(0xec)).toBe(true);
    const lines = new TextDecoder('latin1').decode(bytes).split('\r\n').filter(Boolean);
    expect(lines).toEqual(['1099000|4544000|Forlì|4|', '1687000|4112000|Bari|2|']);
  });
});
