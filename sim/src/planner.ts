import { createRandom, weekStart } from '@fleetdeck/shared';
import { terrainAltitudeM, type RoadGraph, type RoadPath } from '@fleetdeck/shared/roads';
import { ACTIVITY, PhaseKind, type Phase } from './model.js';
import { distAtTau, pointAtTau, type TripRoutes } from './routes.js';

const H = 3600;
const MIN = 60;
/** EU 561/2006 limits the planner keeps (seconds). */
export const LIMITS = {
  continuousDrive: 4.5 * H,
  break: 45 * MIN,
  splitFirst: 15 * MIN,
  splitSecond: 30 * MIN,
  dailyDrive: 9 * H,
  extendedDailyDrive: 10 * H,
  extendedPerWeek: 2,
  dailyRest: 11 * H,
  reducedDailyRest: 9 * H,
  reducedPerWeek: 3,
  /** A daily rest starts within 24 h of the previous one's end: 24 h − 11 h = 13 h of duty. */
  dutyWindow: 13 * H,
  weeklyDrive: 56 * H,
  biweeklyDrive: 90 * H,
  weeklyRest: 45 * H,
  reducedWeeklyRest: 24 * H,
  dailyPeriodsPerWeek: 6,
  week: 7 * 24 * H,
} as const;

export interface TruckProfile {
  id: number;
  seed: number;
  depot: number;
  customers: number[];
  hasTrailer: boolean;
  tankL: number;
  litresPerKm: number;
  /** Drivers who split the 45-minute break into 15 + 30. */
  splitsBreaks: boolean;
  /** Long-haul drivers who drive through the night instead of stopping at dusk. */
  drivesAtNight: boolean;
  /** Two drivers on board: availability counts as a break (Art. 7, third paragraph). */
  team?: boolean;
  /** A driver who now and then breaks one rule: a late break, a long day or a late daily rest. */
  bendsRules?: boolean;
}

/** How a rule-bending driver breaks the rules on one day. */
type Bend = { kind: 'late_break' | 'long_day' | 'late_rest'; by: number } | null;

/**
 * Plans one truck's life as phases: missions between its depot and customer towns (hook, load,
 * drive, unload, backhaul, refuel), with traffic queues, under a tachograph schedule that keeps
 * the EU 561/2006 limits above. Each truck has its own random stream, so its plan depends only on
 * the seed and its id, never on how often or in which order the simulator asks for it.
 */
export class TruckPlanner {
  readonly phases: Phase[] = [];
  private readonly rng: () => number;
  private readonly graph: RoadGraph;
  private t: number;
  private node: number;
  private odo: number;
  private fuel: number;
  private burnt: number;
  private tasks: (() => void)[] = [];
  /** Set while a trip is under way: breaks and refuelling then happen where the truck is. */
  private onRoad: { path: RoadPath; tau: number } | null = null;
  // Tachograph counters.
  private contDrive = 0;
  private splitDone = false;
  private dayDrive = 0;
  private dayStart = 0;
  private dayLimit: number = LIMITS.dailyDrive;
  /** Driving in the current fixed week (Monday 00:00 UTC) and in the one before (Art. 6). */
  private week = 0;
  private weekDrive = 0;
  private prevWeekDrive = 44 * H;
  private extendedUsed = 0;
  private reducedUsed = 0;
  private dailyPeriods: number;
  private lastWeeklyReduced = true;
  private bend: Bend = null;

  constructor(
    private readonly profile: TruckProfile,
    private readonly routes: TripRoutes,
    epochS: number,
  ) {
    this.graph = routes.graph;
    this.rng = createRandom(profile.seed);
    this.node = profile.depot;
    this.odo = (150_000 + this.rng() * 750_000) * 1000;
    this.fuel = profile.tankL * (0.4 + this.rng() * 0.55);
    this.burnt = (this.odo / 1000) * profile.litresPerKm;
    this.dailyPeriods = Math.floor(this.rng() * 5);
    // Every truck starts its history in a daily rest that ends at its own time of day.
    this.t = epochS - LIMITS.dailyRest;
    this.week = weekStart(this.t);
    const daysIntoWeek = Math.floor((this.t - this.week) / (24 * H));
    this.weekDrive = Math.min(this.dailyPeriods, daysIntoWeek) * 8 * H;
    this.stand(PhaseKind.DailyRest, LIMITS.dailyRest + this.rng() * 14 * H, ACTIVITY.rest, 0);
    this.startDay();
  }

