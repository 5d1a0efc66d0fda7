#!/usr/bin/env node
// Writes docker-compose.yml and deploy/nginx.conf from deploy/topology.json, the one description
// of the scaled deployment (tests/topology.test.ts starts the same topology without Docker).
// `--check` only compares: it exits 1 when a written file differs from what the description gives.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const topology = JSON.parse(readFileSync(`${root}deploy/topology.json`, 'utf8'));
const names = Array.from({ length: topology.relays }, (_, i) => `relay-${i + 1}`);
const { postgres, redis, nginx } = topology;

const compose = `# Generated from deploy/topology.json by scripts/deployFiles.mjs: edit the description, not this.
# The scaled set-up: ${topology.relays} relays behind a load balancer sticky by client address,
# sharing PostgreSQL and Redis. Exactly one relay polls upstream at a time (Redis lock); Socket.IO's
# Redis adapter fans out.
name: fleetdeck
services:
  postgres:
    image: ${postgres.image}
    environment:
      POSTGRES_USER: ${postgres.user}
      POSTGRES_PASSWORD: ${postgres.user}
      POSTGRES_DB: ${postgres.database}
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ['CMD-SHELL', 'pg_isready -U ${postgres.user}']
      interval: 5s
      retries: 10

  redis:
    image: ${redis.image}
    command: ['redis-server', '--save', '', '--appendonly', 'no']
    healthcheck:
      test: ['CMD', 'redis-cli', 'ping']
      interval: 5s
      retries: 10

${names
  .map((name, i) =>
    i === 0
      ? `  ${name}: &relay
    build: .
    environment: &relay-env
      PORT: '${topology.relayPort}'
      DATABASE_URL: postgres://${postgres.user}:${postgres.user}@postgres:5432/${postgres.database}
      REDIS_URL: redis://redis:6379
      JWT_SECRET: \${JWT_SECRET:?set JWT_SECRET to a secret of 32 characters or more (openssl rand -hex 32)}
      SIM_TRUCKS: \${SIM_TRUCKS:-2000}
    depends_on:
      postgres: { condition: service_healthy }
      redis: { condition: service_healthy }
`
      : `  ${name}:
    <<: *relay
    environment:
      <<: *relay-env
`,
  )
  .join('\n')}
  lb:
    image: ${nginx.image}
    ports:
      - '${topology.balancerPort}:80'
    volumes:
      - ./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro
    depends_on:
${names.map((name) => `      - ${name}`).join('\n')}

volumes:
  pgdata:
`;

const conf = `# Generated from deploy/topology.json by scripts/deployFiles.mjs: edit the description, not this.
# Sticky by client address (the whole address: ip_hash would send a /24 to one relay) so a
# Socket.IO session stays on one relay; a relay that is down passes its clients to the next one.
# WebSocket upgrades pass.
upstream relays {
  hash $remote_addr;
${names.map((name) => `  server ${name}:${topology.relayPort} max_fails=1 fail_timeout=10s;`).join('\n')}
}

server {
  listen 80;
  location / {
    proxy_pass http://relays;
    proxy_next_upstream error timeout;
    proxy_http_version 1.1;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection "upgrade";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_read_timeout 75s;
  }
}
`;

const files = { 'docker-compose.yml': compose, 'deploy/nginx.conf': conf };
let stale = false;
for (const [path, text] of Object.entries(files)) {
  const current = (() => {
    try {
      return readFileSync(`${root}${path}`, 'utf8');
    } catch {
      return '';
    }
  })();
  if (current === text) continue;
  if (process.argv.includes('--check')) {
    console.error(`${path} differs from deploy/topology.json: run node scripts/deployFiles.mjs`);
    stale = true;
  } else {
    writeFileSync(`${root}${path}`, text);
    console.log(`wrote ${path}`);
  }
}
process.exit(stale ? 1 : 0);
