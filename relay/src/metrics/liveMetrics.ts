import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { UpstreamSource } from '@fleetdeck/shared';

/**
 * The relay's Prometheus metrics. One registry per relay (not prom-client's global one) so several
 * relays can run in one process, as the integration tests do.
 */
export class LiveMetrics {
  readonly registry = new Registry();
  readonly tickDuration = new Histogram({
    name: 'fleetdeck_tick_duration_seconds',
    help: 'CPU time to apply one fleet tick: diff, split into company streams, encode and emit',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [this.registry],
  });
  readonly tickCpu = new Histogram({
    name: 'fleetdeck_tick_cpu_seconds',
    help: 'Process CPU from the start of a trucks poll to the end of its fan-out (polling relay)',
    buckets: [0.005, 0.01, 0.02, 0.03, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  readonly diffBytes = new Histogram({
    name: 'fleetdeck_diff_bytes',
    help: 'Encoded size of each fleet:diff broadcast (one per company stream and tick)',
    buckets: [256, 1024, 4096, 16_384, 65_536, 262_144, 1_048_576, 4_194_304],
    registers: [this.registry],
  });
  readonly diffUpserts = new Histogram({
    name: 'fleetdeck_tick_upserts',
    help: 'Trucks changed or added per global tick',
    buckets: [0, 10, 100, 1000, 5000, 10_000, 50_000],
    registers: [this.registry],
  });
  readonly clients = new Gauge({
    name: 'fleetdeck_clients_connected',
    help: 'Live clients connected to this relay',
    registers: [this.registry],
  });
  readonly laggingClients = new Gauge({
    name: 'fleetdeck_clients_lagging',
    help: 'Live clients whose socket buffer is over the limit: diffs are held back for them',
    registers: [this.registry],
  });
  readonly snapshotsWaiting = new Gauge({
    name: 'fleetdeck_snapshots_waiting',
    help: 'Live clients waiting for their snapshot: joins are admitted a few at a time',
    registers: [this.registry],
  });
  readonly snapshotsDeflated = new Counter({
    name: 'fleetdeck_snapshots_deflated_total',
    help: 'Snapshots sent deflated, to clients that asked for it in their handshake',
    registers: [this.registry],
  });
  readonly snapshotsSent = new Counter({
    name: 'fleetdeck_snapshots_sent_total',
    help: 'Snapshots sent, by why they were asked for (a client waiting in line is counted when its turn comes; a directory change counts one per stream)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly upstreamLatency = new Histogram({
    name: 'fleetdeck_upstream_latency_seconds',
    help: 'Duration of successful upstream polls',
    labelNames: ['source'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly trucksPolls = new Counter({
    name: 'fleetdeck_trucks_polls_total',
    help: 'Successful trucks polls: whole lists (complete) and answers to updated_since (changes)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  readonly upstreamErrors = new Counter({
    name: 'fleetdeck_upstream_errors_total',
    help: 'Failed upstream polls (errors, timeouts, bad data)',
    labelNames: ['source'] as const,
    registers: [this.registry],
  });
  readonly seq = new Gauge({
    name: 'fleetdeck_fleet_seq',
    help: 'Seq of the last fleet tick applied by this relay',
    registers: [this.registry],
  });
  readonly trucks = new Gauge({
    name: 'fleetdeck_fleet_trucks',
    help: 'Trucks in the fleet held by this relay',
    registers: [this.registry],
  });
  readonly polling = new Gauge({
    name: 'fleetdeck_upstream_poller',
    help: '1 when this relay holds the poller lock and polls upstream',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    for (const source of ['trucks', 'plafond', 'traffic'] satisfies UpstreamSource[]) {
      this.upstreamErrors.labels(source).inc(0);
    }
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
