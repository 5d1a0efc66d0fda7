import { describe, expect, it } from 'vitest';
import { csvField, passageReport, reportCsv, type ReportWords } from './passageReport.js';

const words: ReportWords = {
  title: 'Passaggio veicoli',
  address: 'Indirizzo',
  radius: 'Raggio (km)',
  interval: 'Intervallo di tempo',
  plate: 'Targa',
  entry: 'Entrata',
  exit: 'Uscita',
  generated: (date) => `Generato il ${date}`,
};
const search = {
  place: { label: 'Via "Roma"; 1, Milano', lat: 45.46, lng: 9.19 },
  radiusKm: 0.5,
  start: '2026-03-09T23:00:00.000Z',
  end: '2026-03-10T22:59:59.999Z',
};
const rows = [
  {
    id: 1,
    plate: 'AA111AA',
    passages: [
      { start: '2026-03-10T05:12:40Z', end: '2026-03-10T05:14:05Z' },
      { start: '2026-03-10T12:00:00Z', end: '2026-03-10T12:00:00Z' },
    ],
  },
  {
    id: 2,
    plate: 'BB222BB',
    passages: [{ start: '2026-03-10T07:00:00Z', end: '2026-03-10T07:01:00Z' }],
  },
];

describe('the passage evidence', () => {
  const report = passageReport(
    search,
    rows,
    words,
    'Europe/Rome',
    Date.parse('2026-03-11T08:00:00Z'),
  );

  it('names the search, then each passage with its plate, entry and exit to the second', () => {
    expect(report.meta).toEqual([
      ['Indirizzo', 'Via "Roma"; 1, Milano (45.46, 9.19)'],
      ['Raggio (km)', '0.5'],
      ['Intervallo di tempo', '10/03/2026 00:00:00 – 10/03/2026 23:59:59 (Europe/Rome)'],
    ]);
    expect(report.lines).toEqual([
      {
        plate: 'AA111AA',
        entry: '10/03/2026 06:12:40',
        exit: '10/03/2026 06:14:05',
        first: true,
        key: '1 2026-03-10T05:12:40Z',
      },
      {
        plate: 'AA111AA',
        entry: '10/03/2026 13:00:00',
        exit: '10/03/2026 13:00:00',
        first: false,
        key: '1 2026-03-10T12:00:00Z',
      },
      {
        plate: 'BB222BB',
        entry: '10/03/2026 08:00:00',
        exit: '10/03/2026 08:01:00',
        first: true,
        key: '2 2026-03-10T07:00:00Z',
      },
    ]);
    expect(report.generated).toBe('Generato il 11/03/2026 09:00');
    expect(report.fileName).toBe('passage-2026-03-10_0000');
  });

  it('gives typed coordinates once', () => {
    const typed = { ...search, place: { label: '45.46, 9.19', lat: 45.46, lng: 9.19 } };
    const meta = passageReport(typed, rows, words, 'Europe/Rome', 0).meta;
    expect(meta[0]).toEqual(['Indirizzo', '45.46, 9.19']);
  });

  it('writes CSV with semicolons, quoted fields, CRLF and a byte-order mark', () => {
    expect(reportCsv(report)).toBe(
      '\uFEFF' +
        [
          'Indirizzo;"Via ""Roma""; 1, Milano (45.46, 9.19)"',
          'Raggio (km);0.5',
          'Intervallo di tempo;10/03/2026 00:00:00 – 10/03/2026 23:59:59 (Europe/Rome)',
          '',
          'Targa;Entrata;Uscita',
          'AA111AA;10/03/2026 06:12:40;10/03/2026 06:14:05',
          'AA111AA;10/03/2026 13:00:00;10/03/2026 13:00:00',
          'BB222BB;10/03/2026 08:00:00;10/03/2026 08:01:00',
        ].join('\r\n') +
        '\r\n',
    );
  });

  it('keeps a spreadsheet from running a field as a formula, but not negative coordinates', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('-33.86, 151.2')).toBe('-33.86, 151.2');
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('AB 123\nCD')).toBe('"AB 123\nCD"');
  });
});
