import { ScatterplotLayer } from '@deck.gl/layers';
import type { TrafficCategory } from '@fleetdeck/shared';
import type { TrafficItem } from '../../data/trafficFeatures.js';
import type { Rgba } from '../vehicles/vehicleBuffers.js';

/**
 * Traffic events and alerts as discs coloured by severity (five levels), only the categories the
 * user ticked. The layer stays in the stack and hides with `visible` when none is ticked.
 */
export function trafficLayer(
  items: readonly TrafficItem[],
  categories: ReadonlySet<TrafficCategory>,
  severityColours: readonly Rgba[],
): ScatterplotLayer<TrafficItem> {
  const shown = items.filter((item) => categories.has(item.category));
  return new ScatterplotLayer<TrafficItem>({
    id: 'traffic',
    data: shown,
    getPosition: (d) => d.position,
    getFillColor: (d) => [...(severityColours[d.severity - 1] ?? [200, 0, 0, 255])],
    getRadius: (d) => 5 + d.severity,
    radiusUnits: 'pixels',
    stroked: true,
    getLineColor: [27, 36, 48, 255],
    lineWidthUnits: 'pixels',
    getLineWidth: 1.5,
    pickable: true,
    visible: shown.length > 0,
  });
}
