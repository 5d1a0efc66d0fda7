import type { Socket } from 'socket.io';

interface EngineInternals {
  writeBuffer?: Array<{ data?: unknown }>;
  transport?: { socket?: { bufferedAmount?: number } };
}

/**
 * Bytes this relay holds for a client and has not handed to the kernel: the WebSocket's send buffer
 * plus packets engine.io queued while the transport was busy. A client that stops reading makes
 * this grow once the kernel buffers are full. Reads engine.io internals (there is no public
 * accessor); tests/slowClient.test.ts catches a change of shape.
 */
export function pendingBytes(socket: Socket): number {
  const conn = socket.conn as unknown as EngineInternals;
  let bytes = conn.transport?.socket?.bufferedAmount ?? 0;
  for (const packet of conn.writeBuffer ?? []) {
    const data = packet.data;
    if (typeof data === 'string') bytes += data.length;
    else if (data instanceof Uint8Array) bytes += data.byteLength;
  }
  return bytes;
}

/**
 * Whether a client is to be held back at this tick: more than `max` bytes pending, and no fewer than
 * at the last tick. A client flushing a big snapshot (at 50,000 trucks it alone is over the 4 MB
 * default) is draining, not lagging: holding it back made it drain into yet another snapshot, over
 * and over (docs/perf.md). A client that stops reading only ever grows, and is held back at the
 * first tick over the limit, so what the relay holds for it stays bounded.
 */
export function holdBack(pending: number, pendingLastTick: number, max: number): boolean {
  return pending > max && pending >= pendingLastTick;
}
