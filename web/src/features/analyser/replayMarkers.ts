import type { Map as MaplibreMap } from 'maplibre-gl';
import { analyserIconFills, drawAnalyserIcons } from './analyserIcons.js';
import {
  MarkerPainter,
  markerFrame,
  type MarkerItem,
  type MarkerRequest,
} from './replayMarkersPaint.js';
import { replayLabel, type ReplayedVehicle } from './routeLayers.js';

/** Where the trucks are drawn: by a worker on the canvas handed to it, or here. */
type Drawer =
  | { kind: 'worker'; worker: Worker }
  | { kind: 'page'; painter: MarkerPainter; surface: HTMLCanvasElement | OffscreenCanvas };

/** Makes the worker that draws the trucks; none where the browser has no workers. */
export type MarkerWorkerFactory = () => Worker | undefined;

const defaultWorker: MarkerWorkerFactory = () =>
  typeof Worker === 'function'
    ? new Worker(new URL('./replayMarkers.worker.ts', import.meta.url), { type: 'module' })
    : undefined;

/**
 * The replayed trucks (or, without a replay, the last position) drawn on one 2D canvas over the
 * map, above the route and below popups and controls. A replay frame clears what the last one
 * drew and draws twenty icons and labels: no WebGL layer update, no style, layout or layer change
 * in the page. Measured against the same trucks as deck.gl layers (icons, text, text boxes: about
 * 13 ms a frame more than none on a slow day) and as DOM elements moved by transforms (6-12 ms
 * more), this costs the least (docs/perf.md, issue 19).
 *
 * The canvas is drawn by a worker where the browser can hand a canvas to one: the page's main
 * thread only projects the trucks and posts where they are. Drawn here, even one truck's frame
 * cost the main thread about 2 ms (the drawing, and the commit of a full-size canvas to the
 * compositor): 4.8 ms a frame at 40 fps against 2.4-3.1 at 50-53 without it. Else the canvas's
 * offscreen side is drawn here (its frames reach the compositor without the page's paint), else
 * the canvas itself.
 */
export class ReplayMarkers {
  private readonly host = document.createElement('div');
  private readonly canvas = document.createElement('canvas');
  /**
   * Made when there is a first truck to draw: a route opened without a replay starts no worker
   * (nor loads its font) while the page is busy making the map and drawing the route.
   */
  private drawer: Drawer | undefined;
  private size = { width: 0, height: 0, ratio: 1 };
  private vehicles: readonly ReplayedVehicle[] = [];
  /** Each label's text, as last taken (a replay takes it four times a second). */
  private readonly labels = new Map<number, string>();
  /** The labels the worker has (it is sent them only when they change). */
  private postedTexts: string[] = [];

  constructor(
    private readonly map: MaplibreMap,
    private readonly makeWorker: MarkerWorkerFactory | null = defaultWorker,
  ) {
    this.host.className = 'replay-markers';
    this.host.dataset.testid = 'replay-markers';
    this.host.append(this.canvas);
    // Above the map's canvas and the deck canvases already added; deck canvases added later
    // insert themselves before this one (they stop at the first element that is not theirs).
    let anchor: Element = map.getCanvasContainer();
    while (anchor.nextElementSibling?.classList.contains('deck-over-map'))
      anchor = anchor.nextElementSibling;
    anchor.insertAdjacentElement('afterend', this.host);
    this.resize();
    map.on('move', this.draw);
    map.on('resize', this.resize);
  }

  private drawerFor(makeWorker: MarkerWorkerFactory | null): Drawer {
    const { width, height, ratio } = this.size;
    const offscreen =
      typeof this.canvas.transferControlToOffscreen === 'function'
        ? this.canvas.transferControlToOffscreen()
        : undefined;
    if (offscreen && makeWorker) {
      try {
        const worker = makeWorker();
        if (worker) {
          worker.onerror = (event) =>
            console.error('the replay drawing worker failed', event.message);
          const fills = analyserIconFills();
          const init: MarkerRequest = { type: 'init', canvas: offscreen, fills };
          worker.postMessage(init, [offscreen]);
          worker.postMessage({ type: 'size', width, height, ratio } satisfies MarkerRequest);
          return { kind: 'worker', worker };
        }
      } catch (error) {
        // The trucks are then drawn here, on the offscreen side not handed over.
        console.error('the replay could not start its drawing worker', error);
      }
    }
    const surface = offscreen ?? this.canvas;
    const painter = new MarkerPainter(surface, drawAnalyserIcons());
    painter.resize(width, height, ratio);
    return { kind: 'page', surface, painter };
  }

  /**
   * Show these trucks where they are now. `withText` takes their labels again (plate and speed);
   * a replay does so four times a second, not on each frame, like the page's other text. A truck
   * shown for the first time gets its label whatever is asked.
   */
  set(vehicles: readonly ReplayedVehicle[], withText = true): void {
    this.vehicles = vehicles;
    for (const v of vehicles)
      if (withText || !this.labels.has(v.id)) this.labels.set(v.id, replayLabel(v));
    if (this.labels.size > 2 * vehicles.length + 20) {
      const ids = new Set(vehicles.map((v) => v.id));
      for (const id of this.labels.keys()) if (!ids.has(id)) this.labels.delete(id);
    }
    // Written only when it changes: an attribute set on each frame would dirty the page's style.
    const count = String(vehicles.length);
    if (this.host.dataset.trucks !== count) this.host.dataset.trucks = count;
    this.draw();
  }

  /** The labels as drawn now, the analysed truck first (tests read them). */
  get shown(): string[] {
    return this.vehicles.map((v) => this.labels.get(v.id) ?? '');
  }

  private post(request: MarkerRequest): void {
    if (this.drawer?.kind === 'worker') this.drawer.worker.postMessage(request);
  }

  /** Draws the trucks again where the map shows them (after a replay frame or a camera move). */
  private readonly draw = (): void => {
    if (!this.drawer && this.vehicles.length === 0) return;
    const drawer = (this.drawer ??= this.drawerFor(this.makeWorker));
    const items: MarkerItem[] = this.vehicles.map((v) => {
      const p = this.map.project(v.position);
      return {
        x: p.x,
        y: p.y,
        heading: v.heading,
        main: v.main,
        text: this.labels.get(v.id) ?? '',
      };
    });
    if (drawer.kind === 'page') {
      drawer.painter.draw(items);
      return;
    }
    const frame = markerFrame(items, this.postedTexts);
    if (frame.texts) this.postedTexts = frame.texts;
    drawer.worker.postMessage(frame, [frame.coords.buffer]);
  };

  /** The canvas follows the map's box and the screen's pixel density. */
  private readonly resize = (): void => {
    const box = this.map.getContainer();
    const size = {
      width: box.clientWidth,
      height: box.clientHeight,
      ratio: window.devicePixelRatio || 1,
    };
    this.size = size;
    if (this.drawer?.kind === 'page')
      this.drawer.painter.resize(size.width, size.height, size.ratio);
    else this.post({ type: 'size', ...size });
    this.draw();
  };

  remove(): void {
    this.map.off('move', this.draw);
    this.map.off('resize', this.resize);
    this.host.remove();
    if (this.drawer?.kind === 'worker') this.drawer.worker.terminate();
  }
}
