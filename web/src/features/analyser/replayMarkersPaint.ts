import {
  ANALYSER_ICON_MAPPING,
  paintAnalyserIcons,
  type AnalyserIconFills,
} from './analyserIcons.js';

/** Icon sizes in CSS pixels: the analysed truck larger than those replayed with it. */
const SIZE = { main: 34, companion: 26 } as const;
/** The label box's top below the truck's centre, its height and side padding, in CSS pixels. */
const LABEL_TOP = 16;
const LABEL_H = 16;
const LABEL_PAD = 3;
export const LABEL_FONT = '600 12px "Inter Variable", system-ui, sans-serif';
const LABEL_INK = 'rgb(27, 36, 48)';
const LABEL_PAPER = 'rgba(255, 255, 255, 0.86)';

/** One replayed truck as drawn: where the map shows it (CSS pixels), turned, labelled. */
export interface MarkerItem {
  x: number;
  y: number;
  /** Degrees clockwise from north. */
  heading: number;
  main: boolean;
  text: string;
}

/** What a frame drew, in CSS pixels: cleared before the next one. */
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/**
 * Draws the replayed trucks (icons turned to their heading, labels under them) on one 2D
 * surface, clearing only what the last frame drew. The same code draws in the page and in the
 * replay's worker (replayMarkers.worker.ts).
 */
export class MarkerPainter {
  private ctx: Context2D | undefined;
  private drawn: Box | undefined;
  private ratio = 1;
  private width = 0;
  private height = 0;
  private items: readonly MarkerItem[] = [];
  private readonly widths = new Map<string, number>();

  constructor(
    private readonly surface: HTMLCanvasElement | OffscreenCanvas,
    private readonly atlas: CanvasImageSource,
  ) {}

  /** The surface follows the map's box (CSS pixels) and the screen's pixel density. */
  resize(width: number, height: number, ratio: number): void {
    this.width = width;
    this.height = height;
    this.ratio = ratio;
    this.surface.width = Math.max(1, Math.round(width * ratio));
    this.surface.height = Math.max(1, Math.round(height * ratio));
    this.drawn = undefined;
    this.draw(this.items);
  }

  /** Label widths measured again (a font that finished loading). */
  forgetWidths(): void {
    this.widths.clear();
  }

  /** Clears the last frame's trucks and draws these, the analysed one over the others. */
  draw(items: readonly MarkerItem[]): void {
    this.items = items;
    const ctx = (this.ctx ??= this.surface.getContext('2d') ?? undefined);
    if (!ctx) return;
    const ratio = this.ratio;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    if (this.drawn) {
      const { x0, y0, x1, y1 } = this.drawn;
      ctx.clearRect(x0 - 1, y0 - 1, x1 - x0 + 2, y1 - y0 + 2);
    }
    if (items.length === 0) {
      this.drawn = undefined;
      return;
    }
    const box: Box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
    ctx.font = LABEL_FONT;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let pass = 0; pass < 2; pass++)
      for (const item of items) {
        if (item.main !== (pass === 1)) continue;
        const x = Math.round(item.x);
        const y = Math.round(item.y);
        if (x < -100 || y < -60 || x > this.width + 100 || y > this.height + 60) continue;
        const size = item.main ? SIZE.main : SIZE.companion;
        const cell = ANALYSER_ICON_MAPPING[item.main ? 'vehicle' : 'companion']!;
        const angle = (item.heading * Math.PI) / 180;
        const cos = Math.cos(angle) * ratio;
        const sin = Math.sin(angle) * ratio;
        ctx.setTransform(cos, sin, -sin, cos, x * ratio, y * ratio);
        ctx.drawImage(
          this.atlas,
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
        const text = item.text;
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
  }
}

/** What the page tells the replay's worker. */
export type MarkerRequest =
  | { type: 'init'; canvas: OffscreenCanvas; fills: AnalyserIconFills }
  | { type: 'size'; width: number; height: number; ratio: number }
  | MarkerFrame;

/**
 * A frame's trucks as posted to the worker: x, y (CSS pixels), heading and main (1 or 0) of each
 * in one transferable array, their labels only when they changed (four times a second): a list of
 * twenty objects cloned on each frame cost the page about 0.3 ms of its frame.
 */
export interface MarkerFrame {
  type: 'draw';
  coords: Float64Array;
  texts?: string[];
}

/** The frame to post for `items`; `texts` are the labels the worker has already. */
export function markerFrame(items: readonly MarkerItem[], texts: readonly string[]): MarkerFrame {
  const coords = new Float64Array(items.length * 4);
  let same = texts.length === items.length;
  // Written in place: a frame's hot path makes no array per truck.
  items.forEach((item, i) => {
    coords[i * 4] = item.x;
    coords[i * 4 + 1] = item.y;
    coords[i * 4 + 2] = item.heading;
    coords[i * 4 + 3] = item.main ? 1 : 0;
    if (same && texts[i] !== item.text) same = false;
  });
  return same
    ? { type: 'draw', coords }
    : { type: 'draw', coords, texts: items.map((i) => i.text) };
}

/** The trucks of a posted frame, with the labels last given. */
export function markerItems(frame: MarkerFrame, texts: readonly string[]): MarkerItem[] {
  const items: MarkerItem[] = [];
  for (let i = 0; i * 4 < frame.coords.length; i++) {
    const [x = 0, y = 0, heading = 0, main = 0] = frame.coords.subarray(i * 4, i * 4 + 4);
    items.push({ x, y, heading, main: main === 1, text: texts[i] ?? '' });
  }
  return items;
}

/**
 * The replay worker's side: draws on the canvas the page handed over, so a replay frame's
 * drawing and its commit to the compositor take none of the page's main thread. `fontLoaded`
 * resolves once the labels' font can be used (they are drawn in the fallback font until then).
 */
export function markerServer(
  fontLoaded: Promise<unknown> = Promise.resolve(),
): (request: MarkerRequest) => void {
  let painter: MarkerPainter | undefined;
  let size: { width: number; height: number; ratio: number } | undefined;
  let items: MarkerItem[] = [];
  let texts: string[] = [];
  void fontLoaded.then(
    () => {
      painter?.forgetWidths();
      painter?.draw(items);
    },
    () => undefined,
  );
  return (request) => {
    switch (request.type) {
      case 'init': {
        const atlas = new OffscreenCanvas(1, 1);
        paintAnalyserIcons(atlas, request.fills);
        painter = new MarkerPainter(request.canvas, atlas);
        if (size) painter.resize(size.width, size.height, size.ratio);
        return;
      }
      case 'size':
        size = request;
        painter?.resize(size.width, size.height, size.ratio);
        return;
      case 'draw':
        texts = request.texts ?? texts;
        items = markerItems(request, texts);
        painter?.draw(items);
        return;
    }
  };
}
