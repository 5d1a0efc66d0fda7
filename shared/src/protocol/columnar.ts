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
  /** `cols[i][r]` is the value at `paths[i]` of row `r`. */
  cols: Json[][];
}

export interface Columns {
  groups: ColumnGroup[];
}

type Leaf = [path: string[], value: Json];

function leaves(value: JsonObject, prefix: string[], out: Leaf[]): void {
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (v === undefined) continue;
    const path = [...prefix, key];
    // An empty object has no leaves: it travels as a value so it is not lost.
    if (isPlainObject(v) && Object.keys(v).length > 0) leaves(v, path, out);
    else out.push([path, v]);
  }
}

/** Groups rows by shape and turns each group into columns. */
export function toColumns(rows: readonly object[]): Columns {
  const byShape = new Map<string, ColumnGroup>();
  for (const row of rows) {
    const flat: Leaf[] = [];
    leaves(row as JsonObject, [], flat);
    const shape = flat.map(([path]) => path.join('\u0000')).join('\u0001');
    let group = byShape.get(shape);
    if (!group) {
      group = { paths: flat.map(([path]) => path), n: 0, cols: flat.map(() => []) };
      byShape.set(shape, group);
    }
    group.n += 1;
    for (let i = 0; i < flat.length; i++) group.cols[i]?.push((flat[i] as Leaf)[1]);
  }
  return { groups: [...byShape.values()] };
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
        target[path[path.length - 1] as string] = group.cols[i]?.[r] ?? null;
      });
      rows.push(row as T);
    }
  }
  return rows;
}
