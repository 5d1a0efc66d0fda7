import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeAvlPacket,
  decodeImei,
  encodeAvlAck,
  parseOsmandFields,
  readingFromAvlRecord,
  avlFrameSize,
  CODEC_8_EXTENDED,
  encodeAvlPacket,
  type DeviceReading,
} from '@fleetdeck/shared';
import { FleetSimulator, type UpstreamTruck } from '../fleetSimulator.js';
import type { UpstreamLastPoint } from '../lastpoint.js';
import { imeiOfTruck, luhnCheckDigit, osmandIdOfTruck, protocolOfTruck } from './deviceIds.js';
import { avlRecordOf, batteryMvOf, osmandFieldsOf } from './deviceRecords.js';
import { deviceBindingsOf, startDeviceSimulator } from './deviceSimulator.js';

const START = Date.UTC(2026, 2, 10, 9, 0, 0);

async function until(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Whether all 15 digits pass the Luhn check. */
const luhnValid = (digits: string): boolean =>
  luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));

/** What a decoded reading must say of the sim's last point. */
function expectReadingOf(reading: DeviceReading, point: UpstreamLastPoint): void {
  expect(reading.time).toBe(Date.parse(point.date));
  expect(reading.lat).toBeCloseTo(point.lat, 6);
  expect(reading.lng).toBeCloseTo(point.lng, 6);
  expect(reading.speed).toBe(point.speed);
  expect(reading.heading).toBe(Math.round(point.heading) % 360);
  expect(reading.altitude).toBe(Math.round(point.altitude));
}

describe('simulated device ids', () => {
  it('derives a 15-digit IMEI with a valid Luhn digit from each truck id, all distinct', () => {
    const imeis = new Set<string>();
    for (let id = 1; id <= 5000; id += 1) {
      const imei = imeiOfTruck(id);
      expect(imei).toMatch(/^\d{15}$/);
      expect(luhnValid(imei), imei).toBe(true);
      imeis.add(imei);
    }
    expect(imeis.size).toBe(5000);
    expect(imeiOfTruck(1)).toBe('352049000000019');
    // A digit changed breaks the check.
    expect(luhnValid('352049000000018')).toBe(false);
    expect(() => imeiOfTruck(0)).toThrow(/truck id 0/);
  });

  it('makes every tenth truck an OsmAnd phone', () => {
    expect([1, 9, 10, 11, 20].map((id) => protocolOfTruck(id))).toEqual([
      'teltonika',
      'teltonika',
      'osmand',
      'teltonika',
      'osmand',
    ]);
    expect(protocolOfTruck(10, 0)).toBe('teltonika');
    expect(osmandIdOfTruck(20)).toBe('fd-truck-20');
  });
});

describe('simulated device records', () => {
  const sim = new FleetSimulator(120, 3, START, { historyHours: 6 });
  const reported = sim
    .list()
    .filter((t): t is UpstreamTruck & { lastpoint: UpstreamLastPoint } => Boolean(t.lastpoint));

  it('binds each truck to its company, Teltonika or OsmAnd', () => {
    const bindings = deviceBindingsOf(sim.list());
    expect(bindings).toHaveLength(120);
    const ten = bindings.find((b) => b.truckId === 10);
    expect(ten).toMatchObject({ protocol: 'osmand', deviceId: 'fd-truck-10' });
    const first = sim.list()[0]!;
    expect(bindings[0]).toEqual({
      deviceId: imeiOfTruck(first.id),
      protocol: 'teltonika',
      companyId: first.details.company,
      truckId: first.id,
      plate: first.plate,
    });
  });

  it('encodes each last point as a Codec 8E record that decodes to the same position and IO', () => {
    expect(reported.length).toBeGreaterThan(100);
    let drivingSeen = false;
    for (const truck of reported) {
      const point = truck.lastpoint;
      const packet = encodeAvlPacket({ codec: CODEC_8_EXTENDED, records: [avlRecordOf(point)] });
      const [record] = decodeAvlPacket(packet).records;
      const reading = readingFromAvlRecord(record!, 'fmb');
      expectReadingOf(reading, point);
      expect(reading.ignition).toBe(point.ignition === 1);
      expect(reading.movement).toBe(point.speed > 0);
      expect(reading.odometerM).toBe(Math.round(point.odometer * 1000));
      expect(reading.externalVoltageMv).toBe(point.telemetry.external_voltage);
      expect(reading.batteryVoltageMv).toBe(batteryMvOf(point.telemetry.battery_level));
      expect(reading.gsmSignal).toBe(point.telemetry.gsm_signal);
      expect(reading.gnssStatus).toBe(point.telemetry.gnss_status);
      expect(reading.tachoSpeedKmh).toBe(point.tacho_speed);
      expect(reading.engineRpm).toBe(point.rpm_engine);
      if (point.fuel_level === null) expect(reading.fuelLevelPct).toBeUndefined();
      else expect(reading.fuelLevelPct).toBe(Math.round(point.fuel_level));
      if (point.fuel_total !== null) expect(reading.fuelUsedL).toBeCloseTo(point.fuel_total, 1);
      if (point.activity === null) {
        expect(reading.drivers).toBeUndefined();
        continue;
      }
      const states = ['rest', 'availability', 'work', 'driving'];
      const [driver, codriver] = reading.drivers ?? [];
      expect(driver?.state).toBe(states[point.activity]);
      expect(driver?.cardPresent).toBe(Boolean(point.driver?.card));
      if (point.driver?.card) expect(driver?.cardId).toBe(point.driver.card);
      if (point.codriver) {
        expect(codriver?.cardPresent).toBe(Boolean(point.codriver.card));
        expect(codriver?.state).toBe(
          point.activity === 3 ? 'availability' : states[point.activity],
        );
      }
      if (point.activity === 3) drivingSeen = true;
    }
    expect(drivingSeen).toBe(true);
  });

  it('sends an OsmAnd position that parses to the same position', () => {
    const point = reported[0]!.lastpoint;
    const fields = Object.fromEntries(osmandFieldsOf('fd-truck-1', point));
    const { deviceId, reading } = parseOsmandFields(fields, 0);
    expect(deviceId).toBe('fd-truck-1');
    expect(reading.time).toBe(Math.round(Date.parse(point.date) / 1000) * 1000);
    expect(reading.lat).toBeCloseTo(point.lat, 6);
    expect(reading.lng).toBeCloseTo(point.lng, 6);
    expect(reading.speed).toBeCloseTo(point.speed, 0);
    expect(reading.heading).toBe(Math.round(point.heading) % 360);
  });
});

