import { decodeBase64, encodeBase64 } from './base64.js';
import {
  applyPatch,
  isPlainObject,
  newFromPatch,
  patchedValue,
  type Json,
  type JsonObject,
  type Patch,
} from './patch.js';

/**
 * A columnar form for lists of similar objects (upserts, snapshot trucks). Rows with the same set
 * of leaf paths form a group; a group names its paths once and carries one array per path, so the
 * field names that dominate JSON objects travel once per group instead of once per truck.
 * Chosen by measurement (docs/perf.md): smaller and cheaper to parse than objects or msgpack.
 *
 * A column of plain numbers (ids, coordinates, speeds, odometers) travels packed: each number as
 * the smallest little-endian integer that holds it times a power of ten, the bytes in base64
 * (`PackedColumn`). A coordinate with six decimals is 4 bytes (5.3 in base64) instead of 10
 * characters of JSON; the whole diff frame shrinks by about 40 % (docs/perf.md). Only numbers
 * that come back identical are packed; any other column stays a JSON array.
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
  cols: Array<Json[] | { all: Json } | PackedColumn>;
}

export type IntKind = 'u8' | 'i8' | 'u16' | 'i16' | 'i32';

/** A number column as integers: row `r`'s value is `int[r] / 10^scale`, exactly. */
export interface PackedColumn {
  int: IntKind;
  /** Decimal places (0 for integers). */
  scale: number;
  /** The integers, little-endian, one per row, in base64. */
  b64: string;
}

export interface Columns {
  groups: ColumnGroup[];
}

/**
 * A step in the tree of row shapes: each leaf key, each opened object and each closed object leads
 * to the next node, so rows of one shape end at the same node (which holds their group). Walking
 * it costs a map lookup per key; building a shape string per row cost more (docs/perf.md).
 */
interface ShapeNode {
  leaf?: Map<string, ShapeNode>;
  open?: Map<string, ShapeNode>;
  close?: ShapeNode;
  group?: ColumnGroup;
}

function step(map: Map<string, ShapeNode>, key: string): ShapeNode {
  let node = map.get(key);
  if (!node) {
    node = {};
    map.set(key, node);
  }
  return node;
}

/**
 * Walks a row once: appends its leaf values to `values` and returns the node of its shape, so rows
 * of one shape share a group without building their paths.
 */
function shapeOf(value: JsonObject, node: ShapeNode, values: Json[]): ShapeNode {
  for (const key in value) {
    const v = value[key];
    if (v === undefined) continue;
    // An empty object has no leaves: it travels as a value so it is not lost.
    if (isPlainObject(v) && !isEmpty(v)) {
      node = shapeOf(v, step((node.open ??= new Map<string, ShapeNode>()), key), values);
      node = node.close ??= {};
    } else {
      node = step((node.leaf ??= new Map<string, ShapeNode>()), key);
      values.push(v);
    }
  }
  return node;
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
  const root: ShapeNode = {};
  const groups: ColumnGroup[] = [];
  const values: Json[] = [];
  for (const row of rows) {
    values.length = 0;
    const shape = shapeOf(row as JsonObject, root, values);
    let group = shape.group;
    if (!group) {
      const paths = pathsOf(row as JsonObject, [], []);
      group = { paths, n: 0, cols: paths.map(() => []) };
      shape.group = group;
      groups.push(group);
    }
    group.n += 1;
    for (let i = 0; i < values.length; i++) (group.cols[i] as Json[]).push(values[i] as Json);
  }
  for (const group of groups) {
    if (group.n < 2) continue;
    group.cols = group.cols.map((col) => {
      const values = col as Json[];
      const first = values[0];
      if (first === null || first === undefined || typeof first === 'object') return values;
      for (let r = 1; r < values.length; r++) {
        if (values[r] !== first) {
          return values.length >= PACK_MIN_ROWS && typeof first === 'number'
            ? (packNumbers(values) ?? values)
            : values;
        }
      }
      return { all: first };
    });
  }
  return { groups };
}

/** Below this many rows a column stays plain JSON (readable; packing would not pay). */
export const PACK_MIN_ROWS = 16;
/** Most decimal places a packed column keeps (coordinates to 1e-7 degrees, ~1 cm). */
const MAX_SCALE = 7;
const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7];
const INT_KINDS: ReadonlyArray<[IntKind, number, number, number]> = [
  // kind, bytes, min, max
  ['u8', 1, 0, 0xff],
  ['i8', 1, -0x80, 0x7f],
  ['u16', 2, 0, 0xffff],
  ['i16', 2, -0x8000, 0x7fff],
  ['i32', 4, -0x80000000, 0x7fffffff],
];
const BYTES: Record<IntKind, number> = { u8: 1, i8: 1, u16: 2, i16: 2, i32: 4 };

