/** Milliseconds since the epoch for an upstream date, or undefined when it does not parse. */
export function toMs(date: string | null | undefined): number | undefined {
  if (date === null || date === undefined || date === '') return undefined;
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? undefined : ms;
}
