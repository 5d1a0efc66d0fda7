/** Allowances as the panels show them: `4h 30m` (minutes floored, never negative). */
export function formatHm(seconds: number | null | undefined, missing = 'n.d.'): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return missing;
  const total = Math.max(0, Math.floor(seconds / 60));
  return `${Math.floor(total / 60)}h ${String(total % 60).padStart(2, '0')}m`;
}
