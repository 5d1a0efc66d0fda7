import type { TFunction } from 'i18next';
import { formatNumber } from '@fleetdeck/shared';
import type { PassageSearch } from './passageForm.js';
import { EVIDENCE_TRACKS, loadPassageTracks } from './passageEvidence.js';
import { passageMapPicture, printColours } from './passageMapPicture.js';
import { printPassageReport } from './passagePdf.js';
import type { PassageReport } from './passageReport.js';
import type { PassageRow } from './passageResults.js';

/**
 * The evidence PDF of a search: the first passages' tracks and drivers fetched, the map of the
 * circle and the tracks drawn in print colours (left out, and logged, if it cannot be drawn),
 * then the report written and saved.
 */
export async function exportPassagePdf(a: {
  search: PassageSearch;
  rows: readonly PassageRow[];
  report: PassageReport;
  t: TFunction;
  language: string;
  timeZone: string;
  company: string | undefined;
}): Promise<void> {
  const { t } = a;
  const centre: [number, number] = [a.search.place.lng, a.search.place.lat];
  const tracks = await loadPassageTracks(a.rows, centre, a.timeZone);
  const colours = printColours();
  const map = await passageMapPicture({
    colours,
    centre,
    radiusKm: a.search.radiusKm,
    tracks: [...tracks.values()].map((track) => track.points).filter((p) => p.length > 0),
  }).catch((error: unknown) => {
    console.warn("the passage PDF's map could not be drawn", error);
    return undefined;
  });
  const total = a.rows.reduce((n, r) => n + r.passages.length, 0);
  const rgb = ([r, g, b]: readonly number[]) => [r ?? 0, g ?? 0, b ?? 0] as const;
  await printPassageReport({
    report: a.report,
    company: a.company,
    map,
    colours: { area: rgb(colours.area), tracks: rgb(colours.track), point: rgb(colours.marker) },
    tracks,
    metres: (m) => formatNumber(m, 0, a.language),
    words: {
      company: t('vehicle_passage.company'),
      driver: t('vehicle_passage.driver'),
      closest: t('vehicle_passage.closest'),
      found: t('vehicle_passage.vehicles_found', { count: a.rows.length }),
      legend: t('vehicle_passage.map_legend'),
      area: t('vehicle_passage.map_area'),
      tracks: t('vehicle_passage.map_tracks'),
      point: t('vehicle_passage.map_point'),
      partial:
        total > EVIDENCE_TRACKS
          ? t('vehicle_passage.tracks_partial', { count: EVIDENCE_TRACKS, total })
          : undefined,
    },
  });
}
