import { describe, expect, it } from 'vitest';
import type { RouteRequest } from '@fleetdeck/shared';
import { legLoads } from './routePlan.js';

const withLoads = (...loads: (number | undefined)[]) =>
  ({ waypoints: loads.map((waypointLoad) => ({ x: 10, y: 45, waypointLoad })) }) as RouteRequest;

describe('leg loads', () => {
  it('carries the loads and unloads so far on each leg, never below zero', () => {
    expect(legLoads(withLoads(20_000, -5_000, -20_000, undefined))).toEqual([20_000, 15_000, 0]);
    expect(legLoads(withLoads(undefined, 8_000, undefined))).toEqual([0, 8_000]);
  });

  it('leaves the load unknown when no waypoint names one (the cost model assumes half)', () => {
    expect(legLoads(withLoads(undefined, undefined, undefined))).toEqual([undefined, undefined]);
  });
});
