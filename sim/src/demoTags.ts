/** The tags every demo company starts with (relay seed), in the dispatchers' own words. */
export const DEMO_TAG_NAMES = ['Frigo', 'ADR', 'Nord', 'Sud', 'Clienti premium', 'Groupage'];

/** A well-mixed number from an id, so tags do not follow the order vehicles were made in. */
function mix(id: number): number {
  let h = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * A demo vehicle's tags, deterministic per vehicle: refrigerated trailers carry "Frigo", some
 * tractors carry dangerous goods (ADR), rigid trucks do groupage, and a share of the fleet works
 * the north or the south or for premium customers.
 */
export function demoTagsOf(vehicle: {
  id: number;
  type: 1 | 2 | 3;
  refrigerated: boolean;
}): string[] {
  const h = mix(vehicle.id);
  const tags: string[] = [];
  if (vehicle.refrigerated) tags.push('Frigo');
  if (vehicle.type === 1 && h % 7 === 0) tags.push('ADR');
  if (h % 5 === 1) tags.push('Nord');
  else if (h % 5 === 2) tags.push('Sud');
  if (vehicle.type !== 3 && (h >>> 8) % 6 === 0) tags.push('Clienti premium');
  if (vehicle.type === 2 && (h >>> 4) % 3 === 0) tags.push('Groupage');
  return tags;
}
