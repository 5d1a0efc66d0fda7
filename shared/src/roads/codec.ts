import { indexRoadGraph, type RoadGraph, type RoadGraphData } from './graph.js';

/** Bump when the layout or the build changes, so stale caches are rebuilt. */
export const ROAD_GRAPH_FORMAT = 5;

const CTORS = { Float64Array, Float32Array, Int32Array, Uint32Array, Uint16Array, Uint8Array };
type CtorName = keyof typeof CTORS;

const ARRAY_KEYS = [
  'nodeLat',
  'nodeLng',
  'nodePop',
  'nodeCountry',
  'edgeFrom',
  'edgeTo',
  'edgeClass',
  'edgeLength',
  'edgeSpeed',
  'edgeToll',
  'edgeCountry',
  'edgeHeight',
  'edgeWeight',
  'edgeMaxWidth',
  'edgeMaxLength',
  'edgeAxleLoad',
  'edgeTunnel',
  'edgeFerryS',
  'edgeAdr',
  'edgeRestriction',
  'edgeRef',
  'edgeGeom',
  'pointLat',
  'pointLng',
  'pointDist',
  'pointAlt',
] as const satisfies readonly (keyof RoadGraphData)[];

interface Header {
  format: number;
  source: string;
  names: string[];
  countries: string[];
  refs: string[];
  restrictions: string[];
  arrays: { key: string; type: CtorName; offset: number; length: number }[];
}

/**
 * One binary blob: a 4-byte header length, a JSON header in UTF-16 code units (string tables,
 * array directory, the source hash it was built from) and the typed arrays, each 8-byte aligned.
 */
export function encodeRoadGraph(graph: RoadGraphData, source: string): Uint8Array {
  const arrays = ARRAY_KEYS.map((key) => ({ key, value: graph[key] }));
  let offset = 0;
  const directory = arrays.map(({ key, value }) => {
    const entry = { key, type: value.constructor.name as CtorName, offset, length: value.length };
    offset += Math.ceil(value.byteLength / 8) * 8;
    return entry;
  });
  const header: Header = {
    format: ROAD_GRAPH_FORMAT,
    source,
    names: graph.names,
    countries: graph.countries,
    refs: graph.refs,
    restrictions: graph.restrictions,
    arrays: directory,
  };
  const headerBytes = stringToBytes(JSON.stringify(header));
  const dataStart = Math.ceil((4 + headerBytes.length) / 8) * 8;
  const out = new Uint8Array(dataStart + offset);
  new DataView(out.buffer).setUint32(0, headerBytes.length, true);
  out.set(headerBytes, 4);
  arrays.forEach(({ value }, i) => {
    const entry = directory[i] as Header['arrays'][number];
    out.set(
      new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
      dataStart + entry.offset,
    );
  });
  return out;
}

/** Reads a blob written by `encodeRoadGraph`; null when it is from another format or source. */
export function decodeRoadGraph(bytes: Uint8Array, expectedSource: string): RoadGraph | null {
  if (bytes.length < 4) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(0, true);
  if (4 + headerLength > bytes.length) return null;
  const header = JSON.parse(bytesToString(bytes.subarray(4, 4 + headerLength))) as Header;
  if (header.format !== ROAD_GRAPH_FORMAT || header.source !== expectedSource) return null;
  const dataStart = Math.ceil((4 + headerLength) / 8) * 8;
  // Copy into a fresh buffer at offset 0 (a Node Buffer's slice() is a view into a shared pool).
  const body = new Uint8Array(bytes.subarray(dataStart));
  const data: Record<string, unknown> = {
    names: header.names,
    countries: header.countries,
    refs: header.refs,
    restrictions: header.restrictions,
  };
  for (const entry of header.arrays) {
    const Ctor = CTORS[entry.type];
    data[entry.key] = new Ctor(body.buffer, entry.offset, entry.length);
  }
  return indexRoadGraph(data as unknown as RoadGraphData);
}

// UTF-16 code units, little-endian: shared/ has neither TextEncoder's DOM nor Node typings.
function stringToBytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    out[2 * i] = c & 0xff;
    out[2 * i + 1] = c >> 8;
  }
  return out;
}

function bytesToString(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    text += String.fromCharCode((bytes[i] as number) | ((bytes[i + 1] as number) << 8));
  }
  return text;
}
