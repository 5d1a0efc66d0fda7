import type { Layer } from '@deck.gl/core';
import { useEffect } from 'react';
import { useControl } from 'react-map-gl/maplibre';
import { DeckOverMap } from './deckOverMap.js';
import './map.css';

/**
 * deck.gl over the map (see DeckOverMap). Either `layers` from React (a small, slow-changing
 * stack), or `onControl` hands the control to a caller that sets layers itself outside React.
 * `onAfterRender` and `pixelRatio` are read when the control is made.
 */
export function DeckLayers({
  layers,
  onControl,
  onAfterRender,
  pixelRatio,
  drawAtOnce,
}: {
  layers?: Layer[];
  onControl?: (control: DeckOverMap | null) => void;
  onAfterRender?: () => void;
  /** Drawing-buffer pixels per CSS pixel (read when the control is made). */
  pixelRatio?: number;
  /** Draw layers as soon as they are set (see DeckOverMap; read when the control is made). */
  drawAtOnce?: boolean;
}): null {
  const control = useControl(() => new DeckOverMap(onAfterRender, pixelRatio, drawAtOnce));
  useEffect(() => {
    if (layers) control.setLayers(layers);
  }, [control, layers]);
  useEffect(() => {
    onControl?.(control);
    return () => onControl?.(null);
  }, [control, onControl]);
  return null;
}
