import type pg from 'pg';
import {
  computeAllowance,
  TACHO_ACTIVITY_CODES,
  toDriverPlafond,
  type ActivityPeriod,
} from '@fleetdeck/shared';
import { TtlCache } from '../../upstream/ttlCache.js';
import type { DeviceTruck } from '../contracts.js';
import { driverPeriodsOf, lastpointsOf, type SlotPeriod } from './queries.js';
import { driverIdOfCard } from './recordStore.js';

const DAY_MS = 86_400_000;
/** How much of a driver's history the EU 561 engine is given: this week, the last, and rests. */
const PLAFOND_HISTORY_DAYS = 21;
/** Drivers whose periods are read in one query. */
const PLAFOND_DRIVERS_PER_READ = 200;
/** Stored changes a driver's 21 days may hold on average in one read (about 95 a day). */
const PLAFOND_PERIODS_PER_DRIVER = 2_000;
/** The whole fleet's allowances are computed at most this often. */
const PLAFOND_CACHE_MS = 30_000;

/** A driver on board a device-fed truck now: the card in one of its tachograph slots. */
export interface BoardDriver {
  id: number;
  card: string;
  truckId: number;
  companyId: number;
  position: 1 | 2;
  /** Both slots hold a card (multi-manning). */
  team: boolean;
  /** The slot reads driving in the last point. */
  driving: boolean;
}

export type DriverPlafond = ReturnType<typeof toDriverPlafond>;

/** The spec's activity periods (seconds) of a driver's stored slot periods, in time order. */
export function activityPeriodsOf(periods: readonly SlotPeriod[]): ActivityPeriod[] {
  const out: ActivityPeriod[] = [];
  for (const p of [...periods].sort((a, b) => a.start - b.start)) {
    const activity = p.activity === null ? undefined : TACHO_ACTIVITY_CODES[p.activity];
    if (!activity) continue;
    const start = p.start / 1000;
    const end = p.end / 1000;
    const last = out[out.length - 1];
    if (last && last.activity === activity && last.end === start) last.end = end;
    else out.push({ start, end, activity });
  }
  return out;
}

/**
 * The drivers of a device-fed fleet and their driving allowances, computed by the shared EU
 * 561/2006 engine from the stored activity changes (`driver_activity_changes`). Who is a driver:
 * a card in a slot of a truck's last point. The fleet's allowances are computed in one read and
 * kept `PLAFOND_CACHE_MS`.
 */
export class DevicePlafonds {
  private readonly cache: TtlCache<Record<string, DriverPlafond>>;

  constructor(
    private readonly pool: pg.Pool,
    private readonly now: () => number,
  ) {
    this.cache = new TtlCache(PLAFOND_CACHE_MS, 64, now);
  }

  /** The cards in the slots of these trucks' last points. */
  async onBoard(trucks: readonly DeviceTruck[]): Promise<BoardDriver[]> {
    const rows = await lastpointsOf(
      this.pool,
      trucks.map((t) => t.truckId),
    );
    const out: BoardDriver[] = [];
    for (const truck of trucks) {
      const row = rows.get(truck.truckId);
      if (!row) continue;
      const cards = ([1, 2] as const).map((slot) =>
        row[`driver${slot}_present`] === true && typeof row[`driver${slot}_card`] === 'string'
          ? (row[`driver${slot}_card`] as string)
          : undefined,
      );
      const team = cards.every((c) => c !== undefined);
      cards.forEach((card, i) => {
        if (card === undefined) return;
        out.push({
          id: driverIdOfCard(card),
          card,
          truckId: truck.truckId,
          companyId: truck.companyId,
          position: i === 0 ? 1 : 2,
          team,
          driving: row[`driver${i + 1}_state`] === 3,
        });
      });
    }
    return out;
  }

  /** `GET /geofleet/drivers` rows: the drivers on board, named by their card only. */
  async drivers(trucks: readonly DeviceTruck[]) {
    return (await this.onBoard(trucks)).map((d) => ({
      id: d.id,
      name: null,
      surname: null,
      card: d.card,
      card_expiration: null,
      company: d.companyId,
      vehicleId: d.truckId,
      position: d.position,
      state: { id: 0 },
    }));
  }

  /**
   * The drivers on board these trucks with their allowance, keyed by driver id (as text); with
   * `drivingOnly`, only those whose slot reads driving now (the live path's
   * `?driving=true`: the others' detection state cannot be DRIVE, and are not computed).
   */
  all(trucks: readonly DeviceTruck[], drivingOnly = false): Promise<Record<string, DriverPlafond>> {
    const ids = trucks
      .map((t) => t.truckId)
      .sort((a, b) => a - b)
      .join(',');
    return this.cache.get(`${drivingOnly ? 'driving' : 'all'}:${ids}`, async () => {
      const drivers = await this.onBoard(trucks);
      return this.compute(drivingOnly ? drivers.filter((d) => d.driving) : drivers);
    });
  }

  /** One driver's allowance, when the driver is on board one of these trucks. */
  async one(trucks: readonly DeviceTruck[], driverId: number): Promise<DriverPlafond | undefined> {
    const driver = (await this.onBoard(trucks)).find((d) => d.id === driverId);
    if (!driver) return undefined;
    return (await this.compute([driver]))[String(driverId)];
  }

  /** Allowances read and computed `PLAFOND_DRIVERS_PER_READ` drivers at a time. */
  private async compute(drivers: readonly BoardDriver[]): Promise<Record<string, DriverPlafond>> {
    const now = this.now();
    const out: Record<string, DriverPlafond> = {};
    for (let i = 0; i < drivers.length; i += PLAFOND_DRIVERS_PER_READ) {
      const group = drivers.slice(i, i + PLAFOND_DRIVERS_PER_READ);
      const periods = await driverPeriodsOf(
        this.pool,
        group.map((d) => d.id),
        now - PLAFOND_HISTORY_DAYS * DAY_MS,
        now,
        PLAFOND_PERIODS_PER_DRIVER * group.length,
      );
      for (const d of group) {
        out[String(d.id)] = toDriverPlafond(
          computeAllowance({
            periods: activityPeriodsOf(periods.get(d.id) ?? []),
            now: now / 1000,
            team: d.team,
          }),
        );
      }
    }
    return out;
  }
}
