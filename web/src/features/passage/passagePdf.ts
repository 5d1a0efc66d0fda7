import { PDF } from '@fleetdeck/shared';
import type { PassageReport, ReportLine } from './passageReport.js';

const W = PDF.contentWidthPx;
const H = PDF.pageSplitHeightPx;
const MARGIN = 40;
const ROW = 24;
const FONT = '"Inter Variable", system-ui, sans-serif';
/** Where the table starts on the first page (under title and search) and on the others. */
const FIRST_TOP = 220;
const OTHER_TOP = MARGIN + ROW;
const BOTTOM = H - MARGIN - ROW;
const COLUMNS = [MARGIN, MARGIN + 300, MARGIN + 530];

/** Table lines per page: fewer on the first, under the title and the search. */
export function paginate(lines: readonly ReportLine[]): ReportLine[][] {
  const first = Math.floor((BOTTOM - FIRST_TOP) / ROW);
  const other = Math.floor((BOTTOM - OTHER_TOP) / ROW);
  const pages: ReportLine[][] = [lines.slice(0, first)];
  for (let i = first; i < lines.length; i += other) pages.push(lines.slice(i, i + other));
  return pages;
}

/** `text` cut into lines no wider than `width` at the context's font (long addresses). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > width) {
      out.push(line);
      line = word;
    } else line = next;
  }
  return [...out, line];
}

/**
 * One page drawn as the reader sees it, black on white whatever the colour mode: the browser
 * draws the text, so every language's script comes out right (jsPDF's own fonts have Latin only).
 */
function drawPage(
  report: PassageReport,
  lines: readonly ReportLine[],
  index: number,
  footer: string,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = W * PDF.quality;
  canvas.height = H * PDF.quality;
  const ctx = canvas.getContext('2d')!;
  ctx.scale(PDF.quality, PDF.quality);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = '#1b2430';
  ctx.textBaseline = 'top';
  let y = MARGIN;
  if (index === 0) {
    ctx.font = `600 24px ${FONT}`;
    ctx.fillText(report.title, MARGIN, y);
    y += 44;
    for (const [label, value] of report.meta) {
      ctx.font = `600 14px ${FONT}`;
      ctx.fillText(label, MARGIN, y);
      ctx.font = `14px ${FONT}`;
      // At most two lines, so the table starts where paginate() expects it.
      for (const part of wrap(ctx, value, W - 2 * MARGIN - 160).slice(0, 2)) {
        ctx.fillText(part, MARGIN + 160, y);
        y += 20;
      }
      y += 6;
    }
  }
  y = index === 0 ? FIRST_TOP - ROW : OTHER_TOP - ROW;
  ctx.font = `600 14px ${FONT}`;
  report.columns.forEach((c, i) => ctx.fillText(c, COLUMNS[i]!, y + 5));
  ctx.fillRect(MARGIN, y + ROW - 2, W - 2 * MARGIN, 1.5);
  ctx.font = `14px ${FONT}`;
  lines.forEach((line, i) => {
    y += ROW;
    if (line.first && i > 0) {
      ctx.fillStyle = '#c5ccd4';
      ctx.fillRect(MARGIN, y, W - 2 * MARGIN, 1);
      ctx.fillStyle = '#1b2430';
    }
    // A vehicle carried over from the page before is named again.
    if (line.first || i === 0) ctx.fillText(line.plate, COLUMNS[0]!, y + 5);
    ctx.fillText(line.entry, COLUMNS[1]!, y + 5);
    ctx.fillText(line.exit, COLUMNS[2]!, y + 5);
  });
  ctx.font = `12px ${FONT}`;
  ctx.fillStyle = '#5b6776';
  ctx.fillText(footer, MARGIN, H - MARGIN);
  return canvas;
}

/**
 * The report as an A4 portrait PDF saved by the browser: pages of 800 by 1,400 px drawn at
 * quality 2 and placed as the analyser's report places them (scaled to the page's height,
 * centred). jsPDF is loaded only when a report is made.
 */
export async function printPassageReport(
  report: PassageReport,
  pageLabel: (page: number, pages: number) => string,
): Promise<void> {
  const [{ jsPDF }] = await Promise.all([
    import('jspdf'),
    // Glyphs of other scripts are fetched on first use: have them before drawing.
    document.fonts
      .load(`14px ${FONT}`, [report.title, ...report.meta.flat(), ...report.columns].join(' '))
      .catch(() => []),
  ]);
  const pages = paginate(report.lines);
  const pdf = new jsPDF({ orientation: PDF.orientation, unit: 'mm', format: PDF.format });
  pdf.setProperties({ title: report.title });
  const pageW = pdf.internal.pageSize.getWidth();
  const pageH = pdf.internal.pageSize.getHeight();
  const width = (W * pageH) / H;
  pages.forEach((lines, n) => {
    const footer = `${report.generated} · ${pageLabel(n + 1, pages.length)}`;
    const canvas = drawPage(report, lines, n, footer);
    if (n > 0) pdf.addPage();
    pdf.addImage(canvas, 'JPEG', (pageW - width) / 2, 0, width, pageH);
  });
  pdf.save(`${report.fileName}.pdf`);
}
