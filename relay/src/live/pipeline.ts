import type { Logger } from 'pino';
import { Subscription, tap } from 'rxjs';
import {
  isTrafficAlertShown,
  trafficAlertSchema,
  type CompanyDiff,
  type CompanyScope,
  type FleetDiff,
  type TrafficAlert,
  type UpstreamHealth,
  type UpstreamSource,
} from '@fleetdeck/shared';
import type { LiveMetrics } from '../metrics/liveMetrics.js';
import type { FleetHub } from './hub.js';
import type { BusMessage, LiveBus, RelayState } from './bus.js';
import type { LiveGateway } from '../socket/liveGateway.js';
import { HealthTracker } from '../upstream/health.js';
import type { Leadership } from './leadership.js';
import { poll } from '../upstream/poller.js';
import { fetchPlafond, fetchTraffic } from '../upstream/sources.js';
import { HttpTrucksUpstream, TruckFeed, type TrucksAnswer } from '../upstream/trucksUpstream.js';

export interface PipelineOptions {
  upstreamUrl: string;
  periods: Record<UpstreamSource, number>;
  timeoutMs: number;
  /** How often health is re-sent while nothing changes (clients show the last success time). */
  healthEveryMs: number;
  /**
   * With an upstream that answers `updated_since`: ask for the whole list at least this often
   * (removed trucks, drift). Without one every poll is a whole list anyway.
   */
  completeEveryMs: number;
}

/** Another fan-out fed from the same ticks as `/live` (the shared-link viewers of `/shared`). */
export type TickFollower = Pick<LiveGateway, 'publish' | 'resnapshotAll'>;

export interface PipelineParts {
  hub: FleetHub;
  gateway: LiveGateway;
  followers?: readonly TickFollower[];
  bus: LiveBus;
  leadership: Leadership;
  metrics: LiveMetrics;
  log: Logger;
  /** Puts the relay's own data (tags) on each polled truck list before the diff. */
  tagger?: { tag(answer: TrucksAnswer, hub: FleetHub): Promise<TrucksAnswer> };
}

const msBetween = (a: NodeJS.CpuUsage, b: NodeJS.CpuUsage): number =>
  (b.user + b.system - a.user - a.system) / 1000;

/** Ticks that may wait for a state answer before we give up on them and ask again. */
const MAX_PENDING_TICKS = 120;

/**
 * The live path on one relay. When this relay holds the leadership it polls upstream (trucks,
 * plafond, traffic), turns each truck list into a numbered diff applied to its hub in one pass,
 * fans everything out to its own clients and publishes it on the bus; every other relay applies
 * what comes off the bus to its hub and fans it out to its clients. A relay that sees a gap in the
 * global stream loads the whole state from another relay.
 */
export class LivePipeline {
  readonly health: HealthTracker;
  private polling: Subscription | undefined;
  private readonly subscriptions = new Subscription();
  private leader = false;
  private syncing = false;
  private pending: FleetDiff[] = [];
  private lastHealth = '';
  private last: Pick<RelayState, 'plafond' | 'traffic'> = {};
  private received: UpstreamHealth | undefined;

  constructor(
    private readonly options: PipelineOptions,
    private readonly parts: PipelineParts,
  ) {
    this.health = new HealthTracker(options.periods);
    parts.bus.onMessage((message) => this.onMessage(message));
    parts.bus.answerState(() => (this.syncing ? null : this.state()));
    this.subscriptions.add(
      parts.leadership.leader$.subscribe((leader) => void this.setLeader(leader)),
    );
    void this.sync();
  }

  get isPolling(): boolean {
    return this.leader;
  }

  /** Upstream health as the polling relay last published it (this relay's own when it polls). */
  upstreamHealth(): UpstreamHealth {
    return this.received ?? this.health.report();
  }

  /** The latest traffic alerts (severity 2 and above) the feed sent, for the route planner. */
  trafficAlerts(): TrafficAlert[] {
    const features = this.last.traffic?.features ?? [];
    return features.flatMap((f) => {
      const alert = trafficAlertSchema.safeParse(f);
      return alert.success && isTrafficAlertShown(alert.data.properties.severity)
        ? [alert.data]
        : [];
    });
  }

  close(): void {
    this.polling?.unsubscribe();
    this.subscriptions.unsubscribe();
  }

