import type { ColourRef, TruckId } from '@fleetdeck/shared';
import type { DerivedTruck } from '../../data/derivedFleet.js';
import type { DerivedFleetView } from '../../data/derivedFleetStream.js';

export type Rgba = readonly [number, number, number, number];

/** How derived trucks turn into pixels: resolved colours and the glyph's icon definition. */
export interface MarkerStyle {
  colour(ref: ColourRef): Rgba;
  /** The IconLayer icon definition (offset x, y, frame x, y, w, h, mask) of the truck's glyph. */
  glyph(truck: DerivedTruck): readonly number[];
}

/** The arrays the GPU draws from; `changedAt` says at which version each one last changed. */
export const GPU_COLUMNS = [
  'positions',
  'colors',
  'angles',
  'glyphs',
  'shown',
  'alertSizes',
  'hookSizes',
] as const;
export type GpuColumn = (typeof GPU_COLUMNS)[number];
const COLUMN_BIT = Object.fromEntries(GPU_COLUMNS.map((c, i) => [c, 1 << i])) as Record<
  GpuColumn,
  number
>;
const ALL_COLUMNS = (1 << GPU_COLUMNS.length) - 1;

/** Columns the GPU uploads from: the whole fleet (`VehicleBuffers`) or the drawn part (`DrawSet`). */
export interface GpuSource {
  readonly length: number;
  readonly version: number;
  readonly changedAt: Readonly<Record<GpuColumn, number>>;
  readonly positions: Float32Array;
  readonly colors: Uint8Array;
  readonly angles: Float32Array;
  readonly glyphs: Float32Array;
  readonly shown: Float32Array;
  readonly alertSizes: Float32Array;
  readonly hookSizes: Float32Array;
  /**
   * How many drawn instances show an alert badge and a hook badge, when known: a badge layer
   * with none is not drawn at all (each draw call costs the main thread and the GPU).
   */
  readonly badges?: { readonly alerts: number; readonly hooks: number };
}

/** Which trucks a map may draw (its vehicle filters), or undefined for every truck. */
export type VehicleMask = (truck: DerivedTruck) => boolean;

export const FLAG_ALERT = 1;
export const FLAG_HOOK = 2;
export const GLYPH_SIZE = 7;

/**
 * Every vehicle as typed arrays at stable indices, the form deck.gl uploads without walking
 * objects. A diff rewrites only the changed slots; a removal moves the last slot into the gap.
 * `shown` (1 or 0 per slot, used as the icons' size) hides vehicles that sit inside a cluster or
 * that the map's mask (its vehicle filters) leaves out; the badge sizes add the alert and hook
 * flags to it. The mask is asked only for the trucks a diff writes, like every other column, and
 * for all of them when it changes: a filtered map costs no derivation of its own.
 */
export class VehicleBuffers {
  positions = new Float32Array(0);
  colors = new Uint8Array(0);
  angles = new Float32Array(0);
  glyphs = new Float32Array(0);
  flags = new Uint8Array(0);
  /** 1 where the mask lets the truck be drawn (every slot without a mask). */
  passes = new Uint8Array(0);
  shown = new Float32Array(0);
  alertSizes = new Float32Array(0);
  hookSizes = new Float32Array(0);
  /** The truck id of each slot. */
  ids = new Int32Array(0);
  length = 0;
  /** Bumped on every change of the arrays so layers know to re-upload. */
  version = 0;
  /** Bumped when a vehicle gets or loses a slot (clusters must be made again then). */
  members = 0;
  /**
   * The version at which each GPU column last changed: a tick that only moves trucks re-uploads
   * positions and angles, not the 7-float glyphs nor the badge sizes.
   */
  readonly changedAt = Object.fromEntries(GPU_COLUMNS.map((c) => [c, 0])) as Record<
    GpuColumn,
    number
  >;
  /** Columns written since the last `commit` (bits of COLUMN_BIT). */
  private dirty = 0;
  private readonly indexOf = new Map<TruckId, number>();
  /** Ids outside clusters, or undefined when nothing is clustered. */
  private singles: ReadonlySet<TruckId> | undefined;
  private mask: VehicleMask | undefined;

  constructor(private style: MarkerStyle) {}

  /** A new colour mode or icon type: every slot is written again. */
  setStyle(style: MarkerStyle, view: DerivedFleetView | undefined): void {
    this.style = style;
    if (view) this.rebuild(view);
  }

