import type { jsPDF } from 'jspdf';
import {
  formatHm,
  PDF,
  REPORT_ACTIVITIES,
  type DayActivities,
  type TimelineRecap,
} from '@fleetdeck/shared';

import { infringementDetail } from '../plafond/infringementDetail.js';
import type { ReportInfringement } from './reportData.js';
import { addReportFont, REPORT_FONT } from './reportFont.js';
import {
  columnWidths,
  fitImage,
  PageFlow,
  placeTable,
  plainSpaces,
  tableRows,
  wrapText,
  type TableRow,
} from './reportLayout.js';
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
  speedColours: readonly { label: string; rgb: readonly [number, number, number] }[];
  recap: TimelineRecap;
  stops: readonly ReportStopRow[];
  days: readonly DayActivities[];
  infringements: ReportInfringements;
  chart: SVGSVGElement | undefined;
  fileName: string;
}

const MARGIN = 14;
const FOOTER = 12;
const PT = 25.4 / 72;
const BODY = 9;
const LINE = BODY * PT * 1.35;
const PADDING = 1.2;
const GAP = 5;
const GREY = 110;

/**
 * The analyser's PDF (spec part 2 section 9, A4 portrait): page 1 the header, the map with its
 * speed legend and the recap; then the numbered stops, the activities per day and the telemetry
 * chart; a footer and "page / pages" on each. Text is real text in an embedded font (searchable,
 * copyable, in every interface language); only the map and the chart are pictures, the chart
 * drawn at the spec's quality. jsPDF and the font load only when a report is made.
 */
