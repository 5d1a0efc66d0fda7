import { describe, expect, it } from 'vitest';
import { paginate } from './passagePdf.js';

const line = (i: number) => ({ plate: `P${i}`, entry: 'a', exit: 'b', first: i % 3 === 0 });

describe('the passage PDF', () => {
  it('puts fewer lines on the first page, under the search, and keeps every line once', () => {
    const lines = Array.from({ length: 200 }, (_, i) => line(i));
    const pages = paginate(lines);
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]!.length).toBeLessThan(pages[1]!.length);
    expect(pages.flat()).toEqual(lines);
    expect(paginate([])).toEqual([[]]);
  });
});
