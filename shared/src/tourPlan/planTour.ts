import type { TourRestKind } from '../domain/routing.js';
import { RULES_561 as R, WEEK_SECONDS } from '../tachograph/rules561.js';
import { weekStart } from '../tachograph/timeline.js';
import type { DrivingAllowance } from '../tachograph/types.js';
import type { DrivingBan } from '../rules/drivingBans/banAt.js';
import { bansOf, waitOutBan } from './banStops.js';
import { placeCandidates, stopBefore, type PlacedCandidate } from './candidateStops.js';
import { Crew } from './crew.js';
import { driverHistory } from './driverHistory.js';
import { crossFerry, type TourCrossing } from './ferryStops.js';
import { continuations, restLacks, type Continuation } from './restUnderWay.js';
import { pointAt } from './routeTimeline.js';
import {
  ENDS_DAY,
  kindOf,
  RANK,
  TOUR_PLAN_DEFAULTS,
  type TourBanWait,
  type TourHandover,
  type TourPause,
  type TourPlan,
  type TourPlanInput,
} from './tourPlanTypes.js';

/** With split breaks, the 15 min first part comes after 2 h of driving. */
const SPLIT_BREAK_AT = R.continuousDrive - 2 * 3600;
/**
 * A daily rest after which less than this much driving would be left before the weekly rest is
 * extended into the weekly rest: a weekly rest 25 min of driving after a daily rest ended is no
 * plan a dispatcher would sign (issue 45), and the daily rest then counts towards it.
 */
const SQUEEZED_DRIVE = 3 * 3600;
/**
 * A team changes drivers only when the co-driver can then drive this long (or to the end): a
 * change every half hour as the day runs out is no plan; the crew stops instead.
 */
const HANDOVER_MIN_DRIVE = 3600;

type Limit = 'WEEKLY' | 'DAILY' | 'SESSION' | 'SPLIT_BREAK' | 'BAN';

/**
 * The driving-time plan of a tour under Regulation (EC) No 561/2006: from the driver's state and
 * the departure, drive the route and stop when the shared tachograph engine (`computeAllowance`)
 * says a limit is reached: a break of 45 min (or 15 + 30) every 4 h 30 of driving, a daily rest
 * (11 h; 9 h when reduced or after a 3 h first part) when the daily driving (9 h; 10 h twice a
 * week, used only when it finishes the tour or on the long single-day preset) or the working day
 * ends, a weekly rest when weekly driving or the six days run out. Each stop is the last
 * candidate parking within the tolerance before the limit, else the route point where it falls.
 * A team (two drivers) alternates at the wheel and both rest 9 h within 30 h. Service times are
 * other work that must end inside the working day too: a job is never split by a rest (when it
 * would not end in time, the rest comes first). A rest under way at the departure is continued
 * there by the minutes it lacks (to a break or a daily rest) when that arrives sooner than
 * planning without it, and any rest the plan needs before moving off is that rest going on (the
 * shortest lawful daily rest counting what was taken, never a new full one on top); 3 h or more
 * of it count as the first part of a split daily rest. With the vehicle and the route's
 * countries, the tour stops before it would drive into a driving ban (`shared/rules/drivingBans`)
 * and waits there until the ban ends (other work is done during bans). Pure: the same input gives
 * the same plan. A regular weekly rest is taken at a parking (Art. 8(8): not in the vehicle at a
 * road point): the last one before its limit, however far back, when one lies on the way there.
 * A daily rest after which the weekly rest would come within `SQUEEZED_DRIVE` of driving is
 * extended into the weekly rest. A team's handovers are planned at a parking within the
 * tolerance when the co-driver can take over there, else where the limit falls.
 */
export function planTour(input: TourPlanInput): TourPlan {
  const { driver, departure } = input;
  let best = planWith(input);
  // Only a driver off since `lastWorkedAt` rests at the departure (not a break of the history).
  if ((driver.lastWorkedAt ?? departure) >= departure) return best;
  const team = driver.preset === 'team_and_multiple_days';
  for (const continuation of continuations(driverHistory(driver, departure), departure, team)) {
    const plan = planWith(input, continuation);
    if (plan.etaWithRests < best.etaWithRests) best = plan;
  }
  return best;
}

