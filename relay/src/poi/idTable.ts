/**
 * Numeric keys (truck ids, grid cells) to small non-negative integers, in two typed arrays with
 * open addressing (linear probing, at most half full). The geofence engine looks one up per
 * position and tick: a probe or two in contiguous memory, where a `Map` walks a chain of entries,
 * and nothing for the garbage collector to trace or allocate.
 */
export class IdTable {
  private keys: Float64Array;
  /** -1: an empty place. */
  private values: Int32Array;
  private shift: number;
  private mask: number;
  size = 0;

  constructor(capacity = 8) {
    let bits = 4;
    while (1 << bits < capacity * 2) bits++;
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
    this.keys = new Float64Array(1 << bits);
    this.values = new Int32Array(1 << bits).fill(-1);
  }

  /** Fibonacci hashing of the key's low and high 32 bits (ids beyond 2^32 stay spread). */
  private home(key: number): number {
    return Math.imul((key | 0) ^ ((key / 4294967296) | 0), 0x9e3779b1) >>> this.shift;
  }

  /** The key's value, -1 when absent. */
  get(key: number): number {
    const { keys, values, mask } = this;
    for (let i = this.home(key); ; i = (i + 1) & mask) {
      const value = values[i] as number;
      if (value === -1 || keys[i] === key) return value;
    }
  }

  /** Sets a key's value (at least 0). */
  set(key: number, value: number): void {
    if ((this.size + 1) * 2 > this.values.length) this.grow();
    const { keys, values, mask } = this;
    let i = this.home(key);
    while (values[i] !== -1 && keys[i] !== key) i = (i + 1) & mask;
    if (values[i] === -1) this.size += 1;
    keys[i] = key;
    values[i] = value;
  }

  /** Removes a key, shifting back the entries that probed past it (no tombstones). */
  delete(key: number): void {
    const { keys, values, mask } = this;
    let i = this.home(key);
    while (values[i] !== -1 && keys[i] !== key) i = (i + 1) & mask;
    if (values[i] === -1) return;
    this.size -= 1;
    for (let j = (i + 1) & mask; values[j] !== -1; j = (j + 1) & mask) {
      const home = this.home(keys[j] as number);
      // The entry at j stays when its home lies cyclically in (i, j].
      if (i < j ? i < home && home <= j : i < home || home <= j) continue;
      keys[i] = keys[j] as number;
      values[i] = values[j] as number;
      i = j;
    }
    values[i] = -1;
  }

  private grow(): void {
    const { keys, values } = this;
    const bits = 33 - this.shift;
    this.shift = 32 - bits;
    this.mask = (1 << bits) - 1;
    this.keys = new Float64Array(1 << bits);
    this.values = new Int32Array(1 << bits).fill(-1);
    this.size = 0;
    for (let i = 0; i < values.length; i++)
      if (values[i] !== -1) this.set(keys[i] as number, values[i] as number);
  }
}
