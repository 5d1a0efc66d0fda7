import type { jsPDF } from 'jspdf';
import { PDF } from '@fleetdeck/shared';
import { addReportFont, REPORT_FONT } from './reportFont.js';
import {
  columnWidths,
  fitImage,
  PageFlow,
  placeTable,
  tableRows,
  wrapText,
  type TableRow,
} from './reportLayout.js';

/**
 * The reports' pages (the analyser's, the passage evidence): A4 portrait in mm, real text in the
 * embedded font, blocks placed by the flow of reportLayout.ts, a footer and "page / pages" on
 * each page once all are made.
 */

/** A colour of a legend, with what it stands for. */
export interface LegendBand {
  label: string;
  rgb: readonly [number, number, number];
}

const MARGIN = 14;
const FOOTER = 12;
const PT = 25.4 / 72;
const BODY = 9;
const LINE = BODY * PT * 1.35;
const PADDING = 1.2;
const GAP = 5;
const GREY = 110;

/** Writes down the pages: each block placed by the flow, on the page the flow says. */
export class ReportWriter {
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

  legend(title: string, bands: readonly LegendBand[]): void {
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

/** A new report: jsPDF and the font loaded (only when a report is made), and its writer. */
export async function newReport(): Promise<{ doc: jsPDF; writer: ReportWriter }> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ orientation: PDF.orientation, unit: 'mm', format: PDF.format });
  await addReportFont(doc);
  return { doc, writer: new ReportWriter(doc) };
}
