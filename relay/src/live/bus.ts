import type { Namespace } from 'socket.io';
import type { FleetDiff, PlafondUpdate, TrafficUpdate, UpstreamHealth } from '@fleetdeck/shared';
import type { FleetState } from './hub.js';

/** What the polling relay tells the other relays. */
export type BusMessage =
  | { type: 'tick'; tick: FleetDiff }
  | { type: 'health'; health: UpstreamHealth }
  | { type: 'plafond'; update: PlafondUpdate }
  | { type: 'traffic'; update: TrafficUpdate };

/** Everything a relay needs to serve clients, as a relay that has it answers one that lost track. */
export interface RelayState {
  fleet: FleetState;
  health?: UpstreamHealth;
  plafond?: PlafondUpdate;
  traffic?: TrafficUpdate;
}

/** Socket.IO server-side events between relays (through the Redis adapter when scaled). */
export interface RelayEvents {
  'relay:bus': (message: BusMessage) => void;
  'relay:state': (ack: (state: RelayState | null) => void) => void;
}

export interface LiveBus {
  /** Delivers to every other relay (the publishing one has handled the message itself). */
  publish(message: BusMessage): void;
  onMessage(handler: (message: BusMessage) => void): void;
  /** The states of the other relays that have one (none with a single relay). */
  requestState(): Promise<RelayState[]>;
  answerState(provider: () => RelayState | null): void;
}

/** One relay: nobody else to tell. */
export class LocalBus implements LiveBus {
  publish(): void {}
  onMessage(): void {}
  requestState(): Promise<RelayState[]> {
    return Promise.resolve([]);
  }
  answerState(): void {}
}

/**
 * Several relays: the polling relay's messages reach the others as Socket.IO server-side events,
 * which the Redis adapter fans out. Each relay then serves its own clients from them, so every
 * relay applies the same per-client backpressure and can answer snapshots from its own copy.
 */
export class AdapterBus implements LiveBus {
  private handler: ((message: BusMessage) => void) | undefined;

  /** Answers are awaited for the adapter's `requestsTimeout`. */
  constructor(private readonly live: Namespace<never, never, RelayEvents>) {
    live.on('relay:bus', (message: BusMessage) => this.handler?.(message));
  }

  publish(message: BusMessage): void {
    this.live.serverSideEmit('relay:bus', message);
  }

  onMessage(handler: (message: BusMessage) => void): void {
    this.handler = handler;
  }

  async requestState(): Promise<RelayState[]> {
    try {
      const answers: Array<RelayState | null> =
        await this.live.serverSideEmitWithAck('relay:state');
      return answers.filter((a): a is RelayState => a !== null);
    } catch {
      return []; // some relay did not answer in time; the caller asks again at the next gap
    }
  }

  answerState(provider: () => RelayState | null): void {
    this.live.on('relay:state', (ack: (state: RelayState | null) => void) => ack(provider()));
  }
}
