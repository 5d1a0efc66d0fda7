import type { Logger } from 'pino';
import type { Truck, TruckId, TruckTag } from '@fleetdeck/shared';
import type { FleetHub } from '../live/hub.js';
import type { TrucksAnswer } from '../upstream/trucksUpstream.js';
import type { TagRepository } from './tagRepository.js';

const NONE: readonly TruckTag[] = Object.freeze([]);

const sameTags = (a: readonly TruckTag[], b: readonly TruckTag[]): boolean =>
  a.length === b.length &&
  a.every((t, i) => t.id === b[i]?.id && t.name === b[i]?.name && t.company === b[i]?.company);

/**
 * Puts the relay's tag assignments on each polled truck before the diff, so a change of them
 * reaches every browser as an ordinary `fleet:diff` upsert of `tags`.
 *
 * How a change made on any relay reaches the poller: every write moves a version number in the
 * database (tagRepository.ts), and the poller reads it once per trucks poll (one tiny query a
 * second) and reloads the assignments only when it moved. Chosen over a bus message because it
 * also works without Redis, cannot be lost, and a relay taking over the polling simply starts
 * from the database: nothing to replay.
 */
export class TruckTagger {
  private version = -1;
  private byTruck = new Map<TruckId, readonly TruckTag[]>();

  constructor(
    private readonly repo: Pick<TagRepository, 'version' | 'allAssignments'>,
    private readonly log: Logger,
  ) {}

  /** The poll's trucks with their tags; a partial poll also gets the trucks whose tags moved. */
  async tag(answer: TrucksAnswer, hub: Pick<FleetHub, 'truck'>): Promise<TrucksAnswer> {
    const moved = await this.refresh();
    for (const truck of answer.trucks) truck.tags = this.tagsOf(truck.id) as TruckTag[];
    if (answer.complete || moved.size === 0) return answer;
    const polled = new Set(answer.trucks.map((t) => t.id));
    const extra: Truck[] = [];
    for (const id of moved) {
      const held = polled.has(id) ? undefined : hub.truck(id);
      if (held) extra.push({ ...held, tags: this.tagsOf(id) as TruckTag[] });
    }
    return extra.length === 0 ? answer : { ...answer, trucks: [...answer.trucks, ...extra] };
  }

  private tagsOf(id: TruckId): readonly TruckTag[] {
    return this.byTruck.get(id) ?? NONE;
  }

  /** Reloads when the version moved; the ids whose tags changed. A failure keeps what we had. */
  private async refresh(): Promise<Set<TruckId>> {
    const moved = new Set<TruckId>();
    try {
      const version = await this.repo.version();
      if (version === this.version) return moved;
      const next = await this.repo.allAssignments();
      for (const [id, tags] of next) if (!sameTags(tags, this.tagsOf(id))) moved.add(id);
      for (const id of this.byTruck.keys()) if (!next.has(id)) moved.add(id);
      this.byTruck = next;
      this.version = version;
    } catch (error) {
      this.log.warn({ err: error }, 'truck tags not reloaded');
    }
    return moved;
  }
}
