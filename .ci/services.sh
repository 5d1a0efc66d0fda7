#!/usr/bin/env bash
# The loopback PostgreSQL and Redis the integration suites need (sourced by .ci/run). This kind of
# machine starts both before a session; one found stopped is started the way the machine starts
# it, and one that cannot be had fails the run here, naming it: with CI=true the suites needing it
# refuse to skip (tests/support/services.ts), so a missing service is never a silent skip.

# Runs a check until it passes, for up to 30 s (a service starts in the background).
wait_for() {
  for _ in $(seq 1 60); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  return 1
}

pg_up() { pg_isready -q -h 127.0.0.1 -p 5432; }
redis_up() { [ "$(redis-cli -h 127.0.0.1 -p 6379 ping 2>/dev/null)" = "PONG" ]; }

ensure_services() {
  if ! pg_up; then
    if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
      echo "PostgreSQL is stopped: starting it"
      pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
    fi
    if ! wait_for pg_up; then
      echo "PostgreSQL is not reachable at 127.0.0.1:5432: the integration tests need it" >&2
      exit 1
    fi
  fi
  if ! redis_up; then
    if command -v redis-server >/dev/null 2>&1; then
      echo "Redis is stopped: starting it"
      mkdir -p /var/lib/redis /var/log/redis
      redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
        --dir /var/lib/redis --logfile /var/log/redis/ci.log || true
    fi
    if ! wait_for redis_up; then
      echo "Redis is not reachable at 127.0.0.1:6379: the integration tests need it" >&2
      exit 1
    fi
  fi
  echo "PostgreSQL and Redis are up on loopback"
}
