import { isPlainObject, type Json, type JsonObject } from './patch.js';

/**
 * A columnar form for lists of similar objects (upserts, snapshot trucks). Rows with the same set
 * of leaf paths form a group; a group names its paths once and carries one array per path, so the
 * field names that dominate JSON objects travel once per group instead of once per truck.
 * Chosen by measurement (docs/perf.md): smaller and cheaper to parse than objects or msgpack.
 */
export interface ColumnGroup {
  /** Leaf paths, each a list of keys from the row down (`['lastpoint', 'lat']`). */
  paths: string[][];
  /** Rows in the group (a row may have no leaves at all). */
  n: number;
  /**
   * `cols[i][r]` is the value at `paths[i]` of row `r`; a column whose rows all hold the same
   * scalar travels once as `{ all: value }` (the poll time every moved truck shares, a status).
   */
  cols: Array<Json[] | { all: Json }>;
}

export interface Columns {
  groups: ColumnGroup[];
}

/**
 * Walks a row once: appends its leaf values to `values` and returns its shape (the key names with
 * nesting marks), so rows of one shape share a group without building their paths.
 */
function shapeOf(value: JsonObject, values: Json[]): string {
  let shape = '';
  for (const key in value) {
    const v = value[key];
    if (v === undefined) continue;
    // An empty object has no leaves: it travels as a value so it is not lost.
    if (isPlainObject(v) && !isEmpty(v)) shape += `${key}\u0001${shapeOf(v, values)}\u0002`;
    else {
      shape += `${key}\u0000`;
      values.push(v);
    }
  }
  return shape;
}

function isEmpty(value: JsonObject): boolean {
  for (const _ in value) return false;
  return true;
}

function pathsOf(value: JsonObject, prefix: string[], out: string[][]): string[][] {
  for (const key in value) {
    const v = value[key];
    if (v === undefined) continue;
    if (isPlainObject(v) && !isEmpty(v)) pathsOf(v, [...prefix, key], out);
    else out.push([...prefix, key]);
  }
  return out;
}

/** Groups rows by shape and turns each group into columns. */
export function toColumns(rows: readonly object[]): Columns {
  const byShape = new Map<string, ColumnGroup>();
  const values: Json[] = [];
  for (const row of rows) {
    values.length = 0;
    const shape = shapeOf(row as JsonObject, values);
    let group = byShape.get(shape);
    if (!group) {
      const paths = pathsOf(row as JsonObject, [], []);
      group = { paths, n: 0, cols: paths.map(() => []) };
      byShape.set(shape, group);
    }
    group.n += 1;
    for (let i = 0; i < values.length; i++) (group.cols[i] as Json[]).push(values[i] as Json);
  }
  const groups = [...byShape.values()];
  for (const group of groups) {
    if (group.n < 2) continue;
    group.cols = group.cols.map((col) => {
      const values = col as Json[];
      const first = values[0];
      if (first === null || first === undefined || typeof first === 'object') return values;
      for (let r = 1; r < values.length; r++) if (values[r] !== first) return values;
      return { all: first };
    });
  }
  return { groups };
}

/** The rows back from columns, group by group (row order within a group is kept). */
export function fromColumns<T = JsonObject>(columns: Columns): T[] {
  const rows: T[] = [];
  for (const group of columns.groups) {
    for (let r = 0; r < group.n; r++) {
      const row: JsonObject = {};
      group.paths.forEach((path, i) => {
        let target = row;
        for (let k = 0; k < path.length - 1; k++) {
          const key = path[k] as string;
          const next = target[key];
          if (isPlainObject(next)) target = next;
          else target = target[key] = {};
        }
        const col = group.cols[i];
        target[path[path.length - 1] as string] = Array.isArray(col)
          ? (col[r] ?? null)
          : (col?.all ?? null);
      });
      rows.push(row as T);
    }
  }
  return rows;
}
