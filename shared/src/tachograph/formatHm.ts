/** Allowances as the panels show them: `4h 30m` (minutes floored, never negative). */
export function formatHm(seconds: number | null | undefined, missing = 'n.d.'): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return missing;
  const total = Math.max(0, Math.floor(seconds / 60));
  return `${Math.floor(total / 60)}h ${String(total % 60).padStart(2, '0')}m`;
}

/** A shortfall or an excess: any part of a minute counts as a minute, so it never reads 0h 00m. */
export function formatHmUp(seconds: number): string {
  return formatHm(Math.ceil(seconds / 60) * 60);
}
