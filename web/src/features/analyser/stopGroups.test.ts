import { describe, expect, it } from 'vitest';
import type { NumberedStop } from './routeLayers.js';
import {
  END_GAP_PX,
  fromWorldPixels,
  groupStops,
  nextStopOf,
  stopsLabel,
  worldPixels,
} from './stopGroups.js';

const stop = (n: number, lng: number, lat: number): NumberedStop => ({
  n,
  position: [lng, lat],
  start: n * 1000,
  end: n * 1000 + 500,
});
/** A place `m` metres east of Milan's centre (about 78,600 m a degree at 45.46° N). */
const east = (n: number, m: number) => stop(n, 9.19 + m / 78_600, 45.46);

describe('stop markers that would overlap', () => {
  it('projects as the map does: 512 px at zoom 0, twice as far at each zoom', () => {
    expect(worldPixels([0, 0], 0)).toEqual([256, 256]);
    const [x1] = worldPixels([9.19, 45.46], 10);
    const [x2] = worldPixels([9.19, 45.46], 11);
    expect(x2).toBeCloseTo(2 * x1, 6);
  });

  it('are moved off a start or finish marker on them, and left where they are otherwise', () => {
    const start = east(0, 0).position;
    const zoom = 15;
    const px = (p: [number, number]) => worldPixels(p, zoom);
    const gap = (p: [number, number]) =>
      Math.hypot(px(p)[0] - px(start)[0], px(p)[1] - px(start)[1]);
    const stops = [east(1, 0), east(2, 300), east(3, 5_000)];
    const [onStart, near, far] = groupStops(stops, zoom, [start]);
    expect(gap(onStart!.position)).toBeCloseTo(END_GAP_PX, 6);
    // 300 m is about 168 px at zoom 15: clear of the start already.
    expect(near!.position).toEqual(east(2, 300).position);
    expect(far!.position).toEqual(east(3, 5_000).position);
    // A stop 10 px east of the start is pushed further east, not across it.
    const [lng, lat] = fromWorldPixels([px(start)[0] + 10, px(start)[1]], zoom);
    const [pushed] = groupStops([stop(4, lng, lat)], zoom, [start]);
    expect(px(pushed!.position)[0] - px(start)[0]).toBeCloseTo(END_GAP_PX, 6);
    expect(px(pushed!.position)[1]).toBeCloseTo(px(start)[1], 6);
  });

  it('are one marker "4-5" at the overview and apart at street zoom', () => {
    // Stops 4 and 5 at the same yard, 60 m apart; stop 1 ten kilometres away.
    const stops = [east(5, 60), east(1, 10_000), east(4, 0)];
    const overview = groupStops(stops, 10);
    expect(overview.map((g) => g.label)).toEqual(['1', '4-5']);
    expect(overview[1]!.position).toEqual(east(4, 0).position);
    // At zoom 17 a metre is about 2.3 px: 60 m is well apart.
    expect(groupStops(stops, 17).map((g) => g.label)).toEqual(['1', '4', '5']);
  });

  it('join the marker placed first, by number, not a chain of neighbours', () => {
    // 1 to 2 and 2 to 3 are close, 1 to 3 is not: 3 gets a marker of its own.
    const stops = [east(1, 0), east(2, 15), east(3, 30)];
    const zoom = 16; // about 1.12 px a metre at this latitude: 15 m is 17 px, 30 m 34 px.
    expect(groupStops(stops, zoom).map((g) => g.label)).toEqual(['1-2', '3']);
  });

  it('are labelled as runs of numbers, past two runs with the rest counted', () => {
    expect(stopsLabel([8])).toBe('8');
    expect(stopsLabel([5, 4])).toBe('4-5');
    expect(stopsLabel([1, 2, 3, 8])).toBe('1-3, 8');
    expect(stopsLabel([1, 3, 5, 6, 9])).toBe('1, 3, +3');
  });

  it('select the next stop of a group at each click, from the first', () => {
    const [group] = groupStops([east(4, 0), east(5, 5), east(6, 10)], 10);
    expect(nextStopOf(group!, undefined)).toBe(4);
    expect(nextStopOf(group!, 4)).toBe(5);
    expect(nextStopOf(group!, 6)).toBe(4);
    expect(nextStopOf(group!, 12)).toBe(4);
  });
});
