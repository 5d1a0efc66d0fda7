import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { FALLBACK_MESSAGES, nest, type RoutePlanResult } from '@fleetdeck/shared';
import { resources } from '@fleetdeck/shared/i18n/all';
import { emptyWaypoint, placedWaypoint } from '../plannerForm.js';
import { exportBaseName, navExportFile } from './navExportFile.js';
import { crossingLabel, planEventsForExport } from './planEventLabels.js';

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

  it("exports the plan's break and rest with what, where and when (the best route only)", async () => {
    const t = i18next.createInstance();
    await t.init({
      lng: 'it',
      resources: { it: { translation: nest(FALLBACK_MESSAGES) } },
      interpolation: { escapeValue: false },
    });
    const stop = { y: 43.5, departure: '2026-11-27T10:15:00Z', durationS: 2700 };
    const withBreaks = {
      ...plan,
      shadowWaypoints: [
        { ...stop, kind: 'break', rest: 'break', x: 13.0, arrival: '2026-11-27T09:30:00Z' },
        {
          ...stop,
          kind: 'daily_rest',
          rest: 'reduced_daily_rest',
          x: 14.0,
          arrival: '2026-11-27T11:00:00Z',
          departure: '2026-11-27T20:00:00Z',
          parkingName: 'Area Chienti',
          distanceFromStart: 401_000,
        },
      ],
    } as unknown as RoutePlanResult;
    const events = planEventsForExport(t.t.bind(t), withBreaks, 'Europe/Rome');
    expect(events.map((e) => e.label)).toEqual([
      expect.stringMatching(/^Pausa · Punto del percorso a .* · 27\/11 10:30 - 27\/11 11:15$/),
      'Riposo giornaliero ridotto · Area Chienti · 27/11 12:00 - 27/11 21:00',
    ]);
    const itn = async (shown: RoutePlanResult) =>
      new TextDecoder('latin1')
        .decode(
          await navExportFile('itn', withBreaks, shown, stops, null, events).blob.arrayBuffer(),
        )
        .split('\r\n')
        .filter(Boolean);
    const lines = await itn(withBreaks);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '1400000|4350000|Riposo giornaliero ridotto · Area Chienti · 27/11 12:00 - 27/11 21:00|2|',
    );
    const gpx = await navExportFile('gpx', withBreaks, withBreaks, stops, null, events).blob.text();
    expect(gpx).toContain('<type>reduced_daily_rest</type>');
    // An alternative on screen is not the route the plan stops on.
    expect(await itn(alternative)).toHaveLength(2);
  });

  it("exports a ferry crossed and a team's change of driver among the plan's stops", async () => {
    const t = i18next.createInstance();
    await t.init({
      lng: 'it',
      resources: { it: { translation: nest(FALLBACK_MESSAGES) } },
      interpolation: { escapeValue: false },
    });
    const withCrew = {
      ...plan,
      ferryCrossings: [
        {
          x: 15.65,
          y: 38.21,
          arrival: '2026-11-27T14:00:00Z',
          departure: '2026-11-27T14:40:00Z',
          durationS: 2400,
          distanceFromStart: 700_000,
          name: 'Villa San Giovanni - Messina',
          fromPort: 'Villa San Giovanni',
          toPort: 'Messina',
          fromCountry: 'IT',
          toCountry: 'IT',
          boardingS: 1200,
          crossingS: 1200,
          kind: 'ferry',
          dailyRest: false,
          restAshoreS: 0,
        },
      ],
      handovers: [
        {
          x: 12.5,
          y: 43.1,
          at: '2026-11-27T09:00:00Z',
          distanceFromStart: 350_000,
          driver: 2,
          parkingName: 'Area Chienti',
        },
      ],
    } as unknown as RoutePlanResult;
    const events = planEventsForExport(t.t.bind(t), withCrew, 'Europe/Rome', 'it');
    expect(events.map((e) => [e.type, e.label])).toEqual([
      ['handover', 'Cambio autista: guida Autista 2 · Area Chienti · 27/11 10:00 - 27/11 10:00'],
      [
        'ferry',
        expect.stringMatching(
          /^Traghetto Villa San Giovanni → Messina · .* · 27\/11 15:00 - 27\/11 15:40$/,
        ),
      ],
    ]);
    const gpx = await navExportFile('gpx', withCrew, withCrew, stops, null, events).blob.text();
    expect(gpx).toContain('<type>ferry</type>');
    expect(gpx).toContain('<type>handover</type>');
  });

  it('names the Channel Tunnel’s rail shuttle a rail shuttle, not a ferry', async () => {
    const t = i18next.createInstance();
    await t.init({
      lng: 'en',
      resources: { en: resources.en },
      interpolation: { escapeValue: false },
    });
    const shuttle = {
      fromPort: 'Coquelles',
      toPort: 'Folkestone',
      fromCountry: 'FR',
      toCountry: 'GB',
    };
    expect(crossingLabel(t.t.bind(t), { ...shuttle, kind: 'rail_shuttle' }, 'en')).toBe(
      'Rail shuttle Coquelles → Folkestone',
    );
    expect(crossingLabel(t.t.bind(t), { ...shuttle, kind: 'ferry' }, 'en')).toBe(
      'Ferry Coquelles → Folkestone',
    );
    const withShuttle = {
      ...plan,
      ferryCrossings: [
        {
          ...shuttle,
          x: 1.81,
          y: 50.93,
          arrival: '2026-11-27T14:00:00Z',
          departure: '2026-11-27T15:35:00Z',
          durationS: 95 * 60,
          distanceFromStart: 1_200_000,
          name: 'Le Shuttle Freight (rail, Channel Tunnel) Coquelles – Folkestone',
          boardingS: 3600,
          crossingS: 2100,
          kind: 'rail_shuttle',
          dailyRest: false,
          restAshoreS: 0,
        },
      ],
    } as unknown as RoutePlanResult;
    const [event] = planEventsForExport(t.t.bind(t), withShuttle, 'Europe/Rome', 'en');
    expect(event?.label).toMatch(/^Rail shuttle Coquelles → Folkestone · /);
    const itn = new TextDecoder('latin1').decode(
      await navExportFile('itn', withShuttle, withShuttle, stops, null, [
        event as NonNullable<typeof event>,
      ]).blob.arrayBuffer(),
    );
    expect(itn).toContain('Rail shuttle Coquelles');
    expect(itn).not.toContain('Ferry');
  });
});
