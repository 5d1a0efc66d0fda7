import type { Express } from 'express';

export interface RouteEntry {
  method: string;
  /** Express path with its `:params`, as mounted (`/api/poi/:id`). */
  path: string;
}

interface LayerLike {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
}

const pathOf = (raw: unknown): string => (typeof raw === 'string' && raw !== '/' ? raw : '');

/**
 * Every route the app answers, walked from Express's router stack (nested routers included), so
 * checks over "every route" (the tenancy matrix test) cannot miss one added later.
 */
export function routeTable(app: Express): RouteEntry[] {
  const out: RouteEntry[] = [];
  const walk = (stack: readonly LayerLike[], prefix: string): void => {
    for (const layer of stack) {
      if (layer.route) {
        const path = `${prefix}${pathOf(layer.route.path) || '/'}`.replace(/(.)\/$/, '$1');
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') out.push({ method: method.toUpperCase(), path });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, `${prefix}${pathOf(layer.rawPath)}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: LayerLike[] } }).router.stack, '');
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
