import type { CompanyTag, CompanyTagItem, Truck } from '@fleetdeck/shared';

/** A tag as a row of the panel, not saving, not in error, not being edited. */
export const itemOf = (tag: CompanyTag): CompanyTagItem => ({
  ...tag,
  loading: false,
  error: false,
  to_update: false,
});

const byName = (a: { name: string }, b: { name: string }): number =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || a.name.localeCompare(b.name);

export const sortedByName = <T extends { name: string }>(list: readonly T[]): T[] =>
  [...list].sort(byName);

/** The rows with one changed (its flags, or what the relay answered). */
export const patchItem = (
  items: readonly CompanyTagItem[],
  id: number,
  patch: Partial<CompanyTagItem>,
): CompanyTagItem[] =>
  sortedByName(items.map((item) => (item.id === id ? { ...item, ...patch } : item)));

export const withoutItem = (items: readonly CompanyTagItem[], id: number): CompanyTagItem[] =>
  items.filter((item) => item.id !== id);

/** A name the relay takes: something besides spaces (the add button is disabled otherwise). */
export const usableName = (name: string): boolean => name.trim() !== '';

/** A name another tag of the list already has (the relay would answer 409). */
export const takenName = (items: readonly CompanyTag[], name: string, except?: number): boolean =>
  items.some(
    (item) => item.id !== except && item.name.trim().toLowerCase() === name.trim().toLowerCase(),
  );

/** The tags a truck carries in the company's stream, as {id, name}, by name. */
export function truckTags(truck: Pick<Truck, 'tags'>, known: readonly CompanyTag[]) {
  const names = new Map(known.map((tag) => [tag.id, tag.name]));
  return sortedByName(
    (truck.tags ?? []).map((tag) =>
      typeof tag === 'number'
        ? { id: tag, name: names.get(tag) ?? `#${tag}` }
        : { id: tag.id, name: tag.name },
    ),
  );
}

/**
 * The list filter's tag choices, by name: the company's tags that trucks carry (as last counted)
 * and any tag a truck of the stream carries now; the company's list names them when it knows
 * them (a rename shows before the stream brings it).
 */
export function tagFilterOptions(
  trucks: Iterable<Pick<Truck, 'tags'>>,
  known: readonly CompanyTag[],
  idLabel: (id: number) => string,
) {
  const names = new Map(known.map((tag) => [tag.id, tag.name]));
  const found = new Map(known.filter((tag) => tag.trucks > 0).map((tag) => [tag.id, tag.name]));
  for (const truck of trucks) {
    for (const tag of truck.tags ?? []) {
      const id = typeof tag === 'number' ? tag : tag.id;
      if (found.has(id)) continue;
      found.set(id, names.get(id) ?? (typeof tag === 'number' ? idLabel(id) : tag.name));
    }
  }
  return sortedByName([...found].map(([id, name]) => ({ id, name }))).map((tag) => ({
    value: String(tag.id),
    label: tag.name,
  }));
}
