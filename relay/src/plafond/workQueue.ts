const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Jobs by key in two priorities (a key waits once, whichever its priority), run a few at a time
 * and yielding to the event loop between jobs, so a long batch never holds it.
 */
export class WorkQueue<J> {
  private readonly urgent = new Map<string, J>();
  private readonly later = new Map<string, J>();
  private running = 0;
  private idlers: Array<() => void> = [];
  private closed = false;

  constructor(
    private readonly run: (job: J) => Promise<void>,
    private readonly concurrency: number,
  ) {}

  add(key: string, job: J, urgent = false): void {
    if (this.closed || this.urgent.has(key) || this.later.has(key)) return;
    (urgent ? this.urgent : this.later).set(key, job);
    while (this.running < this.concurrency && this.urgent.size + this.later.size > 0) {
      this.running += 1;
      void this.work().finally(() => {
        this.running -= 1;
        if (this.running === 0) for (const resolve of this.idlers.splice(0)) resolve();
      });
    }
  }

  /** Resolves once nothing waits or runs (what tests wait on). */
  idle(): Promise<void> {
    if (this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.idlers.push(resolve));
  }

  /** Drops what waits; the jobs running finish. */
  close(): void {
    this.closed = true;
    this.urgent.clear();
    this.later.clear();
  }

  private take(): J | undefined {
    for (const queue of [this.urgent, this.later]) {
      for (const [key, job] of queue) {
        queue.delete(key);
        return job;
      }
    }
    return undefined;
  }

  private async work(): Promise<void> {
    for (let job = this.take(); job !== undefined; job = this.take()) {
      await this.run(job).catch(() => undefined);
      await nextTurn();
    }
  }
}