  private state(): RelayState {
    return {
      fleet: this.parts.hub.state(),
      health: this.health.report(),
      ...this.last,
    };
  }

  private async setLeader(leader: boolean): Promise<void> {
    if (leader === this.leader) return;
    this.leader = leader;
    this.parts.metrics.polling.set(leader ? 1 : 0);
    this.polling?.unsubscribe();
    this.polling = undefined;
    if (!leader) {
      this.parts.log.info('stopped polling upstream');
      return;
    }
    const { hub, leadership, log } = this.parts;
    const kept = await leadership.loadSeq().catch(() => hub.seq);
    if (!this.leader) return;
    // A relay that missed ticks cannot diff from the state the clients hold: skip a seq so every
    // stream sees a gap and resyncs once, instead of applying a diff to the wrong base.
    if (kept !== hub.seq) hub.renumber(Math.max(kept, hub.seq) + 1);
    this.syncing = false;
    this.pending = [];
    log.info({ seq: hub.seq }, 'polling upstream');
    this.polling = this.startPolling();
  }

  private startPolling(): Subscription {
    const { upstreamUrl, periods, timeoutMs } = this.options;
    const { bus, hub, leadership, metrics } = this.parts;
    const subscription = new Subscription();
    const source = <T>(name: UpstreamSource, load: () => Promise<T>, use: (value: T) => void) => {
      let started = 0;
      // One warning per episode of failures (not per retry), and one line when it recovers.
      let episode: { since: number; failures: number } | undefined;
      subscription.add(
        poll(
          () => {
            started = performance.now();
            return load();
          },
          {
            periodMs: periods[name],
            timeoutMs,
            onError: (error, attempt) => {
              metrics.upstreamErrors.labels(name).inc();
              this.health.failure(name, error);
              if (!episode) {
                episode = { since: Date.now(), failures: 0 };
                this.parts.log.warn({ err: error, source: name }, 'upstream poll failed');
              } else this.parts.log.debug({ err: error, attempt, source: name }, 'still failing');
              episode.failures += 1;
              this.publishHealth(false);
            },
          },
        )
          .pipe(
            tap(() => {
              metrics.upstreamLatency.labels(name).observe((performance.now() - started) / 1000);
              this.health.success(name);
              if (episode) {
                const downMs = Date.now() - episode.since;
                this.parts.log.info(
                  { source: name, failures: episode.failures, downMs },
                  'upstream recovered',
                );
                episode = undefined;
              }
              this.publishHealth(false);
            }),
          )
          .subscribe(use),
      );
    };
    // Process CPU from the start of a trucks poll to the end of its fan-out: fetch, parse,
    // validate, diff, split, encode, emit (what the per-tick budget counts).
    let cpuAtPoll = process.cpuUsage();
    // A new feed per leadership: its first poll is a whole list, diffed against what this relay
    // holds, so a relay taking over heals whatever it missed.
    const feed = new TruckFeed(
      new HttpTrucksUpstream(upstreamUrl, timeoutMs),
      this.options.completeEveryMs,
    );
    source(
      'trucks',
      async () => {
        cpuAtPoll = process.cpuUsage();
        const answer = await feed.next();
        return this.parts.tagger ? this.parts.tagger.tag(answer, hub) : answer;
      },
      ({ trucks, complete }) => {
        metrics.trucksPolls.labels(complete ? 'complete' : 'changes').inc();
        const polled = process.cpuUsage();
        const started = performance.now();
        const tick = hub.update(trucks, Date.now(), complete);
        if (!tick) return;
        const diffed = process.cpuUsage();
        this.fanOut(tick.diff, tick.streams, started);
        bus.publish({ type: 'tick', tick: tick.diff });
        leadership.saveSeq(tick.diff.seq);
        const done = process.cpuUsage();
        const cpuMs = msBetween(cpuAtPoll, done);
        metrics.tickCpu.observe(cpuMs / 1000);
        // The parts let a benchmark (bench/liveBench.ts) say where a tick's CPU goes.
        this.parts.log.debug(
          {
            seq: tick.diff.seq,
            cpuMs,
            pollMs: msBetween(cpuAtPoll, polled),
            diffMs: msBetween(polled, diffed),
            fanoutMs: msBetween(diffed, done),
            upserts: tick.diff.upserts.length,
            complete,
          },
          'tick',
        );
      },
    );
    source(
      'plafond',
      () => fetchPlafond(upstreamUrl, timeoutMs),
      (data) => this.announce({ type: 'plafond', update: { at: Date.now(), data } }),
    );
    source(
      'traffic',
      () => fetchTraffic(upstreamUrl, timeoutMs),
      (features) => this.announce({ type: 'traffic', update: { at: Date.now(), features } }),
    );
    const timer = setInterval(() => this.publishHealth(true), this.options.healthEveryMs);
    subscription.add(() => clearInterval(timer));
    return subscription;
  }

