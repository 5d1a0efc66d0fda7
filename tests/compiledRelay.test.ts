import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { LiveTestClient } from './support/liveClient.js';
import { RelayProcess } from './support/relayProcess.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('the relay as npm start runs it: compiled JavaScript, stopped gracefully', () => {
  let relay: RelayProcess | undefined;
  let client: LiveTestClient | undefined;
  afterAll(async () => {
    client?.close();
    await relay?.kill();
  });

  it('compiles to plain ES modules that run without a TypeScript loader', async () => {
    const build = spawnSync(process.execPath, ['scripts/buildRelay.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    expect(existsSync(`${ROOT}relay/dist/main.mjs`)).toBe(true);
    expect(existsSync(`${ROOT}relay/dist/sim.mjs`)).toBe(true);
    relay = new RelayProcess(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://compiled',
        SIM_TRUCKS: '40',
        LOG_LEVEL: 'warn',
      },
      ['relay/dist/main.mjs'],
    );
    await relay.ready();
    await vi.waitFor(async () => expect((await relay?.health())?.trucks).toBe(40), {
      timeout: 30_000,
    });
    client = new LiveTestClient(relay.url);
    await client.until(() => client?.replica.synced === true);
    // The shipped data (relay/shipped) is found from relay/dist as from the sources.
    for (const [path, key] of [
      ['/map/water.json', 'features'],
      ['/map/places.json', 'places'],
    ] as const) {
      const answer = await fetch(`${relay.url}${path}`);
      expect(answer.status, path).toBe(200);
      expect(((await answer.json()) as Record<string, unknown[]>)[key]?.length).toBeGreaterThan(
        100,
      );
    }
  }, 90_000);

  it('stops on SIGTERM: sockets closed at the transport (clients reconnect), exit code 0', async () => {
    if (!relay || !client) throw new Error('the relay did not start');
    const reason = new Promise<string>((resolve) => client?.socket.once('disconnect', resolve));
    await relay.kill('SIGTERM');
    expect(await reason).toBe('transport close');
    expect(await relay.exitCode()).toBe(0);
    expect(relay.output).not.toMatch(/did not stop|stopped with an error/);
  }, 30_000);
});
