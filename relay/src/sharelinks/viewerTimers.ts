/** setTimeout's longest delay; a later expiry is reached in several steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** One timer per watched link on this relay, firing when the link's expiry (unix s) passes. */
export class ViewerTimers {
  private readonly timers = new Map<string, { exp: number; timer: NodeJS.Timeout }>();

  constructor(
    private readonly nowMs: () => number,
    private readonly onExpired: (linkId: string) => void,
  ) {}

  /** (Re)arms the link's timer for `exp`; an expiry already past fires on the next turn. */
  watch(linkId: string, exp: number): void {
    const current = this.timers.get(linkId);
    if (current?.exp === exp) return;
    if (current) clearTimeout(current.timer);
    const delay = Math.max(0, Math.min(exp * 1000 - this.nowMs(), MAX_DELAY_MS));
    const timer = setTimeout(() => {
      this.timers.delete(linkId);
      if (this.nowMs() >= exp * 1000) this.onExpired(linkId);
      else this.watch(linkId, exp);
    }, delay);
    timer.unref();
    this.timers.set(linkId, { exp, timer });
  }

  forget(linkId: string): void {
    const current = this.timers.get(linkId);
    if (current) clearTimeout(current.timer);
    this.timers.delete(linkId);
  }

  clear(): void {
    for (const linkId of [...this.timers.keys()]) this.forget(linkId);
  }
}
