import { describe, expect, it } from 'vitest';
import { detourRadiusKm } from './routeCorridor.js';

describe('the corridor radius of a search by minutes of detour', () => {
  it('drives half the minutes off the route at the median of its speeds', () => {
    // A motorway at 90 km/h with a slow town start: 20 min there and back reach 15 km off.
    expect(detourRadiusKm(20, [30, 30, 90, 90, 90, 90, 90])).toBe(15);
    // The fast top does not stretch the reach: 40 min at a median of 60 km/h.
    expect(detourRadiusKm(40, [60, 60, 60, 130, 130])).toBe(20);
  });

  it('stays within the search radius limits, and reads a truck speed when it has none', () => {
    expect(detourRadiusKm(600, [130])).toBe(300);
    expect(detourRadiusKm(1, [1])).toBe(0.1);
    expect(detourRadiusKm(30, [])).toBe(15);
    expect(detourRadiusKm(30, [0, 0])).toBe(15);
  });
});
