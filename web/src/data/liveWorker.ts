/// <reference lib="webworker" />
import { serveLiveWorker, type FromLiveWorker, type ToLiveWorker } from './liveTransport.js';

// The `/live` Socket.IO connection, off the page's main thread (see liveTransport.ts).
const scope = self as unknown as DedicatedWorkerGlobalScope;
const handle = serveLiveWorker((message: FromLiveWorker) => scope.postMessage(message));
scope.onmessage = (event: MessageEvent<ToLiveWorker>) => handle(event.data);
