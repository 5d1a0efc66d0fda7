import { Deck, MapView, type Layer, type PickingInfo } from '@deck.gl/core';
import type { CustomLayerInterface, IControl, Map as MaplibreMap } from 'maplibre-gl';
import {
  copyOfCanvas,
  framesOnDemand,
  type OnDemandFrames,
  viewStateOf,
  type DeckControl,
  type PickRequest,
} from './deckOverMap.js';

/** What of deck.gl's internals this control uses (public fields, loosely typed in 9.4). */
interface DeckInternals {
  eventManager: { destroy(): void } | null;
  layerManager: { updateLayers(): void } | null;
  _drawLayers(
    reason: string,
    options: { viewports: unknown[]; clearCanvas: boolean; clearStack: boolean },
  ): void;
}

/** The map layer deck.gl draws in: the last of the style, above the basemap. */
const LAYER_ID = 'fleetdeck-deck-layers';

/**
 * Flat layers blended over the basemap in the order given: no depth test against MapLibre's
 * depth buffer.
 */
const PARAMETERS = {
  depthWriteEnabled: false,
  depthCompare: 'always',
  blend: true,
  blendColorSrcFactor: 'src-alpha',
  blendColorDstFactor: 'one-minus-src-alpha',
  blendAlphaSrcFactor: 'one',
  blendAlphaDstFactor: 'one-minus-src-alpha',
  blendColorOperation: 'add',
  blendAlphaOperation: 'add',
} as const;

/**
 * deck.gl drawn inside MapLibre's own WebGL context, as a custom layer on top of the style, as a
 * map control: no second context to make (deck.gl's own took 90-120 ms on software GL) and no
 * second canvas to draw and compose. For a few layers that change rarely (the analyser's route,
 * stops and activities): a change draws the basemap again, which the live map's ticks could not
 * afford (see DeckOverMap).
 *
 * Layers set are made at once and drawn in the task that sets them, not at a later animation
 * frame; the custom layer goes into the style as soon as the style can take it, before its
 * sources have loaded, so a route that arrives first is drawn on what basemap there is.
 * deck.gl takes no pointer events; the map's handlers pick through `pickObject`.
 */
export class DeckInMap implements IControl, DeckControl {
  private deck: Deck<MapView> | undefined;
  private frames: OnDemandFrames | undefined;
  private map: MaplibreMap | undefined;
  private layers: Layer[] = [];
  /** Layers were set and no frame drew them yet. */
  private pending = false;
  /** The frame being drawn has the layers last set. */
  private drewPending = false;

  constructor(private readonly onAfterRender?: () => void) {}

  onAdd(map: MaplibreMap): HTMLElement {
    this.map = map;
    const gl = map.getCanvas().getContext('webgl2');
    if (!gl) throw new Error('the map has no WebGL2 context');
    const deck = new Deck({
      gl,
      width: null,
      height: null,
      views: new MapView({ id: 'map', repeat: true }),
      viewState: viewStateOf(map),
      controller: false,
      // The canvas is the map's: its touch handling stays as MapLibre set it.
      touchAction: 'unset' as 'none',
      layers: this.layers,
      parameters: PARAMETERS,
      // deck.gl's own loop (an icon atlas loaded, a transition) asks the map for a frame.
      _customRender: () => map.triggerRepaint(),
      onLoad: () => {
        // deck.gl listens to the map's canvas for its own picking on hover and click; the map's
        // handlers pick through `pickObject` when they need to, so those listeners only cost.
        const events = deck as unknown as DeckInternals;
        events.eventManager?.destroy();
        events.eventManager = null;
        this.draw();
      },
    });
    // A still analyser costs no frame.
    this.frames = framesOnDemand(deck);
    this.deck = deck;
    map.on('style.load', this.attach);
    map.on('move', this.onMove);
    map.on('render', this.onRender);
    this.attach();
    return document.createElement('div');
  }

  onRemove(map: MaplibreMap): void {
    map.off('style.load', this.attach);
    map.off('move', this.onMove);
    map.off('render', this.onRender);
    try {
      if (map.getLayer(LAYER_ID)) map.removeLayer(LAYER_ID);
    } catch {
      // The map is going with its style.
    }
    this.deck?.finalize();
    this.deck = undefined;
    this.map = undefined;
  }

  setLayers(layers: Layer[]): void {
    this.layers = layers;
    this.deck?.setProps({ layers });
    this.pending = true;
    this.draw();
    // For what a layer finishes later (an icon atlas): deck.gl's loop then asks the map for a frame.
    this.frames?.wake();
  }

  pickObject(options: PickRequest): PickingInfo | null {
    return this.deck?.isInitialized ? this.deck.pickObject(options) : null;
  }

  /**
   * The map as the user sees it, basemap and layers in one canvas (the PDF report's snapshot).
   * The canvas keeps no drawing buffer: it is copied in the render event of the frame drawn.
   */
  snapshot(): Promise<HTMLCanvasElement> {
    const map = this.map;
    if (!map || !this.deck?.isInitialized) return Promise.reject(new Error('the map is not ready'));
    return new Promise((resolve) => {
      map.once('render', () => resolve(copyOfCanvas(map.getCanvas()).out));
      map.triggerRepaint();
    });
  }

  get idle(): boolean {
    return this.frames?.asleep ?? true;
  }

  /** The layer that draws deck.gl's layers, in MapLibre's render pass. */
  private readonly layer: CustomLayerInterface = {
    id: LAYER_ID,
    type: 'custom',
    renderingMode: '2d',
    render: () => {
      const deck = this.deck;
      const map = this.map;
      if (!deck?.isInitialized || !map) return;
      const view = deck.getViews()[0];
      if (!view) return;
      const viewport = view.makeViewport({
        width: deck.width,
        height: deck.height,
        viewState: viewStateOf(map) as Parameters<typeof view.makeViewport>[0]['viewState'],
      });
      (deck as unknown as DeckInternals)._drawLayers('map frame', {
        viewports: [viewport],
        clearCanvas: false,
        clearStack: true,
      });
      // Drawn: deck.gl's loop would otherwise ask the map for one more frame of the same layers.
      deck.needsRedraw({ clearRedrawFlags: true });
      if (this.pending) this.drewPending = true;
      this.pending = false;
    },
  };

  /** Into the style once it can take a layer (again after a base layer switch). */
  private readonly attach = (): void => {
    const map = this.map;
    if (!map) return;
    try {
      if (!map.getLayer(LAYER_ID)) map.addLayer(this.layer);
    } catch {
      // The style is not loaded yet: its 'style.load' comes back here.
      return;
    }
    this.draw();
  };

  /**
   * The layers as deck.gl has them now: made at once (their shaders compiled, which takes tens of
   * milliseconds on software GL: better before the route's answer than after it), and drawn with
   * the map in this task once the map has our layer. MapLibre draws synchronously here: with
   * software GL a busy compositor holds animation frames back, and a new route waited 200-700 ms
   * for one (analyser bench).
   */
  private draw(): void {
    const map = this.map;
    const deck = this.deck;
    if (!map || !deck?.isInitialized) return;
    (deck as unknown as DeckInternals).layerManager?.updateLayers();
    if (map.getLayer(LAYER_ID)) map.redraw();
  }

  /** deck.gl's camera follows the map's, for picking (the frames make their own viewport). */
  private readonly onMove = (): void => {
    if (this.map) this.deck?.setProps({ viewState: viewStateOf(this.map) });
  };

  private readonly onRender = (): void => {
    if (!this.drewPending) return;
    this.drewPending = false;
    this.onAfterRender?.();
  };
}
