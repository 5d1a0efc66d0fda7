import { ConfigError, readConfig } from './config/env.js';
import { startLoopWatchdog } from './loopWatchdog.js';
import { startRelay } from './relay.js';
import { demoAccountLines } from './storage/seed.js';

/** How long a graceful stop may take before the process exits all the same. */
const STOP_DEADLINE_MS = 5_000;

try {
  const config = readConfig();
  const relay = await startRelay(config);
  const watchdog =
    config.LOOP_STALL_EXIT_MS > 0 ? startLoopWatchdog(config.LOOP_STALL_EXIT_MS) : undefined;
  console.log(`FleetDeck is running at ${relay.url}`);
  if (relay.demoData) {
    console.log(['Demo accounts (user / password):', ...demoAccountLines()].join('\n'));
  }
  let stopping = false;
  const stop = (): void => {
    // A terminal's Ctrl-C reaches this process and `npm start`'s, which passes it on: once is enough.
    if (stopping) return;
    stopping = true;
    // A stop that hangs (a stuck database or Redis) must not keep the process.
    setTimeout(() => {
      console.error(`FleetDeck did not stop within ${STOP_DEADLINE_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    void relay
      .close()
      .then(() => watchdog?.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('FleetDeck stopped with an error:', error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Run by `npm start` (scripts/supervise.mjs): when that process goes, however it went, so does this.
  if (process.send) process.on('disconnect', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
