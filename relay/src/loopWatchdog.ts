import { Worker } from 'node:worker_threads';

/**
 * The watchdog's thread. It cannot see signals (only the main thread's loop runs their handlers),
 * so it watches the main thread's heartbeat instead: a loop stuck past `stallMs` can neither
 * answer requests nor obey SIGTERM, and the process ends itself, writing why straight to stderr
 * (a worker's `console` goes through the stuck main thread).
 */
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beat = new Int32Array(workerData.buffer);
let last = Atomics.load(beat, 0);
let since = Date.now();
setInterval(() => {
  const now = Atomics.load(beat, 0);
  if (now !== last) {
    last = now;
    since = Date.now();
  } else if (Date.now() - since > workerData.stallMs) {
    writeSync(2, workerData.message + '\\n');
    process.kill(process.pid, 'SIGKILL');
  }
}, Math.min(250, workerData.stallMs / 4));
`;

export interface LoopWatchdog {
  stop(): Promise<void>;
}

/**
 * Ends the process when its event loop has not turned for `stallMs`: the only way a relay stuck
 * in one computation still stops (systemd, Docker and `npm start` send SIGTERM, which such a loop
 * never handles), so nothing stays behind holding gigabytes. Neither thread nor timer keeps the
 * process alive.
 */
export function startLoopWatchdog(stallMs: number): LoopWatchdog {
  const buffer = new SharedArrayBuffer(4);
  const beat = new Int32Array(buffer);
  const heartbeat = setInterval(() => Atomics.add(beat, 0, 1), Math.min(250, stallMs / 4));
  heartbeat.unref();
  const message = `FleetDeck: the event loop was blocked for more than ${stallMs} ms: exiting`;
  const worker = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: { buffer, stallMs, message },
  });
  worker.unref();
  return {
    stop: async () => {
      clearInterval(heartbeat);
      await worker.terminate();
    },
  };
}
