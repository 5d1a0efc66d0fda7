/**
 * Limits of Regulation (EC) No 561/2006 as amended by Regulation (EU) 2020/1054, in seconds.
 * Article numbers are given so each value can be checked against the text.
 */
const MIN = 60;
const HOUR = 3600;

export const RULES_561 = {
  /** Art. 7: driving before a break. */
  continuousDrive: 4.5 * HOUR,
  /** Art. 7: a break of at least 45 min resets continuous driving... */
  fullBreak: 45 * MIN,
  /** ...or 15 min followed by 30 min, in that order. */
  splitBreakFirst: 15 * MIN,
  splitBreakSecond: 30 * MIN,
  /** Art. 6(1): daily driving, extendable to 10 h at most twice in the week. */
  dailyDrive: 9 * HOUR,
  dailyDriveExtended: 10 * HOUR,
  extensionsPerWeek: 2,
  /** Art. 6(2) and 6(3): weekly and two-weekly driving. */
  weeklyDrive: 56 * HOUR,
  biweeklyDrive: 90 * HOUR,
  /** Art. 4(g) and 8: daily rest, regular 11 h, reduced 9 h, or split 3 h + 9 h. */
  dailyRestRegular: 11 * HOUR,
  dailyRestReduced: 9 * HOUR,
  splitRestFirst: 3 * HOUR,
  splitRestSecond: 9 * HOUR,
  /** Art. 8(4): at most three reduced daily rests between two weekly rests. */
  reducedDailyRestsMax: 3,
  /** Art. 8(2): the daily rest must be completed within 24 h of the end of the previous rest. */
  workingDayWindow: 24 * HOUR,
  /** Art. 8(5): with two drivers, 9 h of rest within 30 h. */
  teamWindow: 30 * HOUR,
  /** Art. 4(h) and 8(6): weekly rest, regular 45 h, reduced 24 h. */
  weeklyRestRegular: 45 * HOUR,
  weeklyRestReduced: 24 * HOUR,
  /** Art. 8(6): a weekly rest starts no later than six 24-hour periods after the last one. */
  maxBetweenWeeklyRests: 6 * 24 * HOUR,
  /** Art. 8(6): a reduced weekly rest is compensated before the end of the third week after it. */
  compensationWeeks: 3,
} as const;

export const WEEK_SECONDS = 7 * 24 * HOUR;
