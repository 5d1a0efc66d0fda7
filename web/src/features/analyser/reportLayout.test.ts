import { describe, expect, it } from 'vitest';
import {
  columnWidths,
  fitImage,
  PageFlow,
  placeTable,
  plainSpaces,
  tableRows,
  wrapText,
} from './reportLayout.js';

/** One unit per character: widths read as lengths. */
const measure = (s: string) => s.length;

describe('the report layout', () => {
  it('writes dates and durations with single plain spaces', () => {
    expect(plainSpaces('30/11 /2026')).toBe('30/11 /2026');
    expect(plainSpaces('15h  01m')).toBe('15h 01m');
    expect(plainSpaces('30/11/26,\u202f06:00\u00a0')).toBe('30/11/26, 06:00');
  });

  it('shares a width in proportion, to the last unit', () => {
    expect(columnWidths(100, [1, 3])).toEqual([25, 75]);
    const widths = columnWidths(182, [6, 52, 16, 16, 10]);
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(182);
  });

  it('cuts text at spaces, and a word longer than the line where it must', () => {
    expect(wrapText('Via Roma 1, Milano', 10, measure)).toEqual(['Via Roma', '1, Milano']);
    expect(wrapText('Ανάλυση διαδρομής', 8, measure)).toEqual(['Ανάλυση', 'διαδρομή', 'ς']);
    expect(wrapText('', 10, measure)).toEqual(['']);
    for (const line of wrapText('a bb ccc dddd eeeee ffffffffffff', 5, measure))
      expect(line.length).toBeLessThanOrEqual(5);
  });

  it('makes a row as tall as its tallest cell', () => {
    const [row] = tableRows(
      [['1', 'Via Garibaldi 12, 20121 Milano', '08:00']],
      { widths: [4, 12, 8], lineHeight: 4, padding: 1 },
      measure,
    );
    expect(row!.cells[1]).toEqual(['Via', 'Garibaldi', '12, 20121', 'Milano']);
    expect(row!.height).toBe(4 * 4 + 2);
  });

  it('moves a block that does not fit to the next page', () => {
    const flow = new PageFlow({ top: 10, bottom: 100 });
    expect(flow.place(60)).toEqual({ page: 0, y: 10 });
    expect(flow.place(30)).toEqual({ page: 0, y: 70 });
    expect(flow.place(1)).toEqual({ page: 1, y: 10 });
    flow.skip(500);
    expect(flow.room).toBe(0);
    // Taller than a page: it starts one of its own rather than looping.
    expect(flow.place(200)).toEqual({ page: 2, y: 10 });
  });

  it('splits a table between rows and repeats its header on each page', () => {
    const flow = new PageFlow({ top: 0, bottom: 50 });
    flow.place(30);
    const row = { cells: [['x']], height: 10 };
    const header = { cells: [['#']], height: 5 };
    const { header: headers, rows } = placeTable(flow, header, Array(8).fill(row));
    // Page 0 had 20 left: the header and one row; then 4 rows a page under their header.
    expect(headers).toEqual([
      { page: 0, y: 30 },
      { page: 1, y: 0 },
      { page: 2, y: 0 },
    ]);
    expect(rows.map((r) => r.page)).toEqual([0, 1, 1, 1, 1, 2, 2, 2]);
    expect(rows.map((r) => r.header)).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    for (const r of rows) expect(r.y + r.row.height).toBeLessThanOrEqual(50);
  });

  it('never leaves a header alone at the foot of a page', () => {
    const flow = new PageFlow({ top: 0, bottom: 50 });
    flow.place(40);
    const { header, rows } = placeTable(flow, { cells: [['#']], height: 5 }, [
      { cells: [['x']], height: 10 },
    ]);
    expect(header).toEqual([{ page: 1, y: 0 }]);
    expect(rows[0]).toMatchObject({ page: 1, y: 5 });
  });

  it('fits a picture in its box keeping its ratio', () => {
    expect(fitImage(1600, 800, 180, 120)).toEqual({ width: 180, height: 90 });
    expect(fitImage(800, 800, 180, 120)).toEqual({ width: 120, height: 120 });
    expect(fitImage(0, 800, 180, 120)).toEqual({ width: 0, height: 0 });
  });
});
