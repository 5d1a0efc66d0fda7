import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { RelayProcess } from './support/relayProcess.js';

describe('npm start on a busy port', () => {
  let blocker: Server | undefined;
  afterAll(
    () => new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve())),
  );

  it('prints one line naming the port and the variable, and exits non-zero', async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker?.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    const relay = new RelayProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://startup',
      SIM_TRUCKS: '20',
      LOG_LEVEL: 'warn',
    });
    expect(await relay.exitCode()).toBe(1);
    const lines = relay.output.trim().split('\n');
    expect(lines.filter((l) => l.includes(`Port ${port} is already in use`))).toHaveLength(1);
    expect(relay.output).toContain('set PORT');
    expect(lines.filter((l) => /^\s+at /.test(l))).toEqual([]);
  }, 60_000);
});
