#!/usr/bin/env node
// Compiles the relay and the workspace packages it imports (shared, and the simulator it loads on
// demand) into ES modules in relay/dist (main.mjs, sim.mjs, shared chunks), so production runs
// plain JavaScript with no TypeScript transpiler. npm packages stay external: Node loads them from
// node_modules as usual. An image for a real upstream may delete relay/dist/sim.mjs: the relay then
// runs without simulator and demo data, as when the sim package is missing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = process.argv[2] ?? join(root, 'relay/dist');

// dayjs is imported by extensionless subpaths (`dayjs/plugin/utc`) that Node's ES module loader
// cannot resolve in a package without an exports map: it is bundled.
const BUNDLED = new Set(['dayjs']);
const external = new Set();
for (const pkg of ['relay', 'shared', 'sim']) {
  const manifest = JSON.parse(readFileSync(join(root, pkg, 'package.json'), 'utf8'));
  for (const name of Object.keys(manifest.dependencies ?? {})) {
    if (!name.startsWith('@fleetdeck/') && !BUNDLED.has(name)) external.add(name).add(`${name}/*`);
  }
}

await build({
  entryPoints: { main: join(root, 'relay/src/main.ts'), sim: join(root, 'sim/src/index.ts') },
  outdir,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external: [...external],
  logLevel: 'warning',
});
console.log(`Relay compiled to ${outdir}`);
