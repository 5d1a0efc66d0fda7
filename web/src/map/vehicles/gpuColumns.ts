import { GPU_COLUMNS, type GpuColumn, type GpuSource } from './vehicleBuffers.js';

/** The part of a luma.gl Buffer the columns use (a fake one in unit tests). */
export interface GpuBuffer {
  readonly byteLength: number;
  write(data: ArrayBufferView, byteOffset?: number): void;
  destroy(): void;
}

/** A binary attribute over one of our buffers, in the form deck.gl's `data.attributes` takes. */
export interface GpuAttribute {
  buffer: GpuBuffer;
  type: 'float32' | 'unorm8';
  size: number;
  /**
   * Bytes per element and per row, given outright: deck.gl takes them from the layer's own
   * attribute settings otherwise, and positions are declared float64 (8 bytes, a 16-byte row).
   */
  bytesPerElement: number;
  stride: number;
}

const LAYOUT: Record<GpuColumn, { type: GpuAttribute['type']; size: number }> = {
  positions: { type: 'float32', size: 2 },
  colors: { type: 'unorm8', size: 4 },
  angles: { type: 'float32', size: 1 },
  glyphs: { type: 'float32', size: 7 },
  shown: { type: 'float32', size: 1 },
  alertSizes: { type: 'float32', size: 1 },
  hookSizes: { type: 'float32', size: 1 },
};

interface Column {
  source: Float32Array | Uint8Array;
  version: number;
  attribute: GpuAttribute;
}

/**
 * One GPU buffer per vehicle column, shared by the five marker layers: a tick uploads each
 * changed column once (positions used to go up five times, as five layers' own copies) and only
 * the slots in use. The attribute objects stay the same between ticks, so deck.gl sees nothing
 * to re-bind; a new object appears only when a column outgrew its buffer.
 */
export class GpuColumns {
  private readonly columns = new Map<GpuColumn, Column>();
  /** Bumped when any attribute object was replaced (a column grew): layers must take the new ones. */
  layout = 0;

  constructor(private readonly create: (byteLength: number) => GpuBuffer) {}

  /** Uploads what changed since the last sync; true when anything was written. */
  sync(buffers: GpuSource): boolean {
    let wrote = false;
    for (const name of GPU_COLUMNS) {
      const source = buffers[name];
      const { size, type } = LAYOUT[name];
      let column = this.columns.get(name);
      if (!column || column.source !== source) {
        column?.attribute.buffer.destroy();
        const bytesPerElement = source.BYTES_PER_ELEMENT;
        column = {
          source,
          version: -1,
          attribute: {
            buffer: this.create(source.byteLength),
            type,
            size,
            bytesPerElement,
            stride: size * bytesPerElement,
          },
        };
        this.columns.set(name, column);
        this.layout += 1;
      }
      const version = buffers.changedAt[name];
      if (column.version === version) continue;
      column.attribute.buffer.write(source.subarray(0, buffers.length * size));
      column.version = version;
      wrote = true;
    }
    return wrote;
  }

  attribute(name: GpuColumn): GpuAttribute {
    const column = this.columns.get(name);
    if (!column) throw new Error(`column ${name} not synced`);
    return column.attribute;
  }

  destroy(): void {
    for (const column of this.columns.values()) column.attribute.buffer.destroy();
    this.columns.clear();
  }
}