  /** The driver now and then breaks a rule (see FleetSimulatorOptions.infringingShare). */
  get bendsRules(): boolean {
    return this.profile.bendsRules ?? false;
  }

  /** Plans until the last phase ends at or after `untilS`. */
  extendTo(untilS: number): void {
    while (this.t < untilS) {
      const task = this.tasks.shift();
      if (task) task();
      else this.planMission();
    }
  }

  /** Forgets phases that ended before `beforeS` (history retention); returns how many. */
  prune(beforeS: number): number {
    let n = 0;
    while (n < this.phases.length - 1 && (this.phases[n] as Phase).t1 < beforeS) n++;
    if (n > 0) this.phases.splice(0, n);
    return n;
  }

  private planMission(): void {
    const p = this.profile;
    const rnd = (a: number, b: number): number => a + this.rng() * (b - a);
    if (this.node !== p.depot) {
      this.tasks.push(() => this.drive(p.depot));
      return;
    }
    const customer = p.customers[Math.floor(this.rng() * p.customers.length)] ?? p.depot;
    if (p.hasTrailer && this.rng() < 0.5)
      this.tasks.push(() => this.work(PhaseKind.Hook, rnd(8, 15) * MIN, 3));
    this.tasks.push(() => this.work(PhaseKind.Load, rnd(30, 75) * MIN, 1));
    this.tasks.push(() => this.drive(customer));
    if (this.rng() < 0.4) this.tasks.push(() => this.wait(rnd(10, 50) * MIN));
    this.tasks.push(() => this.work(PhaseKind.Unload, rnd(30, 90) * MIN, 2));
    if (this.rng() < 0.5) this.tasks.push(() => this.work(PhaseKind.Load, rnd(25, 60) * MIN, 1));
    this.tasks.push(() => this.drive(p.depot));
    if (p.hasTrailer && this.rng() < 0.5)
      this.tasks.push(() => this.work(PhaseKind.Unhook, rnd(8, 15) * MIN, 4));
    // Waiting for the next load at the depot, engine off: a qualifying break when long enough.
    if (this.rng() < 0.6) this.tasks.push(() => this.standBreak(rnd(0.5, 3) * H));
  }

  // ---- stops -------------------------------------------------------------------------------

  private work(kind: PhaseKind, seconds: number, status: number): void {
    if (this.t + seconds > this.dayStart + LIMITS.dutyWindow) this.dailyRest();
    this.stand(kind, seconds, ACTIVITY.work, status);
  }

  /**
   * Queueing at the customer's gate: availability, which is neither work nor a break; in a team
   * the tachograph reading counts it as a break by its length, so the counters do too.
   */
  private wait(duration: number): void {
    const seconds = Math.round(duration);
    if (this.t + seconds > this.dayStart + LIMITS.dutyWindow) this.dailyRest();
    this.stand(PhaseKind.Wait, seconds, ACTIVITY.availability, 0);
    if (this.profile.team) this.countBreak(seconds);
  }

  /** A break counts whole (45 min), as a second part (30 min), or as a first part (15 min). */
  private countBreak(seconds: number): void {
    if (seconds >= LIMITS.break || (this.splitDone && seconds >= LIMITS.splitSecond))
      this.breakTaken();
    else if (seconds >= LIMITS.splitFirst) this.splitDone = true;
  }

  private standBreak(duration: number): void {
    // Counted as recorded: in whole seconds, as stand() records it.
    const seconds = Math.round(duration);
    if (this.t + seconds > this.dayStart + LIMITS.dutyWindow) {
      this.dailyRest();
      return;
    }
    this.stand(PhaseKind.Break, seconds, ACTIVITY.rest, 0);
    // A wait counts as a break, or as one part of a split break, by its length.
    this.countBreak(seconds);
  }

  private stand(kind: PhaseKind, duration: number, activity: number, status: number): void {
    const g = this.graph;
    // Whole seconds keep every phase boundary, and so every report, on a whole second.
    const seconds = Math.max(1, Math.round(duration));
    // Park a little off the town centre, at the same spot each time for this truck and town; on
    // the road, stop where the trip has got to (a lay-by or a service area).
    const a = ((this.profile.id * 7919 + this.node * 104729) % 1000) / 1000;
    const at = this.onRoad ? pointAtTau(g, this.onRoad.path, this.onRoad.tau) : null;
    const lat = at ? at.lat : (g.nodeLat[this.node] as number) + (a - 0.5) * 0.004;
    const lng = at ? at.lng : (g.nodeLng[this.node] as number) + (((a * 7.3) % 1) - 0.5) * 0.006;
    const fuel1 =
      kind === PhaseKind.Refuel ? this.profile.tankL * (0.9 + this.rng() * 0.08) : this.fuel;
    this.phases.push({
      t0: this.t,
      t1: this.t + seconds,
      kind,
      activity,
      status,
      path: null,
      tau0: 0,
      tau1: 0,
      d0: 0,
      lat,
      lng,
      altitude: terrainAltitudeM(lat, lng),
      odo0: this.odo,
      odo1: this.odo,
      fuel0: this.fuel,
      fuel1,
      burnt0: this.burnt,
    });
    this.fuel = fuel1;
    this.t += seconds;
  }