export async function printReport(content: ReportContent): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: PDF.orientation, unit: 'mm', format: PDF.format });
  await addReportFont(doc);
  const chart = content.chart && (await chartPicture(content.chart));
  const writer = new ReportWriter(doc);
  const { t } = content;
  const when = new Intl.DateTimeFormat(content.language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: content.timeZone,
  });
  const at = (ms: number) => plainSpaces(when.format(ms));
  const range = `${at(content.start)} – ${at(content.end)}`;

  writer.title(`${t('analyser.title')} · ${content.plate}`);
  writer.pairs([
    ...(content.company ? [[t('analyser.report_company'), content.company] as const] : []),
    [t('analyser.report_vehicle'), content.plate],
    ...(content.drivers.length > 0
      ? [[t('analyser.row_driver'), content.drivers.join(', ')] as const]
      : []),
    [t('analyser.report_range'), range],
    [t('analyser.report_generated'), at(content.generatedAt)],
  ]);
  if (content.map) {
    writer.image(content.map.toDataURL('image/jpeg', 0.9), 'JPEG', content.map, 110);
    writer.legend(t('planner.legend.speed'), content.speedColours);
  }
  writer.heading(t('analyser.recap'));
  writer.pairs([
    [t('analyser.total_duration'), formatHm(content.recap.duration)],
    [t('analyser.total_distance'), `${content.recap.distance.toFixed(2)} km`],
    [t('analyser.total_gps_distance'), `${content.recap.gps_distance.toFixed(2)} km`],
    [t('analyser.total_fuel'), `${content.recap.fuel_consumption.toFixed(1)} l`],
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

/** Writes down the pages: each block placed by the flow, on the page the flow says. */
class ReportWriter {
  private readonly width: number;
  private readonly height: number;
  private readonly flow: PageFlow;

  constructor(private readonly doc: jsPDF) {
    this.width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
    this.height = doc.internal.pageSize.getHeight();
    this.flow = new PageFlow({ top: MARGIN, bottom: this.height - MARGIN - FOOTER });
  }

  private on(page: number): void {
    while (this.doc.getNumberOfPages() < page + 1) this.doc.addPage();
    this.doc.setPage(page + 1);
  }

  private font(size: number, style: 'normal' | 'bold' = 'normal', grey = 0): void {
    this.doc.setFont(REPORT_FONT, style);
    this.doc.setFontSize(size);
    this.doc.setTextColor(grey);
  }

  private write(lines: string[], x: number, y: number, align: 'left' | 'right' = 'left'): void {
    lines.forEach((line, i) => this.doc.text(line, x, y + i * LINE, { baseline: 'top', align }));
  }

  title(text: string): void {
    this.font(15, 'bold');
    const lines = wrapText(text, this.width, (s) => this.doc.getTextWidth(s));
    const at = this.flow.place(lines.length * 15 * PT * 1.3);
    this.on(at.page);
    lines.forEach((line, i) =>
      this.doc.text(line, MARGIN, at.y + i * 15 * PT * 1.3, { baseline: 'top' }),
    );
    this.flow.skip(2);
  }

  heading(text: string): void {
    this.flow.skip(GAP);
    this.font(11, 'bold');
    // A heading keeps its first line of content with it.
    if (!this.flow.fits(11 * PT * 1.4 + 3 * LINE)) this.flow.breakPage();
    const at = this.flow.place(11 * PT * 1.4);
    this.on(at.page);
    this.doc.text(text, MARGIN, at.y, { baseline: 'top' });
    this.flow.skip(1);
  }

  /** Label and value pairs, the labels in a column of their own. */
  pairs(rows: readonly (readonly [string, string])[]): void {
    this.font(BODY);
    const measure = (s: string) => this.doc.getTextWidth(s);
    const labelW = Math.min(
      this.width * 0.4,
      Math.max(...rows.map(([label]) => measure(label))) + 4,
    );
    for (const [label, value] of rows) {
      const lines = wrapText(value, this.width - labelW, measure);
      const at = this.flow.place(lines.length * LINE);
      this.on(at.page);
      this.font(BODY, 'normal', GREY);
      this.doc.text(label, MARGIN, at.y, { baseline: 'top' });
      this.font(BODY);
      this.write(lines, MARGIN + labelW, at.y);
    }
  }

  image(
    data: string,
    format: 'PNG' | 'JPEG',
    size: { width: number; height: number },
    maxHeight: number,
  ): void {
    this.flow.skip(2);
    const fit = fitImage(size.width, size.height, this.width, Math.min(maxHeight, this.flow.room));
    const box =
      fit.height < maxHeight / 2 ? fitImage(size.width, size.height, this.width, maxHeight) : fit;
    const at = this.flow.place(box.height);
    this.on(at.page);
    this.doc.addImage(
      data,
      format,
      MARGIN + (this.width - box.width) / 2,
      at.y,
      box.width,
      box.height,
    );
  }

  legend(title: string, bands: ReportContent['speedColours']): void {
    this.flow.skip(2);
    this.font(8, 'normal', GREY);
    const at = this.flow.place(LINE);
    this.on(at.page);
    let x = MARGIN;
    this.doc.text(`${title}:`, x, at.y, { baseline: 'top' });
    x += this.doc.getTextWidth(`${title}:`) + 3;
    for (const { label, rgb } of bands) {
      this.doc.setFillColor(rgb[0], rgb[1], rgb[2]);
      this.doc.rect(x, at.y + 0.4, 6, 2.4, 'F');
      this.doc.text(label, x + 7.5, at.y, { baseline: 'top' });
      x += 7.5 + this.doc.getTextWidth(label) + 4;
    }
  }

  /** A sentence of body text, wrapped to the page's width. */
  line(text: string): void {
    this.font(BODY);
    const lines = wrapText(text, this.width, (s) => this.doc.getTextWidth(s));
    const at = this.flow.place(lines.length * LINE);
    this.on(at.page);
    this.write(lines, MARGIN, at.y);
  }

  table(titles: string[], weights: number[], rows: string[][], empty: string): void {
    if (rows.length === 0) return this.line(empty);
    this.font(BODY);
    const widths = columnWidths(this.width, weights);
    const style = { widths, lineHeight: LINE, padding: PADDING };
    this.font(BODY, 'bold');
    const [header] = tableRows([titles], style, (s) => this.doc.getTextWidth(s));
    this.font(BODY);
    const body = tableRows(rows, style, (s) => this.doc.getTextWidth(s));
    const placed = placeTable(this.flow, header!, body);
    for (const h of placed.header) {
      this.on(h.page);
      this.doc.setFillColor(236, 238, 242);
      this.doc.rect(MARGIN, h.y, this.width, header!.height, 'F');
      this.font(BODY, 'bold');
      this.cells(header!, widths, h.y);
    }
    this.font(BODY);
    placed.rows.forEach((r, i) => {
      this.on(r.page);
      this.cells(r.row, widths, r.y);
      if (i < placed.rows.length - 1) {
        this.doc.setDrawColor(220);
        this.doc.line(MARGIN, r.y + r.row.height, MARGIN + this.width, r.y + r.row.height);
      }
    });
  }

  private cells(row: TableRow, widths: number[], y: number): void {
    let x = MARGIN;
    row.cells.forEach((lines, i) => {
      this.write(lines, x + PADDING, y + PADDING);
      x += widths[i] ?? 0;
    });
  }

  newPage(): void {
    this.flow.breakPage();
  }

  /** The footer and the page's number on every page, once all are made. */
  footers(text: string): void {
    const pages = this.doc.getNumberOfPages();
    const y = this.height - MARGIN - FOOTER / 2;
    for (let p = 1; p <= pages; p++) {
      this.doc.setPage(p);
      this.doc.setDrawColor(200);
      this.doc.line(MARGIN, y, MARGIN + this.width, y);
      this.font(8, 'normal', GREY);
      const room = this.width - 20;
      const [line = ''] = wrapText(text, room, (s) => this.doc.getTextWidth(s));
      this.doc.text(line, MARGIN, y + 2, { baseline: 'top' });
      this.doc.text(`${p} / ${pages}`, MARGIN + this.width, y + 2, {
        baseline: 'top',
        align: 'right',
      });
    }
  }
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
