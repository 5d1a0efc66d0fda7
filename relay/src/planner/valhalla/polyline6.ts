/**
 * Google's encoded polyline algorithm at Valhalla's precision (1e-6): the `shape` of every leg.
 * Returns [longitude, latitude] pairs, as our routes carry them.
 */
export function decodePolyline6(encoded: string): [number, number][] {
  const out: [number, number][] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20 && index < encoded.length);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    out.push([lng / 1e6, lat / 1e6]);
  }
  return out;
}

/** The inverse, for tests and recorded answers. */
export function encodePolyline6(points: readonly (readonly [number, number])[]): string {
  let out = '';
  let lastLat = 0;
  let lastLng = 0;
  const put = (value: number) => {
    let v = value < 0 ? ~(value << 1) : value << 1;
    while (v >= 0x20) {
      out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
      v >>= 5;
    }
    out += String.fromCharCode(v + 63);
  };
  for (const [lng, lat] of points) {
    const la = Math.round(lat * 1e6);
    const ln = Math.round(lng * 1e6);
    put(la - lastLat);
    put(ln - lastLng);
    lastLat = la;
    lastLng = ln;
  }
  return out;
}
