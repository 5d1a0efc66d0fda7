import { z } from 'zod';
import {
  isTrafficAlertShown,
  severityLevel,
  trafficCategory,
  TRAFFIC_CATEGORIES,
  type TrafficCategory,
  type TrafficUpdate,
} from '@fleetdeck/shared';

export interface TrafficItem {
  id: string;
  position: [number, number];
  category: TrafficCategory;
  severity: 1 | 2 | 3 | 4 | 5;
  description: string;
  road: string;
}

const feature = z.object({
  geometry: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    id: z.union([z.string(), z.number()]).optional(),
    type_code: z.union([z.string(), z.number()]),
    category: z.string().optional(),
    description: z.string().default(''),
    road_name: z.string().default(''),
    severity: z.number().default(1),
  }),
});

const KNOWN: ReadonlySet<string> = new Set(TRAFFIC_CATEGORIES);

/** Upstream names categories with spaces ("natural events"); without one the code decides. */
function categoryOf(category: string | undefined, typeCode: string | number): TrafficCategory {
  const name = category?.trim().toLowerCase().replace(/\s+/g, '_');
  return name && KNOWN.has(name) ? (name as TrafficCategory) : trafficCategory(typeCode);
}

/**
 * Traffic points the map may show: point features that parse, severity 2 and above (part 1 §9:
 * alerts shown from severity 2). Anything else is skipped, not fatal.
 */
export function trafficItems(update: TrafficUpdate | undefined): TrafficItem[] {
  if (!update) return [];
  const out: TrafficItem[] = [];
  update.features.forEach((raw, i) => {
    const parsed = feature.safeParse(raw);
    if (!parsed.success) return;
    const { geometry, properties: p } = parsed.data;
    if (!isTrafficAlertShown(p.severity)) return;
    out.push({
      id: String(p.id ?? i),
      position: geometry.coordinates,
      category: categoryOf(p.category, p.type_code),
      severity: severityLevel(p.severity),
      description: p.description,
      road: p.road_name,
    });
  });
  return out;
}
