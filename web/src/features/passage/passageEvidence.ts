import { passageMinutes, type PassageGroup } from '@fleetdeck/shared';
import { distanceM } from '@fleetdeck/shared/roads';
import { loadRoute, loadTimeline } from '../analyser/analyserApi.js';
import { timelineDrivers } from '../analyser/reportData.js';
import { trackPoints } from './passageAtoms.js';
import type { ReportLine } from './passageReport.js';
import { passageKey, type PassageRow } from './passageResults.js';

type LngLat = [number, number];

/** What the evidence PDF says of one passage beyond its times: its track, driver, closest point. */
export interface PassageTrack {
  points: LngLat[];
  drivers: string[];
  /** Metres from the search point to the track's closest report; undefined without reports. */
  closestM: number | undefined;
}

/** Passages whose track and driver the PDF fetches; the table lists every one either way. */
export const EVIDENCE_TRACKS = 40;
/** Passages fetched at once. */
const AT_ONCE = 4;

/** The closest of `points` to `centre`, in metres (undefined for none). */
export function closestMetres(centre: LngLat, points: readonly LngLat[]): number | undefined {
  let best: number | undefined;
  for (const [lng, lat] of points) {
    const d = distanceM(centre[1], centre[0], lat, lng);
    if (best === undefined || d < best) best = d;
  }
  return best;
}

/** The passages of the rows, in the list's order, the first `limit` of them. */
export function evidencePassages(
  rows: readonly PassageRow[],
  limit = EVIDENCE_TRACKS,
): { id: number; passage: PassageGroup }[] {
  return rows.flatMap((r) => r.passages.map((passage) => ({ id: r.id, passage }))).slice(0, limit);
}

/**
 * Each of the first passages' track (the analyser's whole-minute range, as the map draws it),
 * the driver(s) the timeline names over it and its closest report to the search point, a few at
 * a time. A passage whose calls fail is left out (the table says nothing of it, not a guess).
 */
export async function loadPassageTracks(
  rows: readonly PassageRow[],
  centre: LngLat,
  timeZone: string,
): Promise<Map<string, PassageTrack>> {
  const wanted = evidencePassages(rows);
  const out = new Map<string, PassageTrack>();
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const { id, passage } = wanted[next++]!;
      const { instants } = passageMinutes(passage, timeZone);
      try {
        const [route, timeline] = await Promise.all([
          loadRoute(id, instants),
          loadTimeline(id, instants, 1),
        ]);
        const points = trackPoints(route);
        out.set(passageKey(id, passage), {
          points,
          drivers: timelineDrivers(timeline),
          closestM: closestMetres(centre, points),
        });
      } catch (error) {
        console.warn('a passage track for the PDF did not load', error);
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return out;
}

/**
 * The evidence table's rows: each passage's plate, driver(s), entry, exit and closest distance
 * in whole metres (`–` where its track is not known).
 */
export function evidenceRows(
  lines: readonly ReportLine[],
  tracks: ReadonlyMap<string, PassageTrack>,
  metres: (m: number) => string,
): string[][] {
  return lines.map((line) => {
    const track = tracks.get(line.key);
    const closest = track?.closestM;
    return [
      line.plate,
      track && track.drivers.length > 0 ? track.drivers.join(', ') : '–',
      line.entry,
      line.exit,
      closest === undefined ? '–' : metres(Math.round(closest)),
    ];
  });
}
