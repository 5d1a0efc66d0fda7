import type { Layer } from '@deck.gl/core';
import { useEffect } from 'react';
import { useControl, type IControl } from 'react-map-gl/maplibre';
import { DeckInMap } from './deckInMap.js';
import { DeckOverMap, type DeckControl } from './deckOverMap.js';
import './map.css';

/**
 * deck.gl over the map in its own canvas (see DeckOverMap), or `inMap`, in the map's own context
 * (see DeckInMap). Either `layers` from React (a small, slow-changing stack), or `onControl`
 * hands the control to a caller that sets layers itself outside React. `onAfterRender`,
 * `pixelRatio` and `inMap` are read when the control is made.
 */
export function DeckLayers({
  layers,
  onControl,
  onAfterRender,
  pixelRatio,
  inMap,
}: {
  layers?: Layer[];
  onControl?: (control: DeckControl | null) => void;
  onAfterRender?: () => void;
  /** Drawing-buffer pixels per CSS pixel (read when the control is made). */
  pixelRatio?: number;
  /** Drawn in the map's own WebGL context, layers drawn as soon as they are set. */
  inMap?: boolean;
}): null {
  const control = useControl<DeckControl & IControl>(() =>
    inMap ? new DeckInMap(onAfterRender) : new DeckOverMap(onAfterRender, pixelRatio),
  );
  useEffect(() => {
    if (layers) control.setLayers(layers);
  }, [control, layers]);
  useEffect(() => {
    onControl?.(control);
    return () => onControl?.(null);
  }, [control, onControl]);
  return null;
}
