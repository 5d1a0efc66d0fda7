/** Teltonika codec ids this module reads and writes: Codec 8 and Codec 8 Extended. */
export type AvlCodecId = 0x08 | 0x8e;

/** Codec 8 (1-byte IO ids and counts). */
export const CODEC_8: AvlCodecId = 0x08;
/** Codec 8 Extended (2-byte IO ids and counts, variable-length NX elements). */
export const CODEC_8_EXTENDED: AvlCodecId = 0x8e;

/**
 * One IO element as sent: a fixed-size unsigned value (1, 2, 4 or 8 bytes; 8-byte ones as bigint)
 * or, in Codec 8 Extended only, a variable-length byte string (NX).
 */
export type AvlIoElement =
  | { id: number; size: 1 | 2 | 4; value: number }
  | { id: number; size: 8; value: bigint }
  | { id: number; size: 'variable'; bytes: Uint8Array };

/** One AVL data record: time, priority, GPS element and IO elements, as on the wire. */
export interface AvlRecord {
  /** GPS time, ms since the epoch (UTC). */
  timestamp: number;
  /** 0 low, 1 high, 2 panic. */
  priority: number;
  /** Degrees, 7 decimals on the wire. */
  longitude: number;
  /** Degrees, 7 decimals on the wire. */
  latitude: number;
  /** Metres above sea level. */
  altitude: number;
  /** Heading in degrees, 0 = north. */
  angle: number;
  satellites: number;
  /** GPS speed, km/h (0 when the GPS element is not valid). */
  speed: number;
  /** The IO id that triggered the record, 0 when periodic. */
  eventIoId: number;
  /** The IO elements in wire order (grouped by size on encoding). */
  io: AvlIoElement[];
}

/** A decoded AVL data packet. */
export interface AvlPacket {
  codec: AvlCodecId;
  records: AvlRecord[];
}
