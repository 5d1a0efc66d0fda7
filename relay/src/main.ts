import { ConfigError, readConfig } from './config/env.js';
import { startRelay } from './relay.js';
import { demoAccountLines } from './storage/seed.js';

try {
  const config = readConfig();
  const relay = await startRelay(config);
  console.log(`FleetDeck is running at ${relay.url}`);
  if (relay.demoData) {
    console.log(['Demo accounts (user / password):', ...demoAccountLines()].join('\n'));
  }
  const stop = (): void => {
    // A stop that hangs (a stuck database or Redis) must not keep the process: 5 s at most.
    setTimeout(() => {
      console.error('FleetDeck did not stop within 5 s: exiting anyway');
      process.exit(1);
    }, 5_000).unref();
    void relay.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('FleetDeck stopped with an error:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
