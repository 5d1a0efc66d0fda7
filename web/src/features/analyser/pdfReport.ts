import {
  clockFor,
  formatHm,
  formatKm,
  formatWithUnit,
  PDF,
  REPORT_ACTIVITIES,
  type DayActivities,
  type TimelineRecap,
} from '@fleetdeck/shared';

import { infringementDetail } from '../plafond/infringementDetail.js';
import type { ReportInfringement } from './reportData.js';
import { plainSpaces } from './reportLayout.js';
import { newReport, type LegendBand } from './reportWriter.js';
import { inPrintPalette } from './printPalette.js';
import { svgImage } from './svgImage.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ReportStopRow {
  n: number;
  address: string;
  /** Epoch ms. */
  start: number;
  end: number;
}

/** The infringements of the range: those found (of `checked` drivers), or why none were asked. */
export type ReportInfringements =
  { checked: number; rows: readonly ReportInfringement[] } | { error: string };

/** What the analyser's report says: the screen's data, and the map and chart as pictures. */
export interface ReportContent {
  t: Translate;
  language: string;
  timeZone: string;
  company: string | undefined;
  plate: string;
  drivers: string[];
  /** The range, epoch ms. */
  start: number;
  end: number;
  generatedAt: number;
  /** The map with the route of this truck only. */
  map: HTMLCanvasElement | undefined;
  /** The speed bands' colours, as on the map. */
  speedColours: readonly LegendBand[];
  recap: TimelineRecap;
  stops: readonly ReportStopRow[];
  days: readonly DayActivities[];
  infringements: ReportInfringements;
  chart: SVGSVGElement | undefined;
  fileName: string;
}

/**
 * The analyser's PDF (spec part 2 section 9, A4 portrait): page 1 the header, the map with its
 * speed legend and the recap; then the numbered stops, the activities per day and the telemetry
 * chart; a footer and "page / pages" on each. Text is real text in an embedded font (searchable,
 * copyable, in every interface language); only the map and the chart are pictures, the chart
 * drawn at the spec's quality. jsPDF and the font load only when a report is made.
 */
export async function printReport(content: ReportContent): Promise<void> {
  const { doc, writer } = await newReport();
  const chart = content.chart && (await chartPicture(content.chart));
  const { t } = content;
  // The product's one clock: 24 hours in every language (Intl's Greek default is 12-hour).
  const clock = clockFor(content.language, content.timeZone);
  const at = (ms: number) => plainSpaces(clock.dateTime(ms));
  const range = `${at(content.start)} – ${at(content.end)}`;

  writer.title(`${t('analyser.title')} · ${content.plate}`);
  writer.pairs([
    ...(content.company ? [[t('analyser.report_company'), content.company] as const] : []),
    [t('analyser.report_vehicle'), content.plate],
    ...(content.drivers.length > 0
      ? [[t('analyser.row_driver'), content.drivers.join(', ')] as const]
      : []),
    // The zone is named where a reader elsewhere could take the times for their own.
    [t('analyser.report_range'), `${range} (${content.timeZone})`],
    [t('analyser.report_generated'), at(content.generatedAt)],
  ]);
  if (content.map) {
    writer.image(content.map.toDataURL('image/jpeg', 0.9), 'JPEG', content.map, 110);
    writer.legend(t('planner.legend.speed'), content.speedColours);
  }
  writer.heading(t('analyser.recap'));
  writer.pairs([
    [t('analyser.total_duration'), formatHm(content.recap.duration)],
    [t('analyser.total_distance'), formatKm(content.recap.distance)],
    [t('analyser.total_gps_distance'), formatKm(content.recap.gps_distance)],
    [t('analyser.total_fuel'), formatWithUnit(content.recap.fuel_consumption, 'l', 1)],
  ]);

  writer.newPage();
  writer.heading(t('analyser.report_stops'));
  writer.table(
    [
      '#',
      t('analyser.report_address'),
      t('analyser.report_arrival'),
      t('analyser.report_departure'),
      t('analyser.report_duration'),
    ],
    [6, 52, 16, 16, 10],
    content.stops.map((s) => [
      String(s.n),
      s.address,
      at(s.start),
      at(s.end),
      formatHm((s.end - s.start) / 1000),
    ]),
    t('analyser.report_no_stops'),
  );
  const day = new Intl.DateTimeFormat(content.language, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  writer.heading(t('analyser.report_activities'));
  writer.table(
    [t('analyser.report_day'), ...REPORT_ACTIVITIES.map((a) => t(`driver_activity.${a}`))],
    [2, 1, 1, 1, 1],
    content.days.map((d) => [
      plainSpaces(day.format(Date.parse(`${d.day}T12:00:00Z`))),
      ...REPORT_ACTIVITIES.map((a) => formatHm(d.seconds[a])),
    ]),
    t('analyser.report_no_activities'),
  );
  writer.heading(t('analyser.report_infringements'));
  const found = content.infringements;
  if ('error' in found)
    writer.line(t('analyser.report_infringements_error', { message: found.error }));
  else if (found.checked === 0) writer.line(t('analyser.report_infringements_no_driver'));
  else
    writer.table(
      [
        t('analyser.report_when'),
        t('analyser.row_driver'),
        t('analyser.report_infringement'),
        t('analyser.report_class'),
      ],
      [16, 18, 50, 12],
      found.rows.map(({ at: when, driver, infringement: f }) => [
        at(when),
        driver,
        `${t(`infringements.rule_${f.rule}`)} (${f.article}): ${infringementDetail(f, t)}${
          f.ongoing ? ` · ${t('infringements.ongoing')}` : ''
        }`,
        t(`infringements.class_${f.seriousness}`),
      ]),
      t('analyser.report_no_infringements'),
    );
  if (chart) {
    writer.heading(t('analyser.report_telemetry'));
    writer.image(chart.data, 'PNG', chart, 120);
  }
  writer.footers(`FleetDeck · ${content.plate} · ${range}`);
  doc.save(content.fileName);
}

/** The chart's SVG in the print palette drawn on a canvas at the spec's quality, as a PNG. */
async function chartPicture(
  svg: SVGSVGElement,
): Promise<{ data: string; width: number; height: number }> {
  const img = new Image();
  const loaded = new Promise<void>((resolve, reject) => {
    img.onload = () => resolve();
    img.onerror = () => reject(new Error('the chart picture did not load'));
  });
  // Light colours on the white page, whatever the screen's mode.
  img.src = inPrintPalette(svg, () => svgImage(svg));
  await loaded;
  const width = svg.clientWidth;
  const height = svg.clientHeight;
  const canvas = document.createElement('canvas');
  canvas.width = width * PDF.quality;
  canvas.height = height * PDF.quality;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas for the chart picture');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
  return { data: canvas.toDataURL('image/png'), width, height };
}
