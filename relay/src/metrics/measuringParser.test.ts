import { describe, expect, it } from 'vitest';
import { PacketType, type Packet } from 'socket.io-parser';
import { measuringParser } from './measuringParser.js';

const event = (nsp: string, name: string, payload: unknown): Packet => ({
  type: PacketType.EVENT,
  nsp,
  data: [name, payload],
});

describe('measuringParser', () => {
  it('reports the bytes of each fleet:diff as the clients receive them', () => {
    const sizes: number[] = [];
    const encoder = new (measuringParser((bytes) => sizes.push(bytes)).Encoder)();
    const [text] = encoder.encode(event('/live', 'fleet:diff', { seq: 4, note: 'é' })) as string[];
    expect(text).toBe('2/live,["fleet:diff",{"seq":4,"note":"é"}]');
    expect(sizes).toEqual([Buffer.byteLength(text as string)]);
  });

  it("keeps a /live snapshot's text while its payload lives, and not a /shared one's", () => {
    const encoder = new (measuringParser(() => undefined).Encoder)();
    const live = { seq: 1, trucks: [] as number[] };
    const first = encoder.encode(event('/live', 'fleet:snapshot', live));
    live.trucks.push(7); // the same payload object: the kept text is sent again
    expect(encoder.encode(event('/live', 'fleet:snapshot', live))).toEqual(first);

    const shared = { seq: 1, trucks: [] as number[] };
    encoder.encode(event('/shared', 'fleet:snapshot', shared));
    shared.trucks.push(7);
    expect(encoder.encode(event('/shared', 'fleet:snapshot', shared))).toEqual([
      '2/shared,["fleet:snapshot",{"seq":1,"trucks":[7]}]',
    ]);
  });

  it('sends a deflated snapshot with its bytes as a binary attachment', () => {
    const encoder = new (measuringParser(() => undefined).Encoder)();
    const deflated = Buffer.from([1, 2, 3]);
    const [header, attachment] = encoder.encode(
      event('/live', 'fleet:snapshot', { company: '*', seq: 2, at: 0, deflated }),
    ) as [string, Buffer];
    expect(header).toBe(
      '51-/live,["fleet:snapshot",{"company":"*","seq":2,"at":0,"deflated":{"_placeholder":true,"num":0}}]',
    );
    expect(attachment).toEqual(deflated);
  });
});
