import { ConfigError, readConfig } from './config/env.js';
import { startRelay } from './relay.js';

try {
  const config = readConfig();
  const relay = await startRelay(config);
  console.log(`FleetDeck is running at ${relay.url}`);
  const stop = (): void => {
    void relay.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
