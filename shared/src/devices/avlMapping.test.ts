import { describe, expect, it } from 'vitest';
import { decodeAvlPacket, encodeAvlPacket } from './avlCodec.js';
import { readingFromAvlRecord } from './avlMapping.js';
import { CODEC_8_EXTENDED, type AvlRecord } from './avlTypes.js';
import { IO_TABLE, teltonikaFamilyOf } from './ioTable.js';
import { hexBytes, WIKI_CODEC_8_EXAMPLE } from './testVectors.js';

function ascii8(text: string): bigint {
  let value = 0n;
  for (const char of text.padEnd(8, '\0')) value = (value << 8n) | BigInt(char.charCodeAt(0));
  return value;
}

const truckRecord: AvlRecord = {
  timestamp: Date.UTC(2026, 11, 3, 8, 30),
  priority: 0,
  longitude: 4.3517,
  latitude: 50.8503,
  altitude: 76,
  angle: 90,
  satellites: 12,
  speed: 78,
  eventIoId: 0,
  io: [
    { id: 239, size: 1, value: 1 },
    { id: 240, size: 1, value: 1 },
    { id: 21, size: 1, value: 4 },
    { id: 71, size: 1, value: 1 },
    { id: 184, size: 1, value: 3 },
    { id: 185, size: 1, value: 1 },
    { id: 187, size: 1, value: 1 },
    { id: 188, size: 1, value: 0 },
    { id: 87, size: 4, value: 62 },
    { id: 66, size: 2, value: 27_800 },
    { id: 191, size: 2, value: 77 },
    { id: 88, size: 4, value: 1_350 },
    { id: 216, size: 4, value: 812_345_000 },
    { id: 86, size: 4, value: 98_765 },
    { id: 195, size: 8, value: ascii8('10000001') },
    { id: 196, size: 8, value: ascii8('23456789') },
  ],
};

describe('readingFromAvlRecord', () => {
  it('maps an FMC650 record (FMS and tachograph) onto the product fields', () => {
    const reading = readingFromAvlRecord(truckRecord, 'fmx6');
    expect(reading).toMatchObject({
      time: truckRecord.timestamp,
      lat: 50.8503,
      lng: 4.3517,
      heading: 90,
      speed: 78,
      ignition: true,
      movement: true,
      gsmSignal: 4,
      gnssStatus: 1,
      externalVoltageMv: 27_800,
      odometerM: 812_345_000,
      fuelLevelPct: 62,
      fuelUsedL: 98_765,
      engineRpm: 1_350,
      tachoSpeedKmh: 77,
      drivers: [
        { cardPresent: true, state: 'driving', cardId: '1000000123456789' },
        { cardPresent: false, state: 'availability' },
      ],
    });
    expect(reading.io?.[184]).toBe(3);
  });

  it('reads the same ids by the FMB list for an FMB device (69 is GNSS status there)', () => {
    const record: AvlRecord = {
      ...truckRecord,
      io: [
        { id: 69, size: 1, value: 2 },
        { id: 16, size: 4, value: 1000 },
        { id: 89, size: 1, value: 40 },
        { id: 83, size: 4, value: 1234 },
      ],
    };
    expect(readingFromAvlRecord(record, 'fmb')).toMatchObject({
      gnssStatus: 2,
      odometerM: 1000,
      fuelLevelPct: 40,
      fuelUsedL: 123.4,
    });
    expect(readingFromAvlRecord(record, 'fmx6').gnssStatus).toBeUndefined();
  });

  it('maps the wiki Codec 8 example (GSM signal 3, external voltage 24.079 V)', () => {
    const record = decodeAvlPacket(hexBytes(WIKI_CODEC_8_EXAMPLE)).records[0];
    if (record === undefined) throw new Error('the example holds a record');
    expect(readingFromAvlRecord(record)).toMatchObject({ gsmSignal: 3, externalVoltageMv: 24_079 });
  });

  it('survives the wire: a generated 8E packet decodes to the same reading', () => {
    const [record] = decodeAvlPacket(
      encodeAvlPacket({ codec: CODEC_8_EXTENDED, records: [truckRecord] }),
    ).records;
    if (record === undefined) throw new Error('one record');
    expect(readingFromAvlRecord(record, 'fmx6')).toEqual(readingFromAvlRecord(truckRecord, 'fmx6'));
  });
});

describe('the IO table', () => {
  it('has one row per id and family', () => {
    const keys = IO_TABLE.flatMap((row) => row.families.map((family) => `${family}:${row.id}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('tells the FMX6 family from the model name', () => {
    expect(teltonikaFamilyOf('FMC650')).toBe('fmx6');
    expect(teltonikaFamilyOf('FMB640')).toBe('fmx6');
    expect(teltonikaFamilyOf('FMB920')).toBe('fmb');
    expect(teltonikaFamilyOf(undefined)).toBe('fmb');
  });
});
