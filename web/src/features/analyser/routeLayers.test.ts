import { describe, expect, it } from 'vitest';
import { positionAt, routePath, sectionOf } from './routeLayers.js';
import { routeColumns } from '@fleetdeck/shared/routeColumns';
import { report as at, TEST_COLOURS as colours } from './testRoutes.js';

const report = (lng: number, speed: number | null, minute: number) => at(lng, 45, speed, minute);

describe('the analysed route', () => {
  it('is one path coloured per vertex by the speed there, band bounds included', () => {
    const path = routePath(
      routeColumns([
        report(9, 70, 0),
        report(9.1, 71, 1),
        report(9.2, 100, 2),
        report(9.3, 130.5, 3),
        report(9.4, null, 4),
      ]),
      colours,
    );
    expect(path.positions).toEqual([
      [9, 45],
      [9.1, 45],
      [9.2, 45],
      [9.3, 45],
      [9.4, 45],
    ]);
    expect(path.colours.map((c) => c[0])).toEqual([1, 2, 2, 4, 1]);
    expect(path.times[1]).toBe(Date.parse('2026-11-25T08:01:00Z'));
  });

  it('skips features that are not points', () => {
    const line = { geometry: { type: 'LineString', coordinates: [[9, 45]] }, properties: {} };
    expect(routePath(routeColumns([line, report(9, 50, 0)]), colours).positions).toHaveLength(1);
  });

  it("gives a timeline item's section: the reports between its start and end", () => {
    const path = routePath(
      routeColumns([0, 1, 2, 3, 4].map((m) => report(9 + m / 10, 50, m))),
      colours,
    );
    expect(
      sectionOf(path, Date.parse('2026-11-25T08:01:00Z'), Date.parse('2026-11-25T08:03:00Z')),
    ).toEqual([
      [9.1, 45],
      [9.2, 45],
      [9.3, 45],
    ]);
  });

  it('places the cursor between the two reports around it, in proportion; nowhere outside', () => {
    const path = routePath(routeColumns([0, 2].map((m) => report(9 + m / 10, 50, m))), colours);
    const at = positionAt(path, Date.parse('2026-11-25T08:00:30Z'))!;
    expect(at[0]).toBeCloseTo(9.05, 6);
    expect(positionAt(path, Date.parse('2026-11-25T08:05:00Z'))).toBeUndefined();
  });
});
