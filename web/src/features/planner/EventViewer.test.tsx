// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { RouteEvent, RoutePlanResult, RouteSummary } from '@fleetdeck/shared';
import { reactTestRoot } from '../../../test/domHarness.js';
import { EventViewer } from './EventViewer.js';

const dom = reactTestRoot();

/** A crossing of the Channel as the relay answers it: the shuttle by the tunnel, or a ship. */
const crossing = (kind: 'ferry' | 'rail_shuttle', distanceFromStart: number): RouteEvent => ({
  eventType: 'FerryEvent',
  distanceFromStart,
  travelTimeFromStart: 0,
  latitude: 50.93,
  longitude: 1.81,
  name:
    kind === 'ferry'
      ? 'Calais – Dover'
      : 'Le Shuttle Freight (rail, Channel Tunnel) Coquelles – Folkestone',
  fromPort: kind === 'ferry' ? 'Calais' : 'Coquelles',
  toPort: kind === 'ferry' ? 'Dover' : 'Folkestone',
  fromCountry: 'FR',
  toCountry: 'GB',
  operators: '',
  durationS: 95 * 60,
  boardingS: 60 * 60,
  crossingS: 35 * 60,
  distanceM: 50_000,
  cabins: false,
  kind,
});

describe('the event viewer’s manoeuvres', () => {
  it('names the Channel Tunnel’s rail shuttle a rail shuttle, and a ship a ferry', () => {
    const result = {
      events: [crossing('rail_shuttle', 1_000), crossing('ferry', 2_000)],
      legs: [],
    } as unknown as RoutePlanResult;
    const route = { toll: { sections: [] }, emissions: {} } as unknown as RouteSummary;
    dom.render(<EventViewer result={result} route={route} main />);
    const rows = [...dom.container.querySelectorAll('.planner-event-list li')];
    expect(rows.map((r) => r.getAttribute('data-ferry-kind'))).toEqual(['rail_shuttle', 'ferry']);
    expect(rows[0]?.textContent).toContain(
      'Rail shuttle Coquelles → Folkestone: 1 h 35 min (boarding 1 h 00 min), not driving',
    );
    expect(rows[1]?.textContent).toContain('Ferry Calais → Dover: 1 h 35 min');
    expect(rows[1]?.textContent).not.toContain('Rail shuttle');
  });
});
