import { io, type Socket } from 'socket.io-client';
import type {
  Columns,
  DeflatedWireSnapshot,
  LiveClientToServer,
  LiveServerToClient,
  WireSnapshot,
} from '@fleetdeck/shared';

/** The handshake of `/live`: the same bearer token and company as the API calls. */
export interface LiveAuth {
  token?: string;
  company?: number;
}

/** Hands the handshake over, at once or later (the worker asks the page for it). */
export type LiveAuthSource = (send: (auth: LiveAuth) => void) => void;

/** What a transport reports: the connection's state and each server event with its payload. */
export interface LiveHandlers {
  connection(connected: boolean): void;
  event(name: string, payload: unknown): void;
}

/** One `/live` connection, however it is carried; closed for good by `close`. */
export interface LiveTransport {
  resync(seq: number): void;
  /**
   * The browser's word on the network: offline drops the connection at once (no reconnection
   * attempts), online connects again (a new snapshot). A worker's socket is not cut by the page's
   * network state, so the page passes it on.
   */
  network(online: boolean): void;
  close(): void;
}

export type LiveTransportFactory = (
  url: string,
  auth: LiveAuthSource,
  handlers: LiveHandlers,
) => LiveTransport;

/** The transport's own event for a `/live` handshake refused for its credential. */
export const HANDSHAKE_REFUSED = 'live:refused';

/** The runtime can inflate a deflated snapshot (every browser the app supports; Node 20). */
const canInflate = typeof DecompressionStream === 'function';

const isDeflatedSnapshot = (name: string, payload: unknown): payload is DeflatedWireSnapshot =>
  name === 'fleet:snapshot' && typeof payload === 'object' && payload !== null && 'deflated' in payload;

/**
 * A deflated snapshot as the plain one (its trucks inflated and parsed). Bytes that do not inflate
 * or parse leave the payload as it came: the snapshot's check then refuses it, naming `trucks`.
 */
export async function inflateSnapshot(
  payload: DeflatedWireSnapshot,
): Promise<WireSnapshot | DeflatedWireSnapshot> {
  const { deflated, ...header } = payload;
  try {
    const bytes = deflated instanceof ArrayBuffer ? deflated : deflated.slice();
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    return { ...header, trucks: JSON.parse(await new Response(stream).text()) as Columns };
  } catch (error) {
    console.warn(`fleet:snapshot: trucks do not inflate (${String(error)})`);
    return payload;
  }
}

/**
 * `handlers` behind a step that inflates deflated snapshots. What arrives while one inflates waits
 * for it, so the handlers see every event in the order it came (a diff never before its snapshot).
 */
export function inflatingHandlers(handlers: LiveHandlers): LiveHandlers {
  let queue: Promise<void> | undefined;
  const inOrder = (deliver: () => unknown) => {
    if (!queue) {
      const result = deliver();
      if (!(result instanceof Promise)) return;
      queue = result.then(() => undefined);
    } else
      queue = queue.then(async () => {
        await deliver();
      });
    const current = (queue = queue.catch((error: unknown) => console.warn('/live event', error)));
    void current.then(() => {
      if (queue === current) queue = undefined;
    });
  };
  return {
    connection: (connected) => inOrder(() => handlers.connection(connected)),
    event: (name, payload) =>
      inOrder(() =>
        isDeflatedSnapshot(name, payload)
          ? inflateSnapshot(payload).then((snapshot) => handlers.event(name, snapshot))
          : handlers.event(name, payload),
      ),
  };
}

/**
 * The Socket.IO connection itself, in whatever thread runs it (the live worker, or the page when
 * there is no worker). `auth` is asked at every (re)connection, so a company switch or a new
 * token is picked up. It asks for deflated snapshots (a quarter of the bytes) and hands them on
 * inflated; what arrives while one inflates waits, so the order of events is kept.
 */
export const socketTransport: LiveTransportFactory = (url, auth, handlers) => {
  const socket: Socket<LiveServerToClient, LiveClientToServer> = io(url, {
    transports: ['websocket'],
    auth: (send) =>
      auth((value) => send(canInflate ? { ...value, compress: 'deflate-raw' } : { ...value })),
  });
  const ordered = inflatingHandlers(handlers);
  socket.on('connect', () => ordered.connection(true));
  socket.on('disconnect', () => ordered.connection(false));
  // A handshake refused for its credential is final (Socket.IO does not retry a refusal): the
  // credential ended while the socket was away, which the app must learn as from `auth:ended`.
  socket.on('connect_error', (error) => {
    if (/^(unauthorized|forbidden):/.test(error.message))
      ordered.event(HANDSHAKE_REFUSED, { message: error.message });
  });
  socket.onAny((name: string, payload: unknown) => ordered.event(name, payload));
  return {
    resync: (seq) => socket.emit('fleet:resync', { seq }),
    network: (online) => {
      if (!online) socket.disconnect();
      else if (!socket.connected) socket.connect();
    },
    close: () => socket.close(),
  };
};

