/** The log ingestion writes to: pino's `Logger` fits; one line per refusal or closing. */
export interface IngestLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
