import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toGpx } from './gpx.js';
import { latin1Bytes, toItn } from './itn.js';
import { navRouteOf, type NavRoute } from './navRoute.js';

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