  apply(view: DerivedFleetView): void {
    const { update, derived } = view;
    if (update.full) {
      this.rebuild(view);
      return;
    }
    if (update.changed.length === 0 && update.removed.length === 0) return;
    for (const id of update.removed) this.remove(id);
    this.reserve(this.length + update.changed.length);
    for (const id of update.changed) {
      const truck = derived.byId.get(id);
      if (truck) this.write(truck);
      else this.remove(id);
    }
    this.commit();
  }

  /** Shows only `singles` (the vehicles no cluster holds), or every vehicle when undefined. */
  setSingles(singles: ReadonlySet<TruckId> | undefined): void {
    this.singles = singles;
    for (let i = 0; i < this.length; i++) this.writeShown(i);
    this.commit();
  }

  /**
   * Draws only the trucks `mask` lets through (every truck when undefined): each slot is asked
   * once now, then again only when a diff writes it. Clusters are made again (`members`).
   */
  setMask(mask: VehicleMask | undefined, view: DerivedFleetView | undefined): void {
    this.mask = mask;
    for (let i = 0; i < this.length; i++) {
      const id = this.ids[i];
      const truck = id === undefined ? undefined : view?.derived.byId.get(id);
      this.writePasses(i, truck);
      this.writeShown(i);
    }
    this.members += 1;
    this.commit();
  }

  /** The positions and ids the clusters are made from: the slots the mask lets through. */
  clusterSource(): { positions: Float32Array; ids: Int32Array; length: number } {
    if (!this.mask) return { positions: this.positions, ids: this.ids, length: this.length };
    const positions = new Float32Array(this.length * 2);
    const ids = new Int32Array(this.length);
    let n = 0;
    for (let i = 0; i < this.length; i++) {
      if (this.passes[i] !== 1) continue;
      positions[n * 2] = this.positions[i * 2] ?? NaN;
      positions[n * 2 + 1] = this.positions[i * 2 + 1] ?? NaN;
      ids[n] = this.ids[i] ?? -1;
      n += 1;
    }
    return { positions, ids, length: n };
  }

  positionOf(id: TruckId): [number, number] | undefined {
    const i = this.indexOf.get(id);
    if (i === undefined) return undefined;
    return [this.positions[i * 2] ?? NaN, this.positions[i * 2 + 1] ?? NaN];
  }

  idAt(index: number): TruckId | undefined {
    return index < this.length ? this.ids[index] : undefined;
  }

  isShown(index: number): boolean {
    return (this.shown[index] ?? 0) > 0;
  }

  private rebuild({ derived }: DerivedFleetView): void {
    this.indexOf.clear();
    this.length = 0;
    this.members += 1;
    this.reserve(derived.byId.size);
    for (const truck of derived.byId.values()) this.write(truck);
    this.dirty = ALL_COLUMNS;
    this.commit();
  }

  /** A new version, stamped on the columns that changed since the last one. */
  private commit(): void {
    this.version += 1;
    for (const column of GPU_COLUMNS) {
      if (this.dirty & COLUMN_BIT[column]) this.changedAt[column] = this.version;
    }
    this.dirty = 0;
  }

  private write(truck: DerivedTruck): void {
    const point = truck.truck.lastpoint;
    let i = this.indexOf.get(truck.id);
    if (!point) {
      if (i !== undefined) this.remove(truck.id);
      return;
    }
    if (i === undefined) {
      i = this.length++;
      this.members += 1;
      this.indexOf.set(truck.id, i);
      this.ids[i] = truck.id;
      // A new slot: what the arrays held there before may not be what the GPU holds.
      this.dirty = ALL_COLUMNS;
    }
    let dirty = 0;
    const x = Math.fround(point.lng);
    const y = Math.fround(point.lat);
    if (this.positions[i * 2] !== x || this.positions[i * 2 + 1] !== y) {
      this.positions[i * 2] = x;
      this.positions[i * 2 + 1] = y;
      dirty |= COLUMN_BIT.positions;
    }
    const colour = this.style.colour(truck.colour);
    if (changes(this.colors, i * 4, colour)) dirty |= COLUMN_BIT.colors;
    // Headings are clockwise from north; deck.gl turns icons counter-clockwise.
    const angle = Math.fround(-point.heading);
    if (this.angles[i] !== angle) {
      this.angles[i] = angle;
      dirty |= COLUMN_BIT.angles;
    }
    if (changes(this.glyphs, i * GLYPH_SIZE, this.style.glyph(truck))) dirty |= COLUMN_BIT.glyphs;
    const hooked = truck.truck.details?.trailer_id != null;
    this.flags[i] = (truck.alerts.length > 0 ? FLAG_ALERT : 0) | (hooked ? FLAG_HOOK : 0);
    this.dirty |= dirty;
    if (this.mask) this.writePasses(i, truck);
    else this.passes[i] = 1;
    this.writeShown(i);
  }