  /** Sends health when a source's state changed, or always when `force`. */
  private publishHealth(force: boolean): void {
    const health = this.health.report();
    const key = health.map((h) => `${h.source}:${h.state}`).join(',');
    if (!force && key === this.lastHealth) return;
    this.lastHealth = key;
    this.announce({ type: 'health', health });
  }

  /** The polling relay's own news: handled here, then told to the other relays. */
  private announce(message: Exclude<BusMessage, { type: 'tick' }>): void {
    this.onMessage(message);
    this.parts.bus.publish(message);
  }

  private onMessage(message: BusMessage): void {
    const { gateway } = this.parts;
    switch (message.type) {
      case 'tick':
        this.onTick(message.tick);
        return;
      case 'health':
        this.received = message.health;
        gateway.publishHealth(message.health);
        return;
      case 'plafond':
        this.last.plafond = message.update;
        gateway.publishPlafond(message.update);
        return;
      case 'traffic':
        this.last.traffic = message.update;
        gateway.publishTraffic(message.update);
        return;
    }
  }

  private onTick(tick: FleetDiff): void {
    const { hub } = this.parts;
    if (this.syncing) {
      if (this.pending.length < MAX_PENDING_TICKS) this.pending.push(tick);
      return;
    }
    if (tick.seq <= hub.seq) return; // already part of the state we hold
    if (tick.seq !== hub.seq + 1) {
      this.pending = [tick];
      void this.sync();
      return;
    }
    this.applyTick(tick);
  }

  private applyTick(tick: FleetDiff): void {
    const started = performance.now();
    this.fanOut(tick, this.parts.hub.apply(tick), started);
  }

  /** Sends each company stream's diff to this relay's clients; `started` is when applying began. */
  private fanOut(tick: FleetDiff, streams: Map<CompanyScope, CompanyDiff>, started: number): void {
    const { hub, gateway, metrics } = this.parts;
    gateway.publish(streams, tick.seq, tick.at);
    for (const follower of this.parts.followers ?? []) follower.publish(streams, tick.seq, tick.at);
    metrics.tickDuration.observe((performance.now() - started) / 1000);
    metrics.diffUpserts.observe(tick.upserts.length);
    metrics.seq.set(tick.seq);
    metrics.trucks.set(hub.size);
  }

  /** Loads the state of the relay furthest ahead, then replays the ticks that came meanwhile. */
  private async sync(): Promise<void> {
    if (this.syncing || this.leader) return;
    this.syncing = true;
    const states = await this.parts.bus.requestState();
    const best = states.reduce<RelayState | undefined>(
      (a, b) => (a && a.fleet.seq >= b.fleet.seq ? a : b),
      undefined,
    );
    const { hub, gateway } = this.parts;
    if (best && best.fleet.seq > hub.seq) {
      hub.load(best.fleet);
      if (best.plafond) this.last.plafond = best.plafond;
      if (best.traffic) this.last.traffic = best.traffic;
      if (best.health) {
        this.received = best.health;
        gateway.publishHealth(best.health);
      }
    }
    const waiting = this.pending.sort((a, b) => a.seq - b.seq);
    this.pending = [];
    this.syncing = false;
    let reloaded = best !== undefined;
    for (const tick of waiting) {
      if (tick.seq <= hub.seq) continue;
      if (tick.seq !== hub.seq + 1) {
        this.pending = waiting.filter((t) => t.seq >= tick.seq);
        reloaded = false;
        setTimeout(() => void this.sync(), 500).unref();
        break;
      }
      this.applyTick(tick);
    }
    if (reloaded) {
      gateway.resnapshotAll('reload');
      for (const follower of this.parts.followers ?? []) follower.resnapshotAll('reload');
    }
  }
}
