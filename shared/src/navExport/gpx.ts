import { itinerary, stopName, type NavRoute } from './navRoute.js';

/** Characters XML 1.0 cannot carry at all (control characters other than tab and newlines). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text and attribute values: the five XML specials escaped, impossible characters dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Six decimals: about 0.1 m, more than any navigator uses. */
const deg = (value: number): string => value.toFixed(6);
const point = (tag: string, x: number, y: number, inner = ''): string =>
  `<${tag} lat="${deg(y)}" lon="${deg(x)}">${inner}</${tag}>`;
const named = (name: string): string => `<name>${escapeXml(name)}</name>`;
const timed = (iso: string | null | undefined): string =>
  iso && !Number.isNaN(Date.parse(iso)) ? `<time>${new Date(iso).toISOString()}</time>` : '';

/**
 * GPX 1.1 (topografix.com/GPX/1/1): the stops and the plan's breaks, rests and waits (with their
 * `<type>`) as waypoints and as one `<rte>` of `<rtept>`s, in driving order, and the road geometry
 * as one `<trk>`, so a navigator can either re-plan through the stops or follow the planned roads.
 */
export function toGpx(route: NavRoute): string {
  // The plan's stops carry their type and, in <desc>, the ISO 8601 interval they last.
  const points = itinerary(route).map((p) =>
    p.kind === 'stop'
      ? {
          x: p.stop.x,
          y: p.stop.y,
          inner: timed(p.stop.arrival) + named(stopName(p.stop, p.index)),
        }
      : {
          x: p.event.x,
          y: p.event.y,
          inner:
            timed(p.event.arrival) +
            named(p.event.label) +
            `<desc>${escapeXml(`${p.event.arrival}/${p.event.departure}`)}</desc>` +
            `<type>${escapeXml(p.event.type)}</type>`,
        },
  );
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="FleetDeck" xmlns="http://www.topografix.com/GPX/1/1"' +
      ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
      ' xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    `  <metadata>${named(route.name)}</metadata>`,
    ...points.map((p) => `  ${point('wpt', p.x, p.y, p.inner)}`),
    `  <rte>${named(route.name)}`,
    ...points.map((p) => `    ${point('rtept', p.x, p.y, p.inner)}`),
    '  </rte>',
    `  <trk>${named(route.name)}<trkseg>`,
    ...route.coordinates.map(([x, y]) => `    ${point('trkpt', x, y)}`),
    '  </trkseg></trk>',
    '</gpx>',
  ];
  return `${lines.join('\n')}\n`;
}