  // ---- driving -----------------------------------------------------------------------------

  private drive(to: number): void {
    const path = to === this.node ? null : this.routes.path(this.node, to);
    if (!path) return;
    const total = path.cumTime[path.cumTime.length - 1] as number;
    let tau = 0;
    while (tau < total - 1) {
      if (this.fuel < this.profile.tankL * 0.22) {
        const refuel = (12 + this.rng() * 10) * MIN;
        // The daily rest must still fit in the 24 hours: refuel after it when the day is full.
        if (this.t + refuel > this.dayStart + LIMITS.dutyWindow) {
          this.dailyRest();
          continue;
        }
        this.stand(PhaseKind.Refuel, refuel, ACTIVITY.work, 5);
      }
      if (this.wantsNightRest()) {
        this.dailyRest();
        continue;
      }
      const allow = this.allowance();
      if (allow < 2 * MIN) {
        this.rest();
        continue;
      }
      const queue = this.rng() < 0.08;
      const rate = queue ? 0.15 + this.rng() * 0.2 : 1;
      const wanted = queue ? (5 + this.rng() * 25) * MIN : (40 + this.rng() * 80) * MIN;
      const real = Math.max(
        1,
        Math.floor(Math.min(allow, wanted, Math.ceil((total - tau) / rate))),
      );
      tau = this.emitDrive(path, tau, real, rate);
      this.onRoad = { path, tau };
      if (tau >= total - 1) break;
    }
    this.onRoad = null;
    this.node = to;
  }

  /** Appends a drive phase and returns the free-flow time reached. */
  private emitDrive(path: RoadPath, tau0: number, real: number, rate: number): number {
    const total = path.cumTime[path.cumTime.length - 1] as number;
    const tau1 = Math.min(total, tau0 + real * rate);
    const d0 = distAtTau(path, tau0);
    const metres = distAtTau(path, tau1) - d0;
    // Stop-and-go burns more per kilometre than cruising.
    const litres = (metres / 1000) * this.profile.litresPerKm * (rate < 1 ? 1.4 : 1);
    this.phases.push({
      t0: this.t,
      t1: this.t + real,
      kind: PhaseKind.Drive,
      activity: ACTIVITY.driving,
      status: 0,
      path,
      tau0,
      tau1,
      d0,
      lat: 0,
      lng: 0,
      altitude: 0,
      odo0: this.odo,
      odo1: this.odo + metres,
      fuel0: this.fuel,
      fuel1: this.fuel - litres,
      burnt0: this.burnt,
    });
    this.t += real;
    this.odo += metres;
    this.fuel -= litres;
    this.burnt += litres;
    this.contDrive += real;
    this.dayDrive += real;
    // A drive across Monday 00:00 counts partly to each fixed week.
    const boundary = this.week + LIMITS.week;
    const before = Math.min(real, Math.max(0, boundary - (this.t - real)));
    this.weekDrive += before;
    if (before < real) {
      this.rollWeek(boundary);
      this.weekDrive += real - before;
    }
    return tau1;
  }

  // ---- the tachograph schedule -------------------------------------------------------------

  private weekLeft(): number {
    return Math.min(
      LIMITS.weeklyDrive - this.weekDrive,
      LIMITS.biweeklyDrive - this.weekDrive - this.prevWeekDrive,
    );
  }

  /** Driving seconds allowed before the next break or rest is due. */
  private allowance(): number {
    this.rollWeek(this.t);
    const lateBreak = this.bend?.kind === 'late_break' ? this.bend.by : 0;
    const longDay = this.bend?.kind === 'long_day' ? this.bend.by : 0;
    let allow = Math.min(
      LIMITS.continuousDrive + lateBreak - this.contDrive,
      this.dayLimit + longDay - this.dayDrive,
      this.dayStart + LIMITS.dutyWindow - this.t,
      this.weekLeft(),
    );
    if (this.profile.splitsBreaks && !this.splitDone)
      allow = Math.min(allow, 2 * H - this.contDrive);
    return allow;
  }

