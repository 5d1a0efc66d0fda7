import { describe, expect, it } from 'vitest';
import { autoFitCommand, type AutoFitInput } from './autoFit.js';

const base: AutoFitInput = {
  positions: [],
  focused: undefined,
  focusStarted: false,
  currentZoom: 5,
  desktop: true,
  stopped: false,
};

describe('autoFitCommand', () => {
  it('fits several vehicles when none is focused', () => {
    const command = autoFitCommand({
      ...base,
      positions: [
        [9, 45],
        [12, 41],
        [7, 46],
      ],
    });
    expect(command).toEqual({
      kind: 'fit',
      bounds: [
        [7, 41],
        [12, 46],
      ],
    });
  });

  it('centres a single vehicle at zoom 13 or closer', () => {
    expect(autoFitCommand({ ...base, positions: [[9, 45]] })).toEqual({
      kind: 'centre',
      at: [9, 45],
      zoom: 13,
    });
    expect(autoFitCommand({ ...base, positions: [[9, 45]], currentZoom: 15 })).toMatchObject({
      zoom: 15,
    });
  });

  it('does nothing once the user moved the map, or with no vehicles', () => {
    expect(
      autoFitCommand({
        ...base,
        positions: [
          [9, 45],
          [10, 45],
        ],
        stopped: true,
      }),
    ).toBeUndefined();
    expect(autoFitCommand(base)).toBeUndefined();
  });

  it('a new focus flies to zoom 18 on desktop (13 on mobile), then follows', () => {
    const focus = {
      ...base,
      positions: [[9, 45]] as [number, number][],
      focused: [9, 45] as [number, number],
    };
    expect(autoFitCommand({ ...focus, focusStarted: true, stopped: true })).toEqual({
      kind: 'centre',
      at: [9, 45],
      zoom: 18,
    });
    expect(autoFitCommand({ ...focus, focusStarted: true, desktop: false })).toMatchObject({
      zoom: 13,
    });
    expect(autoFitCommand({ ...focus, focused: [9.1, 45] })).toEqual({
      kind: 'follow',
      at: [9.1, 45],
    });
  });

  it('a follow step during the focus flight still reaches its zoom', () => {
    const following = { ...base, focused: [9.1, 45] as [number, number], currentZoom: 13.4 };
    expect(autoFitCommand({ ...following, followZoom: 18 })).toEqual({
      kind: 'follow',
      at: [9.1, 45],
      zoom: 18,
    });
    // Arrived, or the user zoomed further in: the follow leaves the zoom alone.
    expect(autoFitCommand({ ...following, followZoom: 18, currentZoom: 18 })).toEqual({
      kind: 'follow',
      at: [9.1, 45],
    });
  });
});
