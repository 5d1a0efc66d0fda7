import { MapLibreOverlay, type MapLibreOverlayProps } from '@deck.gl/maplibre';
import { useEffect, type RefObject } from 'react';
import { useControl } from 'react-map-gl/maplibre';

/**
 * deck.gl drawn inside MapLibre's WebGL context (interleaved), as a map control. Interleaved
 * overlays get no pointer events in deck.gl 9.4, so the map's own click handler picks through
 * `overlayRef.current.pickObject`.
 */
export function DeckOverlay({
  overlayRef,
  ...props
}: MapLibreOverlayProps & { overlayRef?: RefObject<MapLibreOverlay | null> }): null {
  const overlay = useControl<MapLibreOverlay>(() => new MapLibreOverlay(props));
  overlay.setProps(props);
  useEffect(() => {
    if (overlayRef) overlayRef.current = overlay;
  }, [overlay, overlayRef]);
  return null;
}
