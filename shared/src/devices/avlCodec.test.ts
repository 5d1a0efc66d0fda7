import { describe, expect, it } from 'vitest';
import { avlFrameSize, decodeAvlPacket, encodeAvlAck, encodeAvlPacket } from './avlCodec.js';
import { CODEC_8, CODEC_8_EXTENDED, type AvlPacket } from './avlTypes.js';
import { crc16Ibm } from './crc16.js';
import { DeviceFrameError } from './errors.js';
import { decodeImei, encodeImei } from './imei.js';
import {
  hexBytes,
  WIKI_CODEC_8_EXAMPLE,
  WIKI_CODEC_8E_EXAMPLE,
  WIKI_IMEI_HANDSHAKE,
} from './testVectors.js';

function problemOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof DeviceFrameError) return error.problem;
    throw error;
  }
  return 'none';
}

describe('crc16Ibm', () => {
  it('gives the check value of CRC-16/ARC for "123456789"', () => {
    const bytes = Uint8Array.from('123456789', (char) => char.charCodeAt(0));
    expect(crc16Ibm(bytes)).toBe(0xbb3d);
  });
});

describe('decodeAvlPacket on the wiki examples', () => {
  it('reads the Codec 8 example: one record, its IO elements by size', () => {
    const packet = decodeAvlPacket(hexBytes(WIKI_CODEC_8_EXAMPLE));
    expect(packet.codec).toBe(CODEC_8);
    expect(packet.records).toHaveLength(1);
    const record = packet.records[0];
    expect(record?.timestamp).toBe(0x16b40d8ea30);
    expect(record?.priority).toBe(1);
    expect(record?.eventIoId).toBe(1);
    expect(record?.io).toEqual([
      { id: 0x15, size: 1, value: 3 },
      { id: 0x01, size: 1, value: 1 },
      { id: 0x42, size: 2, value: 0x5e0f },
      { id: 0xf1, size: 4, value: 0x601a },
      { id: 0x4e, size: 8, value: 0n },
    ]);
  });

  it('reads the Codec 8 Extended example with 2-byte ids', () => {
    const packet = decodeAvlPacket(hexBytes(WIKI_CODEC_8E_EXAMPLE));
    expect(packet.codec).toBe(CODEC_8_EXTENDED);
    const record = packet.records[0];
    expect(record?.timestamp).toBe(0x16b412cee00);
    expect(record?.io).toEqual([
      { id: 0x01, size: 1, value: 1 },
      { id: 0x11, size: 2, value: 0x1d },
      { id: 0x10, size: 4, value: 0x15e2c88 },
      { id: 0x0b, size: 8, value: 0x3544c87an },
      { id: 0x0e, size: 8, value: 0x1dd7e06an },
    ]);
  });

  it('re-encodes both examples byte for byte', () => {
    for (const hex of [WIKI_CODEC_8_EXAMPLE, WIKI_CODEC_8E_EXAMPLE]) {
      const bytes = hexBytes(hex);
      expect(encodeAvlPacket(decodeAvlPacket(bytes))).toEqual(bytes);
    }
  });
});

describe('encodeAvlPacket round trip', () => {
  const packet: AvlPacket = {
    codec: CODEC_8_EXTENDED,
    records: [
      {
        timestamp: Date.UTC(2026, 11, 3, 9, 0, 0),
        priority: 0,
        longitude: -3.7037902,
        latitude: 40.4167754,
        altitude: 657,
        angle: 271,
        satellites: 11,
        speed: 83,
        eventIoId: 239,
        io: [
          { id: 239, size: 1, value: 1 },
          { id: 66, size: 2, value: 27_650 },
          { id: 16, size: 4, value: 123_456_789 },
          { id: 195, size: 8, value: 0x3132333435363738n },
          { id: 385, size: 'variable', bytes: Uint8Array.of(1, 2, 3) },
        ],
      },
    ],
  };

  it('decodes what it encodes, negative coordinates and NX elements included', () => {
    expect(decodeAvlPacket(encodeAvlPacket(packet))).toEqual(packet);
  });

  it('refuses a variable-length element or a 2-byte id in Codec 8', () => {
    expect(problemOf(() => encodeAvlPacket({ ...packet, codec: CODEC_8 }))).toBe('bad-value');
  });
});

