import { describe, expect, it } from 'vitest';
import type { BusMessage, LiveBus } from '../live/bus.js';
import { plafondFeed } from './plafondFeed.js';

const plafond: BusMessage = { type: 'plafond', update: { at: 1, data: { '7': { left: 60 } } } };
const health: BusMessage = { type: 'health', health: [] };

function fakeBus() {
  const published: BusMessage[] = [];
  let handler: ((message: BusMessage) => void) | undefined;
  const bus: LiveBus = {
    publish: (message) => void published.push(message),
    onMessage: (h) => void (handler = h),
    requestState: () => Promise.resolve([]),
    answerState: () => undefined,
  };
  return { bus, published, deliver: (message: BusMessage) => handler?.(message) };
}

describe('plafondFeed', () => {
  it("tells of the polling relay's plafond and of the one received, passing everything on", () => {
    const inner = fakeBus();
    const seen: unknown[] = [];
    const bus = plafondFeed(inner.bus, (update) => seen.push(update.data));
    const received: BusMessage[] = [];
    bus.onMessage((message) => received.push(message));
    bus.publish(plafond);
    bus.publish(health);
    inner.deliver(plafond);
    inner.deliver(health);
    expect(inner.published).toEqual([plafond, health]);
    expect(received).toEqual([plafond, health]);
    expect(seen).toEqual([{ '7': { left: 60 } }, { '7': { left: 60 } }]);
  });

  it('a failing follower does not fail the live path', () => {
    const inner = fakeBus();
    const bus = plafondFeed(inner.bus, () => {
      throw new Error('boom');
    });
    expect(() => bus.publish(plafond)).not.toThrow();
    expect(inner.published).toEqual([plafond]);
  });
});
