import { describe, expect, it } from 'vitest';
import { circleBounds, freePadding } from './freeView.js';

const MAP = { left: 400, top: 0, right: 1600, bottom: 1000 };

describe('the free part of the map', () => {
  it('is the plain 50 px padding with nothing over the map', () => {
    expect(freePadding(MAP, [])).toEqual({ left: 50, right: 50, top: 50, bottom: 50 });
  });

  it('cuts each cover off from its cheapest side, with a gap', () => {
    const search = { left: 412, top: 56, right: 732, bottom: 90 };
    const card = { left: 1248, top: 56, right: 1588, bottom: 700 };
    const sidePanelBeside = { left: 0, top: 0, right: 400, bottom: 1000 };
    expect(freePadding(MAP, [search, card, sidePanelBeside])).toEqual({
      left: 50,
      top: 90 + 16,
      right: 1600 - 1248 + 16,
      bottom: 50,
    });
  });

  it('keeps the plain padding on an axis the covers would leave under 30 % free', () => {
    const wide = { left: 420, top: 0, right: 1580, bottom: 400 };
    const low = { left: 420, top: 600, right: 1580, bottom: 1000 };
    const pad = freePadding(MAP, [wide, low]);
    expect(pad.top).toBe(50);
    expect(pad.bottom).toBe(50);
  });

  it("frames a circle's box: a 5 km radius spans 10 km north to south and east to west", () => {
    const [[w, s], [e, n]] = circleBounds([9, 45], 5);
    expect((n - s) * 111.32).toBeCloseTo(10, 5);
    expect((e - w) * 111.32 * Math.cos((45 * Math.PI) / 180)).toBeCloseTo(10, 5);
    expect((w + e) / 2).toBeCloseTo(9, 9);
  });
});
