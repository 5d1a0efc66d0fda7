import { LIVE_NAMESPACE } from '@fleetdeck/shared';
import { Decoder, Encoder, type Packet } from 'socket.io-parser';

const FLEET_EVENTS = new Set(['fleet:diff', 'fleet:snapshot']);

/**
 * Socket.IO's default parser, with three changes for the fleet stream: the size of each encoded
 * `fleet:diff` is reported (a broadcast is encoded once for all its clients, so this is what each
 * client receives, measured without a second JSON.stringify); fleet payloads skip the parser's
 * walk over every value looking for binary data (only a deflated snapshot holds any; the walk cost
 * more than the encoding itself on large snapshots, docs/perf.md); and a `/live` snapshot's text is
 * kept while its payload lives, so the batches of clients that join at one seq (admitted a few at
 * a time, liveGateway.ts) share one JSON.stringify (a `/shared` snapshot is made afresh for each
 * link, so its text is not kept). The wire format is the default one.
 */
export function measuringParser(onDiffBytes: (bytes: number) => void): {
  Encoder: new () => Encoder;
  Decoder: typeof Decoder;
} {
  const snapshotTexts = new WeakMap<object, string>();
  class MeasuringEncoder extends Encoder {
    override encode(packet: Packet): ReturnType<Encoder['encode']> {
      const data = packet.data as unknown[] | undefined;
      const event = Array.isArray(data) ? data[0] : undefined;
      if (typeof event !== 'string' || !FLEET_EVENTS.has(event)) return super.encode(packet);
      const payload = data?.[1];
      const snapshot =
        event === 'fleet:snapshot' && packet.id === undefined && typeof payload === 'object'
          ? payload
          : null;
      if (snapshot && 'deflated' in snapshot) return super.encode(packet);
      const kept = snapshot && packet.nsp === LIVE_NAMESPACE && snapshotTexts.get(snapshot);
      if (kept) return [kept];
      // encodeAsString is private in the typings but is the parser's own text path.
      const text = (this as unknown as { encodeAsString(p: Packet): string }).encodeAsString(
        packet,
      );
      if (event === 'fleet:diff') onDiffBytes(Buffer.byteLength(text));
      if (snapshot && packet.nsp === LIVE_NAMESPACE) snapshotTexts.set(snapshot, text);
      return [text];
    }
  }
  return { Encoder: MeasuringEncoder, Decoder };
}
