/** Activities as the tachograph records them. */
export type TachoActivity = 'DRIVE' | 'WORK' | 'AVAILABILITY' | 'REST';

/** One recorded period. Times are epoch seconds; `end` is exclusive. */
export interface ActivityPeriod {
  start: number;
  end: number;
  activity: TachoActivity;
  /** Recorded under the "ferry/train crossing" condition (Annex IC): boarding, disembarking. */
  ferry?: boolean;
}

export interface PlafondInput {
  /** The driver's periods, any order; gaps (card withdrawn) count as rest. */
  periods: readonly ActivityPeriod[];
  /** Evaluation time, epoch seconds. Periods after it are ignored. */
  now: number;
  /** Two drivers on board (multi-manning): Art. 8(5) window and in-vehicle breaks. */
  team?: boolean;
}

export type DetectionState = TachoActivity | 'BLOCK';
export type NextRestType = 'SESSION' | 'DAILY' | 'WEEKLY';

export interface RestPeriod {
  start: number;
  end: number;
  duration: number;
}

export interface CompensationDue {
  /** The reduced weekly rest that created the debt. */
  rest: RestPeriod;
  /** Seconds still to be given back. */
  owed: number;
  /** Epoch seconds: end of the third week following the week of the reduced rest. */
  deadline: number;
}

/** What a rest under way counts as (Art. 4, 7, 8), from the shortest reading to the longest. */
export const REST_READINGS = [
  'NONE',
  'BREAK_FIRST_PART',
  'BREAK',
  'SPLIT_FIRST_PART',
  'LATE_DAILY',
  'REDUCED_DAILY',
  'SPLIT_DAILY',
  'REGULAR_DAILY',
  'REDUCED_WEEKLY',
  'REGULAR_WEEKLY',
] as const;
export type RestReading = (typeof REST_READINGS)[number];

/** A rest under way: what it counts as if the driver drives now, and what it becomes if it goes on. */
export interface RestInProgress {
  since: number;
  duration: number;
  countsAs: RestReading;
  /** A reduced daily rest is still allowed before the next weekly rest (Art. 8(4)). */
  reducedAllowed: boolean;
  /** The next reading: `in` seconds more of rest, reached at `at`. */
  next?: { becomes: RestReading; in: number; at: number };
}

/** Everything the control room shows about one driver's allowances, in seconds. */
export interface DrivingAllowance {
  now: number;
  state: DetectionState;
  inRest: boolean;
  /** Seconds the current activity has lasted. */
  currentFor: number;
  /** Driving allowed right now before any rest is due: the minimum of the limits below. */
  driveLeft: number;
  nextRestType: NextRestType;
  breakDriveLeft: number;
  /** True once a break of 15 min or more has been taken since the last full break. */
  splitFirstPartDone: boolean;
  dailyDrive: number;
  dailyLimit: number;
  dailyDriveLeft: number;
  /** Extended (10 h) days still allowed this week. */
  driveBonus: number;
  /** Reduced daily rests still allowed before the next weekly rest. */
  restBonus: number;
  weeklyDrive: number;
  weeklyDriveLeft: number;
  previousWeekDrive: number;
  biweeklyDriveLeft: number;
  workingDayStart: number;
  /** Latest time the next daily rest may start and still fit in the window. */
  workingDayEnd: number;
  workingDayLeft: number;
  /** Seconds of the next daily rest still to take (counting a rest in progress). */
  restNeeded: number;
  lastWeeklyRest?: RestPeriod;
  /** Length the next weekly rest must have. */
  nextWeeklyRestDuration: number;
  /** Latest start of the next weekly rest. */
  nextWeeklyRestBy?: number;
  compensations: CompensationDue[];
  /** Set while the driver rests: the allowances above count this rest as it is now. */
  restInProgress?: RestInProgress;
}
