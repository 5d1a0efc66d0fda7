import type { Layer } from '@deck.gl/core';
import { useEffect } from 'react';
import { useControl } from 'react-map-gl/maplibre';
import { DeckOverMap } from './deckOverMap.js';
import './map.css';

/**
 * deck.gl over the map (see DeckOverMap). Either `layers` from React (a small, slow-changing
 * stack), or `onControl` hands the control to a caller that sets layers itself outside React.
 * `onAfterRender` is read when the control is made.
 */
export function DeckLayers({
  layers,
  onControl,
  onAfterRender,
}: {
  layers?: Layer[];
  onControl?: (control: DeckOverMap | null) => void;
  onAfterRender?: () => void;
}): null {
  const control = useControl(() => new DeckOverMap(onAfterRender));
  useEffect(() => {
    if (layers) control.setLayers(layers);
  }, [control, layers]);
  useEffect(() => {
    onControl?.(control);
    return () => onControl?.(null);
  }, [control, onControl]);
  return null;
}
