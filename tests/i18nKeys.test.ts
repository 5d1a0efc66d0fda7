import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_MESSAGES } from '@fleetdeck/shared';

const WEB_SRC = join(import.meta.dirname, '..', 'web', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Literal keys passed to i18next's `t` (`t('a.b')`, `t("a.b", {...})`); template keys are skipped. */
function usedKeys(code: string): string[] {
  return [...code.matchAll(/\bt\(\s*(['"])([\w.]+)\1/g)].map((m) => m[2] ?? '');
}

describe('i18n keys used by the web app', () => {
  it('exist in the shared resources (a missing key would show as raw text)', () => {
    const uses = sources(WEB_SRC).flatMap((file) =>
      usedKeys(readFileSync(file, 'utf8')).map((key) => ({ file, key })),
    );
    // The scan itself must see the app's keys, or this test would pass on nothing.
    expect(uses.length).toBeGreaterThan(10);
    // A counted key is used by its base (`t('vehicles_count', { count })`): its forms exist.
    const missing = uses
      .filter(
        ({ key }) =>
          FALLBACK_MESSAGES[key] === undefined && FALLBACK_MESSAGES[`${key}_other`] === undefined,
      )
      .map(({ file, key }) => `${file.slice(WEB_SRC.length + 1)}: ${key}`);
    expect(missing).toEqual([]);
  });
});
