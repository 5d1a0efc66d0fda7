import {
  ARROW_BOX,
  ATLAS_MAPPING,
  ATLAS_SIZE,
  BADGE_BOX,
  DROP,
  GLYPH_BOX,
  GLYPHS,
  type Glyph,
} from './atlasLayout.js';

const INK = '#1f2937';
const ALERT_RED = '#d32f2f';

type Ctx = CanvasRenderingContext2D;

function at(ctx: Ctx, name: string, draw: () => void): void {
  const frame = ATLAS_MAPPING[name];
  if (!frame) return;
  ctx.save();
  ctx.translate(frame.x, frame.y);
  draw();
  ctx.restore();
}

/** The drop: a head circle and a tip, joined along the tangents (drawn as a mask, tinted). */
function drawDrop(ctx: Ctx): void {
  const cx = DROP.width / 2;
  const { headY: cy, headRadius: r, height: tip } = DROP;
  const spread = Math.acos(r / (tip - cy));
  ctx.beginPath();
  ctx.arc(cx, cy, r, Math.PI / 2 + spread, Math.PI / 2 - spread + 2 * Math.PI);
  ctx.lineTo(cx, tip);
  ctx.closePath();
  ctx.fillStyle = '#ffffff';
  ctx.fill();
}

/** A small triangle just outside the head ring, pointing up (north before rotation). */
function drawArrow(ctx: Ctx): void {
  const c = ARROW_BOX / 2;
  const top = c - DROP.headRadius - 16;
  ctx.beginPath();
  ctx.moveTo(c, top);
  ctx.lineTo(c + 13, top + 18);
  ctx.lineTo(c - 13, top + 18);
  ctx.closePath();
  ctx.fillStyle = INK;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.fill();
}

function drawAlert(ctx: Ctx): void {
  const s = BADGE_BOX;
  ctx.beginPath();
  ctx.moveTo(s / 2, 3);
  ctx.lineTo(s - 3, s - 5);
  ctx.lineTo(3, s - 5);
  ctx.closePath();
  ctx.fillStyle = ALERT_RED;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 4;
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(s / 2 - 3, 16, 6, 15);
  ctx.fillRect(s / 2 - 3, 34, 6, 6);
}

function drawHook(ctx: Ctx): void {
  const s = BADGE_BOX;
  ctx.beginPath();
  ctx.arc(s / 2, s / 2, s / 2 - 2, 0, 2 * Math.PI);
  ctx.fillStyle = INK;
  ctx.fill();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 5;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(s / 2 + 2, 10);
  ctx.lineTo(s / 2 + 2, 28);
  ctx.arc(s / 2 - 4, 28, 6, 0, Math.PI);
  ctx.stroke();
}

/** White disc with the glyph in ink: the truck, or the tachograph's activity symbols. */
function drawGlyph(ctx: Ctx, glyph: Glyph): void {
  const c = GLYPH_BOX / 2;
  ctx.beginPath();
  ctx.arc(c, c, c - 1, 0, 2 * Math.PI);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.fillStyle = INK;
  ctx.strokeStyle = INK;
  ctx.lineWidth = 4;
  ctx.lineCap = 'round';
  switch (glyph) {
    case 'truck':
      ctx.fillRect(12, 20, 24, 18);
      ctx.fillRect(37, 26, 14, 12);
      ctx.beginPath();
      ctx.arc(20, 42, 5, 0, 2 * Math.PI);
      ctx.arc(44, 42, 5, 0, 2 * Math.PI);
      ctx.fill();
      break;
    case 'activity-rest':
      ctx.fillRect(14, 34, 36, 6);
      ctx.fillRect(14, 26, 10, 8);
      ctx.fillRect(14, 40, 4, 6);
      ctx.fillRect(46, 40, 4, 6);
      break;
    case 'activity-availability':
      ctx.strokeRect(17, 17, 30, 30);
      ctx.beginPath();
      ctx.moveTo(17, 47);
      ctx.lineTo(47, 17);
      ctx.stroke();
      break;
    case 'activity-work':
      ctx.beginPath();
      ctx.moveTo(18, 46);
      ctx.lineTo(44, 20);
      ctx.moveTo(20, 20);
      ctx.lineTo(46, 46);
      ctx.stroke();
      ctx.fillRect(36, 14, 14, 8);
      ctx.fillRect(14, 14, 14, 8);
      break;
    case 'activity-driving':
      ctx.beginPath();
      ctx.arc(c, c, 16, 0, 2 * Math.PI);
      ctx.moveTo(c - 16, c);
      ctx.lineTo(c + 16, c);
      ctx.moveTo(c, c);
      ctx.lineTo(c, c + 16);
      ctx.stroke();
      break;
    case 'activity-no_driver':
      ctx.beginPath();
      ctx.moveTo(18, c);
      ctx.lineTo(46, c);
      ctx.stroke();
      break;
  }
}

/** Draws the whole atlas once, in the page: no network, no image files. */
export function drawMarkerAtlas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = ATLAS_SIZE.width;
  canvas.height = ATLAS_SIZE.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  at(ctx, 'drop', () => drawDrop(ctx));
  at(ctx, 'arrow', () => drawArrow(ctx));
  at(ctx, 'alert', () => drawAlert(ctx));
  at(ctx, 'hook', () => drawHook(ctx));
  for (const glyph of GLYPHS) at(ctx, glyph, () => drawGlyph(ctx, glyph));
  return canvas;
}
