/**
 * Numeric keys (truck ids, grid cells) to small non-negative integers, by open addressing (linear
 * probing, at most half full) in one typed array of key and value side by side. The geofence
 * engine looks one up per position and tick: usually one cache line, where a `Map` walks a chain
 * of entries, and nothing for the garbage collector to trace or allocate.
 */
export class IdTable {
  /** Place i: key at 2i, value at 2i + 1 (-1: empty). */
  private table: Float64Array;
  private shift: number;
  private mask: number;
  size = 0;

  constructor(capacity = 8) {
    let bits = 4;
    while (1 << bits < capacity * 2) bits++;
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
    this.table = IdTable.empty(1 << bits);
  }

  private static empty(places: number): Float64Array {
    const table = new Float64Array(places * 2);
    for (let i = 1; i < table.length; i += 2) table[i] = -1;
    return table;
  }

  /** Fibonacci hashing of the key's low and high 32 bits (ids beyond 2^32 stay spread). */
  private home(key: number): number {
    return Math.imul((key | 0) ^ ((key / 4294967296) | 0), 0x9e3779b1) >>> this.shift;
  }

  /** The key's value, -1 when absent. */
  get(key: number): number {
    const { table, mask } = this;
    for (let i = this.home(key); ; i = (i + 1) & mask) {
      const value = table[2 * i + 1] as number;
      if (value === -1 || table[2 * i] === key) return value;
    }
  }

  /** The place of the key, or the empty place where it would go (until the next insertion). */
  find(key: number): number {
    const { table, mask } = this;
    let i = this.home(key);
    while (table[2 * i + 1] !== -1 && table[2 * i] !== key) i = (i + 1) & mask;
    return i;
  }

  /** Whether the place holds no key. */
  isFree(place: number): boolean {
    return this.table[2 * place + 1] === -1;
  }

  /** The value at a place that holds a key. */
  valueAt(place: number): number {
    return this.table[2 * place + 1] as number;
  }

  /** Changes the value at a place that holds a key (to at least 0). */
  setValueAt(place: number, value: number): void {
    this.table[2 * place + 1] = value;
  }

  /** How many places there are (each free or holding a key). */
  get places(): number {
    return this.mask + 1;
  }

  /** Sets a key's value (at least 0); gives the key's place. */
  set(key: number, value: number): number {
    if ((this.size + 1) * 2 > this.mask + 1) this.grow();
    const i = this.find(key);
    if (this.table[2 * i + 1] === -1) this.size += 1;
    this.table[2 * i] = key;
    this.table[2 * i + 1] = value;
    return i;
  }

  /** Removes a key, shifting back the entries that probed past it (no tombstones). */
  delete(key: number): void {
    const { table, mask } = this;
    let i = this.find(key);
    if (table[2 * i + 1] === -1) return;
    this.size -= 1;
    for (let j = (i + 1) & mask; table[2 * j + 1] !== -1; j = (j + 1) & mask) {
      const home = this.home(table[2 * j] as number);
      // The entry at j stays when its home lies cyclically in (i, j].
      if (i < j ? i < home && home <= j : i < home || home <= j) continue;
      table[2 * i] = table[2 * j] as number;
      table[2 * i + 1] = table[2 * j + 1] as number;
      i = j;
    }
    table[2 * i + 1] = -1;
  }

  private grow(): void {
    const old = this.table;
    const bits = 33 - this.shift;
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
    this.table = IdTable.empty(1 << bits);
    this.size = 0;
    for (let i = 1; i < old.length; i += 2)
      if (old[i] !== -1) this.set(old[i - 1] as number, old[i] as number);
  }
}
