import { execSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { available } from './support/services.js';

const MOUNT = `/tmp/fleetdeck-full-${process.pid}`;

/** A small tmpfs of the test's own (root only: skipped where it cannot be made). */
function mountSmallDisk(): boolean {
  mkdirSync(MOUNT, { recursive: true });
  return spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', MOUNT]).status === 0;
}
const MOUNTED = available(mountSmallDisk(), 'a tmpfs mount (root)', 'tests/fullDisk.test.ts');

/**
 * The embedded database's disk fills up: writes are refused with a message in words (507), what
 * was saved stays readable, and writes are accepted again once there is room.
 */
describe.skipIf(!MOUNTED)('PGlite on a full disk', () => {
  let relay: RunningRelay;
  let token = '';

  beforeAll(async () => {
    relay = await startRelay(
      readConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SIM_TRUCKS: '20',
        DATA_DIR: `${MOUNT}/data`,
      }),
    );
    const login = await fetch(`${relay.url}/auth/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ username: 'admin', password: 'fleetdeck' }),
    });
    token = decodeURIComponent((login.headers.get('location') ?? '').slice('/auth/'.length));
  }, 60_000);

  afterAll(async () => {
    await relay?.close();
    spawnSync('umount', [MOUNT]);
    rmSync(MOUNT, { recursive: true, force: true });
  });

  const store = (data?: unknown): Promise<Response> =>
    fetch(`${relay.url}/api/store${data ? '' : '?type=user&key=geofleet'}`, {
      method: data ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        'x-company': '1',
        ...(data ? { 'content-type': 'application/json' } : {}),
      },
      ...(data ? { body: JSON.stringify({ type: 'user', key: 'geofleet', data }) } : {}),
    });
  const fill = (): void => {
    const free = Number(execSync(`df -k --output=avail ${MOUNT} | tail -1`).toString().trim());
    execSync(`fallocate -l ${Math.max(0, free * 1024 - 4096)} ${MOUNT}/filler`);
  };

  it('refuses writes in words, keeps what was saved, and accepts writes again', async () => {
    expect((await store({ note: 'before' })).status).toBe(200);
    fill();
    const big = 'x'.repeat(200_000);
    const refused = await store({ note: 'while full', big });
    expect(refused.status).toBe(507);
    expect(((await refused.json()) as { message: string }).message).toMatch(/no room/i);
    const read = await store();
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: unknown }).data).toEqual({ note: 'before' });

    rmSync(`${MOUNT}/filler`);
    expect((await store({ note: 'after', big })).status).toBe(200);
    const after = (await (await store()).json()) as { data: { note: string } };
    expect(after.data.note).toBe('after');
  });
});
