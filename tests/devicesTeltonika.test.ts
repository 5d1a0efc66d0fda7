import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODEC_8_EXTENDED, encodeAvlPacket, encodeImei, type AvlRecord } from '@fleetdeck/shared';
import {
  startTeltonikaServer,
  type TeltonikaServer,
} from '../relay/src/devices/teltonika/index.js';
import type { TeltonikaLimits } from '../relay/src/devices/teltonika/limits.js';
import { MemoryLog, MemoryRegistry, MemoryStore } from './support/devicesMemory.js';
import { TcpDevice } from './support/tcpDevice.js';
import { until } from './support/until.js';

const IMEI = '356307042441013';
const OTHER_IMEI = '352093081429150';
/** Teltonika's wiki Codec 8 Extended example (one record, IO 0x01, 0x11, 0x10, 0x0B, 0x0E). */
const WIKI_8E =
  '000000000000004A8E010000016B412CEE000100000000000000000000000000000000010005000100010100010011001D00010010015E2C880002000B000000003544C87A000E000000001DD7E06A00000100002994';

/** Teltonika's wiki Codec 8 example (one record). */
const WIKI_8 =
  '000000000000003608010000016B40D8EA30010000000000000000000000000000000105021503010101425E0F01F10000601A014E0000000000000000010000C7CF';

function record(minute: number, ignition: number): AvlRecord {
  return {
    timestamp: Date.UTC(2026, 11, 3, 7, minute),
    priority: 0,
    longitude: 2.35 + minute / 1000,
    latitude: 48.85,
    altitude: 40,
    angle: 90,
    satellites: 10,
    speed: 60,
    eventIoId: 0,
    io: [
      { id: 239, size: 1, value: ignition },
      { id: 184, size: 1, value: 3 },
      { id: 187, size: 1, value: 1 },
      { id: 66, size: 2, value: 27_500 },
    ],
  };
}

