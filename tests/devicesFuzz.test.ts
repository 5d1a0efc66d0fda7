import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODEC_8_EXTENDED, encodeAvlPacket, encodeImei } from '@fleetdeck/shared';
import {
  startTeltonikaServer,
  type TeltonikaServer,
} from '../relay/src/devices/teltonika/index.js';
import { MemoryLog, MemoryRegistry, MemoryStore } from './support/devicesMemory.js';
import { TcpDevice } from './support/tcpDevice.js';
import { until } from './support/until.js';

const IMEI = '356307042441013';

/** Waits until the server closed the device or answered everything it will answer. */
async function settle(device: TcpDevice): Promise<void> {
  device.end();
  await until(() => device.closed, 'the device closed');
}

describe('Teltonika listener under random bytes', () => {
  let server: TeltonikaServer;
  const store = new MemoryStore();
  const log = new MemoryLog();

  beforeAll(async () => {
    const registry = new MemoryRegistry([
      { deviceId: IMEI, protocol: 'teltonika', companyId: 1, truckId: 1 },
    ]);
    server = await startTeltonikaServer({
      port: 0,
      host: '127.0.0.1',
      registry,
      store,
      log,
      limits: { maxPacketBytes: 4096, frameTimeoutMs: 300, handshakeTimeoutMs: 300 },
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it('never stores nor acks random bytes, before or after the handshake, and keeps serving', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(fc.uint8Array({ maxLength: 200 }), { maxLength: 4 }),
        async (bound, chunks) => {
          const device = new TcpDevice(server.port);
          await device.connected;
          if (bound) {
            device.send(encodeImei(IMEI));
            await until(() => device.received.length === 1, 'the handshake answer');
          }
          for (const chunk of chunks) device.send(chunk);
          await new Promise<void>((resolve) => setImmediate(resolve));
          await settle(device);
          // a random chunk that is a valid AVL packet with a valid CRC is beyond belief
          expect(device.received.length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 40 },
    );
    expect(store.calls).toHaveLength(0);
    await until(() => server.metrics.open === 0, 'every connection closed');

    const device = new TcpDevice(server.port);
    device.send(encodeImei(IMEI));
    device.send(
      encodeAvlPacket({
        codec: CODEC_8_EXTENDED,
        records: [
          {
            timestamp: Date.UTC(2026, 11, 3),
            priority: 0,
            longitude: 1,
            latitude: 2,
            altitude: 3,
            angle: 4,
            satellites: 5,
            speed: 6,
            eventIoId: 0,
            io: [],
          },
        ],
      }),
    );
    await until(() => device.received.length === 5, 'a good session after the noise');
    device.end();
  });
});
