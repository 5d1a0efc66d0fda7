import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';

/** One JSON log line of the relay, as pino writes it. */
export type LogLine = { level: number; msg: string; source?: string } & Record<string, unknown>;

/** A pino logger whose lines land, parsed, in `lines`: tests assert on what the relay logged. */
export function capturedLogger(level: string): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });
  return { logger: pino({ level }, sink), lines };
}
