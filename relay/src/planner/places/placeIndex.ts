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

  constructor(names: readonly (readonly string[])[]) {
    const entries: { key: string; item: number; inner: number }[] = [];
    names.forEach((list, item) => {
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
    });
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.item - b.item));
    this.keys = entries.map((e) => e.key);
    this.item = Int32Array.from(entries, (e) => e.item);
    this.inner = Uint8Array.from(entries, (e) => e.inner);
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
    this.walk(query, allowed, 0, this.keys.length, 0, first, out);
    return out;
  }

  private walk(
    q: string,
    budget: Int32Array,
    lo: number,
    hi: number,
    depth: number,
    row: Int32Array,
    out: MatchRange[],
  ): void {
    const m = q.length;
    const end = row[m] ?? Infinity;
    if (end <= (budget[m] ?? 0)) {
      out.push({ lo, hi, edits: end });
      // An exact match further down ranks better; deeper than that nothing can improve.
      if (end === 0) return;
    }
    // Whether some child of any character stays within budget (a substitution or an insertion
    // still fits), or only children continuing the query at a position on its limit.
    let alive = false;
    let anyChild = false;
    for (let j = 0; j <= m; j++) {
      const r = row[j] ?? Infinity;
      const b = budget[j] ?? 0;
      if (r <= b) alive = true;
      if (r + 1 <= b || (j < m && r + 1 <= (budget[j + 1] ?? 0))) anyChild = true;
    }
    if (!alive) return;
    let i = lo;
    while (i < hi && (this.keys[i]?.length ?? 0) <= depth) i++;
    if (anyChild) {
      while (i < hi) {
        const c = (this.keys[i] as string).charCodeAt(depth);
        const next = this.bound(i, hi, depth, c + 1);
        this.walk(q, budget, i, next, depth + 1, nextRow(q, row, depth, c), out);
        i = next;
      }
      return;
    }
    const tried = new Set<number>();
    for (let j = 1; j <= m; j++) {
      if ((row[j - 1] ?? Infinity) > (budget[j] ?? 0)) continue;
      const c = q.charCodeAt(j - 1);
      if (tried.has(c)) continue;
      tried.add(c);
      const from = this.bound(i, hi, depth, c);
      const to = this.bound(from, hi, depth, c + 1);
      if (from < to) this.walk(q, budget, from, to, depth + 1, nextRow(q, row, depth, c), out);
    }
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

/** The Levenshtein row of the query against the node's prefix extended by `c`. */
function nextRow(q: string, row: Int32Array, depth: number, c: number): Int32Array {
  const m = q.length;
  const child = new Int32Array(m + 1);
  child[0] = depth + 1;
  for (let j = 1; j <= m; j++) {
    const cost = q.charCodeAt(j - 1) === c ? 0 : 1;
    child[j] = Math.min((row[j - 1] ?? 0) + cost, (row[j] ?? 0) + 1, (child[j - 1] ?? 0) + 1);
  }
  return child;
}
