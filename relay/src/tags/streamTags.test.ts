import { describe, expect, it } from 'vitest';
import { ALL_COMPANIES } from '@fleetdeck/shared';
import { withStreamTags } from './streamTags.js';

const truck = {
  id: 7,
  tags: [{ id: 1, name: 'Frigo', company: 1 }, { id: 2, name: 'Nord', company: 2 }, 5],
};

describe('withStreamTags', () => {
  it("shows a company stream only its own tags (and an upstream's unowned ones)", () => {
    expect(withStreamTags(truck, 2).tags).toEqual([{ id: 2, name: 'Nord', company: 2 }, 5]);
    expect(withStreamTags(truck, 3).tags).toEqual([5]);
    expect(truck.tags).toHaveLength(3);
  });
  it('hands back the same object when nothing is hidden', () => {
    const own = { id: 8, tags: [{ id: 1, name: 'Frigo', company: 1 }] };
    expect(withStreamTags(own, 1)).toBe(own);
    expect(withStreamTags(truck, ALL_COMPANIES)).toBe(truck);
    const patch = { id: 8, lastpoint: { speed: 3 } };
    expect(withStreamTags(patch, 1)).toBe(patch);
  });
});
