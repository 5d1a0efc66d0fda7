import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom, take, toArray } from 'rxjs';
import { applyDiff, encodeDiff, toColumns } from '@fleetdeck/shared';
import { connectLive, type LiveMessage } from './liveSocket.js';
import {
  inflatingHandlers,
  serveLiveWorker,
  workerTransport,
  type FromLiveWorker,
  type LiveAuth,
  type LiveAuthSource,
  type LiveHandlers,
  type LiveTransportFactory,
  type LiveWorkerPort,
  type ToLiveWorker,
} from './liveTransport.js';

/** A stand-in for Socket.IO: records what it was opened with and what it was asked. */
function fakeSocket() {
  const opened: {
    url: string;
    auth: LiveAuthSource;
    handlers: LiveHandlers;
    resyncs: number[];
    network: boolean[];
    closed: boolean;
  }[] = [];
  const factory: LiveTransportFactory = (url, auth, handlers) => {
    const entry = {
      url,
      auth,
      handlers,
      resyncs: [] as number[],
      network: [] as boolean[],
      closed: false,
    };
    opened.push(entry);
    return {
      resync: (seq) => entry.resyncs.push(seq),
      network: (online) => entry.network.push(online),
      close: () => (entry.closed = true),
    };
  };
  return { opened, factory };
}

/**
 * A worker in the same thread: messages cross as structured clones, as between threads, and
 * nothing crosses once it is terminated.
 */
function fakeWorker(open: LiveTransportFactory) {
  const worker: LiveWorkerPort & { terminated: boolean; fail(message: string): void } = {
    onmessage: null,
    onerror: null,
    terminated: false,
    postMessage: (message: ToLiveWorker) => {
      if (!worker.terminated) handle(structuredClone(message));
    },
    terminate: () => (worker.terminated = true),
    fail: (message) => {
      const event = { message, preventDefault: vi.fn() } as unknown as ErrorEvent;
      worker.onerror?.(event);
    },
  };
  const handle = serveLiveWorker((message: FromLiveWorker) => {
    if (!worker.terminated)
      worker.onmessage?.({ data: structuredClone(message) } as MessageEvent<FromLiveWorker>);
  }, open);
  return worker;
}