describe('decodeAvlPacket refusals', () => {
  const good = hexBytes(WIKI_CODEC_8E_EXAMPLE);

  it('a flipped data bit is a bad CRC', () => {
    const bad = good.slice();
    bad[30] = (bad[30] ?? 0) ^ 0x04;
    expect(problemOf(() => decodeAvlPacket(bad))).toBe('bad-crc');
  });

  it('a non-zero preamble, a cut packet, extra bytes and an oversized length are named', () => {
    const preamble = good.slice();
    preamble[1] = 7;
    expect(problemOf(() => decodeAvlPacket(preamble))).toBe('bad-preamble');
    expect(problemOf(() => decodeAvlPacket(good.subarray(0, good.length - 1)))).toBe('truncated');
    expect(problemOf(() => decodeAvlPacket(Uint8Array.of(...good, 0)))).toBe('trailing-bytes');
    expect(problemOf(() => decodeAvlPacket(good, 16))).toBe('oversized');
  });

  it('record counts that differ, or lie about the data, are a count mismatch', () => {
    const counts = encodeAvlPacket({ codec: CODEC_8, records: [] });
    counts[counts.length - 5] = 1;
    const fixed = withCrc(counts);
    expect(problemOf(() => decodeAvlPacket(fixed))).toBe('count-mismatch');
  });

  it('an IO count beyond the data is truncated, a total that lies is an IO count mismatch', () => {
    const total = good.slice();
    total[37] = 9; // low byte of the total IO count of the only record
    expect(problemOf(() => decodeAvlPacket(withCrc(total)))).toBe('io-count-mismatch');
    const group = good.slice();
    group[39] = 0x40; // the 1-byte group claims 64 elements
    expect(problemOf(() => decodeAvlPacket(withCrc(group)))).toBe('truncated');
  });

  it('an unknown codec id is named', () => {
    const codec = good.slice();
    codec[8] = 0x10;
    expect(problemOf(() => decodeAvlPacket(withCrc(codec)))).toBe('unknown-codec');
  });
});

describe('framing helpers', () => {
  it('avlFrameSize waits for 8 header bytes, then gives the whole size', () => {
    const good = hexBytes(WIKI_CODEC_8_EXAMPLE);
    expect(avlFrameSize(good.subarray(0, 7))).toBeUndefined();
    expect(avlFrameSize(good.subarray(0, 8))).toBe(good.length);
  });

  it('the IMEI handshake of the wiki decodes, and encodes back', () => {
    const frame = hexBytes(WIKI_IMEI_HANDSHAKE);
    expect(decodeImei(frame)).toEqual({ imei: '356307042441013', size: 17 });
    expect(decodeImei(frame.subarray(0, 10))).toBeUndefined();
    expect(encodeImei('356307042441013')).toEqual(frame);
    expect(problemOf(() => decodeImei(Uint8Array.of(0, 0)))).toBe('bad-imei');
    expect(problemOf(() => decodeImei(Uint8Array.of(0, 2, 0x31, 0x41)))).toBe('bad-imei');
  });

  it('the ack is the record count on 4 bytes', () => {
    expect(encodeAvlAck(3)).toEqual(Uint8Array.of(0, 0, 0, 3));
  });
});

/** Rewrites the CRC of a frame whose data was edited, so the data check is what fails. */
function withCrc(frame: Uint8Array): Uint8Array {
  const copy = frame.slice();
  new DataView(copy.buffer).setUint32(copy.length - 4, crc16Ibm(copy, 8, copy.length - 4));
  return copy;
}
