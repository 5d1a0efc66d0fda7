import { Decoder, Encoder, type Packet } from 'socket.io-parser';

/**
 * Socket.IO's default parser, with the size of each encoded `fleet:diff` reported. A broadcast is
 * encoded once for all its clients, so this measures what each client receives at no extra cost
 * (no second JSON.stringify). The wire format is unchanged: clients use the default parser.
 */
export function measuringParser(onDiffBytes: (bytes: number) => void): {
  Encoder: new () => Encoder;
  Decoder: typeof Decoder;
} {
  class MeasuringEncoder extends Encoder {
    override encode(packet: Packet): ReturnType<Encoder['encode']> {
      const encoded = super.encode(packet);
      const data = packet.data as unknown[] | undefined;
      if (Array.isArray(data) && data[0] === 'fleet:diff') {
        let bytes = 0;
        for (const part of encoded) {
          bytes += typeof part === 'string' ? Buffer.byteLength(part) : (part as Buffer).byteLength;
        }
        onDiffBytes(bytes);
      }
      return encoded;
    }
  }
  return { Encoder: MeasuringEncoder, Decoder };
}