describe('Teltonika TCP ingestion', () => {
  let server: TeltonikaServer;
  let registry: MemoryRegistry;
  let store: MemoryStore;
  let log: MemoryLog;
  const devices: TcpDevice[] = [];

  async function start(limits: Partial<TeltonikaLimits> = {}): Promise<void> {
    server = await startTeltonikaServer({
      port: 0,
      host: '127.0.0.1',
      registry,
      store,
      log,
      limits,
    });
  }

  function connect(): TcpDevice {
    const device = new TcpDevice(server.port);
    devices.push(device);
    return device;
  }

  async function handshake(imei = IMEI): Promise<TcpDevice> {
    const device = connect();
    device.send(encodeImei(imei));
    await until(() => device.received.length >= 1 || device.closed, 'the handshake answer');
    return device;
  }

  beforeEach(() => {
    registry = new MemoryRegistry([
      { deviceId: IMEI, protocol: 'teltonika', companyId: 7, truckId: 42, model: 'FMC650' },
    ]);
    store = new MemoryStore();
    log = new MemoryLog();
  });

  afterEach(async () => {
    for (const device of devices.splice(0)) device.end();
    await server.close();
  });

  it('a Codec 8E session: the wiki packet and generated ones are stored, their counts acked', async () => {
    await start();
    const device = await handshake();
    expect([...device.received]).toEqual([0x01]);

    device.send(Buffer.from(WIKI_8E, 'hex'));
    await until(() => device.received.length >= 5, 'the first ack');
    expect([...device.received.subarray(1, 5)]).toEqual([0, 0, 0, 1]);
    expect(store.records.get(`${IMEI}@${0x16b412cee00}`)).toMatchObject({
      companyId: 7,
      truckId: 42,
      io: { 1: 1, 17: 0x1d },
    });

    const generated = encodeAvlPacket({
      codec: CODEC_8_EXTENDED,
      records: [record(1, 1), record(2, 1), record(3, 0)],
    });
    // split across writes: framing must not depend on one packet per chunk
    device.send(generated.subarray(0, 20));
    device.send(generated.subarray(20));
    await until(() => device.received.length >= 9, 'the second ack');
    expect([...device.received.subarray(5, 9)]).toEqual([0, 0, 0, 3]);
    expect(store.records.get(`${IMEI}@${Date.UTC(2026, 11, 3, 7, 3)}`)).toMatchObject({
      ignition: false,
      externalVoltageMv: 27_500,
      drivers: [{ cardPresent: true, state: 'driving' }],
    });
    expect(server.metrics).toMatchObject({ packets: 2, records: 4 });
  });

  it('a Codec 8 session: the wiki packet is stored and acked with 1', async () => {
    await start();
    const device = await handshake();
    device.send(Buffer.from(WIKI_8, 'hex'));
    await until(() => device.received.length >= 5, 'the ack');
    expect([...device.received.subarray(1, 5)]).toEqual([0, 0, 0, 1]);
    expect(store.records.get(`${IMEI}@${0x16b40d8ea30}`)).toMatchObject({ gsmSignal: 3 });
  });

  it('a registry that fails closes the connection without an answer', async () => {
    registry.lookup = () => Promise.reject(new Error('registry down'));
    await start();
    const device = await handshake();
    await until(() => device.closed, 'the close');
    expect(device.received.length).toBe(0);
    expect(server.metrics.lookupFailures).toBe(1);
  });

  it('acks only after the store resolved, and not at all when it fails', async () => {
    await start();
    const device = await handshake();
    store.hold();
    device.send(encodeAvlPacket({ codec: CODEC_8_EXTENDED, records: [record(5, 1)] }));
    await until(() => store.calls.length === 1, 'the append call');
    expect(device.received.length).toBe(1);
    store.release();
    await until(() => device.received.length === 5, 'the ack after storing');

    store.failing = true;
    device.send(encodeAvlPacket({ codec: CODEC_8_EXTENDED, records: [record(6, 1)] }));
    await until(() => device.closed, 'the close after a failed store');
    expect(device.received.length).toBe(5);
    expect(server.metrics.storeFailures).toBe(1);
  });

  it('a bad CRC gets no ack: the connection is closed, logged and counted', async () => {
    await start();
    const device = await handshake();
    const packet = encodeAvlPacket({ codec: CODEC_8_EXTENDED, records: [record(7, 1)] });
    packet[packet.length - 1] = (packet[packet.length - 1] ?? 0) ^ 0xff;
    device.send(packet);
    await until(() => device.closed, 'the close');
    expect([...device.received]).toEqual([0x01]);
    expect(store.calls).toHaveLength(0);
    expect(server.metrics.badFrames['bad-crc']).toBe(1);
    expect(log.matching('bad frame')).toHaveLength(1);
  });

  it('an unknown IMEI is refused with 0x00, closed and reported', async () => {
    await start();
    const device = await handshake(OTHER_IMEI);
    await until(() => device.closed, 'the close');
    expect([...device.received]).toEqual([0x00]);
    await until(() => registry.unknown.length === 1, 'the report');
    expect(registry.unknown[0]).toMatchObject({ protocol: 'teltonika', deviceId: OTHER_IMEI });
    expect(server.metrics.unknownDevices).toBe(1);
  });

  it('a packet resent after a lost ack is acked again; the store is asked twice and keeps one', async () => {
    await start();
    const packet = encodeAvlPacket({
      codec: CODEC_8_EXTENDED,
      records: [record(8, 1), record(9, 1)],
    });
    const first = await handshake();
    first.send(packet);
    await until(() => first.received.length === 5, 'the first ack');
    first.end(); // the ack was "lost": the device reconnects and sends the packet again
    const second = await handshake();
    second.send(packet);
    await until(() => second.received.length === 5, 'the second ack');
    expect([...second.received.subarray(1)]).toEqual([0, 0, 0, 2]);
    expect(store.calls).toHaveLength(2);
    expect(store.records.size).toBe(2);
  });

  it('closes a socket that never sends its IMEI, one that stalls mid-packet, and one idle', async () => {
    await start({ handshakeTimeoutMs: 200, frameTimeoutMs: 200, idleTimeoutMs: 400 });
    const silent = connect();
    await until(() => silent.closed, 'the handshake timeout');
    expect(server.metrics.handshakeTimeouts).toBe(1);

    const stalled = await handshake();
    stalled.send(
      encodeAvlPacket({ codec: CODEC_8_EXTENDED, records: [record(10, 1)] }).subarray(0, 30),
    );
    await until(() => stalled.closed, 'the frame timeout');
    expect(server.metrics.frameTimeouts).toBe(1);

    const idle = await handshake();
    await until(() => idle.closed, 'the idle timeout');
    expect(server.metrics.idleTimeouts).toBe(1);
    expect(store.calls).toHaveLength(0);
  });

  it('refuses connections beyond the bounds, per address and in all', async () => {
    await start({ maxConnections: 3, maxConnectionsPerAddress: 2 });
    const kept = [connect(), connect()];
    await Promise.all(kept.map((device) => device.connected));
    await until(() => server.metrics.open === 2, 'two open');
    const third = connect();
    await until(() => third.closed, 'the per-address refusal');
    expect(server.metrics.refusedPerAddress).toBe(1);
    expect(kept.some((device) => device.closed)).toBe(false);
    expect(log.matching('too many from this address')).toHaveLength(1);
  });

  it('refuses a connection beyond the total bound, with one log line', async () => {
    await start({ maxConnections: 2, maxConnectionsPerAddress: 10 });
    const kept = [connect(), connect()];
    await until(() => server.metrics.open === 2, 'two open');
    const third = connect();
    await until(() => third.closed, 'the refusal');
    expect(server.metrics.refusedMaxConnections).toBe(1);
    expect(kept.some((device) => device.closed)).toBe(false);
    expect(log.matching('too many open')).toHaveLength(1);
  });

  it('an oversized packet and garbage bytes close the connection; the server keeps serving', async () => {
    await start({ maxPacketBytes: 1024 });
    const big = await handshake();
    big.send(Uint8Array.of(0, 0, 0, 0, 0, 1, 0, 0));
    await until(() => big.closed, 'the oversized close');
    expect(server.metrics.badFrames.oversized).toBe(1);

    const garbage = connect();
    garbage.send(Buffer.from('GET / HTTP/1.1\r\n\r\n'));
    await until(() => garbage.closed, 'the garbage close');
    expect(server.metrics.badFrames['bad-imei']).toBe(1);

    const good = await handshake();
    expect([...good.received]).toEqual([0x01]);
  });
});
