import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { LeanWebSocket, type LeanMessage } from './support/leanWebSocket.js';

// The soak's lean client (bench/leanWebSocket.ts) must read every message a relay sends, whatever
// its size and however TCP cuts it, or the soak's seqs and stamps would be wrong.

const text = (n: number, seed: number): string =>
  Array.from({ length: n }, (_, i) => String.fromCharCode(97 + ((i * 7 + seed) % 26))).join('');

function expectKept(got: LeanMessage, sent: Buffer, binary: boolean): void {
  expect(got.length).toBe(sent.length);
  expect(got.binary).toBe(binary);
  expect(got.head.equals(sent.subarray(0, 200))).toBe(true);
  expect(got.tail.equals(sent.subarray(Math.max(0, sent.length - 400)))).toBe(true);
}

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
}

describe('LeanWebSocket', () => {
  const closers: (() => void)[] = [];
  afterEach(() => {
    for (const close of closers.splice(0)) close();
  });

  it('talks to a real ws server: sizes of every length form, fragments, ping, its own sends', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    closers.push(() => wss.close());
    await new Promise((r) => wss.on('listening', r));
    const peer = new Promise<ServerSocket>((resolve) => wss.on('connection', resolve));
    const { port } = wss.address() as AddressInfo;
    const client = new LeanWebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`);
    closers.push(() => client.terminate());
    const got: LeanMessage[] = [];
    client.onmessage = (m) => got.push(m);
    const server = await peer;
    const received: string[] = [];
    server.on('message', (data: Buffer) => received.push(data.toString()));
    let pongs = 0;
    server.on('pong', () => (pongs += 1));

    const sent = [
      { data: Buffer.from('2'), binary: false },
      { data: Buffer.from(text(125, 1)), binary: false },
      { data: Buffer.from(text(1_000, 2)), binary: false },
      { data: Buffer.from(text(70_000, 3)), binary: false },
      {
        data: Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 31) & 255)),
        binary: true,
      },
    ];
    for (const { data, binary } of sent) server.send(data, { binary });
    // One message in three fragments.
    const whole = Buffer.from(text(5_000, 4));
    server.send(whole.subarray(0, 100), { binary: false, fin: false });
    server.send(whole.subarray(100, 4_700), { binary: false, fin: false });
    server.send(whole.subarray(4_700), { binary: false, fin: true });
    server.ping();
    await until(() => got.length === sent.length + 1 && pongs === 1);
    sent.forEach(({ data, binary }, i) => expectKept(got[i] as LeanMessage, data, binary));
    expectKept(got[sent.length] as LeanMessage, whole, false);

    client.send('3');
    client.send(text(300, 5));
    client.send(text(70_000, 6));
    await until(() => received.length === 3);
    expect(received).toEqual(['3', text(300, 5), text(70_000, 6)]);

    let closed = false;
    client.onclose = () => (closed = true);
    server.close();
    await until(() => closed);
  });

  it('reads frames whose headers and payloads are cut anywhere by TCP', async () => {
    const frames = [
      Buffer.from([0x81, 3, ...Buffer.from('abc')]),
      Buffer.concat([Buffer.from([0x81, 126, 0x01, 0x2c]), Buffer.from(text(300, 7))]),
      Buffer.concat([
        Buffer.from([0x82, 127, 0, 0, 0, 0, 0, 1, 0x11, 0x70]),
        Buffer.alloc(70_000, 9),
      ]),
      Buffer.from([0x81, 0]), // an empty message
    ];
    const bytes = Buffer.concat(frames);
    const server: Server = createServer((socket) => {
      socket.once('data', () => void answer());
      const answer = async (): Promise<void> => {
        socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n');
        // Kept as a pause: it shapes the input (the handshake's halves in two reads), it does not
        // wait for anything to happen; were they read as one, the test would still hold.
        await new Promise((r) => setTimeout(r, 10));
        socket.write('Connection: Upgrade\r\n\r\n');
        // Cut into slices of 1 to 5 bytes, then larger ones, each written on its own.
        for (let at = 0, i = 0; at < bytes.length; i += 1) {
          const size = at < 400 ? 1 + (i % 5) : 4_093;
          socket.write(bytes.subarray(at, at + size));
          at += size;
          await new Promise((r) => setImmediate(r));
        }
      };
    });
    closers.push(() => server.close());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const client = new LeanWebSocket(`ws://127.0.0.1:${port}/`);
    closers.push(() => client.terminate());
    const got: LeanMessage[] = [];
    client.onmessage = (m) => got.push(m);
    await until(() => got.length === 4);
    expectKept(got[0] as LeanMessage, Buffer.from('abc'), false);
    expectKept(got[1] as LeanMessage, Buffer.from(text(300, 7)), false);
    expectKept(got[2] as LeanMessage, Buffer.alloc(70_000, 9), true);
    expectKept(got[3] as LeanMessage, Buffer.alloc(0), false);
  });
});
