import type { Socket } from 'socket.io';

interface EngineInternals {
  writeBuffer?: Array<{ data?: unknown }>;
  transport?: { socket?: { bufferedAmount?: number } };
}

/**
 * Bytes this relay holds for a client and has not handed to the kernel: the WebSocket's send buffer
 * plus packets engine.io queued while the transport was busy. A client that stops reading makes
 * this grow once the kernel buffers are full. Reads engine.io internals (there is no public
 * accessor); `backpressure.test.ts` and tests/slowClient.test.ts catch a change of shape.
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
