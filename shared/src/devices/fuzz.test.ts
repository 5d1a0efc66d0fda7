import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { avlFrameSize, decodeAvlPacket, encodeAvlPacket } from './avlCodec.js';
import { readingFromAvlRecord } from './avlMapping.js';
import { CODEC_8, CODEC_8_EXTENDED, type AvlIoElement, type AvlPacket } from './avlTypes.js';
import { DeviceFrameError } from './errors.js';
import { decodeImei } from './imei.js';
import { hexBytes, WIKI_CODEC_8_EXAMPLE, WIKI_CODEC_8E_EXAMPLE } from './testVectors.js';

/** Runs a decode: it returns, or throws a DeviceFrameError, and nothing else. */
function onlyTypedErrors(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DeviceFrameError);
  }
}

const ioElement = (extended: boolean): fc.Arbitrary<AvlIoElement> => {
  const id = fc.integer({ min: 0, max: extended ? 0xffff : 0xff });
  const fixed = fc.oneof(
    fc.record({ id, size: fc.constant(1 as const), value: fc.integer({ min: 0, max: 0xff }) }),
    fc.record({ id, size: fc.constant(2 as const), value: fc.integer({ min: 0, max: 0xffff }) }),
    fc.record({
      id,
      size: fc.constant(4 as const),
      value: fc.integer({ min: 0, max: 0xffffffff }),
    }),
    fc.record({
      id,
      size: fc.constant(8 as const),
      value: fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }),
    }),
  );
  if (!extended) return fixed;
  return fc.oneof(
    fixed,
    fc.record({
      id,
      size: fc.constant('variable' as const),
      bytes: fc.uint8Array({ maxLength: 40 }),
    }),
  );
};

const packet: fc.Arbitrary<AvlPacket> = fc.boolean().chain((extended) =>
  fc.record({
    codec: fc.constant(extended ? CODEC_8_EXTENDED : CODEC_8),
    records: fc.array(
      fc.record({
        timestamp: fc.integer({ min: 0, max: 4_102_444_800_000 }),
        priority: fc.integer({ min: 0, max: 2 }),
        longitude: fc
          .integer({ min: -1_800_000_000, max: 1_800_000_000 })
          .map((value) => value / 1e7),
        latitude: fc.integer({ min: -900_000_000, max: 900_000_000 }).map((value) => value / 1e7),
        altitude: fc.integer({ min: -32768, max: 32767 }),
        angle: fc.integer({ min: 0, max: 360 }),
        satellites: fc.integer({ min: 0, max: 255 }),
        speed: fc.integer({ min: 0, max: 0xffff }),
        eventIoId: fc.integer({ min: 0, max: extended ? 0xffff : 0xff }),
        io: fc.array(ioElement(extended), { maxLength: 12 }),
      }),
      { maxLength: 6 },
    ),
  }),
);

/** Decoding groups IO elements by size: the same elements in wire order. */
function wireOrder(input: AvlPacket): AvlPacket {
  const order = [1, 2, 4, 8, 'variable'];
  return {
    ...input,
    records: input.records.map((record) => ({
      ...record,
      io: [...record.io].sort((a, b) => order.indexOf(a.size) - order.indexOf(b.size)),
    })),
  };
}

describe('AVL codec properties', () => {
  it('round-trips any generated packet', () => {
    fc.assert(
      fc.property(packet, (input) => {
        expect(decodeAvlPacket(encodeAvlPacket(input))).toEqual(wireOrder(input));
      }),
      { numRuns: 300 },
    );
  });

  it('random bytes, framed or not, only ever raise the typed error', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.boolean(), (bytes, framed) => {
        const input = framed ? Uint8Array.of(0, 0, 0, 0, 0, 0, 0, bytes.length, ...bytes) : bytes;
        onlyTypedErrors(() => decodeAvlPacket(input));
        onlyTypedErrors(() => avlFrameSize(input));
        onlyTypedErrors(() => decodeImei(input));
      }),
      { numRuns: 500 },
    );
  });

  it('truncations, flipped bits and lying lengths of real packets only raise the typed error', () => {
    const samples = [hexBytes(WIKI_CODEC_8_EXAMPLE), hexBytes(WIKI_CODEC_8E_EXAMPLE)];
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        fc.nat(),
        fc.integer({ min: 0, max: 7 }),
        fc.nat({ max: 0xffffffff }),
        (sample, at, bit, length) => {
          const cut = sample.subarray(0, at % sample.length);
          onlyTypedErrors(() => decodeAvlPacket(cut));
          const flipped = sample.slice();
          const index = at % flipped.length;
          flipped[index] = (flipped[index] ?? 0) ^ (1 << bit);
          onlyTypedErrors(() => decodeAvlPacket(flipped));
          const lying = sample.slice();
          new DataView(lying.buffer).setUint32(4, length);
          onlyTypedErrors(() => decodeAvlPacket(lying));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a decoded random packet always maps to a reading', () => {
    fc.assert(
      fc.property(packet, (input) => {
        for (const record of decodeAvlPacket(encodeAvlPacket(input)).records) {
          expect(typeof readingFromAvlRecord(record, 'fmx6').time).toBe('number');
          expect(typeof readingFromAvlRecord(record, 'fmb').lat).toBe('number');
        }
      }),
      { numRuns: 100 },
    );
  });
});
