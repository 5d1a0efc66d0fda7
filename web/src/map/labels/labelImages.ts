import type { Map as MaplibreMap } from 'maplibre-gl';

/** Place name sizes by tier: capitals and big cities, cities, towns, villages (CSS px). */
const PLACE_FONTS = [
  { size: 15, weight: 650 },
  { size: 13, weight: 600 },
  { size: 12, weight: 500 },
  { size: 11, weight: 450 },
] as const;
const ROAD_FONT = { size: 11, weight: 650 } as const;
const FAMILY = "'Inter Variable', system-ui, sans-serif";
const HALO = 3;

function token(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/** What a label image says and how big it is on screen (CSS px). */
export interface LabelImage {
  kind: 'place' | 'road';
  text: string;
  width: number;
  height: number;
}

/** `place:<tier>:<name>` and `road:<ref>`: the icon names the basemap's symbol layers ask for. */
export const placeImageId = (tier: number, name: string): string => `place:${tier}:${name}`;
export const roadImageId = (ref: string): string => `road:${ref}`;
/** What a road's shield says: its number, without the corridor's name ("A5 Mont Blanc": A5). */
export const roadNumber = (ref: string): string => ref.split(' ')[0] ?? ref;

/**
 * The basemap's labels as images made on demand (MapLibre asks its missing-image resolver for an
 * icon it lacks, and waits for it: an image added on `styleimagemissing` comes too late for the
 * tile that asked, which then draws without it): text with a halo for place names, a shield for road numbers, in the
 * theme's tokens and the app's font, at the screen's pixel ratio. No glyph server is needed, and
 * MapLibre's collision index keeps names and numbers apart.
 */
export class LabelImages {
  private readonly made = new Map<string, LabelImage>();
  private readonly canvas = document.createElement('canvas');
  private readonly ctx = this.canvas.getContext('2d', { willReadFrequently: true });
  private readonly colours = {
    text: token('--map-label', '#2b3038'),
    minor: token('--map-label-minor', '#4d545d'),
    halo: token('--map-label-halo', '#f7f6f2'),
    shield: token('--map-shield', '#ffffff'),
    shieldBorder: token('--map-shield-border', '#77736b'),
    shieldText: token('--map-shield-text', '#2b3038'),
  };

  constructor(private readonly pixelRatio: number) {}

  /** Makes one of our icons for the map's missing-image resolver; leaves any other to the style. */
  resolve(map: MaplibreMap, id: string): void {
    if (map.hasImage(id)) return;
    const drawn = id.startsWith('place:')
      ? this.place(Number(id.slice(6, 7)), id.slice(8))
      : id.startsWith('road:')
        ? this.road(id.slice(5))
        : undefined;
    if (drawn) map.addImage(id, drawn, { pixelRatio: this.pixelRatio });
  }

  /** The label image an icon name stands for, once made. */
  image(id: string): LabelImage | undefined {
    return this.made.get(id);
  }

  private place(tier: number, text: string): ImageData | undefined {
    const font = PLACE_FONTS[tier] ?? PLACE_FONTS[3];
    return this.draw(placeImageId(tier, text), 'place', text, font, (ctx, w, h) => {
      ctx.lineJoin = 'round';
      ctx.lineWidth = HALO * 2;
      ctx.strokeStyle = this.colours.halo;
      ctx.strokeText(text, w / 2, h / 2);
      ctx.fillStyle = tier >= 3 ? this.colours.minor : this.colours.text;
      ctx.fillText(text, w / 2, h / 2);
    });
  }

  private road(ref: string): ImageData | undefined {
    const text = roadNumber(ref);
    return this.draw(roadImageId(ref), 'road', text, ROAD_FONT, (ctx, w, h) => {
      ctx.fillStyle = this.colours.shield;
      ctx.strokeStyle = this.colours.shieldBorder;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.roundRect(1, 1, w - 2, h - 2, 4);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = this.colours.shieldText;
      ctx.fillText(text, w / 2, h / 2 + 0.5);
    });
  }

  private draw(
    id: string,
    kind: LabelImage['kind'],
    text: string,
    font: { size: number; weight: number },
    paint: (ctx: CanvasRenderingContext2D, width: number, height: number) => void,
  ): ImageData | undefined {
    const ctx = this.ctx;
    if (!ctx || !text) return undefined;
    const css = `${font.weight} ${font.size}px ${FAMILY}`;
    ctx.font = css;
    const pad = kind === 'road' ? 5 : HALO + 1;
    const width = Math.ceil(ctx.measureText(text).width) + pad * 2;
    const height = Math.ceil(font.size * 1.25) + (kind === 'road' ? 4 : HALO * 2);
    const r = this.pixelRatio;
    this.canvas.width = Math.ceil(width * r);
    this.canvas.height = Math.ceil(height * r);
    ctx.setTransform(r, 0, 0, r, 0, 0);
    ctx.font = css;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    paint(ctx, width, height);
    this.made.set(id, { kind, text, width, height });
    return ctx.getImageData(0, 0, this.canvas.width, this.canvas.height);
  }
}
