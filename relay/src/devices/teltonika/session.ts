import type { Socket } from 'node:net';
import {
  avlFrameSize,
  decodeAvlPacket,
  decodeImei,
  DeviceFrameError,
  encodeAvlAck,
  readingFromAvlRecord,
  teltonikaFamilyOf,
} from '@fleetdeck/shared';
import type {
  DeviceBinding,
  DeviceRecord,
  DeviceRecordStore,
  DeviceRegistry,
} from '../contracts.js';
import type { IngestLog } from '../ingestLog.js';
import type { TeltonikaLimits, TeltonikaMetrics } from './limits.js';

/** What a session needs from its server. */
export interface SessionContext {
  registry: DeviceRegistry;
  store: DeviceRecordStore;
  log: IngestLog;
  limits: TeltonikaLimits;
  metrics: TeltonikaMetrics;
}

const ACCEPT = Uint8Array.of(0x01);
const REFUSE = Uint8Array.of(0x00);

/**
 * One device connection: the IMEI handshake, then AVL packets one at a time, each acknowledged with
 * its record count once the store has them. Bytes that arrive while a packet is being stored wait in
 * the buffer (the socket is paused): a device sends its next packet only after the ack anyway.
 */
export class TeltonikaSession {
  private buffer: Buffer = Buffer.alloc(0);
  private binding: DeviceBinding | undefined;
  private busy = false;
  private closed = false;
  private handshakeTimer: NodeJS.Timeout | undefined;
  private frameTimer: NodeJS.Timeout | undefined;
  private readonly remote: string;

  /** @param socket the accepted connection; @param context the server's seams and bounds */
  constructor(
    private readonly socket: Socket,
    private readonly context: SessionContext,
  ) {
    this.remote = socket.remoteAddress ?? 'unknown';
    socket.setNoDelay(true);
    socket.setTimeout(context.limits.idleTimeoutMs);
    socket.on('timeout', () => this.timedOut('idle'));
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => this.close());
    socket.on('close', () => this.close());
    this.handshakeTimer = setTimeout(
      () => this.timedOut('handshake'),
      context.limits.handshakeTimeoutMs,
    );
  }

  private get details(): object {
    return { remote: this.remote, deviceId: this.binding?.deviceId };
  }

  private timedOut(kind: 'handshake' | 'idle' | 'frame'): void {
    if (this.closed) return;
    const { metrics, log } = this.context;
    if (kind === 'handshake') metrics.handshakeTimeouts += 1;
    else if (kind === 'idle') metrics.idleTimeouts += 1;
    else metrics.frameTimeouts += 1;
    log.warn({ ...this.details, timeout: kind }, `teltonika: ${kind} timeout, connection closed`);
    this.close();
  }

  private receive(chunk: Buffer): void {
    if (this.closed) return;
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const bound = this.context.limits.maxPacketBytes + 12;
    if (this.buffer.length > bound + 32) {
      // more than one packet queued while storing: the device does not wait for acks
      this.refuse(
        new DeviceFrameError('oversized', `${this.buffer.length} bytes queued unacknowledged`),
      );
      return;
    }
    this.advance();
  }

  /** Processes what the buffer holds, one frame at a time. */
  private advance(): void {
    if (this.busy || this.closed) return;
    try {
      if (this.binding === undefined) this.readHandshake();
      else this.readPacket();
    } catch (error) {
      if (error instanceof DeviceFrameError) this.refuse(error);
      else this.fail(error, 'teltonika: unexpected error, connection closed');
    }
  }

  private readHandshake(): void {
    const handshake = decodeImei(this.buffer);
    if (handshake === undefined) return;
    this.buffer = this.buffer.subarray(handshake.size);
    this.busy = true;
    this.socket.pause();
    void this.bind(handshake.imei);
  }

  private async bind(imei: string): Promise<void> {
    const { registry, metrics, log } = this.context;
    let binding: DeviceBinding | undefined;
    try {
      binding = await registry.lookup('teltonika', imei);
    } catch (error) {
      metrics.lookupFailures += 1;
      this.fail(error, 'teltonika: registry lookup failed, connection closed');
      return;
    }
    if (this.closed) return;
    if (binding === undefined) {
      metrics.unknownDevices += 1;
      log.warn({ remote: this.remote, deviceId: imei }, 'teltonika: unknown IMEI refused');
      this.socket.end(REFUSE);
      this.closed = true;
      this.clearTimers();
      Promise.resolve()
        .then(() => registry.reportUnknown('teltonika', imei, this.remote))
        .catch((error: unknown) => {
          log.error(
            { deviceId: imei, error: String(error) },
            'teltonika: reporting an unknown IMEI failed',
          );
        });
      return;
    }
    this.binding = binding;
    clearTimeout(this.handshakeTimer);
    this.handshakeTimer = undefined;
    this.socket.write(ACCEPT);
    this.resume();
  }

  private readPacket(): void {
    const size = avlFrameSize(this.buffer, this.context.limits.maxPacketBytes);
    if (size === undefined || this.buffer.length < size) {
      this.frameTimer ??= setTimeout(
        () => this.timedOut('frame'),
        this.context.limits.frameTimeoutMs,
      );
      return;
    }
    clearTimeout(this.frameTimer);
    this.frameTimer = undefined;
    const frame = this.buffer.subarray(0, size);
    this.buffer = this.buffer.subarray(size);
    const packet = decodeAvlPacket(frame, this.context.limits.maxPacketBytes);
    this.busy = true;
    this.socket.pause();
    void this.store(packet.records.map((record) => this.recordOf(record)));
  }

  private recordOf(record: Parameters<typeof readingFromAvlRecord>[0]): DeviceRecord {
    const binding = this.binding as DeviceBinding;
    return {
      ...readingFromAvlRecord(record, teltonikaFamilyOf(binding.model)),
      deviceId: binding.deviceId,
      companyId: binding.companyId,
      truckId: binding.truckId,
    };
  }

  private async store(records: DeviceRecord[]): Promise<void> {
    const { store, metrics } = this.context;
    try {
      if (records.length > 0) await store.append(records);
    } catch (error) {
      metrics.storeFailures += 1;
      this.fail(error, 'teltonika: storing records failed, not acknowledged');
      return;
    }
    if (this.closed) return;
    metrics.packets += 1;
    metrics.records += records.length;
    this.socket.write(encodeAvlAck(records.length));
    this.resume();
  }

  private resume(): void {
    this.busy = false;
    this.socket.resume();
    if (this.buffer.length > 0) this.advance();
  }

  private refuse(error: DeviceFrameError): void {
    const { metrics, log } = this.context;
    metrics.badFrames[error.problem] = (metrics.badFrames[error.problem] ?? 0) + 1;
    log.warn(
      { ...this.details, problem: error.problem, reason: error.message },
      'teltonika: bad frame, connection closed',
    );
    this.close();
  }

  private fail(error: unknown, message: string): void {
    this.context.log.error({ ...this.details, error: String(error) }, message);
    this.close();
  }

  private clearTimers(): void {
    clearTimeout(this.handshakeTimer);
    clearTimeout(this.frameTimer);
  }

  /** Closes the connection (idempotent). */
  close(): void {
    this.clearTimers();
    if (!this.socket.destroyed) this.socket.destroy();
    this.closed = true;
  }
}
