import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

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

describe('docker-compose.yml (scaled set-up)', () => {
  it('has PostgreSQL, Redis, two relays and a load balancer', () => {
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.redis?.image).toMatch(/^redis:/);
    expect(relays.map(([name]) => name)).toEqual(['relay-1', 'relay-2']);
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
    expect(nginx).toMatch(/ip_hash;/);
    for (const [name] of relays) expect(nginx).toContain(`server ${name}:8080;`);
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(lb?.depends_on).toEqual(relays.map(([name]) => name));
  });
});
