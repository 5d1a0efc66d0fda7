import { ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { Truck } from '@fleetdeck/shared';

export interface SharedVehicle {
  id: number;
  plate: string;
  position: [number, number];
  moving: boolean;
}

/** The shared trucks that have a position, as the layers draw them. */
export function sharedVehicles(trucks: ReadonlyMap<number, Truck>): SharedVehicle[] {
  const out: SharedVehicle[] = [];
  for (const truck of trucks.values()) {
    const point = truck.lastpoint;
    if (!point) continue;
    out.push({
      id: truck.id,
      plate: truck.plate,
      position: [point.lng, point.lat],
      moving: point.speed > 0,
    });
  }
  return out;
}

type Rgba = [number, number, number, number];

/**
 * A handful of vehicles drawn as objects with their plates (the fleet map's binary vehicle layer
 * is built for thousands of unlabelled dots; a customer follows a few trucks by plate).
 */
export function sharedVehicleLayers(
  vehicles: SharedVehicle[],
  colors: { moving: Rgba; stopped: Rgba; text: Rgba; halo: Rgba },
) {
  return [
    new ScatterplotLayer<SharedVehicle>({
      id: 'shared-vehicles',
      data: vehicles,
      getPosition: (v) => v.position,
      getFillColor: (v) => (v.moving ? colors.moving : colors.stopped),
      radiusUnits: 'pixels',
      getRadius: 8,
      stroked: true,
      getLineColor: [255, 255, 255, 230],
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
    }),
    new TextLayer<SharedVehicle>({
      id: 'shared-plates',
      data: vehicles,
      getPosition: (v) => v.position,
      getText: (v) => v.plate,
      getSize: 13,
      getColor: colors.text,
      getPixelOffset: [0, -20],
      fontFamily: 'Inter Variable, system-ui, sans-serif',
      fontWeight: 600,
      outlineWidth: 3,
      outlineColor: colors.halo,
      fontSettings: { sdf: true },
    }),
  ];
}
