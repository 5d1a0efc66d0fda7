import { useEffect, useState } from 'react';

/** What `useReloadable` gives: the last answer, the last failure in words, and how to ask again. */
export interface Reloadable<T> {
  /** Undefined until the first answer (the screen says it is loading). */
  data: T | undefined;
  error: string | undefined;
  /** A failure of another call on the same screen, shown where the load's own would be. */
  setError: (message: string) => void;
  reload: () => void;
  /** Moves with each `reload` (a part of the screen that must load again with it). */
  attempt: number;
}

const words = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A list a screen loads, and loads again on `reload` or when `key` changes: an answer that comes
 * after the next load started (or after the screen went) is dropped, and a good answer clears the
 * failure before it.
 */
export function useReloadable<T>(load: () => Promise<T>, key: unknown = 0): Reloadable<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (answer) => {
        if (!live) return;
        setError(undefined);
        setData(answer);
      },
      (e: unknown) => live && setError(words(e)),
    );
    return () => {
      live = false;
    };
    // The loader is made anew each render: `attempt` and `key` name what it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, key]);
  return { data, error, setError, reload: () => setAttempt((n) => n + 1), attempt };
}
