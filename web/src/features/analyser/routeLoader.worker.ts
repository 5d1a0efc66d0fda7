/// <reference lib="webworker" />
import { routeServer, type RouteRequest } from './routeServer.js';

// Routes fetched and parsed off the page's main thread (see RouteLoader).
const scope = self as unknown as DedicatedWorkerGlobalScope;
const serve = routeServer((reply, transfer) => scope.postMessage(reply, transfer));
scope.onmessage = (event: MessageEvent<RouteRequest>) => void serve(event.data);
