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
    void relay.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
