#!/usr/bin/env node
// `npm start`: builds the web app and compiles the relay when either is missing or older than its
// sources, then runs the compiled relay (plain JavaScript: no TypeScript transpiler at run time),
// which serves the app and starts the embedded simulator. `--no-build` skips the checks.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { supervise } from './supervise.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'web/dist/index.html');
const builtRelay = join(root, 'relay/dist/main.mjs');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function isStale(built, sources) {
  if (!existsSync(built)) return true;
  const paths = sources.map((p) => join(root, p));
  const newest = Math.max(
    ...paths.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );
  return newest > statSync(built).mtimeMs;
}

function run(what, args) {
  console.log(what);
  const done = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (done.status !== 0) process.exit(done.status ?? 1);
}

if (!process.argv.includes('--no-build')) {
  if (isStale(builtIndex, ['web/src', 'web/index.html', 'shared/src'])) {
    console.log('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@fleetdeck/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (isStale(builtRelay, ['relay/src', 'shared/src', 'sim/src', 'scripts/buildRelay.mjs']))
    run('Compiling the relay…', ['scripts/buildRelay.mjs']);
}

// A 32 MB young-generation semi-space (V8's default is 16 MB): each trucks poll allocates ~30 MB that
// mostly dies within the tick, and at the default size the scavenges that copy the answer still in
// use were a third of the poll's CPU at 10k trucks (docs/perf.md, third pass). Costs up to ~50 MB.
supervise(['--max-semi-space-size=32', '--enable-source-maps', builtRelay], { cwd: root });