  /** Takes whichever break or rest the limits call for now. */
  private rest(): void {
    const longDay = this.bend?.kind === 'long_day' ? this.bend.by : 0;
    const dayDone =
      this.dayDrive >= this.dayLimit + longDay - 2 * MIN ||
      this.t >= this.dayStart + LIMITS.dutyWindow - 2 * MIN ||
      this.weekLeft() < 2 * MIN;
    if (dayDone) this.dailyRest();
    else if (this.contDrive >= LIMITS.continuousDrive - 2 * MIN) {
      this.stand(
        PhaseKind.Break,
        this.splitDone ? LIMITS.splitSecond : LIMITS.break,
        ACTIVITY.rest,
        0,
      );
      this.breakTaken();
    } else {
      this.stand(PhaseKind.Break, LIMITS.splitFirst, ACTIVITY.rest, 0);
      this.splitDone = true;
    }
  }

  private breakTaken(): void {
    this.contDrive = 0;
    this.splitDone = false;
  }

  /** Drivers stop for the night once they have done a fair day's driving. */
  private wantsNightRest(): boolean {
    if (this.profile.drivesAtNight) return false;
    const hour = (this.t / H + 1) % 24;
    return (hour >= 20 || hour < 4) && this.dayDrive >= 4 * H;
  }

  private dailyRest(): void {
    if (this.dailyPeriods + 1 >= LIMITS.dailyPeriodsPerWeek || this.weekLeft() < 4 * H) {
      const reduced = !this.lastWeeklyReduced;
      // A regular weekly rest after a reduced one carries its compensation en bloc (Art. 8(6)).
      const compensation = LIMITS.weeklyRest - LIMITS.reducedWeeklyRest;
      this.stand(
        PhaseKind.WeeklyRest,
        reduced ? LIMITS.reducedWeeklyRest : LIMITS.weeklyRest + compensation,
        ACTIVITY.rest,
        0,
      );
      this.lastWeeklyReduced = reduced;
      this.dailyPeriods = 0;
      this.reducedUsed = 0;
    } else {
      const reduced = this.reducedUsed < LIMITS.reducedPerWeek && this.rng() < 0.35;
      if (reduced) this.reducedUsed++;
      if (this.bend?.kind === 'late_rest') this.waitPastWindow(this.bend.by);
      const length = (reduced ? LIMITS.reducedDailyRest : LIMITS.dailyRest) + this.rng() * 1.5 * H;
      this.stand(PhaseKind.DailyRest, length, ACTIVITY.rest, 0);
      this.dailyPeriods++;
    }
    this.startDay();
  }

  /**
   * A late rest: kept waiting at the gate until the rest can no longer fit 9 h inside the day's
   * 24 hours (short by `by`); a day that ended too early for that stays lawful.
   */
  private waitPastWindow(by: number): void {
    const late = this.dayStart + 24 * H - LIMITS.reducedDailyRest + by;
    if (late > this.t && late - this.t <= 5 * H)
      this.stand(PhaseKind.Wait, late - this.t, ACTIVITY.availability, 0);
  }

  /** Moves the weekly counters to the fixed week holding `t`. */
  private rollWeek(t: number): void {
    const week = weekStart(t);
    if (week === this.week) return;
    this.prevWeekDrive = week === this.week + LIMITS.week ? this.weekDrive : 0;
    this.weekDrive = 0;
    this.extendedUsed = 0;
    this.week = week;
  }

  private startDay(): void {
    this.rollWeek(this.t);
    this.dayStart = this.t;
    this.dayDrive = 0;
    this.breakTaken();
    const extend = this.extendedUsed < LIMITS.extendedPerWeek && this.rng() < 0.4;
    if (extend) this.extendedUsed++;
    this.dayLimit = extend ? LIMITS.extendedDailyDrive : LIMITS.dailyDrive;
    // Lawful drivers draw nothing more, so their plans stay the same whatever the share.
    this.bend = this.profile.bendsRules && this.rng() < 0.35 ? this.pickBend() : null;
  }

  /** One rule broken today, by a believable margin. */
  private pickBend(): Bend {
    const r = this.rng();
    const minutes = (a: number, b: number): number => Math.round(a + this.rng() * (b - a)) * MIN;
    if (r < 0.45) return { kind: 'late_break', by: minutes(5, 40) };
    if (r < 0.8) return { kind: 'long_day', by: minutes(10, 50) };
    return { kind: 'late_rest', by: minutes(10, 50) };
  }
}
