import { describe, expect, it } from 'vitest';
import { waypointError, type Waypoint } from '@fleetdeck/shared';
import {
  resourceKey,
  resourceTitle,
  toggleFocus,
  withResourceWaypoint,
  type FoundResource,
} from './resourceModel.js';

const parking = (id: number, name: string): FoundResource => ({
  id,
  type: 'parking',
  name,
  coordinate: { x: 11.1 + id / 100, y: 45.2 },
  reference: { verified: true, number_of_parking_spots: 40 },
});
let n = 0;
const fresh = (): Waypoint => ({ id: `new-${++n}`, coordinate: null });
const placed = (id: string): Waypoint => ({
  id,
  coordinate: { label: id, referenceCoordinate: { x: 10.99, y: 45.43 } },
});
const info = { areaUnit: 'km' as const, areaValue: 10 };

describe('the resource list', () => {
  it('truncates titles to 20 characters and marks the cut', () => {
    expect(resourceTitle('Autoparco Cesena')).toBe('Autoparco Cesena');
    const long = 'Area di servizio Piacenza Sud';
    const title = resourceTitle(long);
    expect(title).toBe(`${long.slice(0, 20)}…`);
    expect(Array.from(title.replace('…', ''))).toHaveLength(20);
  });

  it('focuses one resource at a time; focusing the focused one unfocuses it', () => {
    const a = resourceKey(parking(1, 'A'));
    const b = resourceKey(parking(2, 'B'));
    expect(toggleFocus(null, a)).toBe(a);
    expect(toggleFocus(a, b)).toBe(b);
    expect(toggleFocus(b, b)).toBeNull();
  });

  it('keys resources by kind: the same id in two kinds are two resources', () => {
    const fuel: FoundResource = { ...parking(7, 'X'), type: 'fuel', reference: {} };
    expect(resourceKey(fuel)).not.toBe(resourceKey(parking(7, 'X')));
  });

  it('a resource taken as a waypoint fills the first stage without a place', () => {
    const resource = parking(3, 'Autoparco Verona Nord');
    const waypoints = withResourceWaypoint([placed('a'), fresh(), fresh()], resource, info, fresh);
    expect(waypoints).toHaveLength(3);
    expect(waypoints[1]).toMatchObject({
      coordinate: {
        label: 'Autoparco Verona Nord',
        referenceCoordinate: resource.coordinate,
        action: 'selectResource',
        type: 'parking',
        resourceType: 'parking',
        resource,
      },
      searchInfo: info,
    });
    expect(waypointError(waypoints[1])).toBeNull();
    expect(waypoints[2]?.coordinate).toBeNull();
  });

  it('with every stage placed, the resource is appended as a new one', () => {
    const before = [placed('a'), placed('b')];
    const waypoints = withResourceWaypoint(before, parking(4, 'P'), info, fresh);
    expect(waypoints).toHaveLength(3);
    expect(waypoints.slice(0, 2)).toEqual(before);
    expect(waypoints[2]?.coordinate?.resourceType).toBe('parking');
  });
});
