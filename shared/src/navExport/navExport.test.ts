import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toGpx } from './gpx.js';
import { latin1Bytes, toItn } from './itn.js';
import { itinerary, navRouteOf, planStopsOf, type NavRoute } from './navRoute.js';
import type { BanWaitStop, ShadowWaypoint } from '../domain/routing.js';

interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape = (s: string): string =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, e: string) => {
    if (e.startsWith('#x')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
    const named = ENTITIES[e];
    if (named === undefined) throw new Error(`unknown entity ${whole}`);
    return named;
  });

/**
 * A strict little XML reader for the test: elements, attributes, text and the five entities; it
 * throws on anything not well-formed (a raw `<` or `&` in text, unbalanced tags, quotes).
 */
function parseXml(xml: string): XmlNode {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const root: XmlNode = { name: '#root', attrs: {}, children: [], text: '' };
  const stack = [root];
  const token = /<\/([\w:]+)\s*>|<([\w:]+)((?:\s+[\w:]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let match: RegExpExecArray | null;
  let at = 0;
  while ((match = token.exec(body))) {
    at = token.lastIndex;
    const top = stack[stack.length - 1] as XmlNode;
    const [, close, open, attrs, selfClosing, text] = match;
    if (close) {
      if (top.name !== close) throw new Error(`</${close}> closes <${top.name}>`);
      stack.pop();
    } else if (open) {
      const node: XmlNode = { name: open, attrs: {}, children: [], text: '' };
      for (const [, k, v] of (attrs ?? '').matchAll(/([\w:]+)="([^"]*)"/g))
        node.attrs[k as string] = unescape(v as string);
      top.children.push(node);
      if (!selfClosing) stack.push(node);
    } else if (text !== undefined) {
      if (/&(?!(#x[0-9a-f]+|#\d+|\w+);)/i.test(text)) throw new Error(`raw & in ${text}`);
      top.text += unescape(text);
    }
  }
  if (at !== body.length) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 20)}`);
  if (stack.length !== 1) throw new Error('unclosed elements');
  return root;
}

const kids = (node: XmlNode | undefined, name: string): XmlNode[] =>
  node?.children.filter((c) => c.name === name) ?? [];
const nameOf = (node: XmlNode): string | undefined => kids(node, 'name')[0]?.text;

const HARD_NAMES = [
  'Verona',
  'Bar & Ristorante "Da Mario" <Sud>',
  "Forlì Città d'Arte",
  'Zürich Straße 5 | Tor 2',
  'Łódź',
];

const route: NavRoute = navRouteOf(
  'Verona -> Bari & ritorno',
  {
    waypoints: [
      { x: 10.99164, y: 45.43867, arrival: '2026-11-26T06:00:00Z', departure: '' },
      { x: 11.34262, y: 44.49489, arrival: '2026-11-26T07:30:00Z', departure: '' },
      { x: 12.04073, y: 44.22278, arrival: '2026-11-26T08:20:00Z', departure: '' },
      { x: 8.54169, y: 47.37689, arrival: '', departure: '' },
      { x: 19.45598, y: 51.75924, arrival: '', departure: '' },
      { x: 16.87194, y: 41.11773, arrival: '', departure: '' },
    ],
    coordinates: [
      [10.99164, 45.43867],
      [11.1, 45.0],
      [11.34262, 44.49489],
      [16.87194, 41.11773],
    ],
  },
  [...HARD_NAMES, undefined],
);

describe('GPX 1.1 export', () => {
  it('parses back: a route point per stop, the road as a track, names and coordinates kept', () => {
    const gpx = parseXml(toGpx(route)).children[0];
    expect(gpx?.name).toBe('gpx');
    expect(gpx?.attrs).toMatchObject({
      version: '1.1',
      xmlns: 'http://www.topografix.com/GPX/1/1',
    });
    const [rte] = kids(gpx, 'rte');
    expect(rte && nameOf(rte)).toBe('Verona -> Bari & ritorno');
    const rtepts = kids(rte, 'rtept');
    expect(rtepts.map(nameOf)).toEqual([...HARD_NAMES, '6']);
    expect(kids(gpx, 'wpt').map(nameOf)).toEqual([...HARD_NAMES, '6']);
    rtepts.forEach((p, i) => {
      const stop = route.stops[i];
      expect(Number(p.attrs['lat'])).toBeCloseTo(stop?.y ?? NaN, 6);
      expect(Number(p.attrs['lon'])).toBeCloseTo(stop?.x ?? NaN, 6);
    });
    expect(kids(rtepts[0], 'time')[0]?.text).toBe('2026-11-26T06:00:00.000Z');
    expect(kids(rtepts[3], 'time')).toEqual([]);
    const trkpts = kids(kids(kids(gpx, 'trk')[0], 'trkseg')[0], 'trkpt');
    expect(trkpts.map((p) => [Number(p.attrs['lon']), Number(p.attrs['lat'])])).toEqual(
      route.coordinates,
    );
  });

  it('keeps any name well-formed and exact, control characters aside', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (name) => {
        const one: NavRoute = { name, stops: [{ x: 9.19, y: 45.46, name }], coordinates: [] };
        const gpx = parseXml(toGpx(one)).children[0];
        const rtept = kids(kids(gpx, 'rte')[0], 'rtept')[0];
        // eslint-disable-next-line no-control-regex
        const clean = name.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
        expect(kids(gpx, 'metadata')[0] && nameOf(kids(gpx, 'metadata')[0] as XmlNode)).toBe(clean);
        expect(rtept && nameOf(rtept)).toBe(clean.trim() || '1');
      }),
    );
  });
});

/** Reads an ITN file back from its Latin-1 bytes. */
function parseItn(bytes: Uint8Array) {
  const text = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const fields = line.split('|');
      expect(fields).toHaveLength(5);
      expect(fields[4]).toBe('');
      return {
        x: Number(fields[0]) / 100_000,
        y: Number(fields[1]) / 100_000,
        name: fields[2],
        type: Number(fields[3]),
        integers: /^-?\d+$/.test(fields[0] ?? '') && /^-?\d+$/.test(fields[1] ?? ''),
      };
    });
}

describe('TomTom itinerary export', () => {
  it('parses back: one line per stop, integer coordinates, departure then stopovers', () => {
    const stops = parseItn(latin1Bytes(toItn(route)));
    expect(stops).toHaveLength(route.stops.length);
    stops.forEach((s, i) => {
      expect(s.integers).toBe(true);
      expect(s.x).toBeCloseTo(route.stops[i]?.x ?? NaN, 5);
      expect(s.y).toBeCloseTo(route.stops[i]?.y ?? NaN, 5);
    });
    expect(stops.map((s) => s.type)).toEqual([4, 2, 2, 2, 2, 2]);
    expect(stops.map((s) => s.name)).toEqual([
      'Verona',
      'Bar & Ristorante "Da Mario" <Sud>',
      "Forlì Città d'Arte",
      'Zürich Straße 5 / Tor 2',
      'Lódz',
      '6',
    ]);
  });

  it('never lets a name break a line or a field, and keeps negative coordinates', () => {
    const itn = toItn({
      name: 'x',
      stops: [{ x: -3.70379, y: 40.41678, name: 'Madrid\r\nCentro|Sur' }],
      coordinates: [],
    });
    expect(itn).toBe('-370379|4041678|Madrid Centro/Sur|4|\r\n');
  });

  it('writes Latin-1: accented letters as one byte each, others as ?', () => {
    expect(Array.from(latin1Bytes('Forlì €'))).toEqual([70, 111, 114, 108, 0xec, 32, 63]);
  });
});

describe("the driving-time plan's stops in the exports (issue 45)", () => {
  const pause = (over: Partial<ShadowWaypoint>): ShadowWaypoint => ({
    kind: 'break',
    rest: 'break',
    x: 11.2,
    y: 44.6,
    arrival: '2026-11-26T10:30:00.000Z',
    departure: '2026-11-26T11:15:00.000Z',
    durationS: 2700,
    distanceFromStart: 300_000,
    ...over,
  });
  const rest = pause({
    kind: 'daily_rest',
    rest: 'regular_daily_rest',
    x: 12.5,
    y: 42.1,
    arrival: '2026-11-26T15:00:00.000Z',
    departure: '2026-11-27T02:00:00.000Z',
    durationS: 39_600,
    distanceFromStart: 600_000,
    parkingName: 'Area di servizio Fabro',
  });
  const ban: BanWaitStop = {
    x: 13.8,
    y: 41.5,
    arrival: '2026-11-27T04:00:00.000Z',
    departure: '2026-11-27T21:00:00.000Z',
    durationS: 61_200,
    distanceFromStart: 700_000,
    country: 'IT',
    ban: 'sunday',
  };
  const milano = { x: 9.19, y: 45.46, arrival: '2026-11-26T06:00:00.000Z', departure: '' };
  const napoli = { x: 14.27, y: 40.85, arrival: '2026-11-27T23:00:00.000Z', departure: '' };
  const plan = {
    waypoints: [milano, napoli],
    coordinates: [milano, napoli].map((w): [number, number] => [w.x, w.y]),
  };
  // Given out of order: the plan's stops are sorted by arrival.
  const stops = planStopsOf({ shadowWaypoints: [rest, pause({})], banWaits: [ban] });
  const events = stops.map((p) => ({
    type: p.type,
    label: `${p.type} ${p.stop.arrival.slice(11, 16)}-${p.stop.departure.slice(11, 16)}`,
    x: p.stop.x,
    y: p.stop.y,
    arrival: p.stop.arrival,
    departure: p.stop.departure,
  }));
  const withPlan = navRouteOf('Milano - Napoli', plan, ['Milano', 'Napoli'], events);

  it('types every plan stop and orders them by arrival', () => {
    expect(stops.map((p) => p.type)).toEqual(['break', 'regular_daily_rest', 'ban_wait']);
    expect(
      itinerary(withPlan).map((p) => (p.kind === 'stop' ? p.stop.name : p.event.type)),
    ).toEqual(['Milano', 'break', 'regular_daily_rest', 'ban_wait', 'Napoli']);
  });

  it('GPX: the break, the rest and the wait as waypoints and route points with type, name and times', () => {
    const gpx = parseXml(toGpx(withPlan)).children[0];
    for (const points of [kids(gpx, 'wpt'), kids(kids(gpx, 'rte')[0], 'rtept')]) {
      expect(points.map(nameOf)).toEqual([
        'Milano',
        'break 10:30-11:15',
        'regular_daily_rest 15:00-02:00',
        'ban_wait 04:00-21:00',
        'Napoli',
      ]);
      expect(points.map((p) => kids(p, 'type')[0]?.text)).toEqual([
        undefined,
        'break',
        'regular_daily_rest',
        'ban_wait',
        undefined,
      ]);
      const restPoint = points[2] as XmlNode;
      expect(kids(restPoint, 'time')[0]?.text).toBe('2026-11-26T15:00:00.000Z');
      expect(kids(restPoint, 'desc')[0]?.text).toBe(
        '2026-11-26T15:00:00.000Z/2026-11-27T02:00:00.000Z',
      );
      expect(Number(restPoint.attrs['lat'])).toBeCloseTo(42.1, 6);
      expect(Number(restPoint.attrs['lon'])).toBeCloseTo(12.5, 6);
    }
    // GPX 1.1 orders a waypoint's children: time, name, desc, type.
    expect(toGpx(withPlan)).toContain(
      '<time>2026-11-26T10:30:00.000Z</time><name>break 10:30-11:15</name><desc>',
    );
  });

  it('ITN: the plan stops as stopovers between the departure and the destination, labels with times', () => {
    const lines = parseItn(latin1Bytes(toItn(withPlan)));
    expect(lines.map((l) => [l.name, l.type])).toEqual([
      ['Milano', 4],
      ['break 10:30-11:15', 2],
      ['regular_daily_rest 15:00-02:00', 2],
      ['ban_wait 04:00-21:00', 2],
      ['Napoli', 2],
    ]);
    expect(lines[2]?.x).toBeCloseTo(12.5, 5);
  });

  it('a plan stop after the arrival at a middle stop comes after it; none without a plan', () => {
    const three = navRouteOf(
      'x',
      {
        ...plan,
        waypoints: [
          milano,
          { x: 11, y: 44, arrival: '2026-11-26T10:00:00.000Z', departure: '' },
          napoli,
        ],
      },
      ['A', 'B', 'C'],
      events.slice(0, 1),
    );
    expect(itinerary(three).map((p) => (p.kind === 'stop' ? p.stop.name : p.event.type))).toEqual([
      'A',
      'B',
      'break',
      'C',
    ]);
    expect(parseItn(latin1Bytes(toItn(navRouteOf('x', plan, ['A', 'B'])))).length).toBe(2);
  });
});
