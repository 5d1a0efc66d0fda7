import { connect, type Socket } from 'node:net';
import { CODEC_8_EXTENDED, encodeAvlPacket, encodeImei, type AvlRecord } from '@fleetdeck/shared';

/** How one simulated tracker reaches the relay. */
export interface TeltonikaDeviceOptions {
  host: string;
  port: number;
  imei: string;
  /** Records per packet at most (a device's buffer after a reconnect goes out in such packets). */
  maxRecordsPerPacket?: number;
  /** Records kept while disconnected at most (the oldest are dropped first). */
  maxBuffered?: number;
  /** First reconnect delay; doubles per failure up to `maxBackoffMs`, with jitter. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How long the device waits for the handshake answer or a packet's ack before reconnecting. */
  answerTimeoutMs?: number;
  random?: () => number;
  /** Told when a packet's records were acknowledged (tests, metrics). */
  onAck?: (records: number) => void;
}

/**
 * One Teltonika tracker over TCP: sends its IMEI, waits for the `01` acceptance, then sends Codec 8
 * Extended packets of its buffered records one at a time, each removed only once the server
 * acknowledges their count; reconnects with exponential backoff when refused, closed or silent.
 */
export class TeltonikaDevice {
  private socket: Socket | undefined;
  private readonly buffered: AvlRecord[] = [];
  private inFlight = 0;
  private accepted = false;
  private received = Buffer.alloc(0);
  private failures = 0;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  private answerTimer: NodeJS.Timeout | undefined;
  private readonly options: Required<Omit<TeltonikaDeviceOptions, 'onAck'>> &
    Pick<TeltonikaDeviceOptions, 'onAck'>;

  constructor(options: TeltonikaDeviceOptions) {
    this.options = {
      maxRecordsPerPacket: 50,
      maxBuffered: 2000,
      backoffMs: 1000,
      maxBackoffMs: 60_000,
      answerTimeoutMs: 30_000,
      random: Math.random,
      ...options,
    };
  }

  /** Whether the server accepted the IMEI on the open connection. */
  get online(): boolean {
    return this.accepted;
  }

  /** Records waiting to be acknowledged. */
  get pending(): number {
    return this.buffered.length;
  }

  /** Opens the connection (and keeps reopening it until `close`). */
  start(): void {
    this.connect();
  }

  /** Buffers a record and sends it as soon as the connection is free. */
  push(record: AvlRecord): void {
    this.buffered.push(record);
    const excess = this.buffered.length - this.options.maxBuffered;
    if (excess > 0 && this.inFlight === 0) this.buffered.splice(0, excess);
    this.flush();
  }

  /** Ends the connection for good. */
  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
    clearTimeout(this.answerTimer);
    this.socket?.destroy();
    this.socket = undefined;
  }

  private connect(): void {
    if (this.closed) return;
    this.accepted = false;
    this.inFlight = 0;
    this.received = Buffer.alloc(0);
    const socket = connect({ host: this.options.host, port: this.options.port });
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('connect', () => {
      socket.write(encodeImei(this.options.imei));
      this.expectAnswer();
    });
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.reconnectLater();
    });
  }

  private onData(chunk: Buffer): void {
    this.received = Buffer.concat([this.received, chunk]);
    if (!this.accepted) {
      if (this.received.length < 1) return;
      const answer = this.received[0];
      this.received = this.received.subarray(1);
      clearTimeout(this.answerTimer);
      if (answer !== 1) return void this.socket?.destroy();
      this.accepted = true;
      this.failures = 0;
      this.flush();
    }
    while (this.received.length >= 4 && this.inFlight > 0) {
      const count = this.received.readUInt32BE(0);
      this.received = this.received.subarray(4);
      clearTimeout(this.answerTimer);
      if (count !== this.inFlight) return void this.socket?.destroy();
      this.buffered.splice(0, count);
      this.inFlight = 0;
      this.options.onAck?.(count);
      this.flush();
    }
  }

  private flush(): void {
    if (!this.accepted || this.inFlight > 0 || this.buffered.length === 0 || !this.socket) return;
    const records = this.buffered.slice(0, this.options.maxRecordsPerPacket);
    this.inFlight = records.length;
    this.socket.write(encodeAvlPacket({ codec: CODEC_8_EXTENDED, records }));
    this.expectAnswer();
  }

  private expectAnswer(): void {
    clearTimeout(this.answerTimer);
    this.answerTimer = setTimeout(() => this.socket?.destroy(), this.options.answerTimeoutMs);
    this.answerTimer.unref();
  }

  private reconnectLater(): void {
    clearTimeout(this.answerTimer);
    this.accepted = false;
    this.inFlight = 0;
    if (this.closed) return;
    const base = Math.min(this.options.maxBackoffMs, this.options.backoffMs * 2 ** this.failures);
    this.failures += 1;
    const delay = base * (0.5 + this.options.random() / 2);
    this.retry = setTimeout(() => this.connect(), delay);
    this.retry.unref();
  }
}
