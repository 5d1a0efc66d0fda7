import { isMoving, type Truck, type TruckId } from '@fleetdeck/shared';
import type { FleetView } from '../data/fleetStore.js';

export type Rgba = readonly [number, number, number, number];
export interface VehiclePalette {
  moving: Rgba;
  stopped: Rgba;
}

/**
 * Vehicle positions and colours as typed arrays at stable indices, the form deck.gl uploads without
 * walking objects. A diff rewrites only the changed slots; a removal moves the last slot into the gap.
 */
export class VehicleBuffers {
  positions = new Float32Array(0);
  colors = new Uint8Array(0);
  length = 0;
  /** Bumped on every change so layers know to re-upload. */
  version = 0;
  private readonly indexOf = new Map<TruckId, number>();
  private ids: TruckId[] = [];

  constructor(private readonly palette: VehiclePalette) {}

  apply(view: FleetView): void {
    if (view.full) {
      this.indexOf.clear();
      this.ids = [];
      this.length = 0;
      this.reserve(view.trucks.size);
      for (const truck of view.trucks.values()) this.write(truck);
    } else {
      for (const id of view.removed) this.remove(id);
      this.reserve(this.length + view.changed.length);
      for (const id of view.changed) {
        const truck = view.trucks.get(id);
        if (truck) this.write(truck);
      }
    }
    this.version += 1;
  }

  positionOf(id: TruckId): [number, number] | undefined {
    const i = this.indexOf.get(id);
    if (i === undefined) return undefined;
    return [this.positions[i * 2] ?? NaN, this.positions[i * 2 + 1] ?? NaN];
  }

  idAt(index: number): TruckId | undefined {
    return this.ids[index];
  }

  private write(truck: Truck): void {
    const point = truck.lastpoint;
    let i = this.indexOf.get(truck.id);
    if (!point) {
      if (i !== undefined) this.remove(truck.id);
      return;
    }
    if (i === undefined) {
      i = this.length++;
      this.indexOf.set(truck.id, i);
      this.ids[i] = truck.id;
    }
    this.positions[i * 2] = point.lng;
    this.positions[i * 2 + 1] = point.lat;
    this.colors.set(isMoving(point) ? this.palette.moving : this.palette.stopped, i * 4);
  }

  private remove(id: TruckId): void {
    const i = this.indexOf.get(id);
    if (i === undefined) return;
    const last = this.length - 1;
    const lastId = this.ids[last];
    if (i !== last && lastId !== undefined) {
      this.positions.copyWithin(i * 2, last * 2, last * 2 + 2);
      this.colors.copyWithin(i * 4, last * 4, last * 4 + 4);
      this.ids[i] = lastId;
      this.indexOf.set(lastId, i);
    }
    this.ids.length = last;
    this.indexOf.delete(id);
    this.length = last;
  }

  private reserve(count: number): void {
    if (count * 2 <= this.positions.length) return;
    const capacity = Math.max(1024, Math.ceil(count * 1.5));
    const positions = new Float32Array(capacity * 2);
    positions.set(this.positions.subarray(0, this.length * 2));
    const colors = new Uint8Array(capacity * 4);
    colors.set(this.colors.subarray(0, this.length * 4));
    this.positions = positions;
    this.colors = colors;
  }
}