/**
 * The column packed, or undefined when some value is not a number that an integer over a power of
 * ten gives back exactly (NaN and infinities cannot be in JSON anyway; 1e300 does not fit).
 */
function packNumbers(values: readonly Json[]): PackedColumn | undefined {
  let scale = 0;
  let power = 1;
  for (const v of values) {
    if (typeof v !== 'number') return undefined;
    while (Math.round(v * power) / power !== v) {
      if (scale === MAX_SCALE) return undefined;
      scale += 1;
      power = POW10[scale] as number;
    }
  }
  const ints = new Array<number>(values.length);
  let min = Infinity;
  let max = -Infinity;
  for (let r = 0; r < values.length; r++) {
    const v = values[r] as number;
    const int = Math.round(v * power);
    // The scale found above holds for every value; this guards the arithmetic all the same.
    if (int / power !== v) return undefined;
    ints[r] = int;
    if (int < min) min = int;
    if (int > max) max = int;
  }
  const kind = INT_KINDS.find(([, , lo, hi]) => min >= lo && max <= hi);
  if (!kind) return undefined;
  const [int, size] = kind;
  const bytes = new Uint8Array(values.length * size);
  const view = new DataView(bytes.buffer);
  const n = ints.length;
  // One loop per kind: a branch per value costs more than the write.
  if (int === 'u8' || int === 'i8') for (let r = 0; r < n; r++) bytes[r] = ints[r] as number;
  else if (int === 'u16' || int === 'i16')
    for (let r = 0; r < n; r++) view.setUint16(r * 2, ints[r] as number, true);
  else for (let r = 0; r < n; r++) view.setInt32(r * 4, ints[r] as number, true);
  return { int, scale, b64: encodeBase64(bytes) };
}

