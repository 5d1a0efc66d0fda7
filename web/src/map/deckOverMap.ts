import { Deck, MapView, type Layer, type PickingInfo } from '@deck.gl/core';
import type { IControl, Map as MaplibreMap } from 'maplibre-gl';

/** What of deck.gl's internals the frame scheduler reads (public fields, loosely typed in 9.4). */
interface DeckInternals {
  layerManager: { needsUpdate(): string | false; updateLayers(): void } | null;
  animationLoop: {
    setProps(props: { animationFrameProvider: AnimationFrameProvider }): void;
    redraw(): void;
  } | null;
}

interface AnimationFrameProvider {
  requestAnimationFrame(callback: FrameRequestCallback): number;
  cancelAnimationFrame(id: number): void;
}

/**
 * Frames on demand for deck.gl's render loop. The loop asks for the next animation frame after
 * every frame; it gets one only while `busy()` says there is something to draw, and otherwise
 * waits until `wake()`. A still map with no updates then costs no frame and no main-thread time.
 */
export class OnDemandFrames implements AnimationFrameProvider {
  private waiting: FrameRequestCallback | undefined;
  private id: number | null = null;

  constructor(
    private readonly busy: () => boolean,
    private readonly raf: AnimationFrameProvider = window,
  ) {}

  requestAnimationFrame = (callback: FrameRequestCallback): number => {
    this.waiting = callback;
    if (this.busy()) this.schedule();
    return 1;
  };

  cancelAnimationFrame = (): void => {
    if (this.id !== null) this.raf.cancelAnimationFrame(this.id);
    this.id = null;
    this.waiting = undefined;
  };

  /** Something changed: the loop runs in the next animation frame. */
  wake(): void {
    this.schedule();
  }

  /** Whether the loop waits for `wake()`. */
  get asleep(): boolean {
    return this.id === null && this.waiting !== undefined;
  }

  private schedule(): void {
    if (this.id !== null || !this.waiting) return;
    this.id = this.raf.requestAnimationFrame((time) => {
      this.id = null;
      const callback = this.waiting;
      this.waiting = undefined;
      callback?.(time);
    });
  }
}

/** A point of the map (page pixels relative to the map) to pick at, among some layers. */
export interface PickRequest {
  x: number;
  y: number;
  radius: number;
  layerIds: string[];
}

/** deck.gl over or in a map, as the screens that set its layers and pick from it see it. */
export interface DeckControl {
  setLayers(layers: Layer[]): void;
  /** The topmost object under a point of the map. */
  pickObject(options: PickRequest): PickingInfo | null;
  /** The map as the user sees it, basemap and layers, as one image. */
  snapshot(): Promise<HTMLCanvasElement>;
  /** Whether deck.gl's loop is waiting for something to draw (benches and tests). */
  readonly idle: boolean;
}

/** A 2D copy of a canvas at its drawing-buffer size, to draw more over (snapshots). */
export function copyOfCanvas(source: HTMLCanvasElement): {
  out: HTMLCanvasElement;
  ctx: CanvasRenderingContext2D | null;
} {
  const out = document.createElement('canvas');
  out.width = source.width;
  out.height = source.height;
  const ctx = out.getContext('2d');
  ctx?.drawImage(source, 0, 0);
  return { out, ctx };
}

/**
 * Gives deck.gl's render loop its frames on demand (see OnDemandFrames): a frame only while the
 * deck is starting, needs a redraw or has layers to update.
 */
export function framesOnDemand(deck: Deck<MapView>): OnDemandFrames {
  const internals = deck as unknown as DeckInternals;
  const frames = new OnDemandFrames(
    () =>
      !deck.isInitialized ||
      !!deck.needsRedraw({ clearRedrawFlags: false }) ||
      !!internals.layerManager?.needsUpdate(),
  );
  internals.animationLoop?.setProps({ animationFrameProvider: frames });
  return frames;
}

/** MapLibre's camera as deck.gl's map view state. */
export function viewStateOf(map: MaplibreMap) {
  const { lng, lat } = map.getCenter();
  const padding = map.getPadding();
  return {
    longitude: lng,
    latitude: lat,
    zoom: map.getZoom(),
    bearing: map.getBearing(),
    pitch: map.getPitch(),
    padding: {
      top: padding.top,
      bottom: padding.bottom,
      left: padding.left,
      right: padding.right,
    },
    repeat: map.getRenderWorldCopies(),
  };
}

/**
 * deck.gl in its own canvas over MapLibre's, as a map control. A vehicle update redraws only
 * this canvas: the basemap is not painted again (interleaved, it was, on every tick). The canvas
 * takes no pointer events, so deck.gl never picks on hover or press; the map's click handler
 * picks through `pickObject`. Frames are drawn on demand: on a layer change, and in the same
 * animation frame as the map when the camera moves.
 */
