import type { Map as MaplibreMap } from 'maplibre-gl';
import { ANALYSER_ICON_MAPPING, drawAnalyserIcons } from './analyserIcons.js';
import { replayLabel, type ReplayedVehicle } from './routeLayers.js';

/** Icon sizes in CSS pixels: the analysed truck larger than those replayed with it. */
const SIZE = { main: 34, companion: 26 } as const;
/** The label box's top below the truck's centre, its height and side padding, in CSS pixels. */
const LABEL_TOP = 16;
const LABEL_H = 16;
const LABEL_PAD = 3;
const LABEL_FONT = '600 12px "Inter Variable", system-ui, sans-serif';
const LABEL_INK = 'rgb(27, 36, 48)';
const LABEL_PAPER = 'rgba(255, 255, 255, 0.86)';

/** What a frame drew, in CSS pixels: cleared before the next one. */
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

let iconAtlas: HTMLCanvasElement | undefined;

/**
 * The replayed trucks (or, without a replay, the last position) drawn on one 2D canvas over the
 * map, above the route's canvas and below popups and controls. A replay frame clears what the
 * last one drew and draws twenty icons and labels: no WebGL layer update, no style, layout or
 * layer change in the page. Measured against the same trucks as deck.gl layers (icons, text, text
 * boxes: about 13 ms a frame more than none on a slow day) and as DOM elements moved by
 * transforms (6-12 ms more), this costs about 2 ms more than no trucks (docs/perf.md, issue 19).
 */
export class ReplayMarkers {
  private readonly host = document.createElement('div');
  private readonly canvas = document.createElement('canvas');
  /**
   * Where the trucks are drawn: the canvas's offscreen side where the browser has one, drawn from
   * this thread. Its frames reach the compositor on their own, without the page's paint and
   * commit of a full-size canvas on each replay frame (docs/perf.md: 2.7-2.8 ms of main thread a
   * frame at 45 fps against 3.3-3.6 at 27), layered like any canvas under the map's controls and
   * popups. A desynchronized context did as well here but is not kept: on displays that show it
   * from the front buffer, a translucent one must have nothing above it, and clearing in place
   * flickers. Else the canvas itself.
   */
  private readonly surface: HTMLCanvasElement | OffscreenCanvas;
  private vehicles: readonly ReplayedVehicle[] = [];
  /** Each label's text, as last taken (a replay takes it ten times a second). */
  private readonly labels = new Map<number, string>();
  private readonly widths = new Map<string, number>();
  private ctx: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | undefined;
  private drawn: Box | undefined;
  private ratio = 1;
  private width = 0;
  private height = 0;

  constructor(private readonly map: MaplibreMap) {
    this.host.className = 'replay-markers';
    this.host.dataset.testid = 'replay-markers';
    this.host.append(this.canvas);
    this.surface =
      typeof this.canvas.transferControlToOffscreen === 'function'
        ? this.canvas.transferControlToOffscreen()
        : this.canvas;
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

  /**
   * Show these trucks where they are now. `withText` takes their labels again (plate and speed);
   * a replay does so ten times a second, not on each frame, like the page's other text. A truck
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

  /** Draws the trucks again where the map shows them (after a replay frame or a camera move). */
  private readonly draw = (): void => {
    const ctx = (this.ctx ??= this.surface.getContext('2d') ?? undefined);
    if (!ctx) return;
    const ratio = this.ratio;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (this.drawn) {
      const { x0, y0, x1, y1 } = this.drawn;
      ctx.clearRect(x0 - 1, y0 - 1, x1 - x0 + 2, y1 - y0 + 2);
    }
    if (this.vehicles.length === 0) {
      this.drawn = undefined;
      return;
    }
    const box: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    ctx.font = LABEL_FONT;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    iconAtlas ??= drawAnalyserIcons();
    // The companions first: the analysed truck is drawn over them.
    for (let pass = 0; pass < 2; pass++)
      for (const v of this.vehicles) {
        if (v.main !== (pass === 1)) continue;
        const p = this.map.project(v.position);
        const x = Math.round(p.x);
        const y = Math.round(p.y);
        if (x < -100 || y < -60 || x > this.width + 100 || y > this.height + 60) continue;
        const size = v.main ? SIZE.main : SIZE.companion;
        const cell = ANALYSER_ICON_MAPPING[v.main ? 'vehicle' : 'companion']!;
        const angle = (v.heading * Math.PI) / 180;
        const cos = Math.cos(angle) * ratio;
        const sin = Math.sin(angle) * ratio;
        ctx.setTransform(cos, sin, -sin, cos, x * ratio, y * ratio);
        ctx.drawImage(
          iconAtlas,
          cell.x,
          cell.y,
          cell.width,
          cell.height,
          -size / 2,
          -size / 2,
          size,
          size,
        );
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
        const text = this.labels.get(v.id) ?? '';
        let width = this.widths.get(text);
        if (width === undefined) {
          width = Math.ceil(ctx.measureText(text).width) + 2 * LABEL_PAD;
          if (this.widths.size > 500) this.widths.clear();
          this.widths.set(text, width);
        }
        ctx.fillStyle = LABEL_PAPER;
        ctx.fillRect(x - width / 2, y + LABEL_TOP, width, LABEL_H);
        ctx.fillStyle = LABEL_INK;
        ctx.fillText(text, x, y + LABEL_TOP + LABEL_H / 2);
        // The icon turned fits in its diagonal.
        const reach = Math.max(size * 0.71, width / 2);
        box.x0 = Math.min(box.x0, x - reach);
        box.x1 = Math.max(box.x1, x + reach);
        box.y0 = Math.min(box.y0, y - size * 0.71);
        box.y1 = Math.max(box.y1, y + LABEL_TOP + LABEL_H);
      }
    this.drawn = box.x0 === Infinity ? undefined : box;
  };

  /** The canvas follows the map's box and the screen's pixel density. */
  private readonly resize = (): void => {
    const box = this.map.getContainer();
    this.width = box.clientWidth;
    this.height = box.clientHeight;
    this.ratio = window.devicePixelRatio || 1;
    this.surface.width = Math.max(1, Math.round(this.width * this.ratio));
    this.surface.height = Math.max(1, Math.round(this.height * this.ratio));
    this.drawn = undefined;
    this.draw();
  };

  /** Draws the trucks as shown onto a picture of the map (the PDF report's snapshot). */
  drawInto(canvas: HTMLCanvasElement): void {
    if (this.vehicles.length === 0) return;
    canvas.getContext('2d')?.drawImage(this.surface, 0, 0, canvas.width, canvas.height);
  }

  remove(): void {
    this.map.off('move', this.draw);
    this.map.off('resize', this.resize);
    this.host.remove();
  }
}
