import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { until } from './support/until.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'fleetdeck-stop-'));
const script = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

/** Whether a process with this pid is still there. */
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits for a condition, polling: never a fixed sleep. */

/** Collects a process's output; `exited` resolves with its code and signal. */
function watch(child: ChildProcess) {
  const out = { text: '' };
  child.stdout?.on('data', (chunk: Buffer) => (out.text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out.text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { out, exited };
}

// A relay "stuck in one request": its SIGTERM handler is there but never gets to run.
const STUCK = script(
  'stuck.mjs',
  // Its line is written (synchronously, to a pipe) only once the loop is about to be held.
  `process.on('SIGTERM', () => process.exit(0));
setTimeout(() => { console.log('child ' + process.pid); for (;;); }, 50);
`,
);
const SUPERVISED = (child: string, deadlineMs: number) =>
  script(
    `parent-${deadlineMs}.mjs`,
    `import { supervise } from ${JSON.stringify(join(ROOT, 'scripts/supervise.mjs'))};
supervise(${JSON.stringify(child)}.split(' '), { deadlineMs: ${deadlineMs} });
`,
  );

describe('stopping always stops', () => {
  it('the loop watchdog ends a process whose event loop is stuck, saying why', async () => {
    const stuck = script(
      'watchdog.mjs',
      `import { startLoopWatchdog } from ${JSON.stringify(join(ROOT, 'relay/src/loopWatchdog.ts'))};
startLoopWatchdog(1000);
process.on('SIGTERM', () => process.exit(0));
setTimeout(() => { console.log('stuck'); for (;;); }, 100);
`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', stuck], { cwd: ROOT });
    const { out, exited } = watch(child);
    await until(() => out.text.includes('stuck'), 'the loop to block', 60_000);
    child.kill('SIGTERM'); // never handled: the loop is busy
    const { signal } = await exited;
    expect(signal).toBe('SIGKILL');
    expect(out.text).toMatch(/event loop was blocked for more than 1000 ms: exiting/);
  });

  it('npm start’s supervisor kills a relay that ignores SIGTERM after the deadline, then exits', async () => {
    const parent = spawn(process.execPath, [SUPERVISED(STUCK, 1500)], { cwd: ROOT });
    const { out, exited } = watch(parent);
    await until(() => /child \d+/.test(out.text), 'the relay to start', 60_000);
    const pid = Number(/child (\d+)/.exec(out.text)?.[1]);
    parent.kill('SIGTERM');
    const { code } = await exited;
    expect(code).toBe(137);
    expect(out.text).toMatch(/did not stop within 1.5 s of SIGTERM: killing it/);
    expect(alive(pid)).toBe(false);
  });

  it('the real relay stops with its supervisor, however the supervisor ended', async () => {
    const parent = spawn(
      process.execPath,
      [SUPERVISED(`--import tsx ${join(ROOT, 'relay/src/main.ts')}`, 10_000)],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: 'memory://stopping',
          SIM_TRUCKS: '10',
          LOG_LEVEL: 'warn',
        },
      },
    );
    const { out } = watch(parent);
    await until(() => out.text.includes('FleetDeck is running'), 'the relay to start', 120_000);
    // The relay's own pid, from the process table: the supervisor's only child.
    const pid = Number(
      execFileSync('pgrep', ['-P', String(parent.pid)], { encoding: 'utf8' }).trim(),
    );
    expect(pid).toBeGreaterThan(0);
    // Killed outright: no signal handler of the supervisor runs, the relay sees its channel close.
    parent.kill('SIGKILL');
    await until(() => !alive(pid), 'the relay to stop after its supervisor died', 60_000);
  });
});
