/**
 * The PDF report's layout, in page units (mm) and without a PDF: column widths, text cut into
 * lines that fit, table rows with their heights, and the flow that moves what does not fit to the
 * next page. The drawing (pdfReport.ts) only writes what these place.
 */

/** The width of a string as the report's font draws it, in page units. */
export type Measure = (text: string) => number;

/** Runs of spaces (and the thin or no-break ones Intl puts in dates) as one plain space. */
export function plainSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f\u2009]+/g, ' ').trim();
}

/** Widths in proportion to `weights`, summing to `total`. */
export function columnWidths(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (sum > 0 ? (total * w) / sum : 0));
}

/**
 * `text` cut into lines no wider than `width`, at spaces where it can; a word longer than the
 * width is cut where it must. An empty text is one empty line.
 */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of plainSpaces(text).split(' ')) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= width) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (measure(rest) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

export interface TableStyle {
  /** Each column's width. */
  widths: readonly number[];
  lineHeight: number;
  /** Space inside a cell, either side and above and below its lines. */
  padding: number;
}

export interface TableRow {
  /** Each cell's lines. */
  cells: string[][];
  height: number;
}

/** Each row's cells wrapped to their column, the row as tall as its tallest cell. */
export function tableRows(
  rows: readonly (readonly string[])[],
  style: TableStyle,
  measure: Measure,
): TableRow[] {
  return rows.map((row) => {
    const cells = style.widths.map((w, i) =>
      wrapText(row[i] ?? '', Math.max(0, w - 2 * style.padding), measure),
    );
    const lines = Math.max(1, ...cells.map((c) => c.length));
    return { cells, height: lines * style.lineHeight + 2 * style.padding };
  });
}

export interface PageBox {
  /** Where content starts and must end on each page, from the page's top. */
  top: number;
  bottom: number;
}

export interface Placed {
  /** 0-based. */
  page: number;
  y: number;
}

/**
 * Places blocks one under the other, a block that does not fit what is left of a page going on
 * the next. A block taller than a page starts a page of its own (and is the drawer's to shrink).
 */
export class PageFlow {
  page = 0;
  y: number;

  constructor(private readonly box: PageBox) {
    this.y = box.top;
  }

  /** Room left on the current page. */
  get room(): number {
    return this.box.bottom - this.y;
  }

  /** Whether `height` fits on the current page. */
  fits(height: number): boolean {
    return height <= this.room + 1e-9;
  }

  /** The next page, from its top. */
  breakPage(): void {
    this.page += 1;
    this.y = this.box.top;
  }

  /** Where a block of `height` goes; the flow moves under it. */
  place(height: number): Placed {
    if (!this.fits(height) && this.y > this.box.top) this.breakPage();
    const placed = { page: this.page, y: this.y };
    this.y += height;
    return placed;
  }

  /** Leaves `gap` under the last block (dropped at a page's end). */
  skip(gap: number): void {
    this.y = Math.min(this.box.bottom, this.y + gap);
  }
}

export interface PlacedTableRow extends Placed {
  row: TableRow;
  /** The header goes above this row (the table's first row on each page). */
  header: boolean;
}

/**
 * A table's rows down the flow, split across pages between rows, its header repeated at the top of
 * each page it runs on. A header never ends a page alone: it moves with the first row.
 */
export function placeTable(
  flow: PageFlow,
  header: TableRow,
  rows: readonly TableRow[],
): { header: Placed[]; rows: PlacedTableRow[] } {
  const headers: Placed[] = [];
  const placed: PlacedTableRow[] = [];
  let page = -1;
  for (const row of rows) {
    const first = page !== flow.page || !flow.fits(row.height);
    if (first) {
      if (!flow.fits(header.height + row.height)) flow.breakPage();
      headers.push(flow.place(header.height));
      page = flow.page;
    }
    placed.push({ ...flow.place(row.height), row, header: first });
  }
  return { header: headers, rows: placed };
}

/** A picture of `width` by `height` scaled to fit `maxWidth` by `maxHeight`, its ratio kept. */
export function fitImage(
  width: number,
  height: number,
  maxWidth: number,
  maxHeight: number,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(maxWidth / width, maxHeight / height);
  return { width: width * scale, height: height * scale };
}
