// How `npm start` runs the relay: it passes SIGINT and SIGTERM on, gives the relay `deadlineMs` to
// stop, then kills it (a relay whose event loop is stuck never handles the signal), and exits only
// once the relay has: nothing is ever left running behind it. The relay is given an IPC channel,
// so it stops when this process dies however it died (see relay/src/main.ts).
import { spawn } from 'node:child_process';

/** Spawns `args` under node and supervises it; resolves the child for tests. */
export function supervise(args, { cwd, deadlineMs = 10_000, log = console.error } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  let killer;
  const stop = (signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    killer ??= setTimeout(() => {
      log(`The relay did not stop within ${deadlineMs / 1000} s of ${signal}: killing it`);
      child.kill('SIGKILL');
    }, deadlineMs);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  child.on('exit', (code, signal) => {
    clearTimeout(killer);
    process.exit(code ?? (signal ? 128 + (signal === 'SIGKILL' ? 9 : 15) : 0));
  });
  return child;
}