  /** A truck entering or leaving the mask changes what the clusters hold. */
  private writePasses(i: number, truck: DerivedTruck | undefined): void {
    const passes = this.mask === undefined || (truck !== undefined && this.mask(truck)) ? 1 : 0;
    if (this.passes[i] === passes) return;
    this.passes[i] = passes;
    this.members += 1;
  }

  private writeShown(i: number): void {
    const id = this.ids[i];
    const shown =
      this.passes[i] === 1 &&
      (this.singles === undefined || (id !== undefined && this.singles.has(id)))
        ? 1
        : 0;
    const flags = this.flags[i] ?? 0;
    const alert = flags & FLAG_ALERT ? shown : 0;
    const hook = flags & FLAG_HOOK ? shown : 0;
    if (this.shown[i] !== shown) {
      this.shown[i] = shown;
      this.dirty |= COLUMN_BIT.shown;
    }
    if (this.alertSizes[i] !== alert) {
      this.alertSizes[i] = alert;
      this.dirty |= COLUMN_BIT.alertSizes;
    }
    if (this.hookSizes[i] !== hook) {
      this.hookSizes[i] = hook;
      this.dirty |= COLUMN_BIT.hookSizes;
    }
  }

  private remove(id: TruckId): void {
    const i = this.indexOf.get(id);
    if (i === undefined) return;
    const last = this.length - 1;
    const lastId = this.ids[last];
    if (i !== last && lastId !== undefined) {
      for (const [array, size] of this.columns()) {
        array.copyWithin(i * size, last * size, (last + 1) * size);
      }
      this.indexOf.set(lastId, i);
      this.dirty = ALL_COLUMNS;
    }
    this.indexOf.delete(id);
    this.length = last;
    this.members += 1;
  }

  private columns(): [Float32Array | Uint8Array | Int32Array, number][] {
    return [
      [this.positions, 2],
      [this.colors, 4],
      [this.angles, 1],
      [this.glyphs, GLYPH_SIZE],
      [this.flags, 1],
      [this.passes, 1],
      [this.shown, 1],
      [this.alertSizes, 1],
      [this.hookSizes, 1],
      [this.ids, 1],
    ];
  }

  private reserve(count: number): void {
    if (count <= this.angles.length) return;
    const capacity = Math.max(1024, Math.ceil(count * 1.5));
    const grow = <A extends Float32Array | Uint8Array | Int32Array>(
      array: A,
      size: number,
      make: (n: number) => A,
    ): A => {
      const next = make(capacity * size);
      next.set(array.subarray(0, this.length * size));
      return next;
    };
    const f32 = (n: number) => new Float32Array(n);
    const u8 = (n: number) => new Uint8Array(n);
    this.positions = grow(this.positions, 2, f32);
    this.colors = grow(this.colors, 4, u8);
    this.angles = grow(this.angles, 1, f32);
    this.glyphs = grow(this.glyphs, GLYPH_SIZE, f32);
    this.flags = grow(this.flags, 1, u8);
    this.passes = grow(this.passes, 1, u8);
    this.shown = grow(this.shown, 1, f32);
    this.alertSizes = grow(this.alertSizes, 1, f32);
    this.hookSizes = grow(this.hookSizes, 1, f32);
    this.ids = grow(this.ids, 1, (n) => new Int32Array(n));
  }
}

/** Writes `values` into `array` at `offset`; true when that changed anything. */
function changes(
  array: Float32Array | Uint8Array,
  offset: number,
  values: readonly number[],
): boolean {
  let changed = false;
  for (let k = 0; k < values.length; k++) {
    const before = array[offset + k];
    array[offset + k] = values[k] ?? 0;
    if (array[offset + k] !== before) changed = true;
  }
  return changed;
}
