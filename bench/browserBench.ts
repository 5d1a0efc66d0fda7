// Browser section of `npm run bench`: builds the bench page (web/bench.html) with Vite, serves it,
// and runs it in Chromium with software GL (the e2e flags). The page feeds synthetic snapshots and
// diffs (20 % of trucks changing) through the real store, derivations, buffers and layers, and
// measures main-thread time per tick against a baseline that rebuilds plain objects every tick.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { CHROMIUM_ARGS } from './chromium.js';
import { chromium } from 'playwright-core';

interface SectionResult {
  trucks: number;
  tick?: number;
  baseline?: number;
  stages?: number[];
  panFps?: number;
}

/** Each section runs in a fresh page, so a stall in one cannot poison the next. */
const SECTIONS = [
  { kind: 'tick', trucks: 10_000, ticks: 40, baseline: true },
  { kind: 'tick', trucks: 50_000, ticks: 24, baseline: true },
  { kind: 'pan', trucks: 10_000, ms: 3000 },
] as const;

const ms = (x: number | undefined) => (x ?? NaN).toFixed(2).padStart(8);

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, '.bench-dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
};

const TARGETS = { 10_000: 8, 50_000: 40 } as Record<number, number>;

export async function runBrowserBench(): Promise<void> {
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'web/vite.bench.config.ts', '--logLevel', 'error'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  const server = createServer((req, res) => {
    const path = req.url === '/' ? '/bench.html' : ((req.url ?? '/').split('?')[0] ?? '/');
    readFile(join(DIST, path)).then(
      (body) =>
        res
          .writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' })
          .end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const dir = mkdtempSync(join(tmpdir(), 'fleetdeck-bench-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1600, height: 900 },
    args: CHROMIUM_ARGS,
  });
  const errors: string[] = [];
  try {
    console.log(`\nbrowser: Chromium, software GL (${CHROMIUM_ARGS.join(' ')})`);
    for (const section of SECTIONS) {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(String(error)));
      page.on('console', (message) => console.log(`  page: ${message.text()}`));
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
      const f = await page.evaluate<SectionResult>(
        `window.runMapBench(${JSON.stringify(section)})`,
      );
      await page.close();
      if (f.panFps !== undefined) {
        console.log(
          `${`${f.trucks} trucks as markers, frames/s while panning`.padEnd(48)} ${f.panFps.toFixed(1).padStart(8)}`,
        );
        continue;
      }
      const tick = f.tick ?? NaN;
      const target = TARGETS[f.trucks] ?? NaN;
      console.log(
        `${`${f.trucks} trucks, main thread per tick (median)`.padEnd(48)} ${ms(tick)} ms  (target <= ${target} ms: ${tick <= target ? 'met' : 'MISSED'})`,
      );
      const [apply, derive, buffers, update] = f.stages ?? [];
      console.log(
        `${'  split: apply / derive / buffers / deck update'.padEnd(48)} ${[apply, derive, buffers, update].map((x) => (x ?? NaN).toFixed(2)).join(' / ')} ms`,
      );
      const ratio = (f.baseline ?? NaN) / tick;
      console.log(
        `${`${f.trucks} trucks, baseline: objects rebuilt per tick`.padEnd(48)} ${ms(f.baseline)} ms  (${ratio.toFixed(1)}x slower${f.trucks === 10_000 ? `; target >= 5x: ${ratio >= 5 ? 'met' : 'MISSED'}` : ''})`,
      );
    }
    if (errors.length > 0) console.log('page errors:', errors.slice(0, 5));
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
    server.close();
  }
}
