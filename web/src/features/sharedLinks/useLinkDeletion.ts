import { useState } from 'react';
import type { SharedLinkItem } from '@fleetdeck/shared';

/**
 * Delete after a yes: the row fades while the relay works, leaves on success (`onDeleted`
 * reloads the list) and comes back, with the error message, on failure.
 */
export function useLinkDeletion(remove: (id: string) => Promise<void>, onDeleted: () => void) {
  const [asking, setAsking] = useState<SharedLinkItem | null>(null);
  const [fading, setFading] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);
  const unfade = (id: string): void =>
    setFading((current) => new Set([...current].filter((other) => other !== id)));

  const answer = (yes: boolean): void => {
    const link = asking;
    setAsking(null);
    if (!yes || !link) return;
    setFailed(false);
    setFading((current) => new Set([...current, link.id]));
    remove(link.id).then(
      () => {
        onDeleted();
        unfade(link.id);
      },
      (error: unknown) => {
        console.error('shared link not deleted', error);
        unfade(link.id);
        setFailed(true);
      },
    );
  };

  return { asking, fading, failed, ask: setAsking, answer };
}
