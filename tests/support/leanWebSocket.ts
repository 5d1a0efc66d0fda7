// A WebSocket client for the soak's (bench/loadSoak.ts) thousands of clients that keeps only the first and last bytes
// of each message. The `ws` client assembles every message whole (a 240 KB diff a second for each
// of 2,000 clients at 50,000 trucks: about 480 MB/s copied and checked as UTF-8 in the clients'
// process, which shares the machine with the relays it measures); the soak reads only a message's
// header (event, seq, stamp), so this client never builds the message. RFC 6455: the handshake,
// unmasked frames from the server (fragments and control frames included), masked text frames
// from the client.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

/** Bytes kept from the start and from the end of each message. */
const HEAD = 200;
const TAIL = 400;

export interface LeanMessage {
  /** The message's first bytes (up to 200). */
  head: Buffer;
  /** The message's last bytes (up to 400; may overlap `head`). */
  tail: Buffer;
  binary: boolean;
  length: number;
}

export class LeanWebSocket {
  private readonly socket: Socket;
  private open = false;
  private handshake: Buffer | undefined = Buffer.alloc(0);
  /** Bytes of a frame header not yet complete. */
  private pending = Buffer.alloc(0);
  /** Payload bytes still to come in the current frame. */
  private left = 0;
  private fin = false;
  /** The current frame's opcode (0 continues a message, 8 and up are control frames). */
  private frameOpcode = 0;
  /** The message being read (across its fragments). */
  private head: Buffer[] = [];
  private headBytes = 0;
  private tail = Buffer.alloc(0);
  private length = 0;
  private binary = false;
  /** Payload of a control frame (ping, close), kept whole: at most 125 bytes. */
  private control: Buffer[] = [];
  private closed = false;

  onmessage: (message: LeanMessage) => void = () => undefined;
  onclose: () => void = () => undefined;

  constructor(url: string) {
    const { hostname, port, pathname, search } = new URL(url);
    const key = randomBytes(16).toString('base64');
    this.socket = connect({ host: hostname, port: Number(port) }, () => {
      this.socket.write(
        `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\n` +
          `Connection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    this.socket.setNoDelay(true);
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', () => undefined);
    this.socket.on('close', () => this.end());
  }

  /** Sends a text message (masked, as a client must). */
  send(text: string): void {
    if (!this.open || this.closed) return;
    this.socket.write(clientFrame(1, Buffer.from(text)));
  }

  /** Drops the connection at once (as `ws`'s `terminate`). */
  terminate(): void {
    this.socket.destroy();
    this.end();
  }

  private end(): void {
    if (this.closed) return;
    this.closed = true;
    this.onclose();
  }

  private onData(chunk: Buffer): void {
    if (this.handshake) {
      const all = Buffer.concat([this.handshake, chunk]);
      const at = all.indexOf('\r\n\r\n');
      if (at < 0) {
        this.handshake = all;
        return;
      }
      if (!all.subarray(0, 16).toString().includes(' 101')) return this.terminate();
      this.handshake = undefined;
      this.open = true;
      chunk = all.subarray(at + 4);
    }
    let at = 0;
    while (at < chunk.length && !this.closed) {
      if (this.left > 0) {
        const take = Math.min(this.left, chunk.length - at);
        this.payload(chunk.subarray(at, at + take));
        at += take;
        this.left -= take;
        if (this.left === 0) this.frameDone();
        continue;
      }
      const used = this.readHeader(chunk, at);
      if (used < 0) return; // the rest of the chunk is kept in `pending`
      at += used;
      if (this.left === 0) this.frameDone(); // an empty frame
    }
  }

  /**
   * Reads a frame header at `chunk[at]`, after any bytes kept from the last chunk. Returns how many
   * of the chunk's bytes it used, or -1 when the header is not complete yet (the bytes are kept).
   */
  private readHeader(chunk: Buffer, at: number): number {
    const kept = this.pending.length;
    const bytes = kept > 0 ? Buffer.concat([this.pending, chunk.subarray(at)]) : chunk.subarray(at);
    if (bytes.length < 2) return this.keep(bytes);
    const b0 = bytes[0] as number;
    const b1 = bytes[1] as number;
    let size = b1 & 127;
    let used = 2;
    if (size === 126) {
      if (bytes.length < 4) return this.keep(bytes);
      size = bytes.readUInt16BE(2);
      used = 4;
    } else if (size === 127) {
      if (bytes.length < 10) return this.keep(bytes);
      size = Number(bytes.readBigUInt64BE(2));
      used = 10;
    }
    if (b1 & 128) used += 4; // a server never masks; a mask would only be skipped
    if (bytes.length < used) return this.keep(bytes);
    this.pending = Buffer.alloc(0);
    this.fin = (b0 & 128) !== 0;
    const opcode = b0 & 15;
    this.frameOpcode = opcode;
    if (opcode === 1 || opcode === 2) {
      // A new message (0 is a continuation of the current one).
      this.binary = opcode === 2;
      this.head = [];
      this.headBytes = 0;
      this.tail = Buffer.alloc(0);
      this.length = 0;
    } else if (opcode >= 8) this.control = [];
    this.left = size;
    return used - kept;
  }

  private keep(bytes: Buffer): -1 {
    this.pending = Buffer.from(bytes);
    return -1;
  }

  private payload(part: Buffer): void {
    if (this.frameOpcode >= 8) {
      this.control.push(Buffer.from(part));
      return;
    }
    this.length += part.length;
    if (this.headBytes < HEAD) {
      const keep = part.subarray(0, HEAD - this.headBytes);
      this.head.push(Buffer.from(keep));
      this.headBytes += keep.length;
    }
    this.tail =
      part.length >= TAIL
        ? Buffer.from(part.subarray(part.length - TAIL))
        : Buffer.concat([this.tail, part]).subarray(-TAIL);
  }

  private frameDone(): void {
    const opcode = this.frameOpcode;
    if (opcode >= 8) {
      if (opcode === 9)
        this.socket.write(clientFrame(10, Buffer.concat(this.control))); // ping: pong
      else if (opcode === 8) this.terminate();
      return;
    }
    if (!this.fin) return;
    this.onmessage({
      head: Buffer.concat(this.head),
      tail: this.tail,
      binary: this.binary,
      length: this.length,
    });
  }
}

/** One whole frame from the client (FIN set, masked as RFC 6455 asks of clients). */
function clientFrame(opcode: number, payload: Buffer): Buffer {
  const n = payload.length;
  const size = n < 126 ? 0 : n < 65536 ? 2 : 8;
  const out = Buffer.alloc(2 + size + 4 + n);
  out[0] = 0x80 | opcode;
  out[1] = 0x80 | (size === 0 ? n : size === 2 ? 126 : 127);
  if (size === 2) out.writeUInt16BE(n, 2);
  else if (size === 8) out.writeBigUInt64BE(BigInt(n), 2);
  const mask = randomBytes(4);
  mask.copy(out, 2 + size);
  for (let i = 0; i < n; i++) out[6 + size + i] = (payload[i] as number) ^ (mask[i & 3] as number);
  return out;
}
