/** The bounds of the Teltonika listener (docs/devices.md, "Limits"). */
export interface TeltonikaLimits {
  /** Open connections at once; one more is closed at once. */
  maxConnections: number;
  /** Open connections from one remote address (devices behind one NAT share one). */
  maxConnectionsPerAddress: number;
  /** Bound of an AVL packet's data field length, bytes. */
  maxPacketBytes: number;
  /** From connect to an accepted IMEI. */
  handshakeTimeoutMs: number;
  /** Without any byte from the device (Teltonika's "open link timeout" defaults to 300 s). */
  idleTimeoutMs: number;
  /** From a packet's first byte to its last (a device dripping bytes is closed). */
  frameTimeoutMs: number;
}

/** Defaults sized for 10,000 devices on one relay. */
export const DEFAULT_TELTONIKA_LIMITS: TeltonikaLimits = {
  maxConnections: 20_000,
  maxConnectionsPerAddress: 200,
  maxPacketBytes: 64 * 1024,
  handshakeTimeoutMs: 15_000,
  idleTimeoutMs: 10 * 60_000,
  frameTimeoutMs: 30_000,
};

/** Counters of the listener, read by the relay's metrics (docs/devices.md, "Metrics"). */
export interface TeltonikaMetrics {
  /** Connections open now. */
  open: number;
  accepted: number;
  refusedMaxConnections: number;
  refusedPerAddress: number;
  unknownDevices: number;
  handshakeTimeouts: number;
  idleTimeouts: number;
  frameTimeouts: number;
  /** Frames refused, by problem (`bad-crc`, `oversized`, `bad-imei`...). */
  badFrames: Record<string, number>;
  packets: number;
  records: number;
  /** Packets whose records could not be stored (no ack; the device resends). */
  storeFailures: number;
  /** Registry lookups that failed (connection closed without an answer). */
  lookupFailures: number;
}

/** Fresh counters. */
export function emptyTeltonikaMetrics(): TeltonikaMetrics {
  return {
    open: 0,
    accepted: 0,
    refusedMaxConnections: 0,
    refusedPerAddress: 0,
    unknownDevices: 0,
    handshakeTimeouts: 0,
    idleTimeouts: 0,
    frameTimeouts: 0,
    badFrames: {},
    packets: 0,
    records: 0,
    storeFailures: 0,
    lookupFailures: 0,
  };
}