function planWith(input: TourPlanInput, continuation?: Continuation): TourPlan {
  const o = { ...TOUR_PLAN_DEFAULTS, ...input.options };
  const { route, driver, departure } = input;
  const team = driver.preset === 'team_and_multiple_days';
  const histories = [driverHistory(driver, departure)];
  if (team) histories.push(driverHistory(driver, departure, true));
  const restBefore = departure - Math.min(driver.lastWorkedAt ?? departure, departure);
  const crew = new Crew(histories, departure, team);
  const placed = placeCandidates(route.points, input.candidates ?? [], o.maxOffRouteM);
  const total = route.stops.at(-1)?.driveS ?? 0;
  const pauses: TourPause[] = [];
  const banWaits: TourBanWait[] = [];
  const crossings: TourCrossing[] = [];
  const handovers: TourHandover[] = [];
  const banAhead = bansOf(route, input.vehicle);
  const waypoints = route.stops.map(() => ({ arrival: departure, departure }));
  let at = 0;
  // A rest under way of 3 h or more is the first part of a split daily rest once driving resumes.
  let splitFirstToday =
    !team && restBefore > 0 && crew.allowance(0).restInProgress?.countsAs === 'SPLIT_FIRST_PART';

  const dailyLeft = (a: DrivingAllowance): number => {
    const nine = Math.max(0, R.dailyDrive - a.dailyDrive);
    if (driver.preset === 'single_day') return Math.min(a.dailyDriveLeft, nine);
    // findInfringements counts an extension in the week the day began, computeAllowance in the
    // week of `now`: a day that began in an earlier week is not extended anew.
    const sameWeek = weekStart(a.workingDayStart) === weekStart(a.now);
    const wanted = driver.preset === 'long_single_day' || total - at <= a.dailyDriveLeft;
    return wanted && (sameWeek || nine === 0) ? a.dailyDriveLeft : Math.min(a.dailyDriveLeft, nine);
  };
  const dutyEnd = (a: DrivingAllowance): number => {
    let end = Math.min(a.workingDayEnd, a.nextWeeklyRestBy ?? Infinity);
    // A single day ends in time for a regular rest.
    if (driver.preset === 'single_day')
      end = Math.min(end, a.workingDayStart + R.workingDayWindow - R.dailyRestRegular);
    return end;
  };
  const limitsOf = (a: DrivingAllowance): Record<'WEEKLY' | 'DAILY' | 'SESSION', number> => ({
    WEEKLY: Math.min(
      a.weeklyDriveLeft,
      a.biweeklyDriveLeft,
      (a.nextWeeklyRestBy ?? Infinity) - a.now,
    ),
    DAILY: Math.min(dailyLeft(a), dutyEnd(a) - a.now),
    SESSION: a.breakDriveLeft,
  });
  const driveLeft = (a: DrivingAllowance) => {
    const l = limitsOf(a);
    return Math.min(l.WEEKLY, l.DAILY, l.SESSION);
  };

  const crewDutyEnd = () => Math.min(...crew.periods.map((_, d) => dutyEnd(crew.allowance(d))));

  /** Seconds the driver has rested at the departure point by now, while still at it. */
  const restUnderWay = (): number => {
    const last = crew.periods[0]?.at(-1);
    if (restBefore <= 0 || at > 0 || last?.activity !== 'REST' || last.end !== crew.t) return 0;
    return last.start <= departure ? crew.t - last.start : 0;
  };
  /** A rest wanted while the driver still rests at the departure is that rest going on. */
  const goingOn = (length: number, rest: TourRestKind): Continuation => {
    if (restUnderWay() <= 0) return { lengthS: length, rest };
    const lacks = crew.periods.map((p) => restLacks(p, crew.t, team, rest));
    const first = lacks[0];
    if (!first || lacks.some((c) => !c)) return { lengthS: length, rest };
    return { lengthS: Math.max(...lacks.map((c) => c?.lengthS ?? 0)), rest: first.rest };
  };

  const pause = (wantedS: number, wanted: TourRestKind, parking?: PlacedCandidate) => {
    const { lengthS: length, rest } = goingOn(wantedS, wanted);
    const began = crew.t;
    crew.rest(length);
    if (ENDS_DAY.has(rest)) splitFirstToday = false;
    if (rest === 'split_rest_first_part') splitFirstToday = true;
    const last = pauses.at(-1);
    if (last && last.departure === began && last.driveS === at) {
      last.departure = crew.t;
      last.durationS += length;
      if (RANK[rest] > RANK[last.rest]) Object.assign(last, { rest, kind: kindOf(rest) });
      return;
    }
    const point = parking ?? pointAt(route.points, at);
    // Started where and when the driver already rests: the same rest goes on.
    const continues = began === departure && at === 0 && restBefore > 0;
    pauses.push({
      kind: kindOf(rest),
      rest,
      x: point.x,
      y: point.y,
      arrival: began,
      departure: crew.t,
      durationS: length,
      driveS: at,
      distanceM: point.distanceM,
      ...(parking ? { parkingName: parking.name } : {}),
      ...(continues ? { continuesRestS: restBefore } : {}),
    });
  };
  /** Driving left under the weekly limits by `a` (the weekly rest's latest start included). */
  const weeklyLeft = (a: DrivingAllowance) =>
    Math.min(a.weeklyDriveLeft, a.biweeklyDriveLeft, (a.nextWeeklyRestBy ?? Infinity) - a.now);
  const weeklyRest = (a: DrivingAllowance, parking?: PlacedCandidate) => {
    // Weekly driving counts per fixed week: a rest for it lasts until the next week begins.
    const capped = Math.min(a.weeklyDriveLeft, a.biweeklyDriveLeft) <= 0;
    const untilMonday = weekStart(crew.t) + WEEK_SECONDS - crew.t;
    // A rest under way at the departure counts towards the weekly rest.
    const regular = R.weeklyRestRegular - restUnderWay();
    let length = Math.max(regular, capped ? untilMonday : 0);
    // Taken early (at a parking, or extending a daily rest), it still lasts until the week's
    // driving comes back when the weekly limits would otherwise stop the tour again soon after.
    const after = crew.allowanceWith(crew.active, [['REST', length]]);
    const left = Math.min(after.weeklyDriveLeft, after.biweeklyDriveLeft);
    if (left < SQUEEZED_DRIVE && total - at > left)
      length = weekStart(crew.t + length) + WEEK_SECONDS - crew.t;
    pause(length, 'weekly_rest', parking);
  };
  /**
   * Whether the daily rest the active driver would take after `driveS` more of driving is the
   * weekly rest: one due before the daily rest would end, or one that would come within
   * `SQUEEZED_DRIVE` of driving after it while the tour goes on.
   */
  const weeklyInstead = (driveS: number): boolean => {
    const now = crew.allowanceWith(crew.active, [['DRIVE', driveS]]);
    if ((now.nextWeeklyRestBy ?? Infinity) < now.now + R.dailyRestRegular) return true;
    const rested = crew.allowanceWith(crew.active, [
      ['DRIVE', driveS],
      ['REST', R.dailyRestRegular],
    ]);
    const left = weeklyLeft(rested);
    return left < SQUEEZED_DRIVE && total - at - driveS > left;
  };
  const dailyRest = (a: DrivingAllowance, parking?: PlacedCandidate) => {
    if (weeklyInstead(0)) return weeklyRest(a, parking);
    if (team) return pause(R.dailyRestReduced, 'regular_daily_rest', parking);
    if (splitFirstToday) return pause(R.splitRestSecond, 'split_rest_second_part', parking);
    const windowEnd = a.workingDayStart + R.workingDayWindow;
    const regularFits = crew.t + R.dailyRestRegular <= windowEnd;
    if (regularFits && !(o.reducedRests && a.restBonus > 0))
      return pause(R.dailyRestRegular, 'regular_daily_rest', parking);
    pause(R.dailyRestReduced, 'reduced_daily_rest', parking);
  };
  const sessionBreak = (a: DrivingAllowance, parking?: PlacedCandidate) => {
    const splitRest = o.splitDailyRest && !team && !splitFirstToday;
    const length = splitRest
      ? R.splitRestFirst
      : a.splitFirstPartDone
        ? R.splitBreakSecond
        : R.fullBreak;
    // A break that would end after the working day must end is the daily rest.
    if (crew.t + length > crewDutyEnd()) return dailyRest(a, parking);
    if (splitRest) return pause(length, 'split_rest_first_part', parking);
    pause(length, a.splitFirstPartDone ? 'break_second_part' : 'break', parking);
  };
  const waitBan = (ban: DrivingBan, parking?: PlacedCandidate) => {
    banWaits.push(waitOutBan(crew, route, at, ban, parking));
    // The wait is rest. A weekly rest it became is made regular (the plan pays no compensation
    // later), and a daily one regular when no reduced rest is left.
    const reading = crew.allowance(0).restInProgress;
    const next = reading?.next;
    if (reading?.countsAs === 'REDUCED_WEEKLY' && next?.becomes === 'REGULAR_WEEKLY')
      pause(next.in, 'weekly_rest', parking);
    else if (
      reading?.countsAs === 'REDUCED_DAILY' &&
      !reading.reducedAllowed &&
      next?.becomes === 'REGULAR_DAILY'
    )
      pause(next.in, 'regular_daily_rest', parking);
    // It may have ended the day, or be the 3 h first part of a split rest.
    const countsAs = crew.allowance(0).restInProgress?.countsAs ?? 'NONE';
    if (/DAILY|WEEKLY/.test(countsAs)) splitFirstToday = false;
    else if (countsAs === 'SPLIT_FIRST_PART' && !team) splitFirstToday = true;
  };
  /** Whether the stop for `reason` after `driveS` more of driving will be the weekly rest. */
  const weeklyAhead = (reason: Limit, driveS: number): boolean => {
    if (reason === 'WEEKLY') return true;
    if (reason === 'SESSION' && crew.t + driveS + R.fullBreak <= crewDutyEnd()) return false;
    return (reason === 'DAILY' || reason === 'SESSION') && weeklyInstead(driveS);
  };
  const handTo = (driver: number, parking?: PlacedCandidate) => {
    crew.active = driver;
    const point = parking ?? pointAt(route.points, at);
    handovers.push({
      x: point.x,
      y: point.y,
      at: crew.t,
      driveS: at,
      distanceM: point.distanceM,
      driver,
      ...(parking ? { parkingName: parking.name } : {}),
    });
  };
  const stopFor = (
    reason: Limit,
    a: DrivingAllowance,
    ban?: DrivingBan,
    parking?: PlacedCandidate,
    weekly = false,
  ) => {
    if (reason === 'BAN' && ban) waitBan(ban, parking);
    else if (reason === 'WEEKLY' || weekly) weeklyRest(a, parking);
    else if (reason === 'DAILY') dailyRest(a, parking);
    else if (reason === 'SESSION') sessionBreak(a, parking);
    else pause(R.splitBreakFirst, 'break_first_part', parking);
  };

  if (continuation) pause(continuation.lengthS, continuation.rest);
  let stopIndex = 0;
  let serviceLeft = route.stops[0]?.serviceS ?? 0;
  // With the rest continued first, the first waypoint's arrival stays the departure.
  let arrived = continuation !== undefined;
  for (let guard = 0; ; guard++) {
    if (guard > 100_000) throw new Error('planTour: the plan does not converge');
    const stop = route.stops[stopIndex];
    if (!stop) break;
    // The next ferry: driving stops at its port; the waypoint its leg starts at comes first.
    const ferry = route.ferries?.[crossings.length];
    if (ferry && ferry.driveS <= at && stopIndex > ferry.leg) {
      const crossing = crossFerry(crew, ferry);
      crossings.push(crossing);
      if (crossing.dailyRest) splitFirstToday = false;
      continue;
    }
    if (stop.driveS <= at) {
      const times = waypoints[stopIndex] ?? { arrival: 0, departure: 0 };
      if (!arrived) times.arrival = crew.t;
      arrived = true;
      if (serviceLeft > 0) {
        const room = crewDutyEnd() - crew.t;
        const a = crew.allowance(0);
        // A job is done whole: when it would not end in time, the rest comes first. Only a job
        // longer than a whole working day is split (right after a rest, nothing more is gained).
        const last = pauses.at(-1);
        const rested = last !== undefined && last.departure === crew.t && ENDS_DAY.has(last.rest);
        if (room > 0 && (serviceLeft <= room || rested)) {
          const work = Math.min(serviceLeft, room);
          crew.work(work);
          serviceLeft -= work;
        } else if ((a.nextWeeklyRestBy ?? Infinity) <= crew.t) weeklyRest(a);
        else dailyRest(a);
        continue;
      }
      times.departure = crew.t;
      stopIndex += 1;
      arrived = false;
      serviceLeft = route.stops[stopIndex]?.serviceS ?? 0;
      continue;
    }
    const other = 1 - crew.active;
    if (team && driveLeft(crew.allowance()) <= 0 && driveLeft(crew.allowance(other)) > 0)
      handTo(other);
    const a = crew.allowance();
    const limits = limitsOf(a);
    // A co-driver available on board is still on duty: the crew stops by the earlier day's end.
    if (team) limits.DAILY = Math.min(limits.DAILY, crewDutyEnd() - crew.t);
    if (limits.WEEKLY <= 0) weeklyRest(a);
    else if (limits.DAILY <= 0) dailyRest(a);
    else if (limits.SESSION <= 0) sessionBreak(a);
    else {
      // The tightest limit decides; on a tie the longer rest.
      let reason: Limit = 'WEEKLY';
      for (const r of ['DAILY', 'SESSION'] as const) if (limits[r] < limits[reason]) reason = r;
      let limit = limits[reason];
      // A break that would leave less than an hour of the day's driving: rest for the day there.
      if (reason === 'SESSION' && limits.DAILY - limit < 3600 && total - at > limits.DAILY)
        reason = 'DAILY';
      const splitAt = limits.SESSION - SPLIT_BREAK_AT;
      if (o.splitBreaks && !team && !a.splitFirstPartDone && splitAt > 0 && splitAt < limit) {
        reason = 'SPLIT_BREAK';
        limit = splitAt;
      }
      const ban = banAhead(at, crew.t);
      if (ban && ban.driveS <= 0) {
        waitBan(ban.ban);
        continue;
      }
      if (ban && ban.driveS < limit) {
        reason = 'BAN';
        limit = ban.driveS;
      }
      const toStop = Math.min(stop.driveS, ferry?.driveS ?? Infinity) - at;
      if (toStop <= limit) {
        crew.drive(toStop);
        at += toStop;
        continue;
      }
      // In a team the co-driver takes over by the limit; a stop only when neither can.
      const next = 1 - crew.active;
      /** Whether the co-driver can take over after `driveS` more and drive on long enough. */
      const takesOver = (driveS: number) => {
        const after = driveLeft(crew.allowanceAfter(next, driveS));
        const left = Math.min(after, crewDutyEnd() - crew.t - driveS);
        return left > 0 && left >= Math.min(HANDOVER_MIN_DRIVE, total - at - driveS);
      };
      const handOver = team && reason !== 'BAN' && takesOver(limit);
      // A regular weekly rest at the last parking before its limit, however far back.
      const weekly = !handOver && reason !== 'BAN' && weeklyAhead(reason, limit);
      const tolerance = weekly ? Infinity : o.parkingToleranceS;
      // The co-driver takes over at a parking only if able to drive on from there.
      const parking = stopBefore(placed, at, at + limit, tolerance, (p) =>
        handOver ? takesOver(Math.floor(p.driveS) - at) : true,
      );
      const target = parking ? Math.floor(parking.driveS) : at + limit;
      const useParking = parking && target > at ? parking : undefined;
      const reached = useParking ? target : at + limit;
      crew.drive(reached - at);
      at = reached;
      if (handOver) handTo(next, useParking);
      else stopFor(reason, a, ban?.ban, useParking, weekly);
    }
  }

  const service = route.stops.reduce((s, stop) => s + stop.serviceS, 0);
  const sailing = (route.ferries ?? []).reduce((s, f) => s + f.durationS, 0);
  const singleDay = driver.preset === 'single_day' || driver.preset === 'long_single_day';
  // Finishing the rest under way at the departure is not a rest in the single day.
  const dayEnd = pauses.find((p) => ENDS_DAY.has(p.rest) && p.continuesRestS === undefined);
  const violatedPlafond = singleDay && dayEnd !== undefined;
  return {
    pauses,
    banWaits,
    crossings,
    waypoints,
    // The end of the last job, at the last waypoint.
    etaWithRests: waypoints.at(-1)?.departure ?? departure,
    etaWithoutRests: departure + total + service + sailing,
    // Finishing the rest under way at the departure is not a rest in the single day (dayEnd).
    violatedPlafond,
    ...(violatedPlafond && dayEnd ? { dayReachM: dayEnd.distanceM, dayEndAt: dayEnd.arrival } : {}),
    team,
    handovers,
    periods: crew.periods,
  };
}
