/** What `until` polls: a value when ready; `undefined` or `false` while not yet. */
export type Ready<T> = () => T | undefined | false | Promise<T | undefined | false>;

/**
 * Waits until `read` gives a value (not `undefined`, not `false`) and returns it, polling every
 * 25 ms for up to `ms`; past that it throws, naming `what`. Tests wait on conditions, never on time.
 */
export async function until<T>(read: Ready<T>, what: string, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
