import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip as gunzipCallback } from 'node:zlib';

const gunzip = promisify(gunzipCallback);

/**
 * The relay package's folder, found from this module up to the package.json naming it: the same
 * from the TypeScript sources (relay/src/roads) and from the compiled relay (relay/dist and its
 * chunks), which a path relative to the module would not be.
 */
function relayRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
      if (name === '@fleetdeck/relay') return dir;
    }
    const up = dirname(dir);
    if (up === dir) throw new Error('the relay package (its package.json) is not above its code');
    dir = up;
  }
}

/** The shipped data files: made from npm packages by `npm run -w relay make:data`. */
export const SHIPPED = {
  water: join(relayRoot(), 'shipped/water.json.gz'),
  places: join(relayRoot(), 'shipped/places.json.gz'),
} as const;

/** A shipped file's JSON bytes, read and unzipped off the event loop. */
export async function shippedJson(file: keyof typeof SHIPPED): Promise<Buffer> {
  return gunzip(await readFile(SHIPPED[file]));
}