/** The numbers of a packed column; throws when its bytes do not hold `rows` integers. */
export function unpackNumbers(col: PackedColumn, rows: number): number[] {
  const bytes = decodeBase64(col.b64);
  const size = BYTES[col.int];
  if (size === undefined || bytes.length !== rows * size) {
    throw new Error(`packed column: ${bytes.length} bytes of ${String(col.int)} for ${rows} rows`);
  }
  const power = POW10[col.scale];
  if (power === undefined) throw new Error(`packed column: scale ${col.scale}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: number[] = [];
  switch (col.int) {
    case 'u8':
      for (let r = 0; r < rows; r++) out.push(view.getUint8(r));
      break;
    case 'i8':
      for (let r = 0; r < rows; r++) out.push(view.getInt8(r));
      break;
    case 'u16':
      for (let r = 0; r < rows; r++) out.push(view.getUint16(r * 2, true));
      break;
    case 'i16':
      for (let r = 0; r < rows; r++) out.push(view.getInt16(r * 2, true));
      break;
    default:
      for (let r = 0; r < rows; r++) out.push(view.getInt32(r * 4, true));
  }
  // Integers stay small integers (no division): a field holding one then needs no boxed number.
  if (power !== 1) for (let r = 0; r < rows; r++) out[r] = (out[r] as number) / power;
  return out;
}

const isPacked = (col: ColumnGroup['cols'][number]): col is PackedColumn =>
  !Array.isArray(col) && 'b64' in col;

type Column = Json[] | { all: Json };

const unpacked = (group: ColumnGroup): Column[] =>
  group.cols.map((col) => (isPacked(col) ? unpackNumbers(col, group.n) : col));

const valueAt = (col: Column | undefined, r: number): Json =>
  Array.isArray(col) ? (col[r] ?? null) : (col?.all ?? null);

/**
 * A key no row may write: `row.__proto__.x = 1` would set `x` on every object of the page (a
 * payload parsed from JSON can hold it as an ordinary key).
 */
const UNSAFE_KEY = '__proto__';

/** The indices of a group's paths that rows may write: none through an unsafe key. */
const safePaths = (paths: readonly string[][]): number[] =>
  paths.flatMap((path, i) => (path.includes(UNSAFE_KEY) ? [] : [i]));

/** Row `r` of a group as an object, its nested paths (the `safe` ones) as nested objects. */
function rowOf(
  paths: readonly string[][],
  safe: readonly number[],
  cols: readonly Column[],
  r: number,
): JsonObject {
  const row: JsonObject = {};
  for (const i of safe) {
    const path = paths[i] as string[];
    let target = row;
    for (let k = 0; k < path.length - 1; k++) {
      const key = path[k] as string;
      const next = target[key];
      if (isPlainObject(next)) target = next;
      else target = target[key] = {};
    }
    target[path[path.length - 1] as string] = valueAt(cols[i], r);
  }
  return row;
}

/** The rows back from columns, group by group (row order within a group is kept). */
export function fromColumns<T = JsonObject>(columns: Columns): T[] {
  const rows: T[] = [];
  for (const group of columns.groups) {
    const cols = unpacked(group);
    const safe = safePaths(group.paths);
    for (let r = 0; r < group.n; r++) rows.push(rowOf(group.paths, safe, cols, r) as T);
  }
  return rows;
}

/**
 * One key of a group's rows, in the order the rows name it: a leaf (the column that holds its
 * values) or a nested object (its own keys).
 */
interface KeyStep {
  key: string;
  col: number;
  inner: KeyStep[] | undefined;
}

/**
 * The keys of a group's rows as a tree, or undefined when a row could not be read this way: a
 * patch's `$unset` or `$replace`, an unsafe key, or a key that is a leaf in one path and an object
 * in another.
 * Such groups are applied row by row as patch objects (`ColumnRows`).
 */
function keyStepsOf(paths: readonly string[][]): KeyStep[] | undefined {
  const root: KeyStep[] = [];
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i] as string[];
    let level = root;
    for (let k = 0; k < path.length; k++) {
      const key = path[k] as string;
      if (key === '$unset' || key === '$replace' || key === UNSAFE_KEY) return undefined;
      const leaf = k === path.length - 1;
      let step = level.find((s) => s.key === key);
      if (!step) {
        step = { key, col: -1, inner: leaf ? undefined : [] };
        level.push(step);
      }
      if (leaf !== (step.inner === undefined)) return undefined;
      if (leaf) step.col = i;
      else level = step.inner as KeyStep[];
    }
  }
  return root;
}

/** Writes row `r`'s values at `steps` into `target`, each nested object a patched copy. */
function writeRow(target: JsonObject, steps: readonly KeyStep[], cols: Column[], r: number): void {
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as KeyStep;
    const { key, inner } = step;
    if (inner) {
      const current = target[key];
      const next: JsonObject = isPlainObject(current) ? { ...current } : {};
      writeRow(next, inner, cols, r);
      target[key] = next;
    } else {
      const value = valueAt(cols[step.col], r);
      // An empty object travels as a value: it patches like any nested object.
      target[key] =
        typeof value === 'object' && value !== null ? patchedValue(target[key], value) : value;
    }
  }
}

interface ReadGroup {
  n: number;
  cols: Column[];
  ids: Column;
  /** The keys as a tree, or, for a group read row by row, its paths and the safe ones. */
  steps: KeyStep[] | { paths: string[][]; safe: number[] };
}

/**
 * Upserts in columnar form, read and checked, ready to apply to a fleet without turning each into
 * a patch object first. Applying row `r` gives exactly `applyPatch(before ?? { id }, row)`, the
 * row as `fromColumns` gives it; a row's values go straight from its columns into the new truck
 * (in Chromium 0.8 ms against 1.4 for a 10k fleet's diff, docs/perf.md). Made from a payload, it
 * throws when a column's bytes or a truck id are wrong, so a bad diff is refused before any truck
 * is touched.
 */
export class ColumnRows {
  private readonly groups: ReadGroup[];

  constructor(columns: Columns) {
    this.groups = columns.groups.map((group, g) => {
      const cols = unpacked(group);
      const at = group.paths.findIndex((path) => path.length === 1 && path[0] === 'id');
      const ids = cols[at];
      if (!ids) throw new Error(`upserts.groups.${g}: no id column`);
      for (let r = 0; r < group.n; r++) {
        if (!Number.isInteger(valueAt(ids, r)))
          throw new Error(`upserts.groups.${g}: bad truck id`);
      }
      const steps = keyStepsOf(group.paths) ?? {
        paths: group.paths,
        safe: safePaths(group.paths),
      };
      return { n: group.n, cols, ids, steps };
    });
  }

  /** Applies every row to `state` (each changed truck a new object); returns their ids in order. */
  applyTo<T extends object>(state: Map<number, T>): number[] {
    const changed: number[] = [];
    for (const { n, cols, ids, steps } of this.groups) {
      for (let r = 0; r < n; r++) {
        const id = valueAt(ids, r) as number;
        const before = state.get(id) as JsonObject | undefined;
        let after: JsonObject;
        if (Array.isArray(steps)) {
          // A new truck starts from a literal, not a copy of one: V8 gives each copy of `{ id }`
          // its own hidden class, and every later copy of such a truck takes the slow path.
          after = before ? { ...before } : { id };
          writeRow(after, steps, cols, r);
        } else {
          const row = rowOf(steps.paths, steps.safe, cols, r) as Patch;
          after = before ? applyPatch(before, row) : newFromPatch(id, row);
        }
        state.set(id, after as unknown as T);
        changed.push(id);
      }
    }
    return changed;
  }
}
