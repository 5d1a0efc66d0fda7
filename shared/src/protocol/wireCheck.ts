import { ALL_COMPANIES, type WireDiff, type WireSnapshot } from './events.js';

/**
 * A cheap structural check of the columnar trucks: the groups, their paths and row counts, and one
 * column per path of the right length. It looks at each column, never at each value (the decoder
 * checks packed columns' bytes), so it costs microseconds however many trucks travel.
 */
function columnsProblem(value: unknown, where: string): string | undefined {
  if (typeof value !== 'object' || value === null) return `${where}: not an object`;
  const groups = (value as { groups?: unknown }).groups;
  if (!Array.isArray(groups)) return `${where}.groups: not an array`;
  for (const [g, group] of (groups as unknown[]).entries()) {
    const at = `${where}.groups.${g}`;
    if (typeof group !== 'object' || group === null) return `${at}: not an object`;
    const { paths, n, cols } = group as { paths?: unknown; n?: unknown; cols?: unknown };
    if (!Number.isInteger(n) || (n as number) < 0) return `${at}.n: not a row count`;
    if (!Array.isArray(paths) || !paths.every((p) => Array.isArray(p) && p.length > 0)) {
      return `${at}.paths: not a list of key paths`;
    }
    if (!Array.isArray(cols) || cols.length !== paths.length) {
      return `${at}.cols: not one column per path`;
    }
    for (const [c, col] of (cols as unknown[]).entries()) {
      if (Array.isArray(col)) {
        if (col.length !== n) return `${at}.cols.${c}: ${col.length} values for ${String(n)} rows`;
      } else if (typeof col !== 'object' || col === null) {
        return `${at}.cols.${c}: not a column`;
      } else if (!('all' in col) && typeof (col as { b64?: unknown }).b64 !== 'string') {
        return `${at}.cols.${c}: not a column`;
      }
    }
  }
  return undefined;
}

function headerProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'payload: not an object';
  const { company, seq, at } = value as { company?: unknown; seq?: unknown; at?: unknown };
  if (company !== ALL_COMPANIES && !(Number.isInteger(company) && (company as number) >= 0)) {
    return 'company: not a company';
  }
  if (!Number.isInteger(seq) || (seq as number) < 0) return 'seq: not a sequence number';
  if (typeof at !== 'number') return 'at: not a time';
  return undefined;
}

/** What is wrong with a `fleet:snapshot` payload (the field and why), or undefined. */
export function wireSnapshotProblem(payload: unknown): string | undefined {
  return (
    headerProblem(payload) ?? columnsProblem((payload as Partial<WireSnapshot>).trucks, 'trucks')
  );
}

/** What is wrong with a `fleet:diff` payload (the field and why), or undefined. */
export function wireDiffProblem(payload: unknown): string | undefined {
  const problem =
    headerProblem(payload) ?? columnsProblem((payload as Partial<WireDiff>).upserts, 'upserts');
  if (problem) return problem;
  const { removes } = payload as { removes?: unknown };
  if (!Array.isArray(removes) || !removes.every((id) => Number.isInteger(id))) {
    return 'removes: not a list of truck ids';
  }
  return undefined;
}
