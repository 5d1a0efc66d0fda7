/**
 * Seriousness of infringements of Regulation (EC) No 561/2006 as Commission Regulation (EU)
 * 2016/403, Annex I, classes them: MI (minor), SI (serious), VSI (very serious), MSI (most
 * serious). Each line gives the class by the measured value, in seconds.
 */
export type Seriousness = 'MI' | 'SI' | 'VSI' | 'MSI';

/** The Annex I lines the engine uses: B driving times, C breaks, D rest periods. */
export type AnnexLine = 'B1' | 'B2' | 'B3' | 'B4' | 'C1' | 'D1' | 'D2' | 'D3' | 'D4' | 'D6' | 'D7';

const H = 3600;
const M = 60;

interface Band {
  /** Over a maximum: the class from this value up; under a minimum: the class below this value. */
  from: number;
  class: Seriousness;
}

/** For limits (driving, continuous driving, delay): ascending thresholds, value above each. */
const OVER: Partial<Record<AnnexLine, Band[]>> = {
  /** Daily driving 9 h where the extension is not allowed. */
  B1: [
    { from: 9 * H, class: 'MI' },
    { from: 10 * H, class: 'SI' },
    { from: 11 * H, class: 'VSI' },
    { from: 13 * H + 30 * M, class: 'MSI' },
  ],
  /** Daily driving 10 h where the extension is allowed. */
  B2: [
    { from: 10 * H, class: 'MI' },
    { from: 11 * H, class: 'SI' },
    { from: 12 * H, class: 'VSI' },
    { from: 15 * H, class: 'MSI' },
  ],
  /** Weekly driving 56 h. */
  B3: [
    { from: 56 * H, class: 'MI' },
    { from: 60 * H, class: 'SI' },
    { from: 65 * H, class: 'VSI' },
    { from: 70 * H, class: 'MSI' },
  ],
  /** Two-weekly driving 90 h. */
  B4: [
    { from: 90 * H, class: 'MI' },
    { from: 100 * H, class: 'SI' },
    { from: 105 * H, class: 'VSI' },
    { from: 112 * H + 30 * M, class: 'MSI' },
  ],
  /** Uninterrupted driving 4 h 30 before a break. */
  C1: [
    { from: 4 * H + 30 * M, class: 'MI' },
    { from: 5 * H, class: 'SI' },
    { from: 6 * H, class: 'VSI' },
  ],
  /** Exceeding six 24-hour periods after the previous weekly rest: the delay. */
  D7: [
    { from: 0, class: 'MI' },
    { from: 3 * H, class: 'SI' },
    { from: 12 * H, class: 'VSI' },
  ],
};

/** For minimum rests: descending thresholds, value below each. */
const UNDER: Partial<Record<AnnexLine, Band[]>> = {
  /** Daily rest under 11 h where a reduced rest is not allowed. */
  D1: [
    { from: 11 * H, class: 'MI' },
    { from: 10 * H, class: 'SI' },
    { from: 8 * H + 30 * M, class: 'VSI' },
  ],
  /** Reduced daily rest under 9 h where the reduction is allowed. */
  D2: [
    { from: 9 * H, class: 'MI' },
    { from: 8 * H, class: 'SI' },
    { from: 7 * H, class: 'VSI' },
  ],
  /** Split daily rest under 3 h + 9 h: the second part. */
  D3: [
    { from: 9 * H, class: 'MI' },
    { from: 8 * H, class: 'SI' },
    { from: 7 * H, class: 'VSI' },
  ],
  /** Multi-manning: daily rest under 9 h within 30 h. */
  D4: [
    { from: 9 * H, class: 'MI' },
    { from: 8 * H, class: 'SI' },
    { from: 7 * H, class: 'VSI' },
  ],
  /** Weekly rest under 45 h where a reduced one is not allowed. */
  D6: [
    { from: 45 * H, class: 'MI' },
    { from: 42 * H, class: 'SI' },
    { from: 36 * H, class: 'VSI' },
  ],
};

/**
 * The class of `value` on `line`. Over a maximum, a value strictly above the limit is MI and moves
 * up at each threshold (`from` included); under a minimum, a value strictly below the minimum is
 * MI and moves up below each further threshold.
 */
export function seriousness(line: AnnexLine, value: number): Seriousness {
  const over = OVER[line];
  if (over) {
    let found: Seriousness = 'MI';
    for (const band of over) if (value >= band.from) found = band.class;
    return found;
  }
  let found: Seriousness = 'MI';
  for (const band of UNDER[line] ?? []) if (value < band.from) found = band.class;
  return found;
}
