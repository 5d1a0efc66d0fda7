/** Lower case without accents, punctuation as single spaces: "Reggio nell'Emilia" -> "reggio nell emilia". */
export const foldName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A range of sorted keys that all match the query, with the edits it took. */
export interface MatchRange {
  lo: number;
  hi: number;
  edits: number;
}

/** One key of the index: a name, or its tail from an inner word, of one item. */
export interface IndexEntry {
  key: string;
  item: number;
  inner: number;
}

const byKey = (a: IndexEntry, b: IndexEntry): number =>
  a.key < b.key ? -1 : a.key > b.key ? 1 : a.item - b.item;

/** Pushes the keys of one item's names: each name folded, and from each of its inner words. */
function enterKeys(list: readonly string[], item: number, entries: IndexEntry[]): void {
  const seen = new Set<string>();
  for (const name of list) {
    const folded = foldName(name);
    let at = 0;
    while (at >= 0 && folded) {
      const key = folded.slice(at);
      if (!seen.has(key)) entries.push({ key, item, inner: at > 0 ? 1 : 0 });
      seen.add(key);
      const space = folded.indexOf(' ', at);
      at = space < 0 ? -1 : space + 1;
    }
  }
}

/**
 * Names sorted by UTF-16 code units, so every key prefix is one contiguous range: a trie without
 * the nodes. Each name is also entered from each inner word, so "calabria" finds Reggio Calabria.
 * `find` walks it with a Levenshtein row per trie node (prefix edit distance, pruned above the
 * allowed edits), which touches only the few nodes within reach of the query.
 */
export class PlaceIndex {
  readonly keys: string[];
  /** Per key: the item it names and whether it starts at an inner word. */
  readonly item: Int32Array;
  readonly inner: Uint8Array;

  /** `names[i]` are item i's names; `sorted` (from `inTurns`): their keys already made, in order. */
  constructor(names: readonly (readonly string[])[], sorted?: IndexEntry[]) {
    let entries = sorted;
    if (!entries) {
      entries = [];
      for (const [item, list] of names.entries()) enterKeys(list, item, entries);
      entries.sort(byKey);
    }
    const count = entries.length;
    this.keys = new Array<string>(count);
    this.item = new Int32Array(count);
    this.inner = new Uint8Array(count);
    for (let k = 0; k < count; k++) {
      const entry = entries[k] as IndexEntry;
      this.keys[k] = entry.key;
      this.item[k] = entry.item;
      this.inner[k] = entry.inner;
    }
  }

  /**
   * The same index, its keys made `perTurn` items at a time with `between` awaited in between
   * (a turn of the event loop): 135k places take a second at once.
   */
  static async inTurns(
    names: readonly (readonly string[])[],
    perTurn: number,
    between: () => Promise<unknown>,
  ): Promise<PlaceIndex> {
    const entries: IndexEntry[] = [];
    for (let from = 0; from < names.length; from += perTurn) {
      const to = Math.min(names.length, from + perTurn);
      for (let item = from; item < to; item++) enterKeys(names[item] ?? [], item, entries);
      await between();
    }
    entries.sort(byKey);
    await between();
    return new PlaceIndex([], entries);
  }

  /**
   * Key ranges whose start is within reach of the folded query: `budget[j]` edits are allowed for
   * the query's first j characters (so each word can have its own allowance); a number is the same
   * budget everywhere.
   */
  find(query: string, budget: number | Int32Array): MatchRange[] {
    const out: MatchRange[] = [];
    const m = query.length;
    if (m === 0 || this.keys.length === 0) return out;
    const allowed = typeof budget === 'number' ? new Int32Array(m + 1).fill(budget) : budget;
    const first = new Int32Array(m + 1).map((_, j) => j);
    this.walk(
      query,
      allowed,
      0,
      this.keys.length,
      0,
      { row: first, prev: undefined, last: -1 },
      out,
    );
    return out;
  }

