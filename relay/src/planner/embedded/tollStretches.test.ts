import { describe, expect, it } from 'vitest';
import { TOLL_STRETCHES } from '@fleetdeck/shared/routeCosts';
import { PLACES, testProvider, truckRequest } from './testRoutes.js';
import { tollStretchIndex } from './tollStretches.js';

const { graph: g, provider } = testProvider();

describe('toll sections per motorway stretch and operator (issue 45)', () => {
  it('lays every stretch of the table on the bundled network, each edge in one stretch', () => {
    const index = tollStretchIndex(g);
    expect(index.unresolved).toEqual([]);
    TOLL_STRETCHES.forEach((s, i) => {
      const edges = [...index.ofEdge.keys()].filter((e) => index.ofEdge[e] === i);
      expect(edges.length, s.name).toBeGreaterThan(0);
      for (const e of edges) expect(g.refs[g.edgeRef[e] as number]).toBe(s.ref);
    });
    // A stretch whose road does not reach its end town is reported, not guessed.
    const wrong = tollStretchIndex(g, [
      { ref: 'A1', from: 'Milan/IT', to: 'Genoa/IT', name: 'A1 Milano – Genova', operator: 'x' },
    ]);
    expect(wrong.unresolved).toHaveLength(1);
  });

  it('splits Milano -> Napoli on the A1 into the operator stretches, the same total', () => {
    const r = provider.route(truckRequest());
    const sections = r.toll.sections;
    expect(sections.map((s) => s.displayName)).toEqual([
      'A1 Milano – Bologna',
      'A1 Bologna – Firenze',
      'A1 Firenze – Roma',
      'A1 Roma – Napoli',
    ]);
    for (const s of sections) expect(s.operator).toBe("Autostrade per l'Italia");
    const sum = sections.reduce((a, s) => a + s.cost.amount, 0);
    expect(sum).toBeCloseTo(r.toll.summary.costs.amount, 2);
    // Bologna is about 228 km of A1 from Milan; the whole A1 of the route about 783 km.
    expect(sections[0]!.distanceM / 1000).toBeGreaterThan(200);
    expect(sections[0]!.distanceM / 1000).toBeLessThan(260);
    const km = sections.reduce((a, s) => a + s.distanceM, 0) / 1000;
    expect(km).toBeGreaterThan(750);
    // Each section has its own toll events, in order.
    const enters = r.events.flatMap((e) =>
      e.eventType === 'TollEvent' && e.kind === 'ENTER' ? [e.sectionIndex] : [],
    );
    expect(enters).toEqual([0, 1, 2, 3]);
  });

  it('changes operator where the concession changes: Torino -> Lyon through the Fréjus', () => {
    const r = provider.route(truckRequest({ waypoints: [PLACES.torino, PLACES.lyon] }));
    const operators = r.toll.sections.map((s) => [s.country, s.operator]);
    expect(operators).toEqual(
      expect.arrayContaining([
        ['IT', 'SITAF'],
        ['FR', 'SFTRF'],
        ['FR', 'AREA (APRR)'],
      ]),
    );
  });
});
