#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then runs the relay
// (which serves it and starts the embedded simulator). `--no-build` skips the check.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['web/src', 'web/index.html', 'shared/src'].map((p) => join(root, p));
  const newest = Math.max(
    ...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );
  return newest > statSync(builtIndex).mtimeMs;
}

if (!process.argv.includes('--no-build') && webIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@fleetdeck/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A 32 MB young-generation semi-space (V8's default is 16 MB): each trucks poll allocates ~30 MB that
// mostly dies within the tick, and at the default size the scavenges that copy the answer still in
// use were a third of the poll's CPU at 10k trucks (docs/perf.md, third pass). Costs up to ~50 MB.
const relay = spawn(
  process.execPath,
  ['--max-semi-space-size=32', '--import', 'tsx', 'relay/src/main.ts'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => relay.kill(signal));
relay.on('exit', (code) => process.exit(code ?? 0));