const wireDiff = (seq: number) =>
  encodeDiff({
    company: 1,
    seq,
    at: 1_700_000_000_000 + seq,
    upserts: [{ id: 7, lastpoint: { lat: 45.1, lng: 9.2 } }],
    removes: [],
  });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the live worker', () => {
  it('opens the socket with the address given, asks the page for the handshake at each connection, and relays events and resyncs', () => {
    const socket = fakeSocket();
    const worker = fakeWorker(socket.factory);
    const events: [string, unknown][] = [];
    const connections: boolean[] = [];
    let company = 3;
    const transport = workerTransport(worker)(
      'http://fleet.test/live',
      (send) => send({ token: 't', company }),
      {
        connection: (connected) => connections.push(connected),
        event: (name, payload) => events.push([name, payload]),
      },
    );
    expect(socket.opened.map((s) => s.url)).toEqual(['http://fleet.test/live']);
    const [open] = socket.opened;
    if (!open) throw new Error('not opened');

    const handshakes: LiveAuth[] = [];
    open.auth((auth) => handshakes.push(auth));
    company = 4; // a company switch: the next connection asks again and gets the new one
    open.auth((auth) => handshakes.push(auth));
    expect(handshakes).toEqual([
      { token: 't', company: 3 },
      { token: 't', company: 4 },
    ]);

    open.handlers.connection(true);
    open.handlers.event('fleet:diff', wireDiff(2));
    open.handlers.connection(false);
    expect(connections).toEqual([true, false]);
    expect(events).toEqual([['fleet:diff', wireDiff(2)]]);

    transport.resync(41);
    expect(open.resyncs).toEqual([41]);
    transport.network(false);
    transport.network(true);
    expect(open.network).toEqual([false, true]);

    transport.close();
    expect(worker.terminated).toBe(true);
    open.handlers.event('fleet:diff', wireDiff(3));
    expect(events).toHaveLength(1);
  });

  it('closes the socket it had when asked to open another or to close', () => {
    const socket = fakeSocket();
    const posted: FromLiveWorker[] = [];
    const handle = serveLiveWorker((message) => posted.push(message), socket.factory);
    handle({ type: 'open', url: 'http://a/live' });
    handle({ type: 'open', url: 'http://b/live' });
    expect(socket.opened.map((s) => [s.url, s.closed])).toEqual([
      ['http://a/live', true],
      ['http://b/live', false],
    ]);
    handle({ type: 'close' });
    expect(socket.opened[1]?.closed).toBe(true);
    // A resync with no socket is dropped, not thrown.
    expect(() => handle({ type: 'resync', seq: 1 })).not.toThrow();
  });

  it('goes on in the page when the worker fails: the connection drops once, the page socket takes the resyncs and the close', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const inWorker = fakeSocket();
    const inPage = fakeSocket();
    const worker = fakeWorker(inWorker.factory);
    const connections: boolean[] = [];
    const handlers: LiveHandlers = {
      connection: (connected) => connections.push(connected),
      event: () => undefined,
    };
    const transport = workerTransport(worker, inPage.factory)(
      'http://fleet.test/live',
      (send) => send({}),
      handlers,
    );
    inWorker.opened[0]?.handlers.connection(true);
    worker.fail('script error');
    expect(worker.terminated).toBe(true);
    expect(connections).toEqual([true, false]);
    expect(inPage.opened.map((s) => s.url)).toEqual(['http://fleet.test/live']);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('script error'));

    worker.fail('again'); // a second report does not open a second socket
    expect(inPage.opened).toHaveLength(1);
    transport.resync(9);
    expect(inPage.opened[0]?.resyncs).toEqual([9]);
    transport.network(false);
    expect(inPage.opened[0]?.network).toEqual([false]);
    expect(inWorker.opened[0]?.network).toEqual([]);
    transport.close();
    expect(inPage.opened[0]?.closed).toBe(true);
  });
});