  private walk(
    q: string,
    budget: Int32Array,
    lo: number,
    hi: number,
    depth: number,
    node: Node,
    out: MatchRange[],
  ): void {
    const m = q.length;
    const { row } = node;
    const end = row[m] ?? Infinity;
    if (end <= (budget[m] ?? 0)) {
      out.push({ lo, hi, edits: end });
      // An exact match further down ranks better; deeper than that nothing can improve.
      if (end === 0) return;
    }
    // Whether some child of any character stays within budget (a substitution or an insertion
    // still fits), or only children continuing the query at a position on its limit, or
    // swapping the node's last character with the next (a transposition: "calabira").
    let alive = false;
    let anyChild = false;
    for (let j = 0; j <= m; j++) {
      const r = row[j] ?? Infinity;
      const b = budget[j] ?? 0;
      if (r <= b) alive = true;
      if (r + 1 <= b || (j < m && r + 1 <= (budget[j + 1] ?? 0))) anyChild = true;
    }
    const swaps = transpositions(q, budget, node);
    if (!alive && swaps.length === 0) return;
    let i = lo;
    while (i < hi && (this.keys[i]?.length ?? 0) <= depth) i++;
    if (anyChild) {
      while (i < hi) {
        const c = (this.keys[i] as string).charCodeAt(depth);
        const next = this.bound(i, hi, depth, c + 1);
        this.walk(q, budget, i, next, depth + 1, child(q, node, depth, c), out);
        i = next;
      }
      return;
    }
    const tried = new Set<number>();
    const follow = (c: number) => {
      if (tried.has(c)) return;
      tried.add(c);
      const from = this.bound(i, hi, depth, c);
      const to = this.bound(from, hi, depth, c + 1);
      if (from < to) this.walk(q, budget, from, to, depth + 1, child(q, node, depth, c), out);
    };
    for (let j = 1; j <= m; j++) {
      if ((row[j - 1] ?? Infinity) <= (budget[j] ?? 0)) follow(q.charCodeAt(j - 1));
    }
    for (const c of swaps) follow(c);
  }

  /** The first key in [from, hi) whose code unit at `depth` is at least `c` (keys longer than depth). */
  private bound(from: number, hi: number, depth: number, c: number): number {
    let lo = from;
    let top = hi;
    while (lo < top) {
      const mid = (lo + top) >>> 1;
      if ((this.keys[mid] as string).charCodeAt(depth) < c) lo = mid + 1;
      else top = mid;
    }
    return lo;
  }
}

/** A trie node in the walk: its edit row, its parent's, and its last character. */
interface Node {
  row: Int32Array;
  prev: Int32Array | undefined;
  last: number;
}

/**
 * The characters that complete a transposition within budget: the query's j-1th character after
 * its jth (the node's last), from the parent's row.
 */
function transpositions(q: string, budget: Int32Array, node: Node): number[] {
  const out: number[] = [];
  if (!node.prev) return out;
  for (let j = 2; j <= q.length; j++) {
    if (q.charCodeAt(j - 1) === node.last && (node.prev[j - 2] ?? Infinity) + 1 <= (budget[j] ?? 0))
      out.push(q.charCodeAt(j - 2));
  }
  return out;
}

/**
 * The edit row (optimal string alignment: Levenshtein plus adjacent transpositions) of the query
 * against the node's prefix extended by `c`.
 */
function child(q: string, node: Node, depth: number, c: number): Node {
  const { row, prev, last } = node;
  const m = q.length;
  const next = new Int32Array(m + 1);
  next[0] = depth + 1;
  for (let j = 1; j <= m; j++) {
    const qc = q.charCodeAt(j - 1);
    let best = Math.min(
      (row[j - 1] ?? 0) + (qc === c ? 0 : 1),
      (row[j] ?? 0) + 1,
      (next[j - 1] ?? 0) + 1,
    );
    if (prev && j > 1 && qc === last && q.charCodeAt(j - 2) === c)
      best = Math.min(best, (prev[j - 2] ?? 0) + 1);
    next[j] = best;
  }
  return { row: next, prev: row, last: c };
}