/** A Teltonika listener that accepts, decodes and acks; `refuseFirst` answers 00 once per IMEI. */
function fakeListener(refuseFirst: Set<string>, dropFirstPacket: Set<string>) {
  const readings = new Map<string, DeviceReading[]>();
  const connections = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered: Buffer = Buffer.alloc(0);
    let imei: string | undefined;
    socket.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (imei === undefined) {
        const hello = decodeImei(buffered);
        if (!hello) return;
        imei = hello.imei;
        buffered = buffered.subarray(hello.size);
        connections.set(imei, (connections.get(imei) ?? 0) + 1);
        if (refuseFirst.delete(imei)) return void socket.end(Buffer.from([0]));
        socket.write(Buffer.from([1]));
      }
      for (;;) {
        const size = avlFrameSize(buffered);
        if (size === undefined || buffered.length < size) return;
        const packet = decodeAvlPacket(buffered.subarray(0, size));
        buffered = buffered.subarray(size);
        if (dropFirstPacket.delete(imei)) return void socket.destroy();
        const list = readings.get(imei) ?? [];
        list.push(...packet.records.map((r) => readingFromAvlRecord(r)));
        readings.set(imei, list);
        socket.write(encodeAvlAck(packet.records.length));
      }
    });
  });
  return { server, readings, connections, sockets };
}

describe('the device simulator over TCP and HTTP', () => {
  const refuseFirst = new Set([imeiOfTruck(1)]);
  const dropFirstPacket = new Set([imeiOfTruck(2)]);
  const tcp = fakeListener(refuseFirst, dropFirstPacket);
  const osmand = new Map<string, DeviceReading[]>();
  let http: HttpServer;
  let sim: FleetSimulator;
  let running: ReturnType<typeof startDeviceSimulator>;
  /** Each truck's last point when the devices started: their first record. */
  let first: Map<number, UpstreamLastPoint | null>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => tcp.server.listen(0, '127.0.0.1', resolve));
    http = createHttpServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const { deviceId, reading } = parseOsmandFields(Object.fromEntries(url.searchParams), 0);
      osmand.set(deviceId, [...(osmand.get(deviceId) ?? []), reading]);
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    sim = new FleetSimulator(30, 5, START, { historyHours: 6 });
    first = new Map(sim.list().map((t) => [t.id, t.lastpoint]));
    running = startDeviceSimulator({
      host: '127.0.0.1',
      port: (tcp.server.address() as AddressInfo).port,
      osmandUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}/`,
      trucks: 30,
      seed: 5,
      simulator: sim,
      tickMs: 50,
      backoffMs: 20,
    });
  });
  afterAll(async () => {
    await running?.close();
    for (const socket of tcp.sockets) socket.destroy();
    await new Promise((resolve) => tcp.server.close(resolve));
    await new Promise((resolve) => http?.close(resolve));
  });

  it('sends every truck first report, acknowledged, from its own device', async () => {
    const teltonika = running.bindings.filter((b) => b.protocol === 'teltonika');
    const phones = running.bindings.filter((b) => b.protocol === 'osmand');
    expect(phones.map((b) => b.truckId)).toEqual([10, 20, 30]);
    await until(
      () => teltonika.every((b) => (tcp.readings.get(b.deviceId)?.length ?? 0) > 0),
      'a record from every tracker',
    );
    await until(() => phones.every((b) => osmand.has(b.deviceId)), 'a post from every phone');
    await until(() => running.online() === teltonika.length, 'every tracker online');
    expect(running.sent.teltonikaAcked).toBeGreaterThanOrEqual(teltonika.length);
    for (const binding of teltonika) {
      const point = first.get(binding.truckId);
      if (!point) continue;
      expectReadingOf(tcp.readings.get(binding.deviceId)![0]!, point);
    }
    for (const binding of phones) {
      const point = first.get(binding.truckId);
      if (!point) continue;
      expect(osmand.get(binding.deviceId)![0]!.lat).toBeCloseTo(point.lat, 6);
    }
  });

  it('reconnects after a refused handshake, and resends a packet that was never acked', () => {
    expect(tcp.connections.get(imeiOfTruck(1))).toBeGreaterThanOrEqual(2);
    expect(tcp.connections.get(imeiOfTruck(2))).toBeGreaterThanOrEqual(2);
    expect(refuseFirst.size + dropFirstPacket.size).toBe(0);
    // Truck 2's first report arrived after all, on the second connection.
    const point = first.get(2);
    if (point) expectReadingOf(tcp.readings.get(imeiOfTruck(2))![0]!, point);
  });
});
