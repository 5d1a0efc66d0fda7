import type { TruckId } from '@fleetdeck/shared';
import type { BBox } from '../../data/vehicleClusters.js';
import {
  GLYPH_SIZE,
  GPU_COLUMNS,
  type GpuColumn,
  type GpuSource,
  type VehicleBuffers,
} from './vehicleBuffers.js';

/**
 * The vehicles the GPU draws, packed: those shown as markers (no cluster holds them) inside a
 * box around the view. Software GL runs the vertex shaders on the CPU, and five icon layers over
 * every truck of a 50,000 fleet cost hundreds of ms a frame even when clustering hid them; now
 * the cost follows what is on screen. Rebuilt from the fleet's buffers per update.
 */
export class DrawSet implements GpuSource {
  positions = new Float32Array(0);
  colors = new Uint8Array(0);
  angles = new Float32Array(0);
  glyphs = new Float32Array(0);
  shown = new Float32Array(0);
  alertSizes = new Float32Array(0);
  hookSizes = new Float32Array(0);
  /** The truck id of each drawn instance (what a pick at that index is). */
  ids = new Int32Array(0);
  length = 0;
  version = 0;
  badges = { alerts: 0, hooks: 0 };
  readonly changedAt = Object.fromEntries(GPU_COLUMNS.map((c) => [c, 0])) as Record<
    GpuColumn,
    number
  >;

  /** Packs the shown slots of `buffers` inside `bbox` (every shown slot when undefined). */
  update(buffers: VehicleBuffers, bbox: BBox | undefined): this {
    this.reserve(buffers.length);
    const [west, south, east, north] = bbox ?? [-Infinity, -Infinity, Infinity, Infinity];
    const from = buffers;
    let n = 0;
    let alerts = 0;
    let hooks = 0;
    for (let i = 0; i < from.length; i++) {
      if (!((from.shown[i] ?? 0) > 0)) continue;
      const x = from.positions[i * 2] ?? NaN;
      const y = from.positions[i * 2 + 1] ?? NaN;
      if (x < west || x > east || y < south || y > north) continue;
      this.positions[n * 2] = x;
      this.positions[n * 2 + 1] = y;
      this.colors.set(from.colors.subarray(i * 4, i * 4 + 4), n * 4);
      this.angles[n] = from.angles[i] ?? 0;
      this.glyphs.set(from.glyphs.subarray(i * GLYPH_SIZE, (i + 1) * GLYPH_SIZE), n * GLYPH_SIZE);
      this.shown[n] = 1;
      const alert = from.alertSizes[i] ?? 0;
      const hook = from.hookSizes[i] ?? 0;
      this.alertSizes[n] = alert;
      this.hookSizes[n] = hook;
      if (alert > 0) alerts += 1;
      if (hook > 0) hooks += 1;
      this.ids[n] = from.ids[i] ?? -1;
      n += 1;
    }
    this.length = n;
    if (alerts !== this.badges.alerts || hooks !== this.badges.hooks)
      this.badges = { alerts, hooks };
    this.version += 1;
    for (const column of GPU_COLUMNS) this.changedAt[column] = this.version;
    return this;
  }

  idAt(index: number): TruckId | undefined {
    return index >= 0 && index < this.length ? this.ids[index] : undefined;
  }

  private reserve(count: number): void {
    if (count <= this.angles.length) return;
    const capacity = Math.max(1024, Math.ceil(count * 1.25));
    this.positions = new Float32Array(capacity * 2);
    this.colors = new Uint8Array(capacity * 4);
    this.angles = new Float32Array(capacity);
    this.glyphs = new Float32Array(capacity * GLYPH_SIZE);
    this.shown = new Float32Array(capacity);
    this.alertSizes = new Float32Array(capacity);
    this.hookSizes = new Float32Array(capacity);
    this.ids = new Int32Array(capacity);
  }
}
