import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readConfig } from '@fleetdeck/relay';

interface Service {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
  depends_on?: Record<string, unknown> | string[];
  ports?: string[];
  volumes?: string[];
}

const root = new URL('../', import.meta.url);
const compose = parse(readFileSync(new URL('docker-compose.yml', root), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, Service>;
};
const nginx = readFileSync(new URL('deploy/nginx.conf', root), 'utf8');
const relays = Object.entries(compose.services).filter(([name]) => name.startsWith('relay-'));
const topology = JSON.parse(readFileSync(new URL('deploy/topology.json', root), 'utf8')) as {
  relays: number;
};

describe('docker-compose.yml (scaled set-up)', () => {
  it('is what deploy/topology.json describes (the files are generated from it)', () => {
    const check = spawnSync(process.execPath, ['scripts/deployFiles.mjs', '--check'], {
      cwd: fileURLToPath(root),
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
  });

  it('has PostgreSQL, Redis, the described relays and a load balancer', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.redis?.image).toMatch(/^redis:/);
    expect(relays.map(([name]) => name)).toEqual(
      Array.from({ length: topology.relays }, (_, i) => `relay-${i + 1}`),
    );
    expect(topology.relays).toBeGreaterThanOrEqual(3);
    expect(compose.services.lb?.image).toMatch(/^nginx:/);
  });

  it('wires every relay to the shared database and Redis, and starts it after them', () => {
    for (const [, relay] of relays) {
      expect(relay.build).toBeDefined();
      expect(relay.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(relay.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(Object.keys(relay.depends_on ?? {})).toEqual(
        expect.arrayContaining(['postgres', 'redis']),
      );
    }
  });

  it('balances sticky across every relay, passing WebSocket upgrades', () => {
    const lb = compose.services.lb;
    expect(lb?.volumes?.[0]).toContain('./deploy/nginx.conf');
    expect(nginx).toMatch(/hash \$remote_addr;/);
    for (const [name] of relays) expect(nginx).toContain(`server ${name}:8080 `);
    expect(nginx).toMatch(/proxy_next_upstream error timeout;/);
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(lb?.depends_on).toEqual(relays.map(([name]) => name));
  });

  it("gives every relay an environment its own check accepts (compose's defaults applied)", () => {
    // What `docker compose up` hands a relay: `${X:-d}` is d when X is unset; `${X:?why}` stops
    // compose with "why" when X is unset, so the operator's value stands in for it here.
    const required = new Set<string>();
    const interpolate = (value: string) =>
      value.replace(/\$\{(\w+):([-?])([^}]*)\}/g, (_, name: string, kind: string, rest: string) => {
        if (kind === '-') return rest;
        required.add(name);
        return 'x'.repeat(32);
      });
    for (const [name, relay] of relays) {
      const env = Object.fromEntries(
        Object.entries(relay.environment ?? {}).map(([k, v]) => [k, interpolate(String(v))]),
      );
      expect(() => readConfig(env), name).not.toThrow();
    }
    // No signing secret ships in the file: a relay set-up without its own refuses to start.
    expect([...required]).toContain('JWT_SECRET');
  });
});