describe('connectLive', () => {
  it('turns events into checked messages, drops malformed ones with a warning, and opens the socket only while subscribed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const socket = fakeSocket();
    const live = connectLive('http://fleet.test', () => ({ company: 2 }), socket.factory);
    expect(socket.opened).toHaveLength(0);

    const received = firstValueFrom(live.message$.pipe(take(3), toArray()));
    const [open] = socket.opened;
    if (!open) throw new Error('not opened');
    expect(open.url).toBe('http://fleet.test/live');
    let handshake: LiveAuth | undefined;
    open.auth((auth) => (handshake = auth));
    expect(handshake).toEqual({ company: 2 });

    open.handlers.connection(true);
    live.resync(5);
    expect(open.resyncs).toEqual([5]);
    open.handlers.event('fleet:diff', { seq: 'two' }); // malformed: dropped
    open.handlers.event('live:error', { event: 'fleet:resync', message: 'seq' }); // not read
    open.handlers.event('fleet:diff', wireDiff(2));
    open.handlers.event('upstream:health', []);
    const messages: LiveMessage[] = await received;
    expect(messages.map((m) => m.type)).toEqual(['connection', 'diff', 'health']);
    const diff = messages[1];
    // The diff's trucks stay in columns until a replica applies them.
    const trucks = new Map([[7, { id: 7, plate: 'AB', lastpoint: { lat: 45, lng: 9, speed: 3 } }]]);
    if (diff?.type === 'diff') applyDiff(trucks, diff.diff);
    expect(trucks.get(7)).toEqual({ id: 7, plate: 'AB', lastpoint: { lat: 45.1, lng: 9.2, speed: 3 } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fleet:diff'));

    live.resync(6);
    expect(open.resyncs).toEqual([5]); // unsubscribed: the socket is closed, nothing to ask
    expect(open.closed).toBe(true);
  });
});

describe('the browser going offline', () => {
  it('drops the stream at once and rejoins when the browser is online again, until unsubscribed', () => {
    const window = new EventTarget();
    const navigator = { onLine: true };
    vi.stubGlobal('addEventListener', window.addEventListener.bind(window));
    vi.stubGlobal('removeEventListener', window.removeEventListener.bind(window));
    vi.stubGlobal('navigator', navigator);
    const socket = fakeSocket();
    const subscription = connectLive('', () => ({}), socket.factory).message$.subscribe();
    const [open] = socket.opened;
    navigator.onLine = false;
    window.dispatchEvent(new Event('offline'));
    navigator.onLine = true;
    window.dispatchEvent(new Event('online'));
    expect(open?.network).toEqual([false, true]);
    subscription.unsubscribe();
    window.dispatchEvent(new Event('offline'));
    expect(open?.network).toEqual([false, true]);
  });

  it('connects even when the browser starts offline (a relay on its own network)', () => {
    vi.stubGlobal('navigator', { onLine: false });
    const socket = fakeSocket();
    const subscription = connectLive('', () => ({}), socket.factory).message$.subscribe();
    expect(socket.opened).toHaveLength(1);
    expect(socket.opened[0]?.network).toEqual([]);
    subscription.unsubscribe();
  });
});

describe('deflated snapshots', () => {
  const trucks = toColumns([
    { id: 1, plate: 'AB-123', lastpoint: { lat: 45.1, lng: 9.2 } },
    { id: 2, plate: 'Ünïcode ✓', lastpoint: { lat: 45.3, lng: 9.4 } },
  ]);
  const header = { company: 7, seq: 40, at: 1_700_000_000_000 };

  const deflate = async (text: string): Promise<ArrayBuffer> =>
    new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw')))
      .arrayBuffer();

  function recording() {
    const got: Array<[string, unknown]> = [];
    const handlers = inflatingHandlers({
      connection: (connected) => got.push(['connection', connected]),
      event: (name, payload) => got.push([name, payload]),
    });
    return { got, handlers };
  }

  it('hands a deflated snapshot on inflated, and what came after it only after it, in order', async () => {
    const { got, handlers } = recording();
    const bytes = await deflate(JSON.stringify(trucks));
    // In Node the bytes arrive as a Buffer, a view into a larger one: only the view is read.
    const view = new Uint8Array(bytes.byteLength + 8).fill(7);
    view.set(new Uint8Array(bytes), 8);
    handlers.connection(true);
    handlers.event('fleet:snapshot', { ...header, deflated: view.subarray(8) });
    handlers.event('fleet:diff', { seq: 41 });
    // In a browser they arrive as an ArrayBuffer.
    handlers.event('fleet:snapshot', { ...header, seq: 42, deflated: bytes });
    handlers.event('fleet:diff', { seq: 43 });
    handlers.connection(false);
    expect(got).toEqual([['connection', true]]);
    await vi.waitFor(() => expect(got).toHaveLength(6));
    expect(got).toEqual([
      ['connection', true],
      ['fleet:snapshot', { ...header, trucks }],
      ['fleet:diff', { seq: 41 }],
      ['fleet:snapshot', { ...header, seq: 42, trucks }],
      ['fleet:diff', { seq: 43 }],
      ['connection', false],
    ]);
    // Once the queue is empty, events go through at once again.
    handlers.event('fleet:diff', { seq: 44 });
    expect(got.at(-1)).toEqual(['fleet:diff', { seq: 44 }]);
  });

  it('passes bytes that do not inflate on as they came, with a warning, and goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { got, handlers } = recording();
    const junk = { ...header, deflated: new Uint8Array([1, 2, 3, 4]) };
    handlers.event('fleet:snapshot', junk);
    handlers.event('fleet:diff', { seq: 41 });
    await vi.waitFor(() => expect(got).toHaveLength(2));
    expect(got).toEqual([
      ['fleet:snapshot', junk],
      ['fleet:diff', { seq: 41 }],
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fleet:snapshot: trucks do not inflate'));
  });
});
