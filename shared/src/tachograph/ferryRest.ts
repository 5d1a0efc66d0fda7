import { RULES_561 as R } from './rules561.js';
import type { ActivityPeriod } from './types.js';

/** Art. 9(1): at most two interruptions of a rest on a ferry or train, an hour in all. */
export const FERRY_INTERRUPTIONS_MAX = 2;
export const FERRY_INTERRUPTION_TOTAL_S = 3600;

/**
 * Art. 9(1) of Regulation (EC) No 561/2006: a driver who accompanies the vehicle on a ferry or a
 * train and takes a regular daily rest (or a reduced weekly rest) may have it interrupted at most
 * twice by other activities (boarding, disembarking) of at most an hour in total. Here the parts
 * of such a rest, joined by interruptions the tachograph marks `ferry` (the "ferry/train
 * crossing" condition), become one rest: when the parts alone make a regular daily rest, or when
 * the last part is still under way at `now` (the rest is read as it stands, as for any rest under
 * way). The interruptions are not rest; they only stop splitting it.
 */
export function joinFerryRests(timeline: readonly ActivityPeriod[], now: number): ActivityPeriod[] {
  const out: ActivityPeriod[] = [];
  for (let i = 0; i < timeline.length; i++) {
    const first = timeline[i] as ActivityPeriod;
    if (first.activity !== 'REST') {
      out.push(first);
      continue;
    }
    let parts = first.end - first.start;
    let interrupted = 0;
    let interruptions = 0;
    let last = i;
    let k = i + 1;
    while (interruptions < FERRY_INTERRUPTIONS_MAX) {
      // One interruption: the ferry-marked periods between two parts of the rest.
      let j = k;
      let length = 0;
      while (timeline[j]?.ferry && timeline[j]?.activity !== 'REST') {
        const p = timeline[j] as ActivityPeriod;
        length += p.end - p.start;
        j++;
      }
      const next = timeline[j];
      if (j === k || next?.activity !== 'REST') break;
      if (interrupted + length > FERRY_INTERRUPTION_TOTAL_S) break;
      interrupted += length;
      interruptions++;
      parts += next.end - next.start;
      last = j;
      k = j + 1;
    }
    const end = (timeline[last] as ActivityPeriod).end;
    if (last > i && (parts >= R.dailyRestRegular || end >= now)) {
      out.push({ start: first.start, end, activity: 'REST' });
      i = last;
    } else out.push(first);
  }
  return out;
}
