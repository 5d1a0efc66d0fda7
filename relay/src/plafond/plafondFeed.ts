import type { PlafondUpdate } from '@fleetdeck/shared';
import type { LiveBus } from '../live/bus.js';

/**
 * The bus the live pipeline talks on, also telling `onPlafond` of every plafond poll: what the
 * polling relay publishes and what the others receive, so every relay sees each poll once.
 */
export function plafondFeed(bus: LiveBus, onPlafond: (update: PlafondUpdate) => void): LiveBus {
  const seen = (message: Parameters<LiveBus['publish']>[0]): void => {
    if (message.type !== 'plafond') return;
    try {
      onPlafond(message.update);
    } catch {
      // The live path must not fail for a follower of it.
    }
  };
  return {
    publish: (message) => {
      seen(message);
      bus.publish(message);
    },
    onMessage: (handler) =>
      bus.onMessage((message) => {
        seen(message);
        handler(message);
      }),
    requestState: () => bus.requestState(),
    answerState: (provider) => bus.answerState(provider),
  };
}
