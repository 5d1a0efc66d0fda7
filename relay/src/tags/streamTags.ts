import { ALL_COMPANIES, type CompanyScope } from '@fleetdeck/shared';

interface WithTags {
  tags?: unknown;
}

const ownedElsewhere = (tag: unknown, scope: CompanyScope): boolean =>
  typeof tag === 'object' && tag !== null && 'company' in tag && tag.company !== scope;

/**
 * A truck (or an upsert of one) as a company stream shows it: only that company's own tags. A
 * master's stream carries its slaves' trucks, but tags are each company's own labels (spec part
 * 2: "company tags"), so neither side sees the other's. Tags without an owner (an upstream's own)
 * pass; the same object comes back when nothing is hidden.
 */
export function withStreamTags<T extends object>(value: T, scope: CompanyScope): T {
  const tags = (value as WithTags).tags;
  if (scope === ALL_COMPANIES || !Array.isArray(tags)) return value;
  if (!tags.some((tag) => ownedElsewhere(tag, scope))) return value;
  return { ...value, tags: tags.filter((tag) => !ownedElsewhere(tag, scope)) };
}
