import { describe, expect, it } from 'vitest';
import { infringementWindow } from './useDriverInfringements.js';

describe("the plafond card's infringements window", () => {
  it('ends at the last whole minute, never ahead of now, and spans 28 days', () => {
    const now = Date.UTC(2026, 2, 7, 10, 42, 31);
    const { start, end } = infringementWindow(now);
    expect(end).toBe('2026-03-07T10:42:00.000Z');
    expect(Date.parse(end) - Date.parse(start)).toBe(28 * 86_400_000);
    expect(infringementWindow(now + 20_000).end).toBe(end);
  });
});
