import {
  CODEC_8,
  CODEC_8_EXTENDED,
  type AvlIoElement,
  type AvlPacket,
  type AvlRecord,
} from './avlTypes.js';
import { ByteReader, ByteWriter } from './byteReader.js';
import { crc16Ibm } from './crc16.js';
import { DeviceFrameError } from './errors.js';

/** Preamble (4) + data field length (4) before the data; CRC (4) after it. */
const HEADER_BYTES = 8;
const CRC_BYTES = 4;
/** Default bound of the data field length: a real device sends at most ~1.3 KiB (FMC650 ~ 10 KiB). */
export const DEFAULT_MAX_AVL_DATA_BYTES = 64 * 1024;
const FIXED_SIZES = [1, 2, 4, 8] as const;

/**
 * The total size of the AVL packet starting the buffer, once its 8-byte header has arrived.
 * @param buffered the bytes received so far
 * @param maxDataBytes the bound of the data field length
 * @returns the size of the whole frame, or undefined while the header is incomplete
 * @throws DeviceFrameError `bad-preamble` (non-zero preamble bytes) or `oversized`
 */
export function avlFrameSize(
  buffered: Uint8Array,
  maxDataBytes = DEFAULT_MAX_AVL_DATA_BYTES,
): number | undefined {
  for (let index = 0; index < Math.min(4, buffered.length); index += 1) {
    if (buffered[index] !== 0) {
      throw new DeviceFrameError('bad-preamble', `AVL packet preamble byte ${index} is not 0`);
    }
  }
  if (buffered.length < HEADER_BYTES) return undefined;
  const dataLength = new DataView(buffered.buffer, buffered.byteOffset, HEADER_BYTES).getUint32(4);
  if (dataLength > maxDataBytes) {
    throw new DeviceFrameError(
      'oversized',
      `AVL data field length ${dataLength} exceeds the bound of ${maxDataBytes} bytes`,
    );
  }
  if (dataLength < 3) {
    throw new DeviceFrameError('truncated', `AVL data field length ${dataLength} is below 3`);
  }
  return HEADER_BYTES + dataLength + CRC_BYTES;
}

/**
 * Decodes one whole Codec 8 / 8 Extended AVL data packet (preamble to CRC).
 * @param frame exactly one packet
 * @param maxDataBytes the bound of the data field length
 * @throws DeviceFrameError naming the problem; never any other error
 */
export function decodeAvlPacket(
  frame: Uint8Array,
  maxDataBytes = DEFAULT_MAX_AVL_DATA_BYTES,
): AvlPacket {
  const size = avlFrameSize(frame, maxDataBytes);
  if (size === undefined || frame.length < size) {
    throw new DeviceFrameError(
      'truncated',
      `AVL packet holds ${frame.length} bytes, its header announces ${size ?? 'at least 12'}`,
    );
  }
  if (frame.length > size) {
    throw new DeviceFrameError(
      'trailing-bytes',
      `AVL packet holds ${frame.length} bytes, its header announces ${size}`,
    );
  }
  const dataEnd = size - CRC_BYTES;
  const sent = new ByteReader(frame, dataEnd).uint32('CRC');
  const computed = crc16Ibm(frame, HEADER_BYTES, dataEnd);
  if (sent !== computed) {
    throw new DeviceFrameError(
      'bad-crc',
      `AVL packet CRC 0x${sent.toString(16)} differs from the computed 0x${computed.toString(16)}`,
    );
  }
  const reader = new ByteReader(frame, HEADER_BYTES, dataEnd);
  const codec = reader.uint8('codec id');
  if (codec !== CODEC_8 && codec !== CODEC_8_EXTENDED) {
    throw new DeviceFrameError(
      'unknown-codec',
      `codec id 0x${codec.toString(16)} is not 0x08 or 0x8e`,
    );
  }
  const count = reader.uint8('number of data 1');
  const records: AvlRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    records.push(readRecord(reader, codec === CODEC_8_EXTENDED));
  }
  if (reader.remaining !== 1) {
    throw new DeviceFrameError(
      'count-mismatch',
      `after ${count} records ${reader.remaining} bytes remain where only number of data 2 belongs`,
    );
  }
  const countAgain = reader.uint8('number of data 2');
  if (countAgain !== count) {
    throw new DeviceFrameError(
      'count-mismatch',
      `number of data 1 (${count}) differs from number of data 2 (${countAgain})`,
    );
  }
  return { codec, records };
}

