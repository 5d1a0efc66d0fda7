import { MapLibreOverlay, type MapLibreOverlayProps } from '@deck.gl/maplibre';
import { useControl } from 'react-map-gl/maplibre';

/** deck.gl drawn inside MapLibre's WebGL context (interleaved), as a map control. */
export function DeckOverlay(props: MapLibreOverlayProps): null {
  const overlay = useControl<MapLibreOverlay>(() => new MapLibreOverlay(props));
  overlay.setProps(props);
  return null;
}
