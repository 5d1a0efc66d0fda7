import { formatZoned, parseCoordinateText } from '@fleetdeck/shared';
import type { PassageSearch } from './passageForm.js';
import { passageKey, type PassageRow } from './passageResults.js';

/** The words of a report, in the user's language. */
export interface ReportWords {
  title: string;
  address: string;
  radius: string;
  interval: string;
  plate: string;
  entry: string;
  exit: string;
  /** "Generated on {{date}}" with the date filled in. */
  generated: (date: string) => string;
}

/** One line of the table: a passage and its vehicle's plate. */
export interface ReportLine {
  plate: string;
  entry: string;
  exit: string;
  /** The first passage of its vehicle. */
  first: boolean;
  /** The passage's identity (passageKey), to find its track. */
  key: string;
}

/** The evidence of a search as the CSV and the PDF both lay it out. */
export interface PassageReport {
  title: string;
  /** Label and value: address, radius, interval (with its zone). */
  meta: [string, string][];
  columns: [string, string, string];
  lines: ReportLine[];
  generated: string;
  /** The file name without its extension. */
  fileName: string;
}

const FULL = 'DD/MM/YYYY HH:mm:ss';

/**
 * The report of a search: where (the address and its coordinates), how far (km), when (the interval
 * in the user's zone, the zone named), then each vehicle with each passage's entry and exit to
 * the second.
 */
export function passageReport(
  search: PassageSearch,
  rows: readonly PassageRow[],
  words: ReportWords,
  timeZone: string,
  nowMs: number,
): PassageReport {
  const at = (iso: string | number, format = FULL) => formatZoned(iso, format, timeZone);
  const { place } = search;
  return {
    title: words.title,
    meta: [
      // The coordinates beside an address, once when they are what was typed.
      [
        words.address,
        parseCoordinateText(place.label)
          ? place.label
          : `${place.label} (${place.lat}, ${place.lng})`,
      ],
      [words.radius, String(search.radiusKm)],
      [words.interval, `${at(search.start)} – ${at(search.end)} (${timeZone})`],
    ],
    columns: [words.plate, words.entry, words.exit],
    lines: rows.flatMap((row) =>
      row.passages.map((p, i) => ({
        plate: row.plate,
        entry: at(p.start),
        exit: at(p.end),
        first: i === 0,
        key: passageKey(row.id, p),
      })),
    ),
    generated: words.generated(at(nowMs, 'DD/MM/YYYY HH:mm')),
    fileName: `passage-${at(search.start, 'YYYY-MM-DD_HHmm')}`,
  };
}

/**
 * A CSV field: quoted when it holds the separator, a quote or a line break (RFC 4180, quotes
 * doubled); text a spreadsheet would run as a formula starts with an apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+@\t\r]/.test(value) || /^-[^\d]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The report as CSV: the search (label;value lines), a blank line, then one line per passage with
 * its plate. Semicolons, as spreadsheets read them in the languages with a decimal comma; CRLF
 * line ends; a byte-order mark so accented addresses open as UTF-8.
 */
export function reportCsv(report: PassageReport): string {
  const line = (fields: readonly string[]) => fields.map(csvField).join(';');
  return (
    '\uFEFF' +
    [
      ...report.meta.map((m) => line(m)),
      '',
      line(report.columns),
      ...report.lines.map((l) => line([l.plate, l.entry, l.exit])),
    ].join('\r\n') +
    '\r\n'
  );
}
