import { cssColor } from '../../map/cssColor.js';

const CELL = 64;

/** Where each icon sits in the atlas (deck.gl icon mapping; anchored at the centre). */
export const ANALYSER_ICON_MAPPING = Object.fromEntries(
  ['start', 'finish', 'rest', 'work', 'vehicle', 'companion'].map((name, i) => [
    name,
    { x: i * CELL, y: 0, width: CELL, height: CELL, anchorY: CELL / 2, mask: false },
  ]),
);

// Glyph outlines on a 24-unit grid (after the Lucide icons: play, flag, bed, hammer).
const GLYPHS: Record<string, string> = {
  start: 'M9 7v10l8-5z',
  finish: 'M6 21V4 M6 4h11l-2 4 2 4H6',
  rest: 'M3 6v13 M3 10h15a3 3 0 0 1 3 3v6 M3 16h18 M8 10v6',
  work: 'M14 10 6 18a1.5 1.5 0 0 1-2-2l8-8 M12 6l3-3 6 6-3 3z',
  // A navigation arrow pointing north: turned to the heading when drawn.
  vehicle: 'M12 3l6.5 16-6.5-3.5-6.5 3.5z',
  companion: 'M12 3l6.5 16-6.5-3.5-6.5 3.5z',
};

/** Each icon's disc colour, from the theme's tokens (read in the page). */
export type AnalyserIconFills = Record<string, string>;

/**
 * The icons' colours: start green, finish dark, rest and work in their activity colours, the
 * replayed truck in the highlight colour and the trucks replayed with it in slate.
 */
export function analyserIconFills(): AnalyserIconFills {
  return {
    start: rgb(cssColor('--activity-driving', [46, 125, 50, 255])),
    finish: '#212121',
    rest: rgb(cssColor('--activity-rest', [106, 27, 154, 255])),
    work: rgb(cssColor('--activity-work', [239, 108, 0, 255])),
    vehicle: rgb(cssColor('--route-highlight', [255, 109, 0, 255])),
    companion: '#546e7a',
  };
}

/**
 * The analyser's icons drawn once on a canvas: a disc in the item's colour with a white outline
 * and a white glyph.
 */
export function drawAnalyserIcons(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  paintAnalyserIcons(canvas, analyserIconFills());
  return canvas;
}

/** The icons on `canvas` (in the page or, for the replayed trucks, in a worker). */
export function paintAnalyserIcons(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  fills: AnalyserIconFills,
): void {
  canvas.width = CELL * 6;
  canvas.height = CELL;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  Object.entries(GLYPHS).forEach(([name, d], i) => {
    ctx.save();
    ctx.translate(i * CELL, 0);
    ctx.beginPath();
    ctx.arc(CELL / 2, CELL / 2, CELL / 2 - 4, 0, Math.PI * 2);
    ctx.fillStyle = fills[name] ?? '#546e7a';
    ctx.fill();
    ctx.lineWidth = 4;
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
    ctx.translate(CELL / 2 - 18, CELL / 2 - 18);
    ctx.scale(1.5, 1.5);
    ctx.lineWidth = 2.2;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    const glyph = new Path2D(d);
    if (name === 'start' || name === 'vehicle' || name === 'companion') {
      ctx.fillStyle = '#ffffff';
      ctx.fill(glyph);
    } else ctx.stroke(glyph);
    ctx.restore();
  });
}

const rgb = ([r, g, b]: readonly number[]) => `rgb(${r}, ${g}, ${b})`;
