import { DeviceFrameError } from './errors.js';

/** Big-endian reads over a byte range that never read past its end: they throw `truncated`. */
export class ByteReader {
  private readonly view: DataView;
  private offset: number;

  /** @param bytes the buffer; @param start first index; @param end index after the last readable */
  constructor(
    private readonly bytes: Uint8Array,
    start = 0,
    private readonly end = bytes.length,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.offset = start;
  }

  /** The index of the next byte to read. */
  get position(): number {
    return this.offset;
  }

  /** Bytes left before the end. */
  get remaining(): number {
    return this.end - this.offset;
  }

  private claim(size: number, what: string): number {
    if (size > this.end - this.offset) {
      throw new DeviceFrameError(
        'truncated',
        `${what} needs ${size} bytes at offset ${this.offset} but only ${this.end - this.offset} remain`,
      );
    }
    const at = this.offset;
    this.offset += size;
    return at;
  }

  /** One unsigned byte. */
  uint8(what: string): number {
    return this.view.getUint8(this.claim(1, what));
  }

  /** Two bytes, unsigned. */
  uint16(what: string): number {
    return this.view.getUint16(this.claim(2, what));
  }

  /** Two bytes, signed. */
  int16(what: string): number {
    return this.view.getInt16(this.claim(2, what));
  }

  /** Four bytes, unsigned. */
  uint32(what: string): number {
    return this.view.getUint32(this.claim(4, what));
  }

  /** Four bytes, signed. */
  int32(what: string): number {
    return this.view.getInt32(this.claim(4, what));
  }

  /** Eight bytes, unsigned. */
  uint64(what: string): bigint {
    return this.view.getBigUint64(this.claim(8, what));
  }

  /** A copy of the next `size` bytes. */
  take(size: number, what: string): Uint8Array {
    const at = this.claim(size, what);
    return this.bytes.slice(at, at + size);
  }
}

/** Big-endian writes into a growing buffer. */
export class ByteWriter {
  private buffer = new Uint8Array(256);
  private view = new DataView(this.buffer.buffer);
  private length = 0;

  private reserve(size: number): number {
    if (this.length + size > this.buffer.length) {
      const grown = new Uint8Array(Math.max(this.buffer.length * 2, this.length + size));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
      this.view = new DataView(grown.buffer);
    }
    const at = this.length;
    this.length += size;
    return at;
  }

  /** One byte. */
  uint8(value: number): void {
    const at = this.reserve(1);
    this.view.setUint8(at, value);
  }

  /** Two bytes, unsigned. */
  uint16(value: number): void {
    const at = this.reserve(2);
    this.view.setUint16(at, value);
  }

  /** Two bytes, signed. */
  int16(value: number): void {
    const at = this.reserve(2);
    this.view.setInt16(at, value);
  }

  /** Four bytes, unsigned. */
  uint32(value: number): void {
    const at = this.reserve(4);
    this.view.setUint32(at, value);
  }

  /** Four bytes, signed. */
  int32(value: number): void {
    const at = this.reserve(4);
    this.view.setInt32(at, value);
  }

  /** Eight bytes, unsigned. */
  uint64(value: bigint): void {
    const at = this.reserve(8);
    this.view.setBigUint64(at, value);
  }

  /** Raw bytes. */
  bytes(value: Uint8Array): void {
    const at = this.reserve(value.length);
    this.buffer.set(value, at);
  }

  /** A copy of what was written. */
  result(): Uint8Array {
    return this.buffer.slice(0, this.length);
  }
}
