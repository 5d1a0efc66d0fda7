import { itinerary, stopName, type NavRoute } from './navRoute.js';

/** TomTom itinerary stop types: the departure, then stopovers (the truck stops at each). */
export const ITN_TYPE = { waypoint: 0, stopover: 2, departure: 4 } as const;

/** ITN coordinates are integer degrees × 100000 (about 1 m). */
const ITN_SCALE = 100_000;

/** A name on one ITN line: no field separator, no line breaks. */
const itnName = (name: string): string =>
  name
    .replace(/\|/g, '/')
    .replace(/[\r\n\t]+/g, ' ')
    .trim();

/**
 * A TomTom itinerary (.itn): one `lng*100000|lat*100000|name|type|` line per stop, the first the
 * departure (4), the others stopovers (2): the route's stops and the plan's breaks, rests and waits
 * in driving order, the label (with its times) the only field ITN has for them. Only the stops: the
 * navigator plans the roads itself.
 * Devices read it as Windows-1252/Latin-1: write it with `latin1Bytes`.
 */
export function toItn(route: NavRoute): string {
  return itinerary(route)
    .map((p, i) => {
      const at = p.kind === 'stop' ? p.stop : p.event;
      const type = i === 0 ? ITN_TYPE.departure : ITN_TYPE.stopover;
      const x = Math.round(at.x * ITN_SCALE);
      const y = Math.round(at.y * ITN_SCALE);
      const name = p.kind === 'stop' ? stopName(p.stop, p.index) : p.event.label;
      return `${x}|${y}|${itnName(name)}|${type}|\r\n`;
    })
    .join('');
}

/**
 * Latin-1 bytes of `text`: accented Latin letters kept ("Forlì", "Città"), others outside
 * Latin-1 lose their accent ("Łódź" -> "Lódz") or become "?" (browsers' TextEncoder is UTF-8 only).
 */
export function latin1Bytes(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    if (code <= 0xff) {
      out.push(code);
      continue;
    }
    const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
    const base = bare.codePointAt(0) ?? 63;
    out.push(bare.length === 1 && base <= 0xff ? base : (LATIN_FALLBACK[char] ?? 63));
  }
  return Uint8Array.from(out);
}

/** Letters NFD does not take apart. */
const LATIN_FALLBACK: Record<string, number> = { Ł: 76, ł: 108, Đ: 68, đ: 100, Ħ: 72, ħ: 104 };