export class DeckOverMap implements IControl, DeckControl {
  private deck: Deck<MapView> | undefined;
  private frames: OnDemandFrames | undefined;
  private map: MaplibreMap | undefined;
  private layers: Layer[] = [];
  private resized: ResizeObserver | undefined;
  private readonly host = document.createElement('div');

  constructor(
    private readonly onAfterRender?: () => void,
    /** Drawing-buffer pixels per CSS pixel; the screen's own ratio by default. */
    private readonly pixelRatio?: number,
  ) {
    this.host.className = 'deck-over-map';
  }

  onAdd(map: MaplibreMap): HTMLElement {
    this.map = map;
    const canvas = document.createElement('canvas');
    this.host.replaceChildren(canvas);
    // Above the map's canvas and above the deck canvases added before this one.
    let anchor: Element = map.getCanvasContainer();
    while (anchor.nextElementSibling?.classList.contains('deck-over-map'))
      anchor = anchor.nextElementSibling;
    anchor.insertAdjacentElement('afterend', this.host);
    const deck = new Deck({
      canvas,
      width: '100%',
      height: '100%',
      views: new MapView({ id: 'map', repeat: true }),
      viewState: viewStateOf(map),
      controller: false,
      layers: this.layers,
      useDevicePixels: this.pixelRatio ?? true,
      // Icons, text and circles are smooth by their own shaders: multisampling and a preserved
      // buffer only cost fill time (software GL, wall screens).
      deviceProps: { webgl: { antialias: false, preserveDrawingBuffer: false } },
      onAfterRender: () => this.onAfterRender?.(),
    });
    this.frames = framesOnDemand(deck);
    this.deck = deck;
    map.on('move', this.onMove);
    map.on('render', this.onRender);
    map.on('resize', this.onResize);
    // When the box changes size, deck.gl's canvas takes its new size from its own observer: draw
    // again in the next frame, after it did, or the last frame stays stretched on a still map.
    this.resized = new ResizeObserver(() =>
      requestAnimationFrame(() => {
        if (this.deck?.isInitialized) this.deck.redraw('resized');
      }),
    );
    this.resized.observe(canvas);
    // The control itself takes no place among the map's buttons.
    return document.createElement('div');
  }

  onRemove(): void {
    this.resized?.disconnect();
    this.map?.off('move', this.onMove);
    this.map?.off('render', this.onRender);
    this.map?.off('resize', this.onResize);
    this.deck?.finalize();
    this.deck = undefined;
    this.host.remove();
    this.map = undefined;
  }

  setLayers(layers: Layer[]): void {
    this.layers = layers;
    this.deck?.setProps({ layers });
    this.frames?.wake();
  }

  pickObject(options: PickRequest): PickingInfo | null {
    return this.deck?.isInitialized ? this.deck.pickObject(options) : null;
  }

  /**
   * The map as the user sees it, basemap and layers, as one image (the PDF report's snapshot).
   * Neither canvas keeps its drawing buffer, so both are copied in the task that draws them: the
   * map's in its render event, ours right after a forced redraw.
   */
  snapshot(): Promise<HTMLCanvasElement> {
    const map = this.map;
    const deck = this.deck;
    if (!map || !deck?.isInitialized) return Promise.reject(new Error('the map is not ready'));
    return new Promise((resolve) => {
      map.once('render', () => {
        const { out, ctx } = copyOfCanvas(map.getCanvas());
        deck.redraw('snapshot');
        const top = this.host.querySelector('canvas');
        if (top) ctx?.drawImage(top, 0, 0, out.width, out.height);
        resolve(out);
      });
      map.triggerRepaint();
    });
  }

  /** Whether deck.gl's loop is waiting for something to draw (benches and tests). */
  get idle(): boolean {
    return this.frames?.asleep ?? true;
  }

  /** The camera moved since our last frame. */
  private moved = false;

  private readonly onMove = (): void => {
    if (!this.map) return;
    this.deck?.setProps({ viewState: viewStateOf(this.map) });
    this.moved = true;
  };

  /**
   * The map drew a frame: when its camera moved, draw ours in the same animation frame (our
   * loop would draw one frame late). Layers are up to date: `setLayers` updates them at once.
   */
  private readonly onRender = (): void => {
    if (!this.moved || !this.deck?.isInitialized) return;
    this.moved = false;
    this.deck.redraw('camera moved');
  };

  private readonly onResize = (): void => {
    this.frames?.wake();
  };
}
