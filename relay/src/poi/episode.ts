import type { Logger } from 'pino';

/**
 * Logs a failing activity once per episode: the first failure as a warning, the later ones of the
 * same run of failures at debug, and one line when it works again.
 */
export class Episode {
  private failing = false;
  private failures = 0;

  constructor(
    private readonly log: Logger,
    private readonly what: string,
  ) {}

  failed(error: unknown, message: string, context: Record<string, unknown> = {}): void {
    this.failures += 1;
    if (this.failing) {
      this.log.debug({ err: error, ...context }, `${this.what}: ${message}`);
      return;
    }
    this.failing = true;
    this.log.warn(
      { err: error, ...context },
      `${this.what}: ${message} (further failures logged when it recovers)`,
    );
  }

  ok(): void {
    if (!this.failing) return;
    this.log.info({ failures: this.failures }, `${this.what}: working again`);
    this.failing = false;
    this.failures = 0;
  }
}
