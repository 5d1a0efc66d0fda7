import { useEffect, useState } from 'react';
import { DELAYS_MS, parseCoordinateText } from '@fleetdeck/shared';
import { useDebounced } from '../../ui/useDebounced.js';
import type { SuggestionGroup } from './suggestions.js';

/** What a search box shows under its text: nothing, a search on its way, the answer, a failure. */
export type SuggestState<T> =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'ready'; groups: readonly SuggestionGroup<T>[] }
  | { status: 'error' };

type Answer<T> = { for: string } & (
  { status: 'ready'; groups: readonly SuggestionGroup<T>[] } | { status: 'error' }
);

const IDLE = { status: 'idle' } as const;
const SEARCHING = { status: 'searching' } as const;

/**
 * Suggestions while typing, no Enter needed: `search` runs 250 ms after the text last changed
 * (the spec's search debounce), once the text has `minChars` characters and `enabled` holds; a
 * request for text typed over since is aborted, and an answer to older text is never shown.
 */
export function useSuggestions<T>(
  text: string,
  search: (text: string, signal: AbortSignal) => Promise<readonly SuggestionGroup<T>[]>,
  { enabled = true, minChars = 2 }: { enabled?: boolean; minChars?: number } = {},
): SuggestState<T> {
  const settled = useDebounced(text, DELAYS_MS.searchDebounce);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const wanted = enabled && text.trim().length >= minChars;

  useEffect(() => {
    if (!wanted || settled !== text) return;
    const controller = new AbortController();
    search(settled.trim(), controller.signal).then(
      (groups) => setAnswer({ for: settled, status: 'ready', groups }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('search suggestions failed', error);
        setAnswer({ for: settled, status: 'error' });
      },
    );
    return () => controller.abort();
    // Runs when the typing settles; `search` is the current render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, wanted]);

  if (!wanted) return IDLE;
  if (answer?.for !== text) return SEARCHING;
  return answer;
}

/**
 * Coordinate text ("45.46, 9.19") is taken as latitude and longitude without a request (part 1
 * §5), once the typing has stopped for the search debounce and while `enabled` (no place chosen).
 */
export function useTypedCoordinates(
  text: string,
  enabled: boolean,
  take: (at: { lat: number; lng: number }, text: string) => void,
): void {
  const settled = useDebounced(text, DELAYS_MS.searchDebounce);
  useEffect(() => {
    const at = enabled && settled === text ? parseCoordinateText(settled) : undefined;
    if (at) take(at, settled.trim());
    // Runs when the typing settles; `take` is the current render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled, enabled]);
}
