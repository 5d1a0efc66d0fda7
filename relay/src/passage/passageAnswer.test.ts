import { describe, expect, it } from 'vitest';
import { orderedPassages, passagePage } from './passageAnswer.js';

const vehicle = (id: number, minute: number) => ({
  id,
  plate: `P${id}`,
  events: [{ timestamp: new Date(Date.UTC(2026, 10, 25, 0, minute)).toISOString() }],
});

describe("ordering upstream's passage answer", () => {
  it('gives the event loop back between slices of a big answer', async () => {
    const body = { data: Array.from({ length: 2000 }, (_, i) => vehicle(i + 1, 2000 - i)) };
    // Counts the turns of the event loop taken while the answer is read.
    let done = false;
    let turns = 0;
    const counting = (async () => {
      for (; !done; turns++) await new Promise((resolve) => setImmediate(resolve));
    })();
    const ordered = await orderedPassages(body);
    done = true;
    await counting;
    // 2000 vehicles in slices of 250: at least one turn between each two slices.
    expect(turns).toBeGreaterThanOrEqual(7);
    expect(ordered.map((t) => t.vehicle.id).slice(0, 3)).toEqual([2000, 1999, 1998]);
  });

  it('orders by first event then id, and pages the ids asked for', async () => {
    const ordered = await orderedPassages({
      data: [vehicle(2, 5), vehicle(1, 5), vehicle(3, 1)],
    });
    expect(ordered.map((t) => t.vehicle.id)).toEqual([3, 1, 2]);
    expect(passagePage(ordered, new Set([1, 2]), 1, 1)).toEqual({
      data: [vehicle(2, 5)],
      total: 2,
      next_offset: null,
    });
    expect(passagePage(ordered, new Set([1, 2, 3]), 0, 2).next_offset).toBe(2);
  });
});
