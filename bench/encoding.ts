// Encoding of the live stream, measured at both ends: Socket.IO's default parser with trucks as
// JSON objects, socket.io-msgpack-parser with objects, and the default parser with the columnar
// form (shared/protocol/columnar.ts). Relay side: one encode per broadcast; client side: decode of
// the frame into objects ready for applyDiff. Prints; asserts nothing.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import * as msgpack from 'socket.io-msgpack-parser';
import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import {
  applyDiff,
  decodeDiff,
  decodeSnapshot,
  diffFleet,
  encodeDiff,
  encodeSnapshot,
  wireDiffProblem,
  wireSnapshotProblem,
  readColumnDiff,
  type CompanyDiff,
  type Truck,
  type TruckId,
  type WireDiff,
} from '@fleetdeck/shared';
import { makeFleet, tick, type BenchTruck } from './fleetFixture.js';

const packet = (event: string, data: unknown): Packet => ({
  type: PacketType.EVENT,
  nsp: '/live',
  data: [event, data],
});

function time(runs: number, fn: () => void): number {
  for (let i = 0; i < 2; i++) fn();
  const start = performance.now();
  for (let i = 0; i < runs; i++) fn();
  return (performance.now() - start) / runs;
}

function decodeWith(
  decoder: { add(x: unknown): void; on(e: string, f: (p: Packet) => void): unknown },
  frames: unknown[],
): Packet {
  let out: Packet | undefined;
  decoder.on('decoded', (p: Packet) => (out = p));
  for (const frame of frames) decoder.add(frame);
  if (!out) throw new Error('nothing decoded');
  return out;
}

interface Codec {
  name: string;
  encode(event: string, data: unknown): unknown[];
  decode(frames: unknown[]): unknown;
  size(frames: unknown[]): number;
  diffData(diff: CompanyDiff): unknown;
  readDiff(data: unknown): unknown;
}

const bytes = (frames: unknown[]) =>
  frames.reduce<number>(
    (n, f) => n + (typeof f === 'string' ? Buffer.byteLength(f) : (f as ArrayBuffer).byteLength),
    0,
  );

const jsonCodec = (name: string, columnar: boolean): Codec => ({
  name,
  encode: (event, data): unknown[] => new Encoder().encode(packet(event, data)) as unknown[],
  decode: (frames) => decodeWith(new Decoder(), frames),
  size: bytes,
  diffData: (diff) => (columnar ? encodeDiff(diff) : diff),
  readDiff: (data) => (columnar ? decodeDiff(data as never) : data),
});

const msgpackCodec: Codec = {
  name: 'msgpack, objects',
  encode: (event, data) => [new msgpack.Encoder().encode(packet(event, data))].flat(),
  decode: (frames) => decodeWith(new msgpack.Decoder(), frames),
  size: bytes,
  diffData: (diff) => diff,
  readDiff: (data) => data,
};

export function runEncodingBench(counts: number[]): void {
  for (const count of counts) {
    const before = makeFleet(count);
    const after = tick(before, 0.2, 1);
    const previous = new Map<TruckId, BenchTruck>(before.map((t) => [t.id, t]));
    const diff: CompanyDiff = { company: '*', seq: 2, at: 0, ...diffFleet(previous, after) };
    const snapshot = { company: '*' as const, seq: 2, at: 0, trucks: after as unknown as Truck[] };
    console.log(`\nencoding, ${count} trucks, 20 % moving (${diff.upserts.length} upserts)`);
    console.log(
      `  ${'form'.padEnd(22)} ${'diff'.padStart(10)} ${'snapshot'.padStart(10)} ${'diff/snap'.padStart(9)} ${'relay encode'.padStart(13)} ${'client decode'.padStart(14)}`,
    );
    const runs = count > 20_000 ? 3 : 10;
    for (const codec of [
      jsonCodec('JSON, objects', false),
      msgpackCodec,
      jsonCodec('JSON, columnar', true),
    ]) {
      const snapData = codec.name.includes('columnar') ? encodeSnapshot(snapshot) : snapshot;
      const diffFrames = codec.encode('fleet:diff', codec.diffData(diff));
      const snapFrames = codec.encode('fleet:snapshot', snapData);
      const encodeMs = time(runs, () => codec.encode('fleet:diff', codec.diffData(diff)));
      const decodeMs = time(runs, () => {
        const decoded = codec.decode(diffFrames) as { data: [string, unknown] };
        codec.readDiff(decoded.data[1]);
      });
      const diffBytes = codec.size(diffFrames);
      const snapBytes = codec.size(snapFrames);
      console.log(
        `  ${codec.name.padEnd(22)} ${`${(diffBytes / 1024).toFixed(0)} KB`.padStart(10)} ${`${(snapBytes / 1024).toFixed(0)} KB`.padStart(10)} ${`${((100 * diffBytes) / snapBytes).toFixed(1)} %`.padStart(9)} ${`${encodeMs.toFixed(1)} ms`.padStart(13)} ${`${decodeMs.toFixed(1)} ms`.padStart(14)}`,
      );
    }
    // Snapshot decode cost on the client for the chosen form.
    const wire = JSON.parse(JSON.stringify(encodeSnapshot(snapshot))) as ReturnType<
      typeof encodeSnapshot
    >;
    console.log(
      `  columnar snapshot -> objects (client)         ${time(runs, () => decodeSnapshot(wire)).toFixed(1)} ms`,
    );
    // The snapshot's trucks deflated for the clients that ask (relay/src/socket/liveGateway.ts).
    const trucksJson = Buffer.from(JSON.stringify(wire.trucks));
    const deflated = deflateRawSync(trucksJson, { level: 1 });
    console.log(
      `  snapshot trucks deflated (level 1)            ${(deflated.length / 1024).toFixed(0)} of ${(trucksJson.length / 1024).toFixed(0)} KB (${((100 * deflated.length) / trucksJson.length).toFixed(1)} %), deflate ${time(runs, () => deflateRawSync(trucksJson, { level: 1 })).toFixed(1)} ms, inflate ${time(runs, () => inflateRawSync(deflated)).toFixed(1)} ms`,
    );
    // The client's structural check before decoding (web/src/data/liveSchemas.ts).
    const wireDiff = JSON.parse(JSON.stringify(encodeDiff(diff))) as unknown;
    const checkRuns = 2_000;
    console.log(
      `  structural check at the client, snapshot / diff  ${(1000 * time(checkRuns, () => wireSnapshotProblem(wire))).toFixed(1)} / ${(1000 * time(checkRuns, () => wireDiffProblem(wireDiff))).toFixed(1)} µs`,
    );
    // The diff applied to the client's replica: decoded into patch objects then patched (before
    // 2026-11-29), against its columns written straight into the new trucks (ColumnRows). Each run
    // patches a fresh copy of the fleet; the copy is timed in neither.
    const fleet = new Map<TruckId, BenchTruck>(after.map((t) => [t.id, t]));
    const applied = (read: () => Parameters<typeof applyDiff>[1]) => {
      let total = 0;
      for (let i = 0; i < runs + 2; i++) {
        const state = new Map(fleet);
        const t0 = performance.now();
        applyDiff(state, read());
        if (i >= 2) total += performance.now() - t0;
      }
      return total / runs;
    };
    const decoded = applied(() => decodeDiff(wireDiff as WireDiff));
    const columns = applied(() => readColumnDiff(wireDiff as WireDiff));
    console.log(
      `  diff applied to the replica: decode + patch / columns  ${decoded.toFixed(1)} / ${columns.toFixed(1)} ms`,
    );
  }
}
