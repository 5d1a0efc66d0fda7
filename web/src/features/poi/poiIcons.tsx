import {
  Anchor,
  Ban,
  Building2,
  Container,
  Droplets,
  Factory,
  Flag,
  Handshake,
  Signpost,
  SquareParking,
  Store,
  TrainFront,
  Utensils,
  Warehouse,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { POI_TYPE_IDS, type PoiTypeId } from '@fleetdeck/shared';

/** The icon of each POI type, in the list, the form and (white, on the POI's colour) the map. */
export const POI_TYPE_ICONS: Readonly<Record<PoiTypeId, LucideIcon>> = {
  1: Building2,
  2: Warehouse,
  3: Utensils,
  4: Wrench,
  5: Handshake,
  6: Anchor,
  7: TrainFront,
  8: Container,
  9: Store,
  10: Signpost,
  11: Flag,
  12: Ban,
  13: SquareParking,
  14: Factory,
  15: Droplets,
};

/** A type's icon beside its name (decorative: the name says it). */
export function PoiTypeIcon({ type, size = 16 }: { type: PoiTypeId; size?: number }) {
  const Icon = POI_TYPE_ICONS[type];
  return <Icon size={size} aria-hidden />;
}

/** Pixels of a map icon in the atlas (drawn smaller, so it stays sharp when scaled). */
export const MAP_ICON_PX = 48;

/** The map's icons: one canvas, each type's icon at its place (deck.gl IconLayer masks). */
export interface PoiIconAtlas {
  canvas: HTMLCanvasElement;
  mapping: Record<string, { x: number; y: number; width: number; height: number; mask: true }>;
}

/** The atlas once drawn (null before): the POI layer draws icons from then on. */
export const poiIconAtlas$ = new BehaviorSubject<PoiIconAtlas | null>(null);

async function drawAtlas(svgs: ReadonlyMap<PoiTypeId, string>): Promise<PoiIconAtlas> {
  const canvas = document.createElement('canvas');
  canvas.width = MAP_ICON_PX * svgs.size;
  canvas.height = MAP_ICON_PX;
  const ctx = canvas.getContext('2d');
  const mapping: PoiIconAtlas['mapping'] = {};
  let x = 0;
  for (const [type, markup] of svgs) {
    const image = new Image(MAP_ICON_PX, MAP_ICON_PX);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    ctx?.drawImage(image, x, 0, MAP_ICON_PX, MAP_ICON_PX);
    mapping[String(type)] = { x, y: 0, width: MAP_ICON_PX, height: MAP_ICON_PX, mask: true };
    x += MAP_ICON_PX;
  }
  return { canvas, mapping };
}

/**
 * The map's icons: the same lucide icons the list shows, rendered once, hidden, read back as SVG
 * and drawn into a canvas atlas the POI layer hands deck.gl (drawn at once, nothing to fetch).
 */
export function PoiIconSprites() {
  const host = useRef<HTMLDivElement>(null);
  const [done, setDone] = useState(poiIconAtlas$.value !== null);
  useEffect(() => {
    if (done || !host.current) return;
    const svgs = new Map<PoiTypeId, string>();
    for (const svg of host.current.querySelectorAll('svg')) {
      svgs.set(
        Number(svg.dataset['type']) as PoiTypeId,
        new XMLSerializer().serializeToString(svg),
      );
    }
    let current = true;
    drawAtlas(svgs).then(
      (atlas) => {
        poiIconAtlas$.next(atlas);
        if (current) setDone(true);
      },
      (error: unknown) => console.warn('POI icons could not be drawn', error),
    );
    return () => {
      current = false;
    };
  }, [done]);
  if (done) return null;
  return (
    <div ref={host} hidden aria-hidden>
      {POI_TYPE_IDS.map((type) => {
        const Icon = POI_TYPE_ICONS[type];
        return (
          <Icon
            key={type}
            data-type={type}
            size={MAP_ICON_PX}
            color="#ffffff"
            strokeWidth={2.5}
            xmlns="http://www.w3.org/2000/svg"
          />
        );
      })}
    </div>
  );
}
