import { describe, expect, it } from 'vitest';
import type { ShadowWaypoint } from '@fleetdeck/shared';
import type { Rgba } from '../vehicles/vehicleBuffers.js';
import { PAUSE_LAYER_IDS as ID, plannerPauseLayers, type PauseColours } from './plannerPauses.js';

const c = (n: number): Rgba => [n, n, n, 255];
const colours: PauseColours = { break: c(1), rest: c(2), glyph: c(3) };

const pause = (kind: ShadowWaypoint['kind'], x: number): ShadowWaypoint => ({
  kind,
  rest: kind === 'break' ? 'break' : 'regular_daily_rest',
  x,
  y: 44,
  arrival: '2026-11-26T14:10:00Z',
  departure: '2026-11-26T14:55:00Z',
  durationS: 2700,
  distanceFromStart: 1000 * x,
});

type Props = Record<string, unknown> & { data: { position: number[]; glyph: string }[] };
const props = (pauses: ShadowWaypoint[]) =>
  Object.fromEntries(
    plannerPauseLayers(pauses, colours).map((l) => [l.id, l.props as unknown as Props]),
  );

describe('plannerPauseLayers', () => {
  it('draws breaks as round markers and every pause with its glyph, rests on a square plate', () => {
    const layers = props([pause('break', 11), pause('daily_rest', 13), pause('break', 15)]);
    const breaks = layers[ID.breaks];
    const glyphs = layers[ID.rests];
    expect(breaks?.visible).toBe(true);
    expect(breaks?.data.map((d) => d.position)).toEqual([
      [11, 44],
      [15, 44],
    ]);
    expect(breaks?.['getFillColor']).toEqual(colours.break);
    expect(glyphs?.data.map((d) => d.glyph)).toEqual(['‖', '‖', '☾']);
    const plate = glyphs?.['getBackgroundColor'] as (d: { glyph: string }) => Rgba;
    expect(glyphs?.data.map((d) => plate(d)[3])).toEqual([0, 0, 255]);
    expect(plate({ glyph: '☾' })).toEqual(colours.rest);
  });

  it('keeps both layers, hidden, without pauses', () => {
    const layers = props([]);
    expect(Object.keys(layers)).toEqual([ID.breaks, ID.rests]);
    expect(Object.values(layers).map((l) => l.visible)).toEqual([false, false]);
  });
});
