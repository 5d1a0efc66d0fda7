import { newReport, type LegendBand } from '../analyser/reportWriter.js';
import { evidenceRows, type PassageTrack } from './passageEvidence.js';
import type { PassageReport } from './passageReport.js';

/** The PDF's words beyond the report's own, in the user's language. */
export interface EvidenceWords {
  company: string;
  driver: string;
  closest: string;
  /** "Vehicles found: n". */
  found: string;
  /** The legend's title and its three entries. */
  legend: string;
  area: string;
  tracks: string;
  point: string;
  /** Said under the table when only the first passages' tracks were fetched. */
  partial: string | undefined;
}

export interface PassageEvidence {
  report: PassageReport;
  words: EvidenceWords;
  company: string | undefined;
  /** The circle and the passages' tracks over the basemap. */
  map: HTMLCanvasElement | undefined;
  /** The legend's colours, as the picture drew them. */
  colours: { area: LegendBand['rgb']; tracks: LegendBand['rgb']; point: LegendBand['rgb'] };
  tracks: ReadonlyMap<string, PassageTrack>;
  /** Whole metres as the user's language writes them. */
  metres: (m: number) => string;
}

/**
 * The passage evidence as an A4 portrait PDF in the analyser report's form (reportWriter.ts): the
 * search (company, address, radius, interval in the user's zone, when it was made), the map of
 * the circle and the passages' tracks, then every passage with its plate, driver, entry, exit and
 * closest distance to the point; real text in the embedded font, a footer and "page / pages".
 */
export async function printPassageReport(evidence: PassageEvidence): Promise<void> {
  const { report, words } = evidence;
  const { doc, writer } = await newReport();
  doc.setProperties({ title: report.title });
  writer.title(report.title);
  writer.pairs([
    ...(evidence.company ? [[words.company, evidence.company] as const] : []),
    ...report.meta,
  ]);
  writer.line(report.generated);
  if (evidence.map) {
    writer.image(evidence.map.toDataURL('image/jpeg', 0.9), 'JPEG', evidence.map, 120);
    writer.legend(words.legend, [
      { label: words.area, rgb: evidence.colours.area },
      { label: words.tracks, rgb: evidence.colours.tracks },
      { label: words.point, rgb: evidence.colours.point },
    ]);
  }
  writer.heading(words.found);
  const [plate, entry, exit] = report.columns;
  writer.table(
    [plate, words.driver, entry, exit, words.closest],
    [14, 24, 20, 20, 14],
    evidenceRows(report.lines, evidence.tracks, evidence.metres),
    '–',
  );
  if (words.partial) writer.line(words.partial);
  const interval = report.meta[report.meta.length - 1]?.[1] ?? '';
  writer.footers(`FleetDeck · ${report.title} · ${interval}`);
  doc.save(`${report.fileName}.pdf`);
}