function readRecord(reader: ByteReader, extended: boolean): AvlRecord {
  const timestamp = Number(reader.uint64('record timestamp'));
  const priority = reader.uint8('record priority');
  const longitude = reader.int32('longitude') / 1e7;
  const latitude = reader.int32('latitude') / 1e7;
  const altitude = reader.int16('altitude');
  const angle = reader.uint16('angle');
  const satellites = reader.uint8('satellites');
  const speed = reader.uint16('speed');
  const readId = (what: string): number => (extended ? reader.uint16(what) : reader.uint8(what));
  const eventIoId = readId('event IO id');
  const total = readId('IO element count');
  const io: AvlIoElement[] = [];
  for (const size of FIXED_SIZES) {
    const group = readId(`count of ${size}-byte IO elements`);
    for (let index = 0; index < group; index += 1) {
      const id = readId(`IO id (${size}-byte group)`);
      if (size === 8) io.push({ id, size, value: reader.uint64(`IO ${id} value`) });
      else if (size === 4) io.push({ id, size, value: reader.uint32(`IO ${id} value`) });
      else if (size === 2) io.push({ id, size, value: reader.uint16(`IO ${id} value`) });
      else io.push({ id, size, value: reader.uint8(`IO ${id} value`) });
    }
  }
  if (extended) {
    const group = reader.uint16('count of variable-length IO elements');
    for (let index = 0; index < group; index += 1) {
      const id = reader.uint16('IO id (variable-length group)');
      const length = reader.uint16(`IO ${id} length`);
      io.push({ id, size: 'variable', bytes: reader.take(length, `IO ${id} value`) });
    }
  }
  if (io.length !== total) {
    throw new DeviceFrameError(
      'io-count-mismatch',
      `record announces ${total} IO elements but its groups hold ${io.length}`,
    );
  }
  return {
    timestamp,
    priority,
    longitude,
    latitude,
    altitude,
    angle,
    satellites,
    speed,
    eventIoId,
    io,
  };
}

/**
 * Encodes an AVL data packet (preamble to CRC), the inverse of `decodeAvlPacket`. IO elements are
 * grouped by size in their given order.
 * @throws DeviceFrameError `bad-value` when a value does not fit the codec (a Codec 8 id over 255,
 * a variable-length element in Codec 8, more than 255 records)
 */
export function encodeAvlPacket(packet: AvlPacket): Uint8Array {
  const extended = packet.codec === CODEC_8_EXTENDED;
  if (packet.records.length > 255) {
    throw new DeviceFrameError(
      'bad-value',
      `${packet.records.length} records exceed 255 per packet`,
    );
  }
  const writer = new ByteWriter();
  writer.uint32(0);
  writer.uint32(0);
  writer.uint8(packet.codec);
  writer.uint8(packet.records.length);
  for (const record of packet.records) writeRecord(writer, record, extended);
  writer.uint8(packet.records.length);
  const bytes = writer.result();
  const dataLength = bytes.length - HEADER_BYTES;
  new DataView(bytes.buffer).setUint32(4, dataLength);
  const crc = crc16Ibm(bytes, HEADER_BYTES);
  const frame = new Uint8Array(bytes.length + CRC_BYTES);
  frame.set(bytes);
  new DataView(frame.buffer).setUint32(bytes.length, crc);
  return frame;
}

function writeRecord(writer: ByteWriter, record: AvlRecord, extended: boolean): void {
  const idLimit = extended ? 0xffff : 0xff;
  const writeId = (value: number, what: string): void => {
    if (!Number.isInteger(value) || value < 0 || value > idLimit) {
      throw new DeviceFrameError('bad-value', `${what} ${value} does not fit 0..${idLimit}`);
    }
    if (extended) writer.uint16(value);
    else writer.uint8(value);
  };
  writer.uint64(BigInt(Math.round(record.timestamp)));
  writer.uint8(record.priority);
  writer.int32(Math.round(record.longitude * 1e7));
  writer.int32(Math.round(record.latitude * 1e7));
  writer.int16(Math.round(record.altitude));
  writer.uint16(Math.round(record.angle));
  writer.uint8(record.satellites);
  writer.uint16(Math.round(record.speed));
  writeId(record.eventIoId, 'event IO id');
  writeId(record.io.length, 'IO element count');
  for (const size of FIXED_SIZES) {
    const group = record.io.filter((element) => element.size === size);
    writeId(group.length, `count of ${size}-byte IO elements`);
    for (const element of group) {
      writeId(element.id, 'IO id');
      if (element.size === 8) writer.uint64(element.value);
      else if (element.size === 4) writer.uint32(element.value);
      else if (element.size === 2) writer.uint16(element.value);
      else if (element.size === 1) writer.uint8(element.value);
    }
  }
  const variable = record.io.filter((element) => element.size === 'variable');
  if (!extended) {
    if (variable.length > 0) {
      throw new DeviceFrameError('bad-value', 'Codec 8 has no variable-length IO elements');
    }
    return;
  }
  writer.uint16(variable.length);
  for (const element of variable) {
    writeId(element.id, 'IO id');
    if (element.bytes.length > 0xffff) {
      throw new DeviceFrameError('bad-value', `IO ${element.id} value exceeds 65535 bytes`);
    }
    writer.uint16(element.bytes.length);
    writer.bytes(element.bytes);
  }
}

/** The server's answer to an AVL packet: the number of records accepted, 4 bytes big-endian. */
export function encodeAvlAck(recordCount: number): Uint8Array {
  const ack = new Uint8Array(4);
  new DataView(ack.buffer).setUint32(0, recordCount);
  return ack;
}