/** What the page says to the live worker. */
export type ToLiveWorker =
  | { type: 'open'; url: string }
  | { type: 'auth'; id: number; auth: LiveAuth }
  | { type: 'resync'; seq: number }
  | { type: 'network'; online: boolean }
  | { type: 'close' };

/** What the live worker says to the page. */
export type FromLiveWorker =
  | { type: 'connection'; connected: boolean }
  | { type: 'auth'; id: number }
  | { type: 'event'; name: string; payload: unknown };

/**
 * The worker's side: runs the connection with `open` and relays it to the page. Each event's
 * payload goes as Socket.IO parsed it (a structured clone), so the WebSocket's frames, their
 * chunks and the JSON parse of a 50,000-truck fleet's diffs stay off the page's main thread
 * (docs/perf.md).
 */
export function serveLiveWorker(
  post: (message: FromLiveWorker) => void,
  open: LiveTransportFactory = socketTransport,
): (message: ToLiveWorker) => void {
  let transport: LiveTransport | undefined;
  const waiting = new Map<number, (auth: LiveAuth) => void>();
  let asked = 0;
  return (message) => {
    switch (message.type) {
      case 'open':
        transport?.close();
        transport = open(
          message.url,
          (send) => {
            asked += 1;
            waiting.set(asked, send);
            post({ type: 'auth', id: asked });
          },
          {
            connection: (connected) => post({ type: 'connection', connected }),
            event: (name, payload) => post({ type: 'event', name, payload }),
          },
        );
        return;
      case 'auth':
        waiting.get(message.id)?.(message.auth);
        waiting.delete(message.id);
        return;
      case 'resync':
        transport?.resync(message.seq);
        return;
      case 'network':
        transport?.network(message.online);
        return;
      case 'close':
        transport?.close();
        transport = undefined;
        waiting.clear();
    }
  };
}

/** The part of a Worker the page's side uses (a test gives its own). */
export interface LiveWorkerPort {
  postMessage(message: ToLiveWorker): void;
  onmessage: ((event: MessageEvent<FromLiveWorker>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/**
 * The page's side of the live worker. If the worker fails (its script cannot load, or it throws),
 * the connection goes on in the page through `fallback`, which joins afresh (a new snapshot).
 */
export function workerTransport(
  worker: LiveWorkerPort,
  fallback: LiveTransportFactory = socketTransport,
): LiveTransportFactory {
  return (url, auth, handlers) => {
    let replaced: LiveTransport | undefined;
    let closed = false;
    worker.onmessage = (event) => {
      const message = event.data;
      if (message.type === 'event') handlers.event(message.name, message.payload);
      else if (message.type === 'connection') handlers.connection(message.connected);
      else auth((value) => worker.postMessage({ type: 'auth', id: message.id, auth: value }));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      if (closed || replaced) return;
      console.warn(`live worker failed (${event.message || 'no message'}): connecting in the page`);
      worker.terminate();
      handlers.connection(false);
      replaced = fallback(url, auth, handlers);
    };
    worker.postMessage({ type: 'open', url });
    return {
      resync: (seq) =>
        replaced ? replaced.resync(seq) : worker.postMessage({ type: 'resync', seq }),
      network: (online) =>
        replaced ? replaced.network(online) : worker.postMessage({ type: 'network', online }),
      close: () => {
        closed = true;
        replaced?.close();
        worker.terminate();
      },
    };
  };
}

/**
 * The connection in a worker where the browser has them, else in the page. The worker is given an
 * absolute address: its own location is its script's.
 */
export const defaultLiveTransport: LiveTransportFactory = (url, auth, handlers) => {
  let worker: Worker | undefined;
  try {
    worker =
      typeof Worker === 'function'
        ? new Worker(new URL('./liveWorker.ts', import.meta.url), { type: 'module' })
        : undefined;
  } catch (error) {
    console.warn('live worker not started: connecting in the page', error);
  }
  if (!worker) return socketTransport(url, auth, handlers);
  const absolute = new URL(url, globalThis.location.href).href;
  return workerTransport(worker)(absolute, auth, handlers);
};
