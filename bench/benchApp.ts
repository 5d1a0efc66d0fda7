import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { readConfig, startRelay, type RunningRelay } from '@fleetdeck/relay';
import { CHROMIUM_ARGS } from './chromium.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BenchApp {
  relay: RunningRelay;
  context: BrowserContext;
  page: Page;
  /** Signs the demo administrator in through the login form (the page ends on the map). */
  signIn(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The whole product for a browser bench: the web app built if missing, the relay on embedded
 * defaults with `trucks` simulated, and Chromium with the software GL flags.
 */
export async function startBenchApp(options: {
  trucks: number;
  viewport: { width: number; height: number };
  /** The page's CSP refuses eval: benches that run probes as text need it off. */
  bypassCSP?: boolean;
  /** Chromium flags beyond the software GL ones (`--js-flags=--expose-gc` for the soak). */
  args?: readonly string[];
}): Promise<BenchApp> {
  if (!existsSync(join(ROOT, 'web/dist/index.html')))
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const relay = await startRelay(
    readConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      MAP_ONLINE_STYLES: 'none',
      SIM_TRUCKS: String(options.trucks),
      // Another build of the page beside the same relay (interleaved runs against a commit before).
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    }),
  );
  const dir = mkdtempSync(join(tmpdir(), 'fleetdeck-bench-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    viewport: options.viewport,
    bypassCSP: options.bypassCSP ?? false,
    args: [...CHROMIUM_ARGS, ...(options.args ?? [])],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    relay,
    context,
    page,
    async signIn() {
      await page.goto(relay.url);
      await page.waitForURL(/\/auth\/login$/);
      await page.locator('input[name="username"]').fill('admin');
      await page.locator('input[name="password"]').fill('fleetdeck');
      await page.locator('form button[type="submit"]').click();
      await page.waitForSelector('nav.sidebar', { timeout: 60_000 });
    },
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
      await relay.close();
    },
  };
}
